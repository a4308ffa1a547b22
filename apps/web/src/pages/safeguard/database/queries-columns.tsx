import type { ActivityRow } from '@bo/contract';
import { TimeCell, TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowConfirm } from '../../../components/list-page/row-confirm';
import { formatDuration } from '../../../components/number-format';

/** What the running statements' rows may do: cancel one (database:cancel). */
export interface QueriesContext {
  canCancel: boolean;
  cancel: (row: ActivityRow) => Promise<unknown>;
  cancelling: (pid: number) => boolean;
}

const text = (v: string, code = false) => <TextCell text={v || '—'} code={code} userContent={false} />;

/** The statements running now. */
export const QUERIES_COLUMNS: ColumnSpec<ActivityRow, QueriesContext>[] = [
  {
    key: 'pid',
    title: 'safeguard.queries.pid',
    width: 90,
    sort: 'pid',
    render: (r) => <span className="bo-code">{r.pid}</span>,
  },
  {
    key: 'duration',
    title: 'safeguard.queries.duration',
    width: 110,
    align: 'right',
    sort: 'duration',
    render: (r) => formatDuration(r.durationMs),
  },
  { key: 'state', title: 'safeguard.queries.state', width: 130, render: (r) => text(r.state) },
  {
    key: 'wait',
    title: 'safeguard.queries.wait',
    width: 160,
    render: (r, { t }) =>
      r.blockedBy.length ? t('safeguard.queries.blockedBy', { pids: r.blockedBy.join(', ') }) : text(r.waitEvent),
  },
  {
    key: 'query',
    title: 'safeguard.queries.query',
    width: 420,
    render: (r) => <code className="db-query">{r.query}</code>,
  },
  {
    key: 'started',
    title: 'safeguard.queries.started',
    width: 150,
    sort: 'started',
    render: (r) => (
      <TimeCell at={r.startedAt} format="YYYY-MM-DD HH:mm:ss" empty={<span className="bo-code">—</span>} />
    ),
  },
  { key: 'user', title: 'safeguard.queries.user', width: 110, render: (r) => text(r.user, true) },
  { key: 'application', title: 'safeguard.queries.application', width: 140, render: (r) => text(r.application) },
  { key: 'client', title: 'safeguard.queries.client', width: 130, render: (r) => text(r.client, true) },
  {
    key: 'actions',
    title: 'safeguard.actions',
    width: 100,
    fixedRight: true,
    when: (c) => c.canCancel,
    render: (r, { t, cancel, cancelling }) =>
      r.state === 'active' ? (
        <RowConfirm
          confirm={{
            title: t('safeguard.queries.cancelTitle', { pid: r.pid }),
            description: t('safeguard.queries.cancelHint'),
            okText: t('safeguard.queries.cancel'),
            cancelText: t('safeguard.keep'),
          }}
          onConfirm={() => cancel(r)}
          look="button"
          danger
          loading={cancelling(r.pid)}
          testId="query-cancel"
        >
          {t('safeguard.queries.cancel')}
        </RowConfirm>
      ) : null,
  },
];
