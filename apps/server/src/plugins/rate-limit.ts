import type { Db } from '../db/client.js';

/** The window: calls are counted per key and per minute of the clock. */
export const RATE_WINDOW_MS = 60_000;
/** How often a process adds its calls to the shared counts and reads the others'. */
const SYNC_MS = 1000;
/** Keys a process follows at once; beyond this the longest quiet one is forgotten (an address flood). */
const KEYS_KEPT = 10_000;

interface Count {
  minute: number;
  /** Calls of every process as last read from the database, this process's included. */
  shared: number;
  /** This process's calls since then. */
  local: number;
}

export type RateAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A rate limit shared by every server process: calls per key and minute, counted in each process
 * and added to `rate_counts` (migration 0040) once a second, when the process also reads every
 * other process's calls on the keys it follows. N processes therefore allow the limit, not N
 * times it; between two syncs each process may let through at most one second's calls beyond it.
 * A database that cannot be reached leaves each process counting its own calls.
 */
export class SharedRateLimit {
  private readonly counts = new Map<string, Count>();
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;
  /** Counts of minutes before this one are deleted (by whichever process gets there first). */
  private purgedBefore = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call of `key` against `max` a minute. */
  hit(key: string, max: number): RateAnswer {
    const at = this.now();
    const minute = Math.floor(at / RATE_WINDOW_MS);
    let count = this.counts.get(key);
    if (!count || count.minute !== minute) count = { minute, shared: 0, local: 0 };
    // Map order is the order of last use: the first key is the one quiet the longest.
    this.counts.delete(key);
    this.counts.set(key, count);
    if (this.counts.size > KEYS_KEPT) this.counts.delete(this.counts.keys().next().value!);
    if (count.shared + count.local >= max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((minute + 1) * RATE_WINDOW_MS - at) / 1000)) };
    }
    count.local++;
    this.timer ??= setTimeout(() => void this.sync(), SYNC_MS).unref();
    return { allowed: true };
  }

  /** Adds this process's calls to the shared counts and reads everyone's (tests call it at will). */
  sync(): Promise<void> {
    this.syncing ??= this.syncNow().finally(() => {
      this.syncing = undefined;
      // The round a call planned is this one (or, when called at will, made needless by it).
      clearTimeout(this.timer);
      this.timer = undefined;
      // Calls counted meanwhile wait for the next round.
      if ([...this.counts.values()].some((c) => c.local > 0))
        this.timer = setTimeout(() => void this.sync(), SYNC_MS).unref();
    });
    return this.syncing;
  }

  private async syncNow(): Promise<void> {
    const minute = Math.floor(this.now() / RATE_WINDOW_MS);
    for (const [key, c] of this.counts) if (c.minute !== minute) this.counts.delete(key);
    const keys = [...this.counts.keys()];
    if (!keys.length) return;
    const sent = keys.map((k) => this.counts.get(k)!.local);
    try {
      const { rows } = await this.db.$client.query<{ key: string; calls: number }>(
        `with added as (
           insert into rate_counts (minute, key, calls)
           select $1, k, n from unnest($2::text[], $3::int[]) as a(k, n) where n > 0
           on conflict (minute, key) do update set calls = rate_counts.calls + excluded.calls
           returning key, calls)
         select key, calls from added
         union all
         select key, calls from rate_counts where minute = $1 and key = any($2::text[]) and key not in (select key from added)`,
        [minute, keys, sent],
      );
      const shared = new Map(rows.map((r) => [r.key, r.calls]));
      keys.forEach((key, i) => {
        const c = this.counts.get(key);
        if (!c || c.minute !== minute) return;
        c.local -= sent[i];
        c.shared = Math.max(c.shared + sent[i], shared.get(key) ?? 0);
      });
      // The minutes before the last are of no more use: once a minute, on the key's first column.
      if (this.purgedBefore < minute - 1) {
        await this.db.$client.query('delete from rate_counts where minute < $1', [minute - 1]);
        this.purgedBefore = minute - 1;
      }
    } catch (err) {
      this.onError(err);
    }
  }

  /** Stops the timer and hands over what was counted. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.sync();
    clearTimeout(this.timer);
  }
}
