/**
 * The database page's words without any schema (issue 15 #2), so the browser's page carries no zod.
 */
export const TABLE_SORTS = ['name', 'rows', 'size', 'indexSize', 'vacuumed', 'analysed'] as const;
export const ACTIVITY_SORTS = ['started', 'duration', 'pid'] as const;
export const LOCK_SORTS = ['pid', 'relation', 'waiting'] as const;
/** pg_stat_activity's states, as the running-queries filter offers them (with none chosen: all but idle). */
export const BACKEND_STATES = [
  'active',
  'idle',
  'idle in transaction',
  'idle in transaction (aborted)',
  'fastpath function call',
  'disabled',
] as const;
/** Longest query text sent to the browser; the rest is cut (the server's log has it whole). */
export const QUERY_TEXT_MAX = 2000;
/** The database page's tabs, by the address's `tab` word (the bare route shows the overview and tables). */
export const DATABASE_TABS = ['tables', 'queries', 'locks', 'backups'] as const;
