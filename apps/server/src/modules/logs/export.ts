import type { Lang, LoginDslogExport, LoginLogRow, OperationLogExport, OperationLogRow } from '@bo/contract';
import type { CallRequest } from '../../route.js';
import {
  exportFileName,
  localMinuteFormatter,
  type ExportActor,
  type ExportColumn,
  type ExportSpec,
} from '../export/public.js';
import { keysOfAction } from './action-titles.js';
import { LOG_EXPORT_WORDS } from './export-words.js';
import { loginLogCountQuery, loginLogRowsQuery, operationLogCountQuery, operationLogRowsQuery } from './list-sql.js';
import { toLoginLogRow, toOperationLogRow } from './service.js';

/** The sign-in log's whole filtered set, in the list's order, through the one export service. */
export function loginLogExportSpec(
  actor: ExportActor,
  query: CallRequest<typeof LoginDslogExport>['query'],
  lang: Lang,
): ExportSpec<LoginLogRow> {
  const { gscode, branch } = actor;
  const w = LOG_EXPORT_WORDS[lang];
  const local = localMinuteFormatter(branch.timezone);
  const c = w.loginCols;
  const columns: ExportColumn<LoginLogRow>[] = [
    { header: c.time, width: 17, value: (r) => local(r.at) },
    { header: c.account, width: 16, value: (r) => r.userName },
    { header: c.outcome, width: 20, value: (r) => w.reason[r.reason] },
    { header: c.ip, width: 18, value: (r) => r.ip },
    { header: c.userAgent, width: 60, value: (r) => r.userAgent },
  ];
  return {
    query: loginLogRowsQuery(actor, query),
    count: loginLogCountQuery(actor, query),
    toRow: toLoginLogRow,
    sheet: w.loginSheet,
    columns,
    fileName: exportFileName('login-log', gscode, branch.timezone),
    audit: { action: 'export login log', filters: query },
  };
}

/** A change as text for a spreadsheet cell: "field: before → after", one line each. */
const changeText = (diff: OperationLogRow['diff']) =>
  diff
    ? Object.entries(diff)
        .map(([k, [a, b]]) => `${k}: ${JSON.stringify(a ?? null)} → ${JSON.stringify(b ?? null)}`)
        .join('\n')
        .slice(0, 32_000)
    : '';

/** The operation log's whole filtered set, in the list's order; actions by their human title. */
export function operationLogExportSpec(
  actor: ExportActor,
  query: CallRequest<typeof OperationLogExport>['query'],
  lang: Lang,
): ExportSpec<OperationLogRow> {
  const { gscode, branch } = actor;
  const w = LOG_EXPORT_WORDS[lang];
  const local = localMinuteFormatter(branch.timezone);
  const c = w.operationCols;
  const columns: ExportColumn<OperationLogRow>[] = [
    { header: c.time, width: 17, value: (r) => local(r.at) },
    { header: c.account, width: 16, value: (r) => r.userName },
    { header: c.branch, width: 8, value: (r) => r.gscode },
    { header: c.action, width: 24, value: (r) => r.title?.[lang] ?? `${w.otherAction} (${r.method} ${r.path})` },
    { header: c.target, width: 16, value: (r) => r.targetId },
    { header: c.outcome, width: 10, value: (r) => w.outcome[r.outcome] },
    { header: c.ip, width: 18, value: (r) => r.ip },
    { header: c.userAgent, width: 40, value: (r) => r.userAgent },
    { header: c.duration, width: 12, value: (r) => r.durationMs },
    { header: c.change, width: 60, value: (r) => changeText(r.diff) },
  ];
  const actions = query.action ? keysOfAction(query.action) : [];
  return {
    query: operationLogRowsQuery(actor, query, actions),
    count: operationLogCountQuery(actor, query, actions),
    toRow: toOperationLogRow,
    sheet: w.operationSheet,
    columns,
    fileName: exportFileName('operation-log', gscode, branch.timezone),
    audit: { action: 'export operation log', filters: query },
  };
}
