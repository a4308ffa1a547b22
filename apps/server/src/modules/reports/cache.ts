import type { Db } from '../../db/client.js';
import type { Session } from '../../plugins/session.js';

/** The local calendar date (YYYY-MM-DD) of `now` in time zone `tz`. */
export function localDate(now: Date, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/**
 * Answers of the branch dashboard, kept in this process while they are exact: the key holds
 * the branch's stats_version (moved by triggers in the same transaction as every write to its
 * orders, visits, clients and members), its time zone and the local date (the figures are
 * relative to "today"). Least recently used answers leave first. Size 0 turns it off.
 * The version is read from the database for each answer (one row by its key), never kept by the
 * process, so the answer is exact whichever process wrote last; and from the database the figures
 * are then read from (the replica or the primary, plugins/reads.ts), so figures kept under a
 * version are never older than it.
 */
export class ReportCache {
  private readonly entries = new Map<string, unknown>();

  constructor(
    private readonly size: number,
    private readonly statsVersionOf: (db: Db, gscode: string) => Promise<number>,
  ) {}

  async get<T>(db: Db, session: Session, now: Date, call: string, compute: () => Promise<T>): Promise<T> {
    if (this.size <= 0) return compute();
    const { timezone } = session.branch;
    const statsVersion = await this.statsVersionOf(db, session.gscode);
    // An `own` data scope sees other figures than the whole branch: its answers are its own.
    const scope = session.ownDataOf ?? 'all';
    const key = `${session.gscode}|${scope}|${statsVersion}|${timezone}|${localDate(now, timezone)}|${call}`;
    if (this.entries.has(key)) {
      const hit = this.entries.get(key) as T;
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await compute();
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
