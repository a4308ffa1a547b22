import { z } from 'zod';
import { defineCall } from './call.js';
import { csvOf, listData, listQuery } from './list.js';
import { M } from './perms.js';
import { ACTIVITY_SORTS, BACKEND_STATES, LOCK_SORTS, QUERY_TEXT_MAX, TABLE_SORTS } from './safeguard-words.js';

/**
 * The database page (/safeguard/database, issue 15 #2): the PostgreSQL the console runs on, its
 * tables, the queries running on it and the locks they hold or wait for, and cancelling a
 * running query. Every branch shares the database, and its figures (rows, sizes, commits,
 * queries) grow with every branch's work, so only the platform owner's branch reads or acts on
 * them; another branch's DatabaseInfo answers `platform: false` and nothing else, and its other
 * calls are refused (platformOnly on each call). Statement texts never hold their parameters
 * (PostgreSQL keeps them apart). Byte sizes travel as numbers (up to 2^53).
 */
export * from './safeguard-words.js';

export const databaseOverview = z.object({
  version: z.string().describe('PostgreSQL version, e.g. "PostgreSQL 17.6"'),
  name: z.string().describe('database name'),
  sizeBytes: z.number(),
  startedAt: z.string().describe('ISO timestamp the server started'),
  connections: z.number().int().describe('backends connected to this database'),
  activeConnections: z.number().int(),
  maxConnections: z.number().int().describe('the server setting max_connections (all databases)'),
  cacheHitPercent: z
    .number()
    .nullable()
    .describe('share of block reads served from the buffer cache since statistics were reset; null before any read'),
  commits: z.number(),
  rollbacks: z.number(),
  deadlocks: z.number(),
  tables: z.number().int(),
  indexes: z.number().int(),
});
export type DatabaseOverview = z.infer<typeof databaseOverview>;

/**
 * The read replica (READ_DATABASE_URL, issue 38 #4), as the server process answering last saw it:
 * lists, dashboards and exports read from it while it is reachable and less than maxLagSeconds
 * behind, except a reader whose own write it has not replayed yet (read-your-writes).
 */
export const replicaState = z.object({
  reachable: z.boolean().describe('whether the last check, at most a second ago, reached the replica'),
  inUse: z.boolean().describe('whether reads go to it: reachable and within maxLagSeconds'),
  lagBytes: z.number().nullable().describe('WAL written on the primary that the replica has not replayed; null when unreachable'),
  lagSeconds: z
    .number()
    .nullable()
    .describe('how long ago the replica last replayed the primary in full; 0 when it has; null when unreachable'),
  maxLagSeconds: z.number().describe('READ_MAX_LAG_SECONDS: further behind, every read goes to the primary'),
  checkedAt: z.string().nullable().describe('ISO time of the last check that reached the replica; null before any'),
});
export type ReplicaState = z.infer<typeof replicaState>;

export const DatabaseInfo = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Database',
  summary:
    "The database: version, size, connections, cache hits, commits, rollbacks, deadlocks (the platform owner's branch; others learn only that)",
  mark: M.databaseView,
  data: z.object({
    platform: z
      .boolean()
      .describe("whether the caller's branch is the platform owner's, which alone sees the database"),
    overview: databaseOverview.nullable().describe('null for another branch'),
    replica: replicaState
      .nullable()
      .describe('the read replica; null when the server has none (READ_DATABASE_URL unset) and for another branch'),
  }),
});

export const tableListQuery = listQuery(TABLE_SORTS, {
  name: z.string().trim().max(63).optional().describe('table name contains'),
});
export const tableRow = z.object({
  name: z.string(),
  rows: z.number().describe("live rows, PostgreSQL's estimate"),
  deadRows: z.number(),
  sizeBytes: z.number().describe('table, its indexes and TOAST'),
  tableBytes: z.number(),
  indexBytes: z.number(),
  indexes: z.number().int(),
  vacuumedAt: z.string().nullable().describe('last vacuum, by hand or by autovacuum (ISO)'),
  analysedAt: z.string().nullable().describe('last analyse, by hand or by autovacuum (ISO)'),
});
export type TableRow = z.infer<typeof tableRow>;

export const DatabaseTables = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Tables',
  summary: "The database's tables: rows, sizes, indexes, last vacuum and analyse",
  mark: M.databaseView,
  platformOnly: 'database',
  query: tableListQuery,
  data: listData(tableRow, { sizeBytes: z.number(), rows: z.number() }),
});

export const activityListQuery = listQuery(ACTIVITY_SORTS, {
  state: csvOf(BACKEND_STATES).optional().describe('backend states; default every state but idle'),
  text: z.string().trim().max(100).optional().describe('statement text, application or user contains'),
});
export const activityRow = z.object({
  pid: z.number().int(),
  user: z.string(),
  application: z.string(),
  client: z.string().describe('client address, empty for a local socket'),
  state: z.string(),
  waitEvent: z.string().describe('"type: event" while waiting, else empty'),
  startedAt: z.string().nullable().describe('when the current statement started (ISO)'),
  durationMs: z.number().nullable(),
  blockedBy: z.array(z.number().int()).describe('pids this backend waits for'),
  query: z.string().describe(`statement text, cut at ${QUERY_TEXT_MAX} characters`),
});
export type ActivityRow = z.infer<typeof activityRow>;

