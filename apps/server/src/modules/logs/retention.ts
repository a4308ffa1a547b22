import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Rows deleted per statement: short transactions, so writers of new log rows never wait long. */
export const PURGE_BATCH = 5_000;
const DAY_MS = 86_400_000;

/**
 * Deletes sign-in and operation-log rows older than `days`, in batches of PURGE_BATCH (each its
 * own statement and transaction). The only way a log row ever leaves: no call of the console
 * edits or deletes one. Returns how many rows went from each log.
 */
export async function purgeOldLogs(
  db: Db,
  days: number,
  now = new Date(),
): Promise<{ loginLog: number; operationLog: number }> {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  const purge = async (table: 'login_log' | 'operation_log') => {
    let total = 0;
    for (;;) {
      // Oldest first by the primary key (ids grow with time); `at` decides what is old.
      const { rows } = await db.execute<{ n: number }>(sql`
        with gone as (
          delete from ${sql.identifier(table)} where id in (
            select id from ${sql.identifier(table)} where at < ${before}::timestamptz order by id limit ${PURGE_BATCH})
          returning 1)
        select count(*)::int as n from gone`);
      total += rows[0].n;
      if (rows[0].n < PURGE_BATCH) return total;
    }
  };
  return { loginLog: await purge('login_log'), operationLog: await purge('operation_log') };
}

/**
 * Deletes what sign-in leaves behind once it can no longer be used: QR codes and desktop-software
 * tokens a day after they expired (they live two minutes and one), and sessions ended or unused for
 * `days` (long past any time-out; kept that long so a forced sign-out can still be looked at).
 * Nothing reads them afterwards, so without this the tables would only grow.
 */
export async function purgeSignInLeftovers(
  db: Db,
  days: number,
  now = new Date(),
): Promise<{ sessions: number; qr: number; softTokens: number }> {
  const dayBefore = new Date(now.getTime() - DAY_MS).toISOString();
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  const n = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rowCount ?? 0;
  return {
    sessions: await n(sql`delete from sessions where coalesce(ended_at, last_seen_at) < ${before}::timestamptz`),
    qr: await n(sql`delete from login_qr where expires_at < ${dayBefore}::timestamptz`),
    softTokens: await n(sql`delete from soft_tokens where expires_at < ${dayBefore}::timestamptz`),
  };
}
