import { withTransaction, type Db } from './client.js';

/** Any constant key, apart from the migrations' own (migrate.ts): every process starting on the database waits on it. */
const STARTUP_LOCK_KEY = 7_402_020;

/**
 * Runs `work` holding the database's start-up lock, so that processes starting together on one
 * database prepare it one after another: the first seeds an empty database, the next find it
 * seeded; the menu catalogue and the stored secrets are brought up to date once.
 *
 * The lock is a transaction-level advisory lock, held by a transaction left open on one connection
 * of the pool while `work` runs on the others. A transaction-mode pooler (pgbouncer) keeps that
 * connection for the open transaction, so the lock works behind it; a process that dies lets it go.
 */
export function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return withTransaction(db, async (holder) => {
    await holder.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    return work();
  });
}
