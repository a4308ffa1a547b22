import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_CODE, type staffSaveBody } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Changed } from '../../plugins/audit.js';
import type { Session, SessionTimeouts } from '../../plugins/session.js';
import { clearTotp, hashPassword, passwordRuleBroken } from '../auth/public.js';
import { text } from '../../db/row-values.js';
import {
  accountOf,
  assertGrantableRole,
  assertNotLastAdmin,
  assertWithinOwnPower,
  endSessions,
  lockBranchStaff,
  type Account,
  type Tx,
} from './guards.js';

/**
 * The writes of the staff accounts page (issue 11 #1). Each is one transaction that first takes
 * the branch's staff lock (guards.ts), then reads the account it is about from the session's
 * branch only (another branch's id: 404, nothing changes), then checks, then writes.
 * Each returns what it changed as before/after for the operation log (passwords never: a
 * password change shows only as "password: ***").
 */

type SaveBody = z.output<typeof staffSaveBody>;
export type AuditView = Record<string, unknown>;

/** An account as the operation log shows it: what an administrator edits, never a hash. */
export const auditView = (
  a: Pick<Account, 'userName' | 'nickName' | 'roleCode' | 'operators' | 'phone' | 'email' | 'status'>,
): AuditView => ({
  userName: a.userName,
  nickName: a.nickName,
  roleCode: a.roleCode,
  operators: a.operators,
  phone: a.phone,
  email: a.email,
  status: a.status,
});

/** Runs `fn` in one transaction holding the branch's staff lock. */
export function staffWrite<T>(db: Db, session: Session, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockBranchStaff(tx, session.gscode);
    return fn(tx);
  });
}

function assertPassword(password: string, userName: string) {
  const broken = passwordRuleBroken(password, userName);
  if (broken) throw new AppError(broken, {}, 400);
}

/** Names are unique in a branch whatever their case: "Admin" beside "admin" would only confuse people. */
async function assertNameFree(tx: Tx, session: Session, userName: string) {
  const { rows } = await tx.execute(sql`
    select user_name from users where gscode = ${session.gscode} and lower(user_name) = lower(${userName}) limit 1`);
  if (rows[0]) throw new AppError('staffNameTaken', { name: String(rows[0].user_name) }, 409);
}

/** upxtusers: adds an account (id left out) or edits one. */
export async function saveAccount(
  db: Db,
  session: Session,
  body: SaveBody,
): Promise<Changed<{ id: number; created: boolean }>> {
  if (body.id === undefined) return addAccount(db, session, body);
  const id = body.id;
  if (body.password !== undefined) throw new AppError('staffNoPasswordOnEdit', {}, 400);
  return staffWrite(db, session, async (tx) => {
    const before = await accountOf(tx, session, id);
    if (body.userName !== before.userName) throw new AppError('staffNoRename', {}, 400);
    const roleChanges = body.roleCode !== before.roleCode;
    if (roleChanges && before.roleCode === ADMIN_ROLE_CODE) await assertNotLastAdmin(tx, session.gscode, before);
    if (roleChanges && before.id === session.userId) throw new AppError('staffOwnRole', {}, 403);
    await assertWithinOwnPower(tx, session, before);
    if (roleChanges) await assertGrantableRole(tx, session, body.roleCode);
    const after: Account = {
      ...before,
      nickName: body.nickName,
      roleCode: body.roleCode,
      operators: body.operators,
      phone: body.phone,
      email: body.email,
    };
    await tx.execute(sql`
      update users set nick_name = ${after.nickName}, role_code = ${after.roleCode}, operators = ${after.operators},
                       phone = ${after.phone}, email = ${after.email}
       where id = ${id}`);
    return { result: { id, created: false }, before: auditView(before), after: auditView(after) };
  });
}

async function addAccount(
  db: Db,
  session: Session,
  body: SaveBody,
): Promise<Changed<{ id: number; created: boolean }>> {
  const { userName, password } = body;
  // The name first: "taken" is the answer whatever else is wrong (checked again under the lock).
  await assertNameFree(db, session, userName);
  if (password === undefined) throw new AppError('staffPasswordRequired', {}, 400);
  assertPassword(password, userName);
  const passwordHash = await hashPassword(password);
  return staffWrite(db, session, async (tx) => {
    await assertNameFree(tx, session, userName);
    await assertGrantableRole(tx, session, body.roleCode);
    const { rows } = await tx.execute(sql`
      insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, phone, email, password_hash, logintype, status)
      select ${session.gscode}, ${userName}, ${body.nickName}, b.guestcode, ${body.roleCode}, ${body.operators}, ${body.phone}, ${body.email},
             ${passwordHash}, 1, 1
        from branches b where b.gscode = ${session.gscode}
      returning id`);
    const id = Number(rows[0].id);
    const after = {
      ...auditView({
        userName,
        nickName: body.nickName,
        roleCode: body.roleCode,
        operators: body.operators,
        phone: body.phone,
        email: body.email,
        status: 1,
      }),
      password: 'set',
    };
    return { result: { id, created: true }, after };
  });
}

