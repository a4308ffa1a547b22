import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE_CODE, Code, LOGIN_TYPE_ACCOUNT, type LoginBody, type UserInfo } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { branches, loginLog, sessions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashToken, newToken, type Session } from '../../plugins/session.js';
import { switchTargets } from '../umanage/public.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { passwordRuleBroken } from './password-rules.js';
import type { SecretBox } from '../../secret-box.js';
import { claimAttempt, settleAttempt, type Client } from './attempts.js';
import { secondFactor } from './totp.js';

/**
 * Failures for one account from one IP since its last success, within the window, throttle the
 * account from that IP only: a stranger elsewhere cannot lock the owner out.
 */
export async function login(
  db: Db,
  config: Config,
  box: SecretBox,
  body: LoginBody,
  client: Client,
): Promise<UserInfo> {
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
  // Two-factor sign-in (issue 39): only after the right password, so the answer reveals nothing before it.
  const second = await secondFactor(db, box, found.user, body);
  if (second === 'missing') {
    await settleAttempt(db, attemptId, 'totp_required');
    throw new AppError('totpRequired', {}, 200, Code.ERROR, { totpRequired: true });
  }
  if (second === 'wrong') {
    await settleAttempt(db, attemptId, 'bad_totp');
    const remaining = Math.max(0, config.LOGIN_MAX_FAILURES - attempt.failures - 1);
    throw new AppError(remaining > 0 ? 'totpBadSignIn' : 'totpBadSignInPaused', {
      remaining,
      minutes: config.LOGIN_WINDOW_MINUTES,
    });
  }
  await settleAttempt(db, attemptId, second === 'recovery' ? 'recovery' : 'ok');
  return startSession(db, found, client, { twoFactor: second !== 'none' });
}

export type Found = { user: typeof users.$inferSelect; branch: typeof branches.$inferSelect };

/**
 * Stores a new session (only its token's hash) and returns the user info of spec §3 (password,
 * switch, QR-code and desktop-software sign-in). `twoFactor`: the session was opened with two
 * factors (a code or a recovery code after the password, a phone's QR confirmation, a switch from
 * such a session).
 */
export async function startSession(
  db: Db,
  { user, branch }: Found,
  client: Client,
  opts: { twoFactor: boolean },
): Promise<UserInfo> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    gscode: user.gscode,
    ip: client.ip,
    userAgent: client.userAgent,
    twoFactor: opts.twoFactor,
  });
  // The staff list's "last sign-in" (a switch into the account counts as signing in to it).
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const { rows: scope } = await db.execute(
    sql`select data_scope, require_totp from roles where gscode = ${user.gscode} and code = ${user.roleCode}`,
  );
  return {
    ...userInfoOf({ user, branch }, token, user),
    // Only when set: the stored user info stays spec §3's fields (and the branch's time zone) otherwise.
    ...(scope[0]?.data_scope === 'own' ? { dataScope: 'own' as const } : {}),
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
    ...(scope[0]?.require_totp === true && !user.totpEnabledAt ? { mustEnrolTotp: true } : {}),
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
    // The new session is as strong as the one it came from.
    return startSession(t, found, client, { twoFactor: session.twoFactor });
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

/**
 * Spec §3's user info of a new session: the account, its branch, and the role, customer code and
 * operator code the session holds (the account's own, or a read-only view's).
 */
function userInfoOf(
  { user, branch }: Found,
  token: string,
  holds: Pick<Found['user'], 'reguserno' | 'roleCode' | 'operators'>,
): UserInfo {
  return {
    userName: user.userName,
    nickName: user.nickName,
    headerImg: user.headerImg,
    company: branch.name,
    gscode: branch.gscode,
    reguserno: holds.reguserno,
    roles: holds.roleCode,
    operators: holds.operators,
    logintype: user.logintype ?? LOGIN_TYPE_ACCOUNT,
    endtime: branch.endtime ?? '',
    isopen: branch.isopen,
    logoimg: branch.logo,
    timezone: branch.timezone,
    ID: user.id,
    token,
  };
}

/**
 * A read-only view of `branch` by the platform owner's account (issue 41): a new session of that
 * account in the branch, ending by itself at `until`, holding the branch's administrator role and
 * customer code (bo_session_by_token, migration 0037). The viewer's own session stays as it is.
 */
export async function startView(
  db: Db,
  viewer: Session,
  branch: typeof branches.$inferSelect,
  view: { reason: string; until: Date },
  client: Client,
): Promise<UserInfo> {
  const token = newToken();
  const [user] = await db.select().from(users).where(eq(users.id, viewer.userId));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: viewer.userId,
    gscode: branch.gscode,
    ip: client.ip,
    userAgent: client.userAgent,
    twoFactor: viewer.twoFactor,
    viewUntil: view.until,
    viewReason: view.reason,
  });
  return {
    ...userInfoOf({ user, branch }, token, { reguserno: branch.guestcode, roleCode: ADMIN_ROLE_CODE, operators: '' }),
    viewing: { until: view.until.toISOString(), reason: view.reason, viewer: `${viewer.gscode}/${viewer.userName}` },
  };
}
