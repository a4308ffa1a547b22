import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

// numeric → string (money is never a float); int8 → number (ids and counts stay well below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** `connectTimeoutMs`: how long a call waits for a connection before it fails (by default, as long as it takes). */
export function connect(url: string, max = 20, connectTimeoutMs = 0): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'backoffice',
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', () => {});
  return drizzle(pool, { schema });
}

/** Creates database `name` on the server behind `url` unless it exists; returns its URL. */
export async function ensureDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Runs `fn` in one transaction on one pool connection: committed if it resolves, rolled back if
 * it throws. Work that needs temporary tables or functions across statements goes here, so that
 * nothing outlives the transaction on a connection a pooler may hand to someone else.
 */
export async function withTransaction<T>(db: Db, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await c.query('begin');
    try {
      const result = await fn(c);
      await c.query('commit');
      return result;
    } catch (e) {
      await c.query('rollback').catch((r: Error) => (broken = r));
      throw e;
    }
  } finally {
    c.release(broken);
  }
}