/** Enables or disables an account; disabling ends its sessions in the same transaction. */
export async function setStatus(
  db: Db,
  session: Session,
  id: number,
  status: number,
  timeouts: SessionTimeouts,
): Promise<Changed<{ id: number; status: number; ended: number }>> {
  return staffWrite(db, session, async (tx) => {
    const before = await accountOf(tx, session, id);
    if (status === 0) await assertNotLastAdmin(tx, session.gscode, before);
    if (before.id === session.userId) throw new AppError('staffOwnStatus', {}, 403);
    await assertWithinOwnPower(tx, session, before);
    await tx.execute(sql`update users set status = ${status} where id = ${id}`);
    const ended = status === 0 ? await endSessions(tx, [id], timeouts) : 0;
    return { result: { id, status, ended }, before: { status: before.status }, after: { status } };
  });
}

/** Sets a new password chosen by an administrator: the account's sessions end and it must choose its own at the next sign-in. */
export async function resetPassword(
  db: Db,
  session: Session,
  id: number,
  password: string,
  timeouts: SessionTimeouts,
): Promise<Changed<{ id: number; ended: number }>> {
  const { rows } = await db.execute(sql`select user_name from users where gscode = ${session.gscode} and id = ${id}`);
  if (!rows[0]) throw notFoundRecord();
  if (id === session.userId) throw new AppError('staffOwnPassword', {}, 403);
  assertPassword(password, String(rows[0].user_name));
  const passwordHash = await hashPassword(password);
  return staffWrite(db, session, async (tx) => {
    const before = await accountOf(tx, session, id);
    await assertWithinOwnPower(tx, session, before);
    // Ended here (and counted) before the hash changes; the password trigger would end them too.
    const ended = await endSessions(tx, [id], timeouts);
    await tx.execute(
      sql`update users set password_hash = ${passwordHash}, must_change_password = true where id = ${id}`,
    );
    return {
      result: { id, ended },
      // "password" is masked by the operation log whatever it holds; the two words only make it a change.
      before: { password: 'old', forcedChange: before.mustChangePassword },
      after: { password: 'new', forcedChange: true },
    };
  });
}

/**
 * Clears an account's two-factor sign-in (a lost phone, issue 39): it signs in with its password
 * alone, and enrols again at its next sign-in when its role requires it. Not one's own (turning it
 * off in the personal center needs the password and a code), never an account holding a mark the
 * caller lacks.
 */
export async function resetTotp(db: Db, session: Session, id: number): Promise<Changed<null>> {
  if (id === session.userId) throw new AppError('totpOwnReset', {}, 403);
  return staffWrite(db, session, async (tx) => {
    const before = await accountOf(tx, session, id);
    await assertWithinOwnPower(tx, session, before);
    const { rows } = await tx.execute(sql`select totp_enabled_at is not null as on from users where id = ${id}`);
    await clearTotp(tx, id);
    return { result: null, before: { twoFactor: rows[0].on === true }, after: { twoFactor: false } };
  });
}

/** SetRole: another role of the branch for an account (not one's own; never demoting the last administrator). */
export async function setRole(
  db: Db,
  session: Session,
  id: number,
  roleCode: string,
): Promise<Changed<{ id: number; roleCode: string }>> {
  return staffWrite(db, session, async (tx) => {
    const before = await accountOf(tx, session, id);
    if (roleCode !== before.roleCode && before.roleCode === ADMIN_ROLE_CODE)
      await assertNotLastAdmin(tx, session.gscode, before);
    if (before.id === session.userId) throw new AppError('staffOwnRole', {}, 403);
    await assertWithinOwnPower(tx, session, before);
    await assertGrantableRole(tx, session, roleCode);
    await tx.execute(sql`update users set role_code = ${roleCode} where id = ${id}`);
    return { result: { id, roleCode }, before: { roleCode: before.roleCode }, after: { roleCode } };
  });
}

/**
 * Removes an account for good, when no business record names it (orders it sells, order
 * events and notes, payments it recorded): those keep their author, so such an account is
 * disabled instead (409 says so). The logs keep the account's name as text. Its sessions,
 * switch grants (both ways) and column choices go with it.
 */
