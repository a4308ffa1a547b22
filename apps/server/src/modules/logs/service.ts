import { sql } from 'drizzle-orm';
import type { LoginLogReason, LoginLogRow, OperationLogRow, OperationOutcome } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { keysOfAction, FILTER_ACTIONS, titleOfAction } from './action-titles.js';
import {
  loginLogCountQuery,
  loginLogRowsQuery,
  operationLogCountQuery,
  operationLogRowsQuery,
  type LoginLogFilters,
  type LogScope,
  type OperationLogFilters,
} from './list-sql.js';
import { iso } from '../../db/row-values.js';
import { pageOf } from '../../db/sql-filters.js';

type Raw = Record<string, unknown>;
type Paging = { page: number; pageSize: number };

export const toLoginLogRow = (r: Raw): LoginLogRow => ({
  id: Number(r.id),
  at: iso(r.at),
  userName: r.user_name as string,
  ip: r.ip as string,
  userAgent: r.user_agent as string,
  success: r.success as boolean,
  reason: r.reason as LoginLogReason,
});

export const toOperationLogRow = (r: Raw): OperationLogRow => ({
  id: Number(r.id),
  at: iso(r.at),
  userName: r.user_name as string,
  gscode: r.gscode as string,
  method: r.method as string,
  path: r.path as string,
  title: titleOfAction(r.method as string, r.path as string),
  targetId: r.target_id as string,
  outcome: r.outcome as OperationOutcome,
  ip: r.ip as string,
  userAgent: r.user_agent as string,
  durationMs: Number(r.duration_ms),
  diff: (r.diff as OperationLogRow['diff']) ?? null,
});

/** One page of the branch's sign-in log and the filtered total. */
export async function loginLogPage(db: Db, scope: LogScope, q: LoginLogFilters & Paging) {
  const [page, count] = await Promise.all([
    db.execute(sql`${loginLogRowsQuery(scope, q)} ${pageOf(q)}`),
    db.execute<{ n: number }>(loginLogCountQuery(scope, q)),
  ]);
  return { list: page.rows.map(toLoginLogRow), total: count.rows[0].n, summary: {} };
}

/** One page of the branch's operation log, the filtered total and the actions to filter by. */
export async function operationLogPage(db: Db, scope: LogScope, q: OperationLogFilters & Paging) {
  const actions = q.action ? keysOfAction(q.action) : [];
  const [page, count] = await Promise.all([
    db.execute(sql`${operationLogRowsQuery(scope, q, actions)} ${pageOf(q)}`),
    db.execute<{ n: number }>(operationLogCountQuery(scope, q, actions)),
  ]);
  return { list: page.rows.map(toOperationLogRow), total: count.rows[0].n, summary: {}, actions: FILTER_ACTIONS };
}
