import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches, switchGrants, users } from '../../db/schema.js';
import type { Session } from '../../plugins/session.js';
import { makerHoldsAccount } from '../staff/public.js';

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
 * (switch_grants) whose account and branch are enabled, and whose grant still keeps the rule "no
 * mark you lack": its maker holds every mark of the account now (a grant of the seed or of a
 * removed maker names none and is the platform's).
 */
export async function switchTargets(db: Db, session: Session): Promise<SwitchTarget[]> {
  const { rows } = await db.execute<SwitchTarget & { own: boolean; roleCode: string; grantedBy: number | null }>(sql`
    select u.id as "userId", u.gscode, b.longname, b.name as company, u.user_name as "userName", u.nick_name as "nickName",
           u.id = ${session.userId} as own, u.role_code as "roleCode",
           (select g.granted_by from ${switchGrants} g where g.user_id = ${session.userId} and g.target_user_id = u.id) as "grantedBy"
      from ${users} u join ${branches} b on b.gscode = u.gscode
     where u.id = ${session.userId}
        or (u.id in (select target_user_id from ${switchGrants} where user_id = ${session.userId})
            and u.status = 1 and b.status = 1)
     order by own desc, u.gscode, u.user_name`);
  const kept: SwitchTarget[] = [];
  for (const { own, roleCode, grantedBy, ...t } of rows) {
    if (
      !own &&
      grantedBy !== null &&
      !(await makerHoldsAccount(db, Number(grantedBy), { id: t.userId, gscode: t.gscode, roleCode }))
    )
      continue;
    kept.push(t);
  }
  return kept;
}
