import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  QR_LOGIN_COLLECT_SECONDS,
  QR_LOGIN_PATH,
  QR_LOGIN_SECONDS,
  type DataOf,
  type Get_LoginData,
  type Lang,
  type LoginLogReason,
  type LoginQrCode,
  type QrLoginInfo,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { branches, loginLog, loginQr, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { t } from '../../i18n.js';
import { hashToken, type Session } from '../../plugins/session.js';
import { startSession, type Client } from '../auth/public.js';
import { describeUserAgent } from './user-agent.js';

/**
 * QR-code sign-in (docs/decisions/0109-qr-code-sign-in.md). Two secrets per code, of
 * which only hashes are stored: the code (in the QR image, so anyone who sees the screen knows
 * it) lets a signed-in phone look at and decide on the request; the poll key (kept by the asking
 * browser only) is the one thing that collects the session, once. The session is always that of
 * the phone's own signed-in user, in the phone session's branch.
 */

type Row = typeof loginQr.$inferSelect;

const log = (
  db: Db,
  entry: { gscode?: string; userName?: string; client: Client; reason: LoginLogReason; success?: boolean },
) =>
  db.insert(loginLog).values({
    gscode: entry.gscode ?? '',
    userName: entry.userName ?? '',
    ip: entry.client.ip,
    userAgent: entry.client.userAgent.slice(0, 500),
    success: entry.success ?? false,
    reason: entry.reason,
  });

/** A new code for the browser on /login, valid QR_LOGIN_SECONDS; `origin` is the console's configured address (public-url.ts). */
export async function issueCode(db: Db, client: Client, origin: string): Promise<DataOf<typeof LoginQrCode>> {
  // 128 bits for the code (kept short so that the QR code stays coarse and easy to scan), 256 for the poll key.
  const code = randomBytes(16).toString('base64url');
  const pollKey = randomBytes(32).toString('base64url');
  const link = `${origin}${QR_LOGIN_PATH}?c=${code}`;
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const row = await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const [inserted] = await q
      .insert(loginQr)
      .values({
        codeHash: hashToken(code),
        pollHash: hashToken(pollKey),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 500),
        expiresAt: sql`now() + make_interval(secs => ${QR_LOGIN_SECONDS})`,
      })
      .returning({ expiresAt: loginQr.expiresAt });
    await log(q, { client, reason: 'qr_issued' });
    return inserted;
  });
  return {
    code,
    pollKey,
    link,
    svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresAt: row.expiresAt.toISOString(),
    seconds: QR_LOGIN_SECONDS,
  };
}

/**
 * What the browser holding the poll key learns. A confirmed code gives the session to exactly one
 * poll: the row turns `used` in the same statement that reads it. The user and the branch are
 * checked again at that moment (disabled since the phone confirmed: refused).
 */
export async function pollCode(db: Db, pollKey: string, client: Client): Promise<DataOf<typeof Get_LoginData>> {
  const pollHash = hashToken(pollKey);
  const { rows: taken } = await db.execute<{ user_id: number; gscode: string }>(sql`
    update ${loginQr} set state = 'used'
     where poll_hash = ${pollHash} and state = 'confirmed'
       and decided_at > now() - make_interval(secs => ${QR_LOGIN_COLLECT_SECONDS})
    returning user_id, gscode`);
  if (taken.length) {
    const [found] = await db
      .select({ user: users, branch: branches })
      .from(users)
      .innerJoin(branches, eq(branches.gscode, users.gscode))
      .where(and(eq(users.id, taken[0].user_id), eq(users.gscode, taken[0].gscode)));
    if (!found || found.user.status !== 1 || found.branch.status !== 1) {
      await log(db, { gscode: taken[0].gscode, userName: found?.user.userName, client, reason: 'qr_refused' });
      throw new AppError('accountDisabled');
    }
    return db.transaction(async (tx) => {
      const q = tx as unknown as Db;
      await log(q, { gscode: found.branch.gscode, userName: found.user.userName, client, reason: 'qr', success: true });
      return { state: 'confirmed' as const, user: await startSession(q, found, client, { twoFactor: true }) };
    });
  }
  // A code past its time is expired, whatever it was (the database's clock, like every comparison here).
  const [found] = await db
    .select({
      row: loginQr,
      expired: sql<boolean>`case when ${loginQr.state} = 'confirmed'
        then ${loginQr.decidedAt} <= now() - make_interval(secs => ${QR_LOGIN_COLLECT_SECONDS})
        else ${loginQr.expiresAt} <= now() end`,
    })
    .from(loginQr)
    .where(eq(loginQr.pollHash, pollHash));
  if (!found) throw new AppError('qrLoginUnknown', {}, 404);
  const { row } = found;
  if (row.state === 'used') {
    // Collected before: someone replays the poll key. The branch's log shows it.
    const [who] = row.userId
      ? await db.select({ userName: users.userName }).from(users).where(eq(users.id, row.userId))
      : [];
    await log(db, { gscode: row.gscode ?? '', userName: who?.userName, client, reason: 'qr_refused' });
    return { state: 'used', user: null };
  }
  if (row.state === 'rejected') return { state: 'rejected', user: null };
  if (found.expired) return { state: 'expired', user: null };
  // Confirmed, yet not collected by the update above: a concurrent poll took it meanwhile.
  return { state: row.state === 'confirmed' ? 'used' : (row.state as 'waiting' | 'scanned'), user: null };
}

