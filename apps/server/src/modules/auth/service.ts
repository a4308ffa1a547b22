import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_TYPE_ACCOUNT, type LoginBody, type UserInfo } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { branches, loginLog, sessions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashToken, newToken, type Session } from '../../plugins/session.js';
import { switchTargets } from '../umanage/public.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { passwordRuleBroken } from './password-rules.js';

export interface Client {
  ip: string;
  userAgent: string;
}

type Reason = 'ok' | 'bad_credentials' | 'disabled' | 'throttled' | 'pending' | 'switch' | 'unlock';

/**
 * Claims a try for this account from this address, atomically: under a transaction-scoped lock
 * per (branch, account, address), counts the failures since the last success within the window
 * (attempts still being checked count as failures) and either logs the try as 'pending' or as
 * 'throttled'. So concurrent attempts can never check more passwords than the limit allows.
 * Returns the login-log row id of the pending try and the failures counted before it, or null
 * when throttled.
 */
async function claimAttempt(
  db: Db,
  config: Config,
  body: Pick<LoginBody, 'gscode' | 'username'>,
  client: Client,
): Promise<{ id: number; failures: number } | null> {
  return db.transaction(async (tx) => {
    const key = `${body.gscode}\n${body.username}\n${client.ip}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const { rows } = await tx.execute(sql`
      select count(*)::int as n from ${loginLog}
       where gscode = ${body.gscode} and user_name = ${body.username} and ip = ${client.ip}
         and reason in ('bad_credentials', 'disabled', 'pending')
         and at > now() - make_interval(mins => ${config.LOGIN_WINDOW_MINUTES})
         and at > coalesce((select max(at) from ${loginLog}
                             where gscode = ${body.gscode} and user_name = ${body.username} and ip = ${client.ip} and success), '-infinity')`);
    const throttled = Number(rows[0].n) >= config.LOGIN_MAX_FAILURES;
    const [row] = await tx
      .insert(loginLog)
      .values({
        gscode: body.gscode,
        userName: body.username,
        ip: client.ip,
        userAgent: client.userAgent,
        success: false,
        reason: throttled ? 'throttled' : 'pending',
      })
      .returning({ id: loginLog.id });
    return throttled ? null : { id: row.id, failures: Number(rows[0].n) };
  });
}

const settleAttempt = (db: Db, id: number, reason: Exclude<Reason, 'pending' | 'throttled'>) =>
  db
    .update(loginLog)
    // An unlock proved the password as a sign-in does: it ends the run of failures too.
    .set({ reason, success: reason === 'ok' || reason === 'unlock' })
    .where(eq(loginLog.id, id));

/**
 * Failures for one account from one IP since its last success, within the window, throttle the
 * account from that IP only: a stranger elsewhere cannot lock the owner out.
 */
export async function login(db: Db, config: Config, body: LoginBody, client: Client): Promise<UserInfo> {
  const attempt = await claimAttempt(db, config, body, client);
  if (attempt === null) throw new AppError('loginThrottled', { minutes: config.LOGIN_WINDOW_MINUTES }, 429);
  const attemptId = attempt.id;
  const [found] = await db
    .select({ user: users, branch: branches })
    .from(users)
    .innerJoin(branches, eq(branches.gscode, users.gscode))
    .where(and(eq(users.gscode, body.gscode), eq(users.userName, body.username)));

  // Verify against a dummy hash when the account is unknown, so timing tells nothing.
  const passwordOk = await verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!found || !passwordOk) {
    await settleAttempt(db, attemptId, 'bad_credentials');
    // How many tries remain before the pause: counted per branch, account and address whether
    // or not the account exists, so the answer tells nothing about the account.
    const remaining = Math.max(0, config.LOGIN_MAX_FAILURES - attempt.failures - 1);
    throw new AppError(remaining > 0 ? 'badCredentials' : 'badCredentialsPaused', {
      remaining,
      minutes: config.LOGIN_WINDOW_MINUTES,
    });
  }
  if (found.user.status !== 1 || found.branch.status !== 1) {
    await settleAttempt(db, attemptId, 'disabled');
    throw new AppError('accountDisabled');
  }
  await settleAttempt(db, attemptId, 'ok');
  return startSession(db, found, client);
}

export type Found = { user: typeof users.$inferSelect; branch: typeof branches.$inferSelect };

/** Stores a new session (only its token's hash) and returns the user info of spec §3 (password, switch, QR-code and desktop-software sign-in). */
export async function startSession(db: Db, { user, branch }: Found, client: Client): Promise<UserInfo> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    gscode: user.gscode,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  // The staff list's "last sign-in" (a switch into the account counts as signing in to it).
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const { rows: scope } = await db.execute(
    sql`select data_scope from roles where gscode = ${user.gscode} and code = ${user.roleCode}`,
  );
  return {
    userName: user.userName,
    nickName: user.nickName,
    headerImg: user.headerImg,
    company: branch.name,
    gscode: branch.gscode,
    reguserno: user.reguserno,
    roles: user.roleCode,
    operators: user.operators,
    logintype: user.logintype ?? LOGIN_TYPE_ACCOUNT,
    endtime: branch.endtime ?? '',
    isopen: branch.isopen,
    logoimg: branch.logo,
    timezone: branch.timezone,
    ID: user.id,
    token,
    // Only when set: the stored user info stays spec §3's fields (and the branch's time zone) otherwise.
    ...(scope[0]?.data_scope === 'own' ? { dataScope: 'own' as const } : {}),
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
  };
}

/**
 * Switch account: sign in as an account an administrator has granted this user (switch_grants),
 * never as any other. The grant, the target account and its branch must be live; the new session
 * replaces this one in one transaction, and the target branch's login log records who came in.
 * Anything else is refused (403) and changes nothing; the route writes the refusal to the
 * operation log.
 */
export async function switchAccount(
  db: Db,
  session: Session,
  target: { gscode: string; username?: string },
  client: Client,
): Promise<UserInfo> {
  const granted = (await switchTargets(db, session)).filter(
    (t) => t.gscode === target.gscode && t.userId !== session.userId,
  );
  const chosen = target.username
    ? granted.find((t) => t.userName === target.username)
    : (granted.find((t) => t.userName === session.userName) ?? (granted.length === 1 ? granted[0] : undefined));
  if (!chosen) throw new AppError('switchNotAllowed', {}, 403);
  const [found] = await db
    .select({ user: users, branch: branches })
    .from(users)
    .innerJoin(branches, eq(branches.gscode, users.gscode))
    .where(eq(users.id, chosen.userId));
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await logout(t, session.sessionId);
    await t.insert(loginLog).values({
      gscode: found.branch.gscode,
      userName: found.user.userName,
      ip: client.ip,
      success: true,
      reason: 'switch',
      userAgent: `switched from ${session.gscode}/${session.userName}; ${client.userAgent}`.slice(0, 500),
    });
    return startSession(t, found, client);
  });
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Locks the session (the lock screen, issue 37 #4): the route then refuses all but Unlock and AdminLogout. */
export async function lockSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ lockedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Unlocks the session with its account's password. A try is claimed in the sign-in throttle of
 * the account and address, so the lock screen is no way around it: a wrong password is a failed
 * sign-in (bad_credentials), too many pause it like the sign-in form, a right one is logged as
 * unlock. The session stays either way (log out is the way out).
 */
export async function unlockSession(db: Db, config: Config, session: Session, password: string, client: Client) {
  const who = { gscode: session.gscode, username: session.userName };
  const attempt = await claimAttempt(db, config, who, client);
  const minutes = config.LOGIN_WINDOW_MINUTES;
  if (attempt === null) throw new AppError('unlockBadPasswordPaused', { minutes }, 429);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, session.userId));
  if (!(await verifyPassword(user.hash, password))) {
    await settleAttempt(db, attempt.id, 'bad_credentials');
    const remaining = Math.max(0, config.LOGIN_MAX_FAILURES - attempt.failures - 1);
    throw new AppError(remaining > 0 ? 'unlockBadPassword' : 'unlockBadPasswordPaused', { remaining, minutes });
  }
  await settleAttempt(db, attempt.id, 'unlock');
  await db.update(sessions).set({ lockedAt: null }).where(eq(sessions.id, session.sessionId));
}

/**
 * Changes the signed-in user's own password: the current one is required and the rules of
 * password-rules.ts apply. Every other session of the account ends in the same transaction
 * (the users_password_changed trigger); this one stays.
 */
export async function changeOwnPassword(
  db: Db,
  session: Session,
  body: { oldPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw new AppError('wrongCurrentPassword');
  // Above all after an administrator's reset: the password they handed over must not stay.
  if (body.newPassword === body.oldPassword) throw new AppError('passwordUnchanged');
  const broken = passwordRuleBroken(body.newPassword, user.userName);
  if (broken) throw new AppError(broken);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('bo.keep_session', ${String(session.sessionId)}, true)`);
    // A password chosen by the user clears an administrator's "must change at the next sign-in".
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, session.userId));
  });
}
