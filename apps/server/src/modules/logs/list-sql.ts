import { sql, type SQL } from 'drizzle-orm';
import type { loginLogFilterQuery, operationLogFilterQuery } from '@bo/contract';
import type { z } from 'zod';
import { allOf, inList, localDayRange, startsWithPattern } from '../../db/sql-filters.js';
import type { Session } from '../../plugins/session.js';

/**
 * The two logs' filters and order as SQL, shared by the lists (one page) and the exports (the
 * whole filtered set). Always scoped to the session's branch first: nothing in the query can
 * name another. Days are the branch's local days; both read the (gscode, at) indexes.
 */
export type LogScope = Pick<Session, 'gscode' | 'branch'>;
export type LoginLogFilters = z.output<typeof loginLogFilterQuery>;
export type OperationLogFilters = z.output<typeof operationLogFilterQuery>;

/** Newest first unless asked otherwise; the id breaks ties so pages never overlap. */
export const logOrderBy = (q: { order?: 'asc' | 'desc' }) =>
  q.order === 'asc' ? sql`at asc, id asc` : sql`at desc, id desc`;

export function loginLogWhere(scope: LogScope, q: LoginLogFilters): SQL {
  return allOf([
    sql`gscode = ${scope.gscode}`,
    localDayRange(sql`at`, scope.branch.timezone, q.from, q.to),
    q.userName ? sql`user_name ilike ${startsWithPattern(q.userName)}` : undefined,
    q.ip ? sql`ip like ${startsWithPattern(q.ip)}` : undefined,
    q.outcome?.length ? sql`reason in ${inList(q.outcome)}` : undefined,
  ]);
}

export const loginLogColumns = sql`id, at, user_name, ip, user_agent, success, reason`;

/** `actions`: the "METHOD /path" keys the action filter stands for (calls sharing its title). */
export function operationLogWhere(
  scope: LogScope,
  q: OperationLogFilters,
  actions: string[] = q.action ? [q.action] : [],
): SQL {
  const calls = actions.map((key) => {
    const space = key.indexOf(' ');
    return sql`(method = ${key.slice(0, space)} and path = ${key.slice(space + 1)})`;
  });
  return allOf([
    sql`gscode = ${scope.gscode}`,
    localDayRange(sql`at`, scope.branch.timezone, q.from, q.to),
    q.userName ? sql`user_name ilike ${startsWithPattern(q.userName)}` : undefined,
    calls.length ? sql.join(calls, sql` or `) : undefined,
    q.outcome?.length ? sql`outcome in ${inList(q.outcome)}` : undefined,
  ]);
}

export const operationLogColumns = sql`id, at, user_name, gscode, method, path, target_id, outcome, ip, user_agent, duration_ms, diff`;

export const loginLogRowsQuery = (scope: LogScope, q: LoginLogFilters) =>
  sql`select ${loginLogColumns} from login_log where ${loginLogWhere(scope, q)} order by ${logOrderBy(q)}`;
export const operationLogRowsQuery = (scope: LogScope, q: OperationLogFilters, actions?: string[]) =>
  sql`select ${operationLogColumns} from operation_log where ${operationLogWhere(scope, q, actions)} order by ${logOrderBy(q)}`;

/** The filtered totals (column n), for the list's total and the export's progress. */
export const loginLogCountQuery = (scope: LogScope, q: LoginLogFilters) =>
  sql`select count(*)::int as n from login_log where ${loginLogWhere(scope, q)}`;
export const operationLogCountQuery = (scope: LogScope, q: OperationLogFilters, actions?: string[]) =>
  sql`select count(*)::int as n from operation_log where ${operationLogWhere(scope, q, actions)}`;