export const DatabaseActivity = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Activity',
  summary: 'Queries running on the database now (other than this call)',
  mark: M.databaseView,
  platformOnly: 'database',
  query: activityListQuery,
  data: listData(activityRow, {}),
});

export const lockListQuery = listQuery(LOCK_SORTS, {
  waiting: z.enum(['1']).optional().describe('1: only locks not granted yet'),
});
export const lockRow = z.object({
  pid: z.number().int(),
  type: z.string().describe('lock type: relation, transactionid, advisory …'),
  relation: z.string().describe('table or index name, empty when the lock is not on one'),
  mode: z.string(),
  granted: z.boolean(),
  waitingMs: z.number().nullable().describe('how long an ungranted lock has been waited for'),
  query: z.string().describe(`the holder's statement, cut at ${QUERY_TEXT_MAX} characters`),
});
export type LockRow = z.infer<typeof lockRow>;

export const DatabaseLocks = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Locks',
  summary: 'Locks held or waited for in the database now',
  mark: M.databaseView,
  platformOnly: 'database',
  query: lockListQuery,
  data: listData(lockRow, {}),
});

export const CancelQuery = defineCall({
  method: 'POST',
  path: '/api/Safeguard/CancelQuery',
  summary: "Cancel a running query (the platform owner's administrators only); its transaction rolls back",
  mark: M.databaseCancel,
  platformOnly: 'database',
  body: z
    .object({ pid: z.number().int().min(1).max(2_147_483_647).describe('the backend running the query') })
    .strict(),
  data: z.object({ cancelled: z.boolean().describe('false when the backend had nothing running by then') }),
});

// ---------------------------------------------------------------------------------------------
// The server page (/safeguard/server, issue 15 #1). Every server process sharing the database
// reports itself every SERVER_REPORT_SECONDS; the page lists them all with their figures and the
// last hour of samples. Like the database, the servers are every branch's: the platform owner's
// branch alone sees them; another branch learns only that.

/** What one process reports about itself and its machine. Bytes and milliseconds as numbers. */
export const serverFigures = z.object({
  cpuPercent: z.number().describe("the machine's CPU use over the last report interval, 0–100"),
  cpus: z.number().int(),
  load: z.array(z.number()).describe('load average over 1, 5 and 15 minutes (0 on Windows)'),
  memTotal: z.number(),
  memUsed: z.number().describe('memory in use by programs (without caches)'),
  diskPath: z.string().describe('mount point of the disk holding the data directory'),
  diskTotal: z.number(),
  diskUsed: z.number(),
  uptimeSeconds: z.number().describe("the machine's uptime"),
  os: z.string(),
  node: z.string(),
  rss: z.number().describe("the process's resident memory"),
  heapUsed: z.number(),
  heapTotal: z.number(),
  lagMs: z.number().describe('event-loop delay, 99th percentile over the last interval'),
  requestsPerSecond: z.number().describe('API requests answered per second over the last minute'),
  p95Ms: z.number().nullable().describe("95th percentile of those answers' durations; null with no request"),
  dbConnections: z.number().int().describe("this database's connections, all processes"),
});
export type ServerFigures = z.infer<typeof serverFigures>;

export const serverSample = z.object({
  at: z.string().describe('ISO timestamp'),
  cpuPercent: z.number(),
  memUsed: z.number(),
  rss: z.number(),
  heapUsed: z.number(),
  lagMs: z.number(),
  requestsPerSecond: z.number(),
  p95Ms: z.number().nullable(),
});
export type ServerSample = z.infer<typeof serverSample>;

export const serverProcess = z.object({
  id: z.string().describe('host:pid:start, unique per process run'),
  hostname: z.string(),
  pid: z.number().int(),
  startedAt: z.string(),
  reportedAt: z.string(),
  alive: z.boolean().describe('reported within the last three intervals'),
  self: z.boolean().describe('the process that answered this call'),
  figures: serverFigures,
  samples: z.array(serverSample).describe('the last hour, oldest first'),
});
export type ServerProcess = z.infer<typeof serverProcess>;

export const ServerStatus = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Servers',
  summary:
    "Every server process sharing the database, its figures and its last hour (the platform owner's branch; others learn only that)",
  mark: M.serverView,
  data: z.object({
    platform: z.boolean().describe("whether the caller's branch is the platform owner's, which alone sees the servers"),
    intervalSeconds: z.number().int().describe('how often each process reports'),
    processes: z.array(serverProcess).describe('alive ones first, then by host and pid; empty for another branch'),
  }),
});
