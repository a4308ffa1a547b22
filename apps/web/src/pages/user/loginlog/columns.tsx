import type { LoginLogRow } from '@bo/contract';
import { TextCell, TimeCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { Tag } from '../../../components/tag';
import { UserAgentText } from '../../../components/user-agent-text';
import { REASON_COLOUR } from './reason-colour';

/** The sign-in log's columns. */
export const LOGINLOG_COLUMNS: ColumnSpec<LoginLogRow>[] = [
  {
    key: 'time',
    title: 'logs.col.time',
    width: 150,
    sort: 'time',
    render: (r) => <TimeCell at={r.at} format="YYYY-MM-DD HH:mm:ss" />,
  },
  { key: 'account', title: 'logs.col.account', width: 140, render: (r) => <TextCell text={r.userName} code /> },
  {
    key: 'outcome',
    title: 'logs.col.outcome',
    width: 150,
    render: (r, { t }) => (
      <Tag colour={REASON_COLOUR[r.reason]} data-reason={r.reason}>
        {t(`logs.reason.${r.reason}`)}
      </Tag>
    ),
  },
  { key: 'ip', title: 'logs.col.ip', width: 140, render: (r) => <TextCell text={r.ip} code userContent={false} /> },
  { key: 'agent', title: 'logs.col.userAgent', width: 200, render: (r) => <UserAgentText agent={r.userAgent} /> },
];
