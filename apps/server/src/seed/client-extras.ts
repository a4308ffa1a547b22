import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Demo data of the clients tab (issue 12 #1), after the branch's orders: each client is looked
 * after by the salesperson of its latest order, and the branch's customer number sequence
 * continues after the highest number handed out. Every client stays enabled (the e2e journeys
 * pick clients by name).
 */
export async function seedClientExtras(db: Db, gscode: string, _seed: number, _now: Date): Promise<void> {
  await db.execute(sql`
    update clients c set salesperson_id = (
      select o.salesperson_id from orders o
       where o.gscode = c.gscode and o.client_id = c.id and o.salesperson_id is not null
       order by o.created_at desc limit 1)
     where c.gscode = ${gscode}`);
  await db.execute(sql`
    update branches b set guestcode_seq = greatest(b.guestcode_seq, coalesce((
      select max(substring(c.guestcode from '(\\d{1,9})$')::integer) from clients c where c.gscode = b.gscode and c.guestcode ~ '\\d$'), 0))
     where b.gscode = ${gscode}`);
}
