import type { ReplicaState } from '@bo/contract';
import type { Db } from './client.js';

/** A WAL position ('16/B374D848') as a byte count: a number holds 8 PiB of WAL exactly. */
export const lsnBytes = (lsn: string): number => {
  const [hi, lo] = lsn.split('/');
  return parseInt(hi, 16) * 2 ** 32 + parseInt(lo, 16);
};

/** How often the replica's replay and the primary's WAL are compared. */
export const REPLICA_CHECK_MS = 250;

/** A check the replica has not answered within this long counts as unreachable (a host that is gone). */
const CHECK_TIMEOUT_MS = 1000;

/** Positions kept of a replica that falls behind (4 a second, about 8 minutes of them). */
const MAX_POSITIONS = 2000;

/** The primary's flushed WAL position now: what a transaction committed before this call is within. */
export async function primaryLsn(primary: Db): Promise<number> {
  const { rows } = await primary.$client.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn');
  return lsnBytes(rows[0].lsn);
}

/** `work`, or a failure once `ms` have passed without its answer. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A streaming hot standby of the primary (READ_DATABASE_URL, issue 38 #4), watched every 250 ms:
 * how far it has replayed the primary's WAL, and how long ago it last had all of it. It is used
 * while it answers and is less than READ_MAX_LAG_SECONDS behind; a reader needing a position it
 * has not replayed (its own write, plugins/reads.ts) reads the primary instead.
 */
export class Replica {
  private replayed = -1;
  private lagBytes: number | null = null;
  private lagSeconds: number | null = null;
  private reachable = false;
  private checkedAt: Date | null = null;
  /** The primary's WAL positions seen since the replica last had them all, with when each was seen. */
  private behind: Array<{ lsn: number; at: number }> = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private warned = false;

  constructor(
    readonly primary: Db,
    readonly db: Db,
    private readonly maxLagSeconds: number,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** The first check done (reads may use the replica from the first call), then one every 250 ms. */
  async start(): Promise<void> {
    this.running = true;
    const tick = () => {
      this.timer = setTimeout(() => void this.check().finally(() => this.running && tick()), REPLICA_CHECK_MS);
    };
    await this.check();
    tick();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.db.$client.end();
  }

  /** One comparison: the primary's position first, so a replica that has replayed it is caught up. */
  async check(now = Date.now()): Promise<void> {
    let primaryAt: number;
    try {
      primaryAt = await primaryLsn(this.primary);
    } catch {
      return; // the primary's own trouble: every call sees it.
    }
    try {
      const { rows } = await withinTime(
        this.db.$client.query<{ standby: boolean; replayed: string | null }>(
          'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
        ),
        CHECK_TIMEOUT_MS,
      );
      const { standby, replayed } = rows[0];
      // Not a standby (READ_DATABASE_URL names a primary): its rows need not be this database's.
      if (!standby || replayed === null) throw new Error('READ_DATABASE_URL names a database that is not a standby');
      this.replayed = lsnBytes(replayed);
      this.reachable = true;
      this.checkedAt = new Date(now);
      this.warned = false;
    } catch (err) {
      if (this.running) this.lost(err); // else its pool was closed by stop()
      return;
    }
    const last = this.behind.at(-1);
    if (primaryAt > this.replayed && (!last || primaryAt > last.lsn)) this.behind.push({ lsn: primaryAt, at: now });
    this.behind = this.behind.filter((b) => b.lsn > this.replayed);
    // A replica stuck for long: every other position forgotten but the oldest (the lag is its age).
    if (this.behind.length > MAX_POSITIONS) this.behind = this.behind.filter((_, i) => i === 0 || i % 2 === 1);
    this.lagBytes = Math.max(0, primaryAt - this.replayed);
    this.lagSeconds = this.behind.length ? (now - this.behind[0].at) / 1000 : 0;
  }

  /** It did not answer (a check, or a read that could not reach it): every read goes to the primary until a check reaches it. */
  lost(err: unknown): void {
    if (!this.warned) this.log.warn({ err }, 'read replica: unreachable; every read goes to the primary');
    this.warned = true;
    this.reachable = false;
    this.replayed = -1;
    this.lagBytes = this.lagSeconds = null;
    this.behind = [];
  }

  /** Reads may go to the replica: it answered the last check and is within READ_MAX_LAG_SECONDS. */
  usable(): boolean {
    return this.reachable && this.lagSeconds !== null && this.lagSeconds <= this.maxLagSeconds;
  }

  /** It has replayed WAL position `lsn` (and is usable). */
  hasReplayed(lsn: number): boolean {
    return this.usable() && this.replayed >= lsn;
  }

  state(): ReplicaState {
    return {
      reachable: this.reachable,
      inUse: this.usable(),
      lagBytes: this.lagBytes,
      lagSeconds: this.lagSeconds === null ? null : Math.round(this.lagSeconds * 10) / 10,
      maxLagSeconds: this.maxLagSeconds,
      checkedAt: this.checkedAt?.toISOString() ?? null,
    };
  }
}

/** PostgreSQL's and the driver's ways of saying a server cannot be reached, went away or gave up a read for its replay (not a query's own error). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
export function isUnreachable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code)))
    return true;
  const message = err instanceof Error ? err.message : '';
  // A standby cancels a query whose rows its replay must remove (without hot_standby_feedback).
  return /timeout exceeded when trying to connect|Connection terminated|conflict with recovery/i.test(message);
}
