import type { Db } from '../db/client.js';
import { isUnreachable, primaryLsn, REPLICA_CHECK_MS, type Replica } from '../db/replica.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where lists read (app.ts): long work that wrote marks its writer with it (route.ts settleWrite). */
    reads: Reads;
  }
}

/** An account not seen for this long is forgotten; seen again, it is read from where it is safe. */
const FORGET_AFTER_MS = 10 * 60_000;

interface Needed {
  /** The primary's WAL position the account's reads need: its last write, or when it was first seen. */
  lsn: number;
  usedAt: number;
}

/**
 * Where a read goes (issue 38 #4): the replica when there is one and it has replayed everything the
 * reader wrote, else the primary (read-your-writes). Each process remembers, per account, the
 * primary's WAL position after that account's last write through it. An account it has not seen
 * may have written through another process a moment ago (a balancer's other server, another
 * device): its position is taken as the primary's now, so its first reads here wait for the same.
 * Whoever reads, the data stays the caller's branch's: only the database changes, not the query.
 */
export class Reads {
  /** The calls that read from the replica ("GET /api/…", registerRead), for the gate that walks them. */
  readonly calls = new Set<string>();
  /** Reads answered from each database since the process started (the tests look). */
  readonly served = { replica: 0, primary: 0 };
  private readonly needed = new Map<number, Needed>();
  private sweptAt = Date.now();

  constructor(
    readonly primary: Db,
    readonly replica: Replica | undefined,
  ) {}

  /**
   * The database `account` (null: a public call) reads from now. `waitMs`: long work (a job's
   * export) waits up to that long for the replica to replay what the account needs, rather than
   * loading the primary for minutes.
   */
  async dbFor(account: { userId: number } | null, waitMs = 0): Promise<Db> {
    const db = await this.choose(account, waitMs);
    if (db === this.primary) this.served.primary++;
    else this.served.replica++;
    return db;
  }

  private async choose(account: { userId: number } | null, waitMs: number): Promise<Db> {
    const replica = this.replica;
    if (!replica?.usable()) return this.primary;
    if (!account) return replica.db;
    const now = Date.now();
    this.sweep(now);
    let needed = this.needed.get(account.userId);
    if (!needed) {
      needed = { lsn: await primaryLsn(this.primary), usedAt: now };
      this.needed.set(account.userId, needed);
    }
    needed.usedAt = now;
    for (let waited = 0; !replica.hasReplayed(needed.lsn) && waited < waitMs; waited += REPLICA_CHECK_MS) {
      await new Promise((resolve) => setTimeout(resolve, REPLICA_CHECK_MS));
    }
    return replica.hasReplayed(needed.lsn) ? replica.db : this.primary;
  }

  /**
   * `read` on the database `account` reads from; when that is the replica and it cannot be reached
   * (it went away since its last check), on the primary, and the replica is not used until a check
   * reaches it again: a standby that dies costs no call.
   */
  async read<T>(account: { userId: number } | null, read: (db: Db) => Promise<T>): Promise<T> {
    const db = await this.dbFor(account);
    if (db === this.primary) return read(db);
    try {
      return await read(db);
    } catch (err) {
      if (!isUnreachable(err)) throw err;
      this.replica!.lost(err);
      this.served.primary++;
      return read(this.primary);
    }
  }

  /** After a write by `account`: its next reads go to the primary until the replica has replayed it. */
  async wrote(account: { userId: number } | null): Promise<void> {
    if (!this.replica || !account) return;
    const lsn = await primaryLsn(this.primary);
    const needed = this.needed.get(account.userId);
    if (needed) needed.lsn = Math.max(needed.lsn, lsn);
    else this.needed.set(account.userId, { lsn, usedAt: Date.now() });
  }

  /** The replica's state for the database page; null without one. */
  state() {
    return this.replica?.state() ?? null;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < FORGET_AFTER_MS) return;
    this.sweptAt = now;
    for (const [id, n] of this.needed) if (now - n.usedAt > FORGET_AFTER_MS) this.needed.delete(id);
  }
}
