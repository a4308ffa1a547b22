import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Who can be an order's salesperson: the branch's enabled staff accounts, plus any disabled one
 * still named on an order (so a filter on a former colleague's orders stays possible), by name.
 */
export async function salespeople(db: Db, gscode: string): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.execute(sql`
    select u.id, u.nick_name as name from users u
     where u.gscode = ${gscode}
       and (u.status = 1 or exists (select 1 from orders o where o.gscode = ${gscode} and o.salesperson_id = u.id))
     order by u.nick_name, u.id`);
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}
