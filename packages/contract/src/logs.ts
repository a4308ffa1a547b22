import { z } from 'zod';
import { defineCall } from './call.js';
import { dateString } from './dates.js';
import { csvOf, FRAMES_ANSWER, listData, listQuery } from './list.js';
import { ACTION_KEY, LOG_SORTS, LOGIN_REASONS, OPERATION_OUTCOMES } from './log-words.js';
import { M } from './perms.js';

/**
 * The branch's two logs (issue 11 #6), read-only: the sign-in log (login_log, written by the
 * sign-in and switch code) and the operation log (operation_log, written for every change and
 * every refusal). There is deliberately no call that writes, edits or deletes a log row; old
 * rows leave only by the retention purge (LOG_RETENTION_DAYS). Both lists follow the one list
 * protocol (list.ts) and are always scoped to the session's branch.
 */
export * from './log-words.js';

const dayFilters = {
  from: dateString().optional().describe('on or after this day (branch time zone)'),
  to: dateString().optional().describe('on or before this day (branch time zone)'),
};

// ---------------------------------------------------------------------------------------------
// Sign-in log.

export const loginLogListQuery = listQuery(LOG_SORTS, {
  userName: z.string().trim().max(50).optional().describe('account starts with'),
  outcome: csvOf(LOGIN_REASONS).optional().describe('why the row was written'),
  ip: z.string().trim().max(45).optional().describe('client address starts with'),
  ...dayFilters,
});
export const loginLogFilterQuery = loginLogListQuery.omit({ page: true, pageSize: true });

export const loginLogRow = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO timestamp'),
  userName: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  success: z.boolean(),
  reason: z.enum(LOGIN_REASONS),
});
export type LoginLogRow = z.infer<typeof loginLogRow>;

/** Spec §7 UManage LoginDslog: the branch's sign-in attempts, newest first. */
export const LoginDslog = defineCall({
  method: 'GET',
  path: '/api/UManage/LoginDslog',
  summary: "The branch's sign-in log: one page, the filtered total",
  mark: M.loginLog,
  query: loginLogListQuery,
  data: listData(loginLogRow, {}),
});

export const LoginDslogExport = defineCall({
  method: 'GET',
  path: '/api/UManage/LoginDslogExport',
  summary: "The branch's filtered sign-in log as .xlsx, streamed in export frames",
  mark: M.loginLogExport,
  query: loginLogFilterQuery,
  answers: FRAMES_ANSWER,
  data: z.null(),
});

// ---------------------------------------------------------------------------------------------
// Operation log.

export const operationLogListQuery = listQuery(LOG_SORTS, {
  userName: z.string().trim().max(50).optional().describe('account starts with'),
  action: z
    .string()
    .max(120)
    .regex(ACTION_KEY, { error: 'an action: method and path, e.g. POST /api/UManage/UpdateClient' })
    .meta({ example: 'POST /api/UManage/UpdateClient' })
    .optional()
    .describe('the call: method and path'),
  outcome: csvOf(OPERATION_OUTCOMES).optional(),
  ...dayFilters,
});
export const operationLogFilterQuery = operationLogListQuery.omit({ page: true, pageSize: true });

/** A human title of an action in both languages (null: the call is not one the catalogue names). */
export const actionTitle = z.object({ cn: z.string(), en: z.string() }).nullable();

export const operationLogRow = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO timestamp'),
  userName: z.string().describe('who; empty when the session was unknown'),
  gscode: z.string().describe('the branch the session was in'),
  method: z.string(),
  path: z.string(),
  title: actionTitle,
  targetId: z.string().describe('what was acted on (customer number, order id …); empty when none'),
  outcome: z.enum(OPERATION_OUTCOMES),
  ip: z.string(),
  userAgent: z.string(),
  durationMs: z.number().int(),
  diff: z
    .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
    .nullable()
    .describe('changed fields as { field: [before, after] }; secrets masked'),
});
export type OperationLogRow = z.infer<typeof operationLogRow>;

export const OperationLog = defineCall({
  method: 'GET',
  path: '/api/System/OperationLog',
  summary: "The branch's operation log: one page, the filtered total and the actions to filter by",
  mark: M.operationLog,
  query: operationLogListQuery,
  data: listData(operationLogRow, {}).extend({
    actions: z
      .array(z.object({ key: z.string(), title: actionTitle.unwrap() }))
      .describe('the actions the filter offers'),
  }),
});

export const OperationLogExport = defineCall({
  method: 'GET',
  path: '/api/System/OperationLogExport',
  summary: "The branch's filtered operation log as .xlsx, streamed in export frames",
  mark: M.operationLogExport,
  query: operationLogFilterQuery,
  answers: FRAMES_ANSWER,
  data: z.null(),
});
