import type { OperationLogRow } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';
import { TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowLink, type Opens } from '../../../components/list-page/row-actions';
import { UserAgentText } from '../../../components/user-agent-text';
import { ActionTitle } from './action-title';
import { OutcomeTag } from './outcome-tag';

/** What the operation log's rows may do: a row's time opens its before and after. */
export interface OplogContext {
  open: (row: OperationLogRow) => void;
  drawer: Opens;
}

/** The operation log's columns. */
export const OPLOG_COLUMNS: ColumnSpec<OperationLogRow, OplogContext>[] = [
  {
    key: 'time',
    title: 'logs.col.time',
    width: 170,
    sort: 'time',
    render: (r, c) => (
      <RowLink onClick={() => c.open(r)} opens={c.drawer} testId="oplog-open">
        <span className="bo-code">{branchTime(r.at, 'YYYY-MM-DD HH:mm:ss')}</span>
      </RowLink>
    ),
  },
  { key: 'who', title: 'logs.col.who', width: 120, render: (r) => <TextCell text={r.userName} code /> },
  { key: 'branch', title: 'logs.col.branch', width: 80, render: (r) => <span className="bo-code">{r.gscode}</span> },
  { key: 'action', title: 'logs.col.action', width: 180, render: (r) => <ActionTitle row={r} /> },
  { key: 'target', title: 'logs.col.target', width: 130, render: (r) => <TextCell text={r.targetId} code /> },
  { key: 'outcome', title: 'logs.col.outcome', width: 100, render: (r) => <OutcomeTag outcome={r.outcome} /> },
  { key: 'ip', title: 'logs.col.ip', width: 130, render: (r) => <TextCell text={r.ip} code userContent={false} /> },
  { key: 'agent', title: 'logs.col.userAgent', width: 170, render: (r) => <UserAgentText agent={r.userAgent} /> },
  {
    key: 'duration',
    title: 'logs.col.duration',
    width: 100,
    align: 'right',
    render: (r, { t }) => t('logs.ms', { n: r.durationMs }),
  },
];
