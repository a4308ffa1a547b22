import pg from 'pg';
import type { Db } from '../../db/client.js';
import { isUnreachable } from '../../db/replica.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The exports' own share of the database (modules/export/gate.ts). */
    exportGate: ExportGate;
  }
}

export interface ExportLimits {
  /** Exports one account may have running at once, over every server process (EXPORTS_PER_ACCOUNT). */
  perAccount: number;
  /** The same for a branch (EXPORTS_PER_BRANCH). */
  perBranch: number;
  /** Connections this process gives exports, apart from the calls' pool (EXPORT_CONNECTIONS). */
  connections: number;
  /** An export whose reader has read nothing for this long ends (EXPORT_STALL_SECONDS). */
  stallMs: number;
}

/** How long an export waits for a free connection of its share before it is refused. */
const CONNECT_WAIT_MS = 3000;

/**
 * The exports' bounded share of the database (issue 33 #2). An export holds one connection for
 * as long as it reads its rows, so exports get a pool of their own: however many are opened, the
 * calls' pool keeps every connection. Each export takes one of its account's and one of its
 * branch's slots, as transaction-level advisory locks on its own connection: they count the
 * exports running on every server process, work behind a transaction-mode pooler, and are let go
 * with the transaction, also when a process dies. The next export over a limit is refused at once.
 */
export class ExportGate {
  /** The share's pool on each database exports read from: the primary, and the replica when there is one. */
  private readonly pools = new Map<Db, pg.Pool>();

  constructor(
    private readonly primary: Db,
    private readonly limits: ExportLimits,
  ) {}

  /**
   * The share's pool on `db`. An export reads where the caller's lists read (plugins/reads.ts), and
   * takes its slots there too: a replica counts its own exports (advisory locks work on a standby),
   * so only while the processes disagree on whether the replica is usable may a limit be passed.
   */
  private poolOf(db: Db): pg.Pool {
    let pool = this.pools.get(db);
    if (!pool) {
      pool = new pg.Pool({
        ...db.$client.options,
        max: this.limits.connections,
        connectionTimeoutMillis: CONNECT_WAIT_MS,
        application_name: 'backoffice-export',
      });
      // An idle client dropped by the server must not crash the process.
      pool.on('error', () => {});
      this.pools.set(db, pool);
    }
    return pool;
  }

  /**
   * A connection of the share, inside a read-only repeatable-read transaction that holds one of
   * the session's account slots and one of its branch slots. The caller ends the transaction
   * (which frees both) and releases the connection.
   */
  async open(session: Pick<Session, 'userId' | 'gscode'>, from: Db = this.primary): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await this.poolOf(from).connect();
    } catch (err) {
      // A replica that cannot be reached: the export is read from the primary (Reads.read).
      if (from !== this.primary && isUnreachable(err)) throw err;
      throw new AppError('exportServerBusy', {}, 503);
    }
    try {
      await client.query('begin isolation level repeatable read read only');
      if (!(await takeSlot(client, `account:${session.userId}`, this.limits.perAccount))) {
        throw new AppError('exportAccountBusy', { limit: this.limits.perAccount }, 429);
      }
      if (!(await takeSlot(client, `branch:${session.gscode}`, this.limits.perBranch))) {
        throw new AppError('exportBranchBusy', { limit: this.limits.perBranch }, 429);
      }
      return client;
    } catch (err) {
      await client.query('rollback').catch(() => {});
      client.release();
      throw err;
    }
  }

  /**
   * A connection of the share for a job's export (issue 40), inside a read-only repeatable-read
   * transaction, without taking an export slot: a job's running slot was counted when it was
   * claimed (modules/jobs).
   */
  async openForJob(from: Db = this.primary): Promise<pg.PoolClient> {
    const client = await this.poolOf(from).connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      return client;
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
  }

  /** EXPORT_STALL_SECONDS: how long an answer in frames waits for a reader that takes nothing. */
  get stallMs(): number {
    return this.limits.stallMs;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((p) => p.end()));
  }
}

/** Takes the first free slot of `owner` (slots 0 … count-1) for the rest of the transaction. */
async function takeSlot(client: pg.PoolClient, owner: string, count: number): Promise<boolean> {
  for (let slot = 0; slot < count; slot++) {
    const { rows } = await client.query<{ taken: boolean }>(
      `select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as taken`,
      [`bo-export:${owner}:${slot}`],
    );
    if (rows[0].taken) return true;
  }
  return false;
}
