import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Lang, TotpStatus } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { resealCounting, type SealCount, type SecretBox } from '../../secret-box.js';
import { systemNames } from '../settings/public.js';
import { claimAttempt, settleAttempt, type Client } from './attempts.js';
import { verifyPassword } from './password.js';
import { newRecoveryCodes, newTotpSecret, otpauthUri, recoveryHash, totpStep } from './totp-codes.js';

/**
 * Two-factor sign-in of one's own account (issue 39, docs/decisions/0149-two-factor-sign-in.md):
 * enrol (a secret kept pending until a code from the app confirms it), the recovery codes, turning
 * it off, an administrator's reset, and the second step of a sign-in. The secret is sealed at rest
 * (secret-box.ts); recovery codes are stored hashed.
 */

type Q = Pick<Db, 'execute'>;

interface TotpRow {
  secret: string;
  pending: string;
  enabledAt: Date | null;
  lastStep: number;
}

async function totpRow(q: Q, userId: number, lock = false): Promise<TotpRow> {
  const { rows } = await q.execute(sql`
    select totp_secret, totp_pending, totp_enabled_at, totp_last_step from users where id = ${userId}
    ${lock ? sql`for update` : sql``}`);
  const r = rows[0];
  return {
    secret: String(r.totp_secret),
    pending: String(r.totp_pending),
    enabledAt: r.totp_enabled_at ? new Date(r.totp_enabled_at as string) : null,
    lastStep: Number(r.totp_last_step),
  };
}

async function roleRequiresTotp(q: Q, session: Session): Promise<boolean> {
  const { rows } = await q.execute(
    sql`select require_totp from roles where gscode = ${session.gscode} and code = ${session.roleCode}`,
  );
  return rows[0]?.require_totp === true;
}

/**
 * A desktop-software key signs in without a code: only a session opened with two factors makes one
 * when its role requires two-factor sign-in (a password alone must not mint a way around the code).
 */
export async function assertKeyMakerStrong(q: Q, session: Session): Promise<void> {
  if (!session.twoFactor && (await roleRequiresTotp(q, session))) {
    throw new AppError('totpKeyNeedsTwoFactor', {}, 403);
  }
}

export async function totpStatus(db: Db, session: Session): Promise<TotpStatus> {
  const row = await totpRow(db, session.userId);
  const { rows } = await db.execute(
    sql`select count(*)::int as n from totp_recovery_codes where user_id = ${session.userId} and used_at is null`,
  );
  return {
    enabled: row.enabledAt !== null,
    enabledAt: row.enabledAt?.toISOString() ?? null,
    recoveryLeft: row.enabledAt ? Number(rows[0].n) : 0,
    requiredByRole: await roleRequiresTotp(db, session),
  };
}

/** Starts (or starts again) an enrolment: a new secret, kept pending until TotpEnable confirms a code of it. */
export async function setupTotp(db: Db, box: SecretBox, session: Session, lang: Lang) {
  const row = await totpRow(db, session.userId);
  if (row.enabledAt) throw new AppError('totpAlreadyOn', {}, 409);
  const secret = newTotpSecret();
  await db.execute(sql`update users set totp_pending = ${box.seal(secret)} where id = ${session.userId}`);
  const issuer = (await systemNames(db, session.gscode))[lang];
  const uri = otpauthUri(secret, issuer, `${session.gscode}/${session.userName}`);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrSvg };
}

/** Replaces the account's recovery codes with ten new ones; answers them as shown (they are kept hashed only). */
async function replaceRecoveryCodes(q: Q, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await q.execute(sql`delete from totp_recovery_codes where user_id = ${userId}`);
  for (const code of codes) {
    await q.execute(
      sql`insert into totp_recovery_codes (user_id, code_hash) values (${userId}, ${recoveryHash(code)})`,
    );
  }
  return codes;
}

/**
 * Confirms the pending enrolment with a current code: the secret becomes the account's, the code's
 * step is used, ten recovery codes are made, and this session counts as opened with two factors.
 */
export async function enableTotp(db: Db, box: SecretBox, session: Session, code: string) {
  return db.transaction(async (tx) => {
    const row = await totpRow(tx, session.userId, true);
    if (row.enabledAt) throw new AppError('totpAlreadyOn', {}, 409);
    if (!row.pending) throw new AppError('totpNoSetup');
    const step = await totpStep(box.open(row.pending), code, 0);
    if (step === null) throw new AppError('totpBadCode');
    await tx.execute(sql`
      update users set totp_secret = totp_pending, totp_pending = '', totp_enabled_at = now(), totp_last_step = ${step}
       where id = ${session.userId}`);
    const recoveryCodes = await replaceRecoveryCodes(tx, session.userId);
    await tx.execute(sql`update sessions set two_factor = true where id = ${session.sessionId}`);
    return { recoveryCodes };
  });
}

