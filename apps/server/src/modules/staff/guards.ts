import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_CODE, DATA_ALL_MARK } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFoundRecord } from '../../errors.js';
import { markWords } from '../../mark-words.js';
import type { Session } from '../../plugins/session.js';

/**
 * The rules every staff write keeps, in one place (docs/decisions/0076-staff-accounts.md,
 * docs/decisions/0077-no-mark-you-lack.md): one writer at a time per branch, the last
 * administrator, one's own account, and never handing out or touching more power than one holds.
 */

/** What runs the queries of a write: the transaction. */
export type Tx = Pick<Db, 'execute'>;

/** The account a write is about, locked for the rest of the transaction. */
export interface Account {
  id: number;
  userName: string;
  nickName: string;
  roleCode: string;
  operators: string;
  phone: string;
  email: string;
  status: number;
  mustChangePassword: boolean;
}

/**
 * Serialises the staff writes of one branch (transaction-scoped advisory lock, so it holds
 * behind a transaction-mode pooler too): two administrators disabling or demoting each other
 * at the same moment are answered one after the other, and the second sees the first's change
 * when it counts the administrators left.
 */
export async function lockBranchStaff(tx: Tx, gscode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bo-staff:${gscode}`}, 0))`);
}

/** The account `id` of the session's branch, locked; 404 when it is not the branch's (or not there). */
export async function accountOf(tx: Tx, session: Pick<Session, 'gscode'>, id: number): Promise<Account> {
  const { rows } = await tx.execute(sql`
    select id, user_name, nick_name, role_code, operators, phone, email, status, must_change_password
      from users where gscode = ${session.gscode} and id = ${id} for update`);
  const r = rows[0];
  if (!r) throw notFoundRecord();
  return {
    id: Number(r.id),
    userName: String(r.user_name),
    nickName: String(r.nick_name),
    roleCode: String(r.role_code),
    operators: String(r.operators),
    phone: String(r.phone),
    email: String(r.email),
    status: Number(r.status),
    mustChangePassword: r.must_change_password === true,
  };
}

/**
 * Every mark the branch's role `roleCode` holds or would hold: its grants whether active or not,
 * whatever the state of the role and of the catalogue rows, and DATA_ALL_MARK when its data scope
 * is `all`. A disabled role, an inactive grant or a disabled catalogue row is one switch away from
 * being power again, so the rule "no mark you lack" counts them all
 * (docs/decisions/0077-no-mark-you-lack.md, 0145-data-scope.md).
 */
export async function roleMarks(tx: Tx, gscode: string, roleCode: string): Promise<string[]> {
  const { rows } = await tx.execute(sql`
    select coalesce(array_agg(distinct x.mark), '{}') as marks
      from (select m.permission as mark
              from roles r
              join role_menus rm on rm.role_id = r.id
              join menus m on m.id = rm.menu_id and m.permission <> ''
             where r.gscode = ${gscode} and r.code = ${roleCode}
            union all
            select ${DATA_ALL_MARK} from roles r
             where r.gscode = ${gscode} and r.code = ${roleCode} and r.data_scope = 'all') x`);
  return (rows[0]?.marks as string[] | undefined) ?? [];
}

/** Marks of `marks` the session does not hold. */
export const marksBeyond = (session: Pick<Session, 'marks'>, marks: string[]) =>
  marks.filter((m) => !session.marks.has(m)).sort();

/**
 * The role `roleCode` of the branch, enabled, that the session may give: every mark it holds is
 * one the session holds (nobody hands out power they do not have). Locked (FOR SHARE) so it is
 * not disabled or removed before this transaction ends.
 */
export async function assertGrantableRole(
  tx: Tx,
  session: Pick<Session, 'gscode' | 'marks'>,
  roleCode: string,
): Promise<void> {
  const { rows } = await tx.execute(sql`
    select code from roles where gscode = ${session.gscode} and code = ${roleCode} and status = 1 for share`);
  if (!rows[0]) throw new AppError('staffRoleUnknown', { role: roleCode }, 400);
  const beyond = marksBeyond(session, await roleMarks(tx, session.gscode, roleCode));
  if (beyond.length) throw new AppError('staffRoleBeyondOwn', { role: roleCode, marks: markWords(beyond) }, 403);
}

/**
 * The one guard of "no mark you lack" for an account: the session may change, hand out, sign in
 * as or remove `account` only when the account's role holds (or would hold) no mark the session
 * lacks. Used by every call that acts on another account (staff writes, switch grants, sign-outs,
 * desktop keys); one's own account passes.
 */
