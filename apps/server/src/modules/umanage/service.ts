import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches, switchGrants, users } from '../../db/schema.js';
import type { Session } from '../../plugins/session.js';

export type SwitchTarget = {
  userId: number;
  gscode: string;
  longname: string;
  company: string;
  userName: string;
  nickName: string;
};

/**
 * The signed-in account first, then every account an administrator has granted it
 * (switch_grants) whose account and branch are enabled.
 */
export async function switchTargets(db: Db, session: Session): Promise<SwitchTarget[]> {
  const { rows } = await db.execute<SwitchTarget & { own: boolean }>(sql`
    select u.id as "userId", u.gscode, b.longname, b.name as company, u.user_name as "userName", u.nick_name as "nickName",
           u.id = ${session.userId} as own
      from ${users} u join ${branches} b on b.gscode = u.gscode
     where u.id = ${session.userId}
        or (u.id in (select target_user_id from ${switchGrants} where user_id = ${session.userId})
            and u.status = 1 and b.status = 1)
     order by own desc, u.gscode, u.user_name`);
  return rows.map(({ own: _own, ...t }) => t);
}
