import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  SOFT_KEY_PREFIX,
  SOFT_KEY_SHOWN_CHARS,
  SOFT_TOKEN_TTL_SECONDS,
  type SoftKeyAccount,
  type SoftKeyRow,
  type UserInfo,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { branches, loginLog, softKeys, softTokens, users } from '../../db/schema.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { assertKeyMakerStrong, startSession, type Client } from '../auth/public.js';
import { assertWithinOwnPower, makerHoldsAccount } from '../staff/public.js';
import { iso, isoOrNull } from '../../db/row-values.js';

/**
 * Desktop-software sign-in (issue 14 #2): keys an administrator makes for one account of the
 * branch, the single-use tokens a key mints for that account, and their exchange for a session.
 * Keys and tokens are 256 random bits; only their SHA-256 is stored.
 */

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Used and expired tokens are kept this long, so a late or repeated exchange is told why it fails. */
const KEEP_SPENT_TOKENS = '1 day';

const rowColumns = {
  id: softKeys.id,
  name: softKeys.name,
  userId: softKeys.userId,
  userName: users.userName,
  nickName: users.nickName,
  prefix: softKeys.prefix,
  createdBy: softKeys.createdBy,
  createdAt: softKeys.createdAt,
  lastUsedAt: softKeys.lastUsedAt,
  revokedAt: softKeys.revokedAt,
};

/** The branch's keys with their accounts; `where` narrows further (always within the branch). */
const keyRows = (db: Db, gscode: string, where?: SQL) =>
  db
    .select(rowColumns)
    .from(softKeys)
    .innerJoin(users, eq(users.id, softKeys.userId))
    .where(and(eq(softKeys.gscode, gscode), where));

const toRow = (r: Awaited<ReturnType<typeof keyRows>>[number]): SoftKeyRow => ({
  ...r,
  createdAt: iso(r.createdAt),
  lastUsedAt: isoOrNull(r.lastUsedAt),
  revokedAt: isoOrNull(r.revokedAt),
});

/** What the audit log keeps of a key: never the key, only what identifies it. */
const audited = (r: SoftKeyRow) => ({ name: r.name, account: r.userName, prefix: r.prefix, revokedAt: r.revokedAt });