export async function assertWithinOwnPower(
  tx: Tx,
  session: Pick<Session, 'gscode' | 'marks' | 'userId'>,
  account: Pick<Account, 'id' | 'userName' | 'roleCode'>,
): Promise<void> {
  if (account.id === session.userId) return;
  const beyond = marksBeyond(session, await roleMarks(tx, session.gscode, account.roleCode));
  if (beyond.length)
    throw new AppError('staffAccountBeyondOwn', { name: account.userName, marks: markWords(beyond) }, 403);
}

/** The same guard for a role: enabling, disabling, renaming, removing it or changing its grants. */
export async function assertRoleWithinOwnPower(
  tx: Tx,
  session: Pick<Session, 'gscode' | 'marks'>,
  role: { code: string; name: string; name_en: string },
): Promise<void> {
  const beyond = marksBeyond(session, await roleMarks(tx, session.gscode, role.code));
  if (beyond.length)
    throw new AppError('roleBeyondOwn', { role: { cn: role.name, en: role.name_en }, marks: markWords(beyond) }, 403);
}

/** An enabled account holding the administrator role. */
export const isActiveAdmin = (a: Pick<Account, 'roleCode' | 'status'>) =>
  a.roleCode === ADMIN_ROLE_CODE && a.status === 1;

/**
 * Refuses (409) when `account` is the branch's last enabled administrator and the write would
 * disable, demote or remove it. Call under lockBranchStaff: the count then sees every earlier
 * writer's committed change.
 */
export async function assertNotLastAdmin(tx: Tx, gscode: string, account: Account): Promise<void> {
  if (!isActiveAdmin(account)) return;
  const { rows } = await tx.execute(sql`
    select count(*)::int as n from users where gscode = ${gscode} and role_code = ${ADMIN_ROLE_CODE} and status = 1 and id <> ${account.id}`);
  if (Number(rows[0].n) === 0) throw new AppError('staffLastAdmin', { name: account.userName }, 409);
}

/** Ends every open session of `userId` now; answers how many were live (not already idle or too old). */
export async function endSessions(
  tx: Tx,
  userIds: number[],
  timeouts: { idleMs: number; absoluteMs: number },
): Promise<number> {
  if (!userIds.length) return 0;
  const { rows } = await tx.execute(sql`
    update sessions set ended_at = now()
     where user_id in (${sql.join(
       userIds.map((u) => sql`${u}`),
       sql`, `,
     )}) and ended_at is null
    returning (last_seen_at > now() - make_interval(secs => ${timeouts.idleMs / 1000})
               and created_at > now() - make_interval(secs => ${timeouts.absoluteMs / 1000})) as live`);
  return rows.filter((r) => r.live === true).length;
}

/**
 * The marks a session of account `userId` would hold now: an enabled account of an enabled role,
 * active grants of enabled rows, and DATA_ALL_MARK when the role's data scope is `all` (as the
 * session check bo_session_by_token, migration 0033, reads them).
 */
export async function heldMarks(tx: Tx, userId: number): Promise<Set<string>> {
  const { rows } = await tx.execute(sql`
    select coalesce(array_agg(distinct x.mark), '{}') as marks
      from (select m.permission as mark
              from users u
              join roles r on r.gscode = u.gscode and r.code = u.role_code and r.status = 1
              join role_menus rm on rm.role_id = r.id and rm.active
              join menus m on m.id = rm.menu_id and m.status = 1 and m.permission <> ''
             where u.id = ${userId} and u.status = 1
            union all
            select ${DATA_ALL_MARK}
              from users u
              join roles r on r.gscode = u.gscode and r.code = u.role_code and r.status = 1 and r.data_scope = 'all'
             where u.id = ${userId} and u.status = 1) x`);
  return new Set((rows[0]?.marks as string[] | undefined) ?? []);
}

/**
 * Whether a standing delegation into `account` (a desktop key, a switch grant) still keeps the
 * rule when it is used: it is the account's own, or its maker holds every mark of the account's
 * role now. A role gains marks after the delegation was made, or the maker loses theirs: the
 * delegation stops working rather than hand on power its maker does not have.
 */
export async function makerHoldsAccount(
  tx: Tx,
  makerId: number,
  account: { id: number; gscode: string; roleCode: string },
): Promise<boolean> {
  if (makerId === account.id) return true;
  const held = await heldMarks(tx, makerId);
  return (await roleMarks(tx, account.gscode, account.roleCode)).every((m) => held.has(m));
}
