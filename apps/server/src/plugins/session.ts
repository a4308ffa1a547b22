import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DATA_ALL_MARK, EndView } from '@bo/contract';
import type { Db } from '../db/client.js';
import { sessionInvalid } from '../errors.js';
import { branchLimits } from './branch-limits.js';
import { platformGscode } from './platform.js';
import type { FactsCache, SessionFacts } from './session-facts.js';

/** What the server knows about the caller, taken from the session, never from the request. */
export interface Session {
  sessionId: number;
  userId: number;
  userName: string;
  gscode: string;
  roleCode: string;
  reguserno: string;
  operators: string;
  marks: ReadonlySet<string>;
  /**
   * The salesperson whose clients and orders alone the session reaches (its role's data scope is
   * `own`: the account itself), or null for the whole branch (plugins/data-scope.ts).
   */
  ownDataOf: number | null;
  /** An administrator reset the password: until the user chooses a new one, nothing else is allowed. */
  mustChangePassword: boolean;
  /** Locked (the lock screen): until unlocked with the password, nothing but Unlock and AdminLogout. */
  locked: boolean;
  /** Opened with two factors (password and code, a recovery code, a phone's QR confirmation, or an enrolment made in it). */
  twoFactor: boolean;
  /** The role requires two-factor sign-in and the account has not enrolled: nothing but enrolling and signing out. */
  mustEnrolTotp: boolean;
  /** The branch as of this request: its time zone. */
  branch: { timezone: string };
  /** The session's branch is the platform owner's (./platform.ts). */
  platformOwner: boolean;
  /**
   * A read-only view of this branch by the platform owner (issue 41), else null: it holds the
   * branch's administrator role, every write but ending it is refused (route.ts), and it ends by itself.
   * `viewer` is "branch/account" of the account looking, as the operation log names it.
   */
  view: { reason: string; viewer: string; homeGscode: string } | null;
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
  /** Whose branch is the platform owner's (PLATFORM_GUESTCODE). */
  platformGuestcode: string;
}

/** The server's own time-outs (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS), before any branch's shorter ones. */
export const sessionTimeouts = (config: {
  SESSION_IDLE_MINUTES: number;
  SESSION_ABSOLUTE_HOURS: number;
  PLATFORM_GUESTCODE: string;
}): SessionTimeouts => ({
  idleMs: config.SESSION_IDLE_MINUTES * 60_000,
  absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
  platformGuestcode: config.PLATFORM_GUESTCODE,
});

/** The time-outs a branch's sessions live by: the server's, or the branch's own (system settings) when shorter. */
export async function timeoutsInForce(
  db: Db,
  gscode: string,
  server: Pick<SessionTimeouts, 'idleMs' | 'absoluteMs'>,
): Promise<{ idleMs: number; absoluteMs: number }> {
  const branch = await branchLimits(db, gscode);
  return { idleMs: Math.min(server.idleMs, branch.idleMs), absoluteMs: Math.min(server.absoluteMs, branch.absoluteMs) };
}

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A row of bo_session_by_token (the latest definition among the migrations). */
interface SessionRow {
  id: number;
  user_id: number;
  user_name: string;
  gscode: string;
  role_code: string;
  reguserno: string;
  operators: string;
  marks: string[];
  must_change_password: boolean;
  locked: boolean;
  two_factor: boolean;
  must_enrol_totp: boolean;
  /** The account's own branch (a view's session is in another). */
  user_gscode: string;
  /** A view only: how long it has left (numeric: text); null for any other session. */
  view_left_ms: string | null;
  view_reason: string | null;
  status: number;
  branch_status: number;
  timezone: string;
  /** numeric: pg hands it over as text. */
  idle_ms: string;
  age_ms: string;
}

/** A session as read, its times as numbers as of `at` (performance.now()), its marks a set made once. */
interface SessionFactsRow extends Omit<SessionRow, 'idle_ms' | 'age_ms' | 'view_left_ms' | 'marks'> {
  marks: ReadonlySet<string>;
  idleMs: number;
  ageMs: number;
  viewLeftMs: number | null;
}

async function readSessionRow(db: Db, tokenHash: string): Promise<SessionFactsRow | undefined> {
  // The query lives in a PL/pgSQL function (migration 0009), whose plan PostgreSQL keeps per
  // backend: planned once per connection like a named prepared statement, but the statement sent
  // is unnamed, so nothing depends on the session a transaction-mode pooler (pgbouncer) shares.
  const { rows } = await db.$client.query<SessionRow>('select * from bo_session_by_token($1)', [tokenHash]);
  const row = rows[0];
  if (!row) return undefined;
  const { idle_ms, age_ms, view_left_ms, marks, ...rest } = row;
  return {
    ...rest,
    marks: new Set(marks),
    idleMs: Number(idle_ms),
    ageMs: Number(age_ms),
    viewLeftMs: view_left_ms === null ? null : Number(view_left_ms),
  };
}

/** The same session `elapsedMs` later. */
const aged = (row: SessionFactsRow, elapsedMs: number): SessionFactsRow => ({
  ...row,
  idleMs: row.idleMs + elapsedMs,
  ageMs: row.ageMs + elapsedMs,
  viewLeftMs: row.viewLeftMs === null ? null : row.viewLeftMs - elapsedMs,
});

type SessionCache = FactsCache<SessionFactsRow>;
const caches = new WeakMap<SessionFacts, SessionCache>();