/** The branch's keys, newest first, and its enabled accounts (those a key may be made for). */
export async function listSoftKeys(
  db: Db,
  session: Session,
): Promise<{ keys: SoftKeyRow[]; accounts: SoftKeyAccount[] }> {
  const keys = await keyRows(db, session.gscode).orderBy(desc(softKeys.createdAt), desc(softKeys.id));
  const accounts = await db
    .select({ id: users.id, userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(and(eq(users.gscode, session.gscode), eq(users.status, 1)))
    .orderBy(users.userName);
  return { keys: keys.map(toRow), accounts };
}

async function oneRow(db: Db, gscode: string, id: number): Promise<SoftKeyRow | undefined> {
  const [r] = await keyRows(db, gscode, eq(softKeys.id, id));
  return r && toRow(r);
}

/**
 * A new key for an enabled account of the session's branch (another branch's or a disabled
 * account is refused, nothing stored). Returns the key, which is never shown again.
 */
export async function createSoftKey(db: Db, session: Session, body: { name: string; userId: number }) {
  await assertKeyMakerStrong(db, session);
  const key = SOFT_KEY_PREFIX + randomBytes(32).toString('base64url');
  const id = await db.transaction(async (tx) => {
    // Locked, so that the account cannot be disabled or moved between the check and the insert.
    const [account] = await tx
      .select({ id: users.id, userName: users.userName, roleCode: users.roleCode, status: users.status })
      .from(users)
      .where(and(eq(users.id, body.userId), eq(users.gscode, session.gscode)))
      .for('share');
    if (!account) throw new AppError('softKeyAccountInvalid', {}, 404);
    // A key signs in as its account: for oneself, or made by someone holding every mark of that
    // account (checked before its state, so the refusal tells nothing of the account).
    await assertWithinOwnPower(tx, session, account);
    if (account.status !== 1) throw new AppError('softKeyAccountInvalid', {}, 404);
    const [row] = await tx
      .insert(softKeys)
      .values({
        gscode: session.gscode,
        userId: account.id,
        name: body.name,
        keyHash: sha256(key),
        prefix: key.slice(0, SOFT_KEY_SHOWN_CHARS),
        createdBy: session.userName,
        createdById: session.userId,
      })
      .returning({ id: softKeys.id });
    return row.id;
  });
  const row = (await oneRow(db, session.gscode, id))!;
  return { result: { key, row }, after: audited(row) };
}

/** Revokes a key of the session's branch (another branch's is 404); its unused tokens die with it. Again: unchanged. */
export async function revokeSoftKey(db: Db, session: Session, id: number) {
  const before = await oneRow(db, session.gscode, id);
  if (!before) throw notFoundRecord();
  const [account] = await db
    .select({ id: users.id, userName: users.userName, roleCode: users.roleCode })
    .from(users)
    .where(eq(users.id, before.userId));
  await assertWithinOwnPower(db, session, account);
  await db
    .update(softKeys)
    .set({ revokedAt: sql`coalesce(${softKeys.revokedAt}, now())` })
    .where(and(eq(softKeys.id, id), eq(softKeys.gscode, session.gscode)));
  const row = (await oneRow(db, session.gscode, id))!;
  return { result: row, before: audited(before), after: audited(row) };
}

const logSoftware = (
  db: Db,
  who: { gscode: string; userName: string },
  client: Client,
  success: boolean,
  note: string,
) =>
  db.insert(loginLog).values({
    gscode: who.gscode,
    userName: who.userName,
    ip: client.ip,
    success,
    reason: success ? 'software' : 'software_refused',
    userAgent: `${note}; ${client.userAgent}`.slice(0, 500),
  });

/**
 * A sign-in token for the key's own account: unknown key 403; revoked 403; a disabled account or
 * branch 403 (both logged as software_refused in the branch's sign-in log). The token is random,
 * single use, valid SOFT_TOKEN_TTL_SECONDS; only its hash is stored.
 */
export async function mintToken(db: Db, key: string | undefined, client: Client) {
  if (!key) throw new AppError('softKeyMissing', {}, 403);
  const [found] = await db
    .select({
      key: softKeys,
      userName: users.userName,
      userStatus: users.status,
      userGscode: users.gscode,
      roleCode: users.roleCode,
      branchStatus: branches.status,
    })
    .from(softKeys)
    .innerJoin(users, eq(users.id, softKeys.userId))
    .innerJoin(branches, eq(branches.gscode, softKeys.gscode))
    .where(eq(softKeys.keyHash, sha256(key)));
  // An unknown key names no branch: nothing for any branch's sign-in log (the request log has the 403).
  if (!found) throw new AppError('softKeyUnknown', {}, 403);
  const who = { gscode: found.key.gscode, userName: found.userName };
  const note = `desktop software key "${found.key.name}" (${found.key.prefix}…)`;
  if (found.key.revokedAt) {
    await logSoftware(db, who, client, false, `${note} revoked`);
    throw new AppError('softKeyRevoked', {}, 403);
  }
  if (found.userStatus !== 1 || found.branchStatus !== 1 || found.userGscode !== found.key.gscode) {
    await logSoftware(db, who, client, false, `${note}: account or branch disabled`);
    throw new AppError('softKeyAccountDisabled', {}, 403);
  }
  const account = { id: found.key.userId, gscode: found.key.gscode, roleCode: found.roleCode };
  if (found.key.createdById === null || !(await makerHoldsAccount(db, found.key.createdById, account))) {
    await logSoftware(db, who, client, false, `${note}: its maker lacks marks of the account`);
    throw new AppError('softKeyMakerBeyond', {}, 403);
  }
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.transaction(async (tx) => {
    await tx.delete(softTokens).where(sql`${softTokens.expiresAt} < now() - ${KEEP_SPENT_TOKENS}::interval`);
    await tx
      .update(softKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(softKeys.id, found.key.id));
    return tx
      .insert(softTokens)
      .values({
        tokenHash: sha256(token),
        keyId: found.key.id,
        userId: found.key.userId,
        gscode: found.key.gscode,
        expiresAt: sql`now() + make_interval(secs => ${SOFT_TOKEN_TTL_SECONDS})`,
      })
      .returning({ expiresAt: softTokens.expiresAt });
  });
  return { token, expiresAt: iso(row.expiresAt), url: `/softwarelogin?token=${encodeURIComponent(token)}` };
}

/**
 * Exchanges a token for a session in one statement: only an unused, unexpired token of a live
 * key is taken, so two exchanges of one token never both succeed. A refusal says why (unknown,
 * used, revoked, expired: code 8 like a wrong password; a disabled account or branch: the password sign-in's message),
 * and a known token's refusal is logged in its branch's sign-in log.
 */
export async function exchangeToken(db: Db, token: string, client: Client): Promise<UserInfo> {
  const hash = sha256(token);
  const { rows } = await db.$client.query<{ user_id: number; gscode: string; name: string; prefix: string }>(
    `update soft_tokens t set used_at = now()
       from soft_keys k
      where t.token_hash = $1 and t.used_at is null and t.expires_at > now() and k.id = t.key_id and k.revoked_at is null
      returning t.user_id, t.gscode, k.name, k.prefix`,
    [hash],
  );
  if (!rows[0]) {
    const { rows: why } = await db.$client.query<{
      used: boolean;
      revoked: boolean;
      gscode: string;
      user_name: string;
      name: string;
      prefix: string;
    }>(
      `select t.used_at is not null as used, k.revoked_at is not null as revoked, t.gscode, u.user_name, k.name, k.prefix
         from soft_tokens t join soft_keys k on k.id = t.key_id join users u on u.id = t.user_id
        where t.token_hash = $1`,
      [hash],
    );
    const w = why[0];
    if (!w) throw new AppError('softTokenUnknown');
    const reason = w.used ? 'used' : w.revoked ? 'revoked' : 'expired';
    await logSoftware(
      db,
      { gscode: w.gscode, userName: w.user_name },
      client,
      false,
      `desktop software key "${w.name}" (${w.prefix}…): token ${reason}`,
    );
    if (w.used) throw new AppError('softTokenUsed');
    if (w.revoked) throw new AppError('softTokenRevoked');
    throw new AppError('softTokenExpired', { seconds: SOFT_TOKEN_TTL_SECONDS });
  }
  const { user_id: userId, gscode, name, prefix } = rows[0];
  const note = `desktop software key "${name}" (${prefix}…)`;
  const [found] = await db
    .select({ user: users, branch: branches })
    .from(users)
    .innerJoin(branches, eq(branches.gscode, users.gscode))
    .where(and(eq(users.id, userId), eq(users.gscode, gscode)));
  if (!found || found.user.status !== 1 || found.branch.status !== 1) {
    await logSoftware(
      db,
      { gscode, userName: found?.user.userName ?? '' },
      client,
      false,
      `${note}: account or branch disabled`,
    );
    throw new AppError('accountDisabled', {}, 403);
  }
  await logSoftware(db, { gscode, userName: found.user.userName }, client, true, note);
  return startSession(db, found, client, { twoFactor: false });
}