export async function removeAccount(db: Db, session: Session, id: number): Promise<Changed<{ id: number }>> {
  return staffWrite(db, session, async (tx) => {
    const before = await accountOf(tx, session, id);
    await assertNotLastAdmin(tx, session.gscode, before);
    if (before.id === session.userId) throw new AppError('staffOwnRemove', {}, 403);
    await assertWithinOwnPower(tx, session, before);
    const { rows } = await tx.execute(sql`
      select (select count(*)::int from orders where gscode = ${session.gscode} and salesperson_id = ${id}) as orders,
             (select count(*)::int from order_events where gscode = ${session.gscode} and user_id = ${id})
           + (select count(*)::int from order_notes where gscode = ${session.gscode} and user_id = ${id})
           + (select count(*)::int from payments where gscode = ${session.gscode} and recorded_by = ${id}) as records`);
    const { orders, records } = rows[0] as { orders: number; records: number };
    if (orders + records > 0) throw new AppError('staffReferenced', { name: before.userName, orders, records }, 409);
    await tx.execute(sql`delete from users where id = ${id}`);
    return { result: { id }, before: auditView(before) };
  });
}

/** RemoveLogin / batchRemoveLogin: ends every live session of accounts of the branch; all must be the branch's, or nothing happens. */
export async function signOut(
  db: Db,
  session: Session,
  ids: number[],
  timeouts: SessionTimeouts,
): Promise<{ ended: number; accounts: number; names: string[] }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      select id, user_name, role_code from users where gscode = ${session.gscode} and id in (${sql.join(
        unique.map((u) => sql`${u}`),
        sql`, `,
      )})`);
    if (rows.length !== unique.length) throw notFoundRecord();
    for (const r of rows) {
      await assertWithinOwnPower(tx, session, {
        id: Number(r.id),
        userName: String(r.user_name),
        roleCode: String(r.role_code),
      });
    }
    const ended = await endSessions(tx, unique, timeouts);
    return { ended, accounts: unique.length, names: rows.map((r) => String(r.user_name)).sort() };
  });
}

/**
 * Lets `grantee` (an account of any branch, named by branch code and account name) switch into
 * account `id` of this branch: a grant hands out this branch's account, so only this branch's
 * administrators make it, and only for accounts within their own power.
 */
export async function addGrant(
  db: Db,
  session: Session,
  id: number,
  grantee: { gscode: string; userName: string },
): Promise<Changed<{ grantId: number }>> {
  return staffWrite(db, session, async (tx) => {
    const target = await accountOf(tx, session, id);
    await assertWithinOwnPower(tx, session, target);
    const { rows: found } = await tx.execute(sql`
      select id, gscode, user_name from users where gscode = ${grantee.gscode} and user_name = ${grantee.userName}`);
    const who = found[0];
    if (!who) throw new AppError('grantGranteeUnknown', { gscode: grantee.gscode, name: grantee.userName }, 400);
    if (Number(who.id) === id) throw new AppError('grantSelf', {}, 400);
    const { rows } = await tx.execute(sql`
      insert into switch_grants (user_id, target_user_id, granted_by) values (${Number(who.id)}, ${id}, ${session.userId})
      on conflict (user_id, target_user_id) do nothing returning id`);
    if (!rows[0])
      throw new AppError(
        'grantExists',
        { grantee: `${grantee.gscode}/${grantee.userName}`, name: target.userName },
        409,
      );
    return {
      result: { grantId: Number(rows[0].id) },
      after: { switchInto: target.userName, grantee: `${grantee.gscode}/${grantee.userName}` },
    };
  });
}

/** Revokes a grant into an account of this branch (a grant into another branch's account is that branch's: 404 here). */
export async function removeGrant(db: Db, session: Session, grantId: number): Promise<Changed<null>> {
  return staffWrite(db, session, async (tx) => {
    const { rows } = await tx.execute(sql`
      select g.target_user_id, f.gscode as from_gscode, f.user_name as from_user
        from switch_grants g join users t on t.id = g.target_user_id join users f on f.id = g.user_id
       where g.id = ${grantId} and t.gscode = ${session.gscode}`);
    const g = rows[0];
    if (!g) throw notFoundRecord();
    const target = await accountOf(tx, session, Number(g.target_user_id));
    await assertWithinOwnPower(tx, session, target);
    await tx.execute(sql`delete from switch_grants where id = ${grantId}`);
    return {
      result: null,
      before: { switchInto: target.userName, grantee: `${text(g.from_gscode)}/${text(g.from_user)}` },
    };
  });
}
