import type { LockRow } from '@bo/contract';
import { TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { formatDuration } from '../../../components/number-format';
import { Tag } from '../../../components/tag';

const code = (text: string) => <TextCell text={text || '—'} code userContent={false} />;

/** The locks held or waited for now. */
export const LOCKS_COLUMNS: ColumnSpec<LockRow>[] = [
  {
    key: 'pid',
    title: 'safeguard.queries.pid',
    width: 90,
    sort: 'pid',
    render: (r) => <span className="bo-code">{r.pid}</span>,
  },
  {
    key: 'granted',
    title: 'safeguard.locks.granted',
    width: 110,
    render: (r, { t }) => (
      <Tag colour={r.granted ? 'green' : 'orange'}>
        {t(r.granted ? 'safeguard.locks.held' : 'safeguard.locks.waiting')}
      </Tag>
    ),
  },
  {
    key: 'waiting',
    title: 'safeguard.locks.waited',
    width: 110,
    align: 'right',
    sort: 'waiting',
    render: (r) => formatDuration(r.waitingMs),
  },
  { key: 'relation', title: 'safeguard.locks.relation', width: 160, sort: 'relation', render: (r) => code(r.relation) },
  { key: 'type', title: 'safeguard.locks.type', width: 120, render: (r) => code(r.type) },
  { key: 'mode', title: 'safeguard.locks.mode', width: 170, render: (r) => code(r.mode) },
  {
    key: 'query',
    title: 'safeguard.queries.query',
    width: 380,
    render: (r) => <code className="db-query">{r.query}</code>,
  },
];
