import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_TYPE_ACCOUNT, type LoginBody, type UserInfo } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { branches, loginLog, sessions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashToken, newToken, type Session } from '../../plugins/session.js';
import { switchableBranches } from '../umanage/service.js';
import { dummyPasswordHash, verifyPassword } from './password.js';

export interface Client {
  ip: string;
  userAgent: string;
}

type Reason = 'ok' | 'bad_credentials' | 'disabled' | 'throttled';

async function logAttempt(db: Db, body: LoginBody, client: Client, reason: Reason) {
  await db.insert(loginLog).values({
    gscode: body.gscode, userName: body.username, ip: client.ip, userAgent: client.userAgent, success: reason === 'ok', reason,
  });
}

/**
 * Failures for this account from this IP since its last success, within the window.
 * Keyed by account and IP, so a stranger elsewhere cannot lock the owner out.
 */
async function recentFailures(db: Db, body: LoginBody, ip: string, windowMinutes: number): Promise<number> {
  const { rows } = await db.execute(sql`
    select count(*)::int as n from ${loginLog}
     where gscode = ${body.gscode} and user_name = ${body.username} and ip = ${ip}
       and not success and reason <> 'throttled'
       and at > now() - make_interval(mins => ${windowMinutes})
       and at > coalesce((select max(at) from ${loginLog}
                           where gscode = ${body.gscode} and user_name = ${body.username} and ip = ${ip} and success), '-infinity')`);
  return Number(rows[0].n);
}

export async function login(db: Db, config: Config, body: LoginBody, client: Client): Promise<UserInfo> {
  if ((await recentFailures(db, body, client.ip, config.LOGIN_WINDOW_MINUTES)) >= config.LOGIN_MAX_FAILURES) {
    await logAttempt(db, body, client, 'throttled');
    throw new AppError('loginThrottled', { minutes: config.LOGIN_WINDOW_MINUTES }, 429);
  }
  const [found] = await db
    .select({ user: users, branch: branches })
    .from(users)
    .innerJoin(branches, eq(branches.gscode, users.gscode))
    .where(and(eq(users.gscode, body.gscode), eq(users.userName, body.username)));

  // Verify against a dummy hash when the account is unknown, so timing tells nothing.
  const passwordOk = await verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!found || !passwordOk) {
    await logAttempt(db, body, client, 'bad_credentials');
    throw new AppError('badCredentials');
  }
  if (found.user.status !== 1 || found.branch.status !== 1) {
    await logAttempt(db, body, client, 'disabled');
    throw new AppError('accountDisabled');
  }

  await logAttempt(db, body, client, 'ok');
  return startSession(db, found, client);
}

type Found = { user: typeof users.$inferSelect; branch: typeof branches.$inferSelect };

/** Stores a new session (only its token's hash) and returns the user info of spec §3. */
async function startSession(db: Db, { user, branch }: Found, client: Client): Promise<UserInfo> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token), userId: user.id, gscode: user.gscode, ip: client.ip, userAgent: client.userAgent,
  });
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
    ID: user.id,
    token,
  };
}

/**
 * Branch switch: the same (or the named) account in a branch the user may switch to.
 * The new session replaces this one in one transaction; anything else fails and changes nothing.
 */
export async function switchBranch(db: Db, session: Session, target: { gscode: string; username?: string }, client: Client): Promise<UserInfo> {
  const allowed = await switchableBranches(db, session);
  if (!allowed.some((b) => b.gscode === target.gscode)) throw new AppError('switchNotAllowed', {}, 403);
  const [found] = await db
    .select({ user: users, branch: branches })
    .from(users)
    .innerJoin(branches, eq(branches.gscode, users.gscode))
    .where(and(eq(users.gscode, target.gscode), eq(users.userName, target.username ?? session.userName), eq(users.status, 1)));
  if (!found) throw new AppError('switchNotAllowed', {}, 403);
  return db.transaction(async (tx) => {
    await logout(tx as unknown as Db, session.sessionId);
    return startSession(tx as unknown as Db, found, client);
  });
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, sessionId));
}
