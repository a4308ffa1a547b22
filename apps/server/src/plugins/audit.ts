import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { operationLog } from '../db/schema.js';

const SECRET_KEY = /pass|token|secret|key|iv$/i;

/** Copies a value with secrets replaced by "***". */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '***' : maskSecrets(v)]));
  }
  return value;
}

/** One side of a field's change: a secret's value (when it has one) is "***", anything else masked within. */
const maskSide = (key: string, v: unknown) =>
  v === undefined || v === null ? v : SECRET_KEY.test(key) ? '***' : maskSecrets(v);

/**
 * Fields whose value differs between before and after, as { field: [before, after] }. A secret
 * stays a pair (["***", "***"], or [null, "***"] when it was set anew), so the log shows that it
 * changed and every reader of the log can rely on the pair.
 */
export function diff(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  const out: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const k of keys) {
    const a = before?.[k];
    const b = after?.[k];
    if (JSON.stringify(a) !== JSON.stringify(b)) out[k] = [maskSide(k, a), maskSide(k, b)];
  }
  return out;
}

export interface AuditEntry {
  action: string;
  outcome: 'ok' | 'denied' | 'error';
  targetId?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /**
   * The branch whose log holds the row: the session's unless told. A read-only view's opening and
   * end are written in both the viewed branch's log and the platform's (issue 41).
   */
  gscode?: string;
}

/** What a service tells the operation log as it changes a row: its id at once (so a refusal is logged against it), then before and after. */
export type Audit = (entry: Pick<AuditEntry, 'targetId' | 'before' | 'after'>) => void;

/** What a service answers for a change: its result, and the row before and after for the operation log. */
export interface Changed<T> {
  result: T;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Writes one operation-log row for the request. Never throws: a failed audit write is logged. */
export async function writeAudit(db: Db, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  const s = req.session;
  const gscode = entry.gscode ?? s?.gscode ?? '';
  // A row in another branch's log, or of a read-only view, names the account with its own branch (issue 41).
  const userName = s?.view
    ? s.view.viewer
    : s && gscode !== s.gscode
      ? `${s.gscode}/${s.userName}`
      : (s?.userName ?? '');
  try {
    await db.insert(operationLog).values({
      gscode,
      userId: s?.userId ?? null,
      userName,
      method: req.method,
      path: req.routeOptions.url ?? req.url,
      action: entry.action,
      targetId: entry.targetId ?? '',
      diff: entry.before || entry.after ? diff(entry.before, entry.after) : null,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      durationMs: Math.round(performance.now() - req.startedAt),
      outcome: entry.outcome,
    });
  } catch (err) {
    req.log.error({ err }, 'audit write failed');
  }
}

/** Who a job's operation-log row is in the name of: its starter (modules/jobs, issue 40). */
export interface JobAuthor {
  gscode: string;
  userId: number;
  userName: string;
  /** "branch/account" of the platform owner when it was started in a read-only view, else ''. */
  viewer: string;
  /** The job's id, as the row's target when the entry names none. */
  jobId: number;
  startedAt: Date;
}

/**
 * Writes one operation-log row for what a job did when it ends: no request carries it, so the row
 * is in its starter's name, as the call that started the job (POST /api/Job/Start). Never throws.
 */
export async function writeJobAudit(
  db: Db,
  who: JobAuthor,
  entry: AuditEntry,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  try {
    await db.insert(operationLog).values({
      gscode: who.gscode,
      userId: who.userId,
      userName: who.viewer || who.userName,
      method: 'POST',
      path: '/api/Job/Start',
      action: entry.action,
      targetId: entry.targetId ?? String(who.jobId),
      diff: entry.before || entry.after ? diff(entry.before, entry.after) : null,
      ip: '',
      userAgent: '',
      durationMs: Math.max(0, Date.now() - who.startedAt.getTime()),
      outcome: entry.outcome,
    });
  } catch (err) {
    log.error({ err }, 'audit write failed');
  }
}