/**
 * Turns one's own two-factor sign-in off: refused while the role requires it; the password and a
 * current code are checked through the sign-in throttle (a wrong one counts as a failed sign-in).
 */
export async function disableTotp(
  db: Db,
  config: Config,
  box: SecretBox,
  session: Session,
  body: { password: string; code: string },
  client: Client,
): Promise<void> {
  if (await roleRequiresTotp(db, session)) throw new AppError('totpRequiredByRole', {}, 403);
  const row = await totpRow(db, session.userId);
  if (!row.enabledAt) throw new AppError('totpNotOn', {}, 409);
  const attempt = await claimAttempt(db, config, { gscode: session.gscode, username: session.userName }, client);
  if (attempt === null) throw new AppError('loginThrottled', { minutes: config.LOGIN_WINDOW_MINUTES }, 429);
  const [{ hash }] = (await db.execute(sql`select password_hash as hash from users where id = ${session.userId}`))
    .rows as { hash: string }[];
  if (!(await verifyPassword(hash, body.password))) {
    await settleAttempt(db, attempt.id, 'bad_credentials');
    throw new AppError('wrongCurrentPassword');
  }
  if (!(await useTotpCode(db, box, session.userId, row, body.code))) {
    await settleAttempt(db, attempt.id, 'bad_totp');
    throw new AppError('totpBadCode');
  }
  await settleAttempt(db, attempt.id, 'totp_off');
  await clearTotp(db, session.userId);
}

/**
 * Every stored TOTP secret under the current key, in the caller's transaction (stored-secrets.ts):
 * values of SECRET_KEY_PREVIOUS sealed again; counted like WeChat's.
 */
export async function resealTotpSecrets(q: Q, box: SecretBox): Promise<SealCount> {
  const count: SealCount = { sealed: 0, unreadable: 0 };
  const { rows } = await q.execute(sql`
    select id, totp_secret, totp_pending from users where totp_secret <> '' or totp_pending <> '' order by id for update`);
  for (const r of rows) {
    const [secret, pending] = [String(r.totp_secret), String(r.totp_pending)].map((v) => resealCounting(box, v, count));
    if (secret !== r.totp_secret || pending !== r.totp_pending) {
      await q.execute(sql`update users set totp_secret = ${secret}, totp_pending = ${pending} where id = ${r.id}`);
    }
  }
  return count;
}

/** Removes an account's two-factor sign-in: secret, pending enrolment and recovery codes. */
export async function clearTotp(q: Q, userId: number): Promise<void> {
  await q.execute(sql`
    update users set totp_secret = '', totp_pending = '', totp_enabled_at = null, totp_last_step = 0 where id = ${userId}`);
  await q.execute(sql`delete from totp_recovery_codes where user_id = ${userId}`);
}

/**
 * Uses a code of the account's app: true when it is the code of the step now (or the one before or
 * after) and of a step later than the last one used; that step is then the last used, in one
 * statement, so two sign-ins racing with the same code cannot both pass.
 */
async function useTotpCode(
  db: Db,
  box: SecretBox,
  userId: number,
  row: Pick<TotpRow, 'secret' | 'lastStep'>,
  code: string,
): Promise<boolean> {
  const step = await totpStep(box.open(row.secret), code, row.lastStep);
  if (step === null) return false;
  const { rows } = await db.execute(
    sql`update users set totp_last_step = ${step} where id = ${userId} and totp_last_step < ${step} returning id`,
  );
  return rows.length === 1;
}

/** Uses a recovery code of the account: true once per code. */
async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update totp_recovery_codes set used_at = now()
     where user_id = ${userId} and code_hash = ${recoveryHash(code)} and used_at is null returning id`);
  return rows.length === 1;
}

/**
 * The second step of a sign-in whose password was right: for an account not enrolled, nothing to
 * check ('none'); else a code of the app or a recovery code must be given and right.
 */
export async function secondFactor(
  db: Db,
  box: SecretBox,
  user: { id: number; totpEnabledAt: Date | null; totpSecret: string; totpLastStep: number },
  given: { totp?: string; recoveryCode?: string },
): Promise<'none' | 'missing' | 'wrong' | 'totp' | 'recovery'> {
  if (!user.totpEnabledAt) return 'none';
  const row = { secret: user.totpSecret, lastStep: user.totpLastStep };
  if (given.totp) return (await useTotpCode(db, box, user.id, row, given.totp)) ? 'totp' : 'wrong';
  if (given.recoveryCode) return (await useRecoveryCode(db, user.id, given.recoveryCode)) ? 'recovery' : 'wrong';
  return 'missing';
}
