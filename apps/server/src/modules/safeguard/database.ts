import { sql, type SQL } from 'drizzle-orm';
import {
  QUERY_TEXT_MAX,
  type activityListQuery,
  type ActivityRow,
  type DatabaseOverview,
  type lockListQuery,
  type LockRow,
  type tableListQuery,
  type TableRow,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, escapeLike, inList, pageOf } from '../../db/sql-filters.js';
import { isoOrNull, text } from '../../db/row-values.js';

/**
 * The database page's figures (issue 15 #2), read from PostgreSQL's statistics views for the
 * current database only. Nothing here is a branch's data: sizes, counts and statement texts,
 * whose parameters PostgreSQL keeps apart (the server sends its values as bind parameters).
 */
type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const dirOf = (q: { order?: 'asc' | 'desc' }, fallback: 'asc' | 'desc') =>
  (q.order ?? fallback) === 'asc' ? sql`asc` : sql`desc`;
const contains = (text: string) => `%${escapeLike(text)}%`;

export async function databaseOverview(db: Db): Promise<DatabaseOverview> {
  const { rows } = await db.execute(sql`
    select split_part(version(), ' ', 1) || ' ' || current_setting('server_version') as version,
           current_database() as name,
           pg_database_size(current_database()) as size,
           pg_postmaster_start_time() as started,
           (select count(*) from pg_stat_activity where datname = current_database()) as connections,
           (select count(*) from pg_stat_activity where datname = current_database() and state = 'active') as active,
           current_setting('max_connections')::int as max_connections,
           case when d.blks_hit + d.blks_read > 0 then round(100.0 * d.blks_hit / (d.blks_hit + d.blks_read), 2) end as hit,
           d.xact_commit, d.xact_rollback, d.deadlocks,
           (select count(*) from pg_stat_user_tables) as tables,
           (select count(*) from pg_stat_user_indexes) as indexes
      from pg_stat_database d where d.datname = current_database()`);
  const r = rows[0] as Raw;
  return {
    version: String(r.version),
    name: String(r.name),
    sizeBytes: num(r.size),
    startedAt: isoOrNull(r.started)!,
    connections: num(r.connections),
    activeConnections: num(r.active),
    maxConnections: num(r.max_connections),
    cacheHitPercent: r.hit === null ? null : num(r.hit),
    commits: num(r.xact_commit),
    rollbacks: num(r.xact_rollback),
    deadlocks: num(r.deadlocks),
    tables: num(r.tables),
    indexes: num(r.indexes),
  };
}

const TABLE_SORT: Record<string, SQL> = {
  name: sql`name`,
  rows: sql`rows`,
  size: sql`size`,
  indexSize: sql`index_size`,
  vacuumed: sql`vacuumed`,
  analysed: sql`analysed`,
};

/** The schema's tables, sorted and paged here (a few dozen rows: no index matters). */
export async function databaseTables(db: Db, q: z.output<typeof tableListQuery>) {
  const where = allOf([q.name ? sql`t.relname ilike ${contains(q.name)}` : undefined]);
  const base = sql`
    select t.relname as name, t.n_live_tup as rows, t.n_dead_tup as dead,
           pg_total_relation_size(t.relid) as size, pg_table_size(t.relid) as table_size, pg_indexes_size(t.relid) as index_size,
           (select count(*) from pg_index i where i.indrelid = t.relid) as indexes,
           greatest(t.last_vacuum, t.last_autovacuum) as vacuumed, greatest(t.last_analyze, t.last_autoanalyze) as analysed
      from pg_stat_user_tables t where ${where}`;
  const sort = TABLE_SORT[q.sort ?? 'size'];
  const dir = dirOf(q, q.sort === 'name' ? 'asc' : 'desc');
  const [page, sums] = await Promise.all([
    db.execute(sql`select * from (${base}) b order by ${sort} ${dir} nulls last, name asc ${pageOf(q)}`),
    db.execute(
      sql`select count(*)::int as n, coalesce(sum(size), 0) as size, coalesce(sum(rows), 0) as rows from (${base}) b`,
    ),
  ]);
  const s = sums.rows[0] as Raw;
  const list: TableRow[] = (page.rows as Raw[]).map((r) => ({
    name: String(r.name),
    rows: num(r.rows),
    deadRows: num(r.dead),
    sizeBytes: num(r.size),
    tableBytes: num(r.table_size),
    indexBytes: num(r.index_size),
    indexes: num(r.indexes),
    vacuumedAt: isoOrNull(r.vacuumed),
    analysedAt: isoOrNull(r.analysed),
  }));
  return { list, total: num(s.n), summary: { sizeBytes: num(s.size), rows: num(s.rows) } };
}

const ACTIVITY_SORT: Record<string, SQL> = { started: sql`started`, duration: sql`duration_ms`, pid: sql`pid` };