/** The row of a code, refused in words when it can no longer be decided on (logged as qr_refused). */
async function openRow(db: Db, session: Session, code: string, client: Client): Promise<Row & { expired: boolean }> {
  const [row] = await db
    .select({ row: loginQr, expired: sql<boolean>`${loginQr.expiresAt} <= now()` })
    .from(loginQr)
    .where(eq(loginQr.codeHash, hashToken(code)));
  if (!row) throw new AppError('qrLoginUnknown', {}, 404);
  const refuse = async (
    key: 'qrLoginExpired' | 'qrLoginUsed' | 'qrLoginRejected' | 'qrLoginConfirmed' | 'qrLoginTaken',
    status = 409,
  ) => {
    await log(db, {
      gscode: session.gscode,
      userName: session.userName,
      client: forPhone(client, row.row),
      reason: 'qr_refused',
    });
    throw new AppError(key, {}, status);
  };
  const { state, userId } = row.row;
  if (state === 'used') await refuse('qrLoginUsed');
  if (state === 'rejected') await refuse('qrLoginRejected');
  if (state === 'confirmed') await refuse('qrLoginConfirmed');
  if (row.expired) await refuse('qrLoginExpired', 410);
  // The first phone to scan a code owns it: another account can neither see nor decide it.
  if (userId !== null && userId !== session.userId) await refuse('qrLoginTaken', 403);
  return { ...row.row, expired: row.expired };
}

/** The phone's row in the login log names the browser it answers. */
const forPhone = (client: Client, row: Row): Client => ({
  ip: client.ip,
  userAgent: `for ${row.ip}; ${client.userAgent}`,
});

/**
 * The phone has opened the code's link: who asks (the browser in plain words, its address, when),
 * and the code is marked scanned by this user, so the browser can say "confirm on your phone".
 */
export async function codeInfo(
  db: Db,
  session: Session,
  code: string,
  client: Client,
  lang: Lang,
): Promise<DataOf<typeof QrLoginInfo>> {
  const row = await openRow(db, session, code, client);
  const scanned = await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const { rows } = await q.execute(sql`
      update ${loginQr} set state = 'scanned', user_id = ${session.userId}, gscode = ${session.gscode}
       where id = ${row.id} and state = 'waiting' and expires_at > now()
      returning id`);
    if (rows.length)
      await log(q, {
        gscode: session.gscode,
        userName: session.userName,
        client: forPhone(client, row),
        reason: 'qr_scanned',
      });
    return rows.length > 0;
  });
  const agent = describeUserAgent(row.userAgent);
  return {
    ip: row.ip,
    userAgent: t(lang, 'qrLoginBrowser', {
      browser: agent.browser ?? t(lang, 'qrLoginUnknownBrowser'),
      os: agent.os ?? t(lang, 'qrLoginUnknownOs'),
    }),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: scanned ? 'scanned' : (row.state as 'waiting' | 'scanned'),
  };
}

/**
 * Confirms (the browser is signed in as this user, in this branch, at its next poll) or rejects.
 * One statement decides, so two decisions, or a decision and the expiry, cannot both win; the
 * loser is told why in words.
 */
export async function decide(
  db: Db,
  session: Session,
  code: string,
  decision: 'confirm' | 'reject',
  client: Client,
): Promise<void> {
  const row = await openRow(db, session, code, client);
  const decided = await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const { rows } = await q.execute(sql`
      update ${loginQr}
         set state = ${decision === 'confirm' ? 'confirmed' : 'rejected'}, user_id = ${session.userId}, gscode = ${session.gscode}, decided_at = now()
       where id = ${row.id} and state in ('waiting', 'scanned') and expires_at > now()
         and (user_id is null or user_id = ${session.userId})
      returning id`);
    if (rows.length) {
      await log(q, {
        gscode: session.gscode,
        userName: session.userName,
        client: forPhone(client, row),
        reason: decision === 'confirm' ? 'qr_confirmed' : 'qr_rejected',
      });
    }
    return rows.length > 0;
  });
  // Lost a race (the other decision, the expiry): the row now says which, in words.
  if (!decided) {
    await openRow(db, session, code, client);
    throw new AppError('qrLoginExpired', {}, 410);
  }
}
