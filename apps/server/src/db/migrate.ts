import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
let releaseMigrations: number | undefined;
/** How many migrations this release holds: read from the folder once a process (/readyz asks every second). */
export function migrationsOfThisRelease(): number {
  return (releaseMigrations ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length);
}

/** Any constant key: every server process starting on the same database waits on it. */
const MIGRATION_LOCK_KEY = 7_402_019;

/**
 * Applies the committed migrations (drizzle-kit's SQL and journal) with drizzle's own
 * bookkeeping, `drizzle.__drizzle_migrations (id, hash, created_at)`: a migration is applied
 * when its journal time is after the last recorded `created_at`, exactly as drizzle's
 * `migrate()` decides, so databases migrated by either keep working.
 *
 * Everything happens in ONE transaction on ONE connection, which first takes a transaction-level
 * advisory lock: replicas starting together take turns (the second sees the first's rows once it
 * gets the lock), a failure leaves nothing half-applied, and no session state outlives the
 * transaction, so it is safe behind a transaction-mode pooler such as pgbouncer.
 */
export async function migrateDb(db: Db, migrationsFolder = MIGRATIONS_DIR): Promise<{ applied: number }> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const client = await db.$client.connect();
  let applied = 0;
  let broken: Error | undefined;
  try {
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await client.query('create schema if not exists drizzle');
      await client.query(
        'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
      );
      const { rows } = await client.query<{ created_at: string | null }>(
        'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      );
      const last = rows[0] ? Number(rows[0].created_at) : undefined;
      for (const m of migrations) {
        if (last !== undefined && last >= m.folderMillis) continue;
        for (const stmt of m.sql) {
          if (stmt.trim()) await client.query(stmt);
        }
        await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
          m.hash,
          m.folderMillis,
        ]);
        applied++;
      }
      await client.query('commit');
    } catch (e) {
      // A connection that cannot even roll back is not given back to the pool.
      await client.query('rollback').catch((r: Error) => (broken = r));
      throw e;
    }
  } finally {
    client.release(broken);
  }
  return { applied };
}
