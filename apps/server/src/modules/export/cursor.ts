import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** Rows per FETCH, and so per progress frame. */
export const FETCH_ROWS = 2000;
const CURSOR = 'bo_export';
const dialect = new PgDialect();

export interface ExportCursor {
  /** Rows of the whole set, counted in the same snapshot the cursor reads. */
  readonly total: number;
  /** The next batch; empty when every row has been read. */
  fetch(): Promise<Record<string, unknown>[]>;
  /** Ends the transaction (commit after a full read, rollback otherwise) and gives the connection back. */
  close(ok: boolean): Promise<void>;
}

/**
 * Opens a cursor over `query` on `client`, a connection already inside a read-only
 * repeatable-read transaction (ExportGate.open): the count and every batch see the same rows, and
 * nothing outlives the transaction, so it works behind a transaction-mode pooler (pgbouncer). The
 * query's parameters go as bind values of an unnamed statement (no named prepared statement
 * either). The cursor owns the connection from here: closing it ends the transaction and gives
 * the connection back.
 */
export async function openExportCursor(
  client: pg.PoolClient,
  query: SQL,
  count: SQL = sql`select count(*)::int as n from (${query}) as q`,
): Promise<ExportCursor> {
  let open = true;
  const release = async (end: 'commit' | 'rollback') => {
    if (!open) return;
    open = false;
    try {
      await client.query(end);
      client.release();
    } catch (err) {
      // A connection that cannot end its transaction is not given back to others.
      client.release(err as Error);
    }
  };
  try {
    const counted = dialect.sqlToQuery(count);
    const total = Number((await client.query<{ n: number }>(counted.sql, counted.params)).rows[0]?.n ?? 0);
    const q = dialect.sqlToQuery(query);
    await client.query(`declare ${CURSOR} no scroll cursor for ${q.sql}`, q.params);
    return {
      total,
      fetch: async () => (await client.query<Record<string, unknown>>(`fetch ${FETCH_ROWS} from ${CURSOR}`)).rows,
      close: (ok) => release(ok ? 'commit' : 'rollback'),
    };
  } catch (err) {
    await release('rollback');
    throw err;
  }
}