/** The process's kept sessions by token hash (plugins/session-facts.ts), one cache per SessionFacts. */
function sessionCacheOf(facts: SessionFacts): SessionCache {
  let cache = caches.get(facts);
  if (!cache) {
    cache = facts.cache<SessionFactsRow>((_, row, change) =>
      change.kind === 'session'
        ? row.id === change.id
        : change.kind === 'user'
          ? row.user_id === change.id
          : change.kind === 'branch' && (row.gscode === change.gscode || row.user_gscode === change.gscode),
    );
    caches.set(facts, cache);
  }
  return cache;
}

/** last_seen_at is written at most this often per session, to keep reads cheap. */
const TOUCH_EVERY_MS = 30_000;

/**
 * Reads x-token and x-user-id, and returns the live session they name. Missing, unknown,
 * ended, idle too long, too old, of a disabled user or branch, or not matching the user: code 7.
 * `touch: false` leaves last-seen as it is (a check, not a use). With `facts`, the session is
 * kept by the process between calls (plugins/session-facts.ts); only the database ends one: a
 * kept session that seems over is read again before it is.
 */
export async function loadSession(
  db: Db,
  req: FastifyRequest,
  timeouts: SessionTimeouts,
  facts: SessionFacts | null,
  opts: { touch?: boolean } = {},
): Promise<Session> {
  const token = req.headers['x-token'];
  const userIdHeader = req.headers['x-user-id'];
  if (typeof token !== 'string' || !token || typeof userIdHeader !== 'string' || !/^\d+$/.test(userIdHeader)) {
    throw sessionInvalid('sessionMissing');
  }
  const hash = hashToken(token);
  const cache = facts && sessionCacheOf(facts);
  const read = () =>
    cache
      ? cache.read(hash, () => readSessionRow(db, hash))
      : readSessionRow(db, hash).then((value) => value && { value, at: performance.now() });
  const startedAt = performance.now();
  let got = await read();
  let row = got && aged(got.value, performance.now() - got.at);
  if (!row || row.user_id !== Number(userIdHeader)) throw sessionInvalid('sessionMissing');
  const { idleMs, absoluteMs } = await timeoutsInForce(db, row.gscode, timeouts);
  const over = (r: SessionFactsRow) =>
    r.status !== 1 ||
    r.branch_status !== 1 ||
    (r.viewLeftMs !== null && r.viewLeftMs <= 0) ||
    r.idleMs > idleMs ||
    r.ageMs > absoluteMs;
  // Kept from before: another process may have kept it alive since.
  if (over(row) && cache && got!.at < startedAt) {
    cache.forget(hash);
    got = await read();
    row = got && aged(got.value, performance.now() - got.at);
    if (!row || row.user_id !== Number(userIdHeader)) throw sessionInvalid('sessionMissing');
  }
  // A disabled user or branch loses its sessions for good at their next request.
  if (over(row)) {
    const disabled = row.status !== 1 || row.branch_status !== 1;
    cache?.forget(hash);
    const ended = await db.$client.query('update sessions set ended_at = now() where id = $1 and ended_at is null', [
      row.id,
    ]);
    if (row.viewLeftMs !== null && ended.rowCount) await logViewEnded(db, req, row);
    throw sessionInvalid(disabled ? 'sessionMissing' : 'sessionExpired');
  }
  // A re-check by an open push stream is no use of the console: it must not keep the session alive.
  if (opts.touch !== false && row.idleMs > TOUCH_EVERY_MS) {
    await db.$client.query('update sessions set last_seen_at = now() where id = $1', [row.id]);
    cache?.replace(hash, { ...row, idleMs: 0 }, performance.now());
  }
  return {
    sessionId: row.id,
    userId: row.user_id,
    userName: row.user_name,
    gscode: row.gscode,
    roleCode: row.role_code,
    reguserno: row.reguserno,
    operators: row.operators,
    marks: row.marks,
    ownDataOf: row.marks.has(DATA_ALL_MARK) ? null : row.user_id,
    mustChangePassword: row.must_change_password === true,
    locked: row.locked === true,
    twoFactor: row.two_factor === true,
    mustEnrolTotp: row.must_enrol_totp === true,
    branch: { timezone: row.timezone },
    platformOwner: row.gscode === (await platformGscode(db, timeouts.platformGuestcode)),
    view:
      row.viewLeftMs === null
        ? null
        : { reason: row.view_reason ?? '', viewer: `${row.user_gscode}/${row.user_name}`, homeGscode: row.user_gscode },
  };
}

/**
 * A read-only view that ended by itself (its hour, idle, a disabled branch or account) is told in
 * both operation logs like an exit (issue 41), once: only by the request that ended it. Named as
 * the EndView call, so the log shows it with that call's title.
 */
async function logViewEnded(db: Db, req: FastifyRequest, row: SessionFactsRow): Promise<void> {
  try {
    await db.$client.query(
      `insert into operation_log (gscode, user_id, user_name, method, path, action, target_id, diff, ip, user_agent, outcome)
       select g, $2, $3, $8, $9, 'read-only view ended by itself', $4, $5::jsonb, $6, $7, 'ok'
         from unnest($1::text[]) g`,
      [
        [row.gscode, row.user_gscode],
        row.user_id,
        `${row.user_gscode}/${row.user_name}`,
        row.gscode,
        JSON.stringify({ reason: [null, row.view_reason], ended: [null, 'by itself'] }),
        req.ip,
        String(req.headers['user-agent'] ?? ''),
        EndView.method,
        EndView.path,
      ],
    );
  } catch (err) {
    req.log.error({ err }, 'audit write failed');
  }
}