/** Backends of this database other than the one answering, by default those not idle. */
export async function databaseActivity(db: Db, q: z.output<typeof activityListQuery>) {
  const states = q.state?.length ? q.state : undefined;
  const where = allOf([
    sql`a.datname = current_database()`,
    sql`a.pid <> pg_backend_pid()`,
    sql`a.backend_type = 'client backend'`,
    states ? sql`a.state in ${inList(states)}` : sql`a.state is distinct from 'idle'`,
    q.text
      ? sql`(a.query ilike ${contains(q.text)} or a.application_name ilike ${contains(q.text)} or a.usename ilike ${contains(q.text)})`
      : undefined,
  ]);
  const base = sql`
    select a.pid, coalesce(a.usename, '') as usr, a.application_name as app, coalesce(host(a.client_addr), '') as client,
           coalesce(a.state, '') as state,
           case when a.wait_event is not null then a.wait_event_type || ': ' || a.wait_event else '' end as wait,
           a.query_start as started,
           extract(epoch from clock_timestamp() - a.query_start) * 1000 as duration_ms,
           pg_blocking_pids(a.pid) as blocked_by, left(a.query, ${QUERY_TEXT_MAX}) as query
      from pg_stat_activity a where ${where}`;
  const sort = ACTIVITY_SORT[q.sort ?? 'duration'];
  // One after the other, never side by side: on two connections at once each would list the other.
  const page = await db.execute(
    sql`select * from (${base}) b order by ${sort} ${dirOf(q, 'desc')} nulls last, pid asc ${pageOf(q)}`,
  );
  const count = await db.execute(sql`select count(*)::int as n from (${base}) b`);
  const list: ActivityRow[] = (page.rows as Raw[]).map((r) => ({
    pid: num(r.pid),
    user: String(r.usr),
    application: text(r.app ?? ''),
    client: String(r.client),
    state: String(r.state),
    waitEvent: String(r.wait),
    startedAt: isoOrNull(r.started),
    durationMs: r.duration_ms === null ? null : Math.round(num(r.duration_ms)),
    blockedBy: (r.blocked_by as number[]).map(Number),
    query: text(r.query ?? ''),
  }));
  return { list, total: num((count.rows[0] as Raw).n), summary: {} };
}

const LOCK_SORT: Record<string, SQL> = { pid: sql`pid`, relation: sql`relation`, waiting: sql`waiting_ms` };

/** Locks of this database's backends (and transaction-id locks, which have no database). */
export async function databaseLocks(db: Db, q: z.output<typeof lockListQuery>) {
  const where = allOf([
    sql`a.datname = current_database()`,
    sql`l.pid <> pg_backend_pid()`,
    q.waiting ? sql`not l.granted` : undefined,
  ]);
  const base = sql`
    select l.pid, l.locktype, coalesce(c.relname, '') as relation, l.mode, l.granted,
           case when not l.granted and l.waitstart is not null then extract(epoch from clock_timestamp() - l.waitstart) * 1000 end as waiting_ms,
           left(a.query, ${QUERY_TEXT_MAX}) as query
      from pg_locks l
      join pg_stat_activity a on a.pid = l.pid
      left join pg_class c on c.oid = l.relation
     where ${where}`;
  const sort = LOCK_SORT[q.sort ?? 'waiting'];
  // One after the other (see databaseActivity): the listing's own locks are never in it.
  const page = await db.execute(
    sql`select * from (${base}) b order by ${sort} ${dirOf(q, q.sort === 'relation' ? 'asc' : 'desc')} nulls last, pid asc, relation asc ${pageOf(q)}`,
  );
  const count = await db.execute(sql`select count(*)::int as n from (${base}) b`);
  const list: LockRow[] = (page.rows as Raw[]).map((r) => ({
    pid: num(r.pid),
    type: String(r.locktype),
    relation: String(r.relation),
    mode: String(r.mode),
    granted: Boolean(r.granted),
    waitingMs: r.waiting_ms === null ? null : Math.round(num(r.waiting_ms)),
    query: text(r.query ?? ''),
  }));
  return { list, total: num((count.rows[0] as Raw).n), summary: {} };
}

/**
 * Cancels the statement a backend of this database is running (pg_cancel_backend: the statement
 * fails and its transaction rolls back; the connection stays). Only a client backend of this
 * database, never the one answering. False when the backend had nothing to cancel any more.
 */
export async function cancelQuery(db: Db, pid: number): Promise<'cancelled' | 'idle' | 'own' | 'unknown'> {
  const { rows } = await db.execute(sql`
    select a.pid = pg_backend_pid() as own, a.state
      from pg_stat_activity a
     where a.pid = ${pid} and a.datname = current_database() and a.backend_type = 'client backend'`);
  const r = rows[0] as Raw | undefined;
  if (!r) return 'unknown';
  if (r.own) return 'own';
  if (r.state !== 'active') return 'idle';
  const done = await db.execute(sql`select pg_cancel_backend(${pid}) as ok`);
  return (done.rows[0] as Raw).ok ? 'cancelled' : 'idle';
}
