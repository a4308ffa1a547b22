import { useMemo, useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '@bo/contract';
import { cancelQuery } from '../../../api/safeguard';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatDuration } from '../../../components/number-format';
import { showError, showSuccess } from '../../../lib/feedback';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { databaseQueries } from './database-queries';
import { DATABASE_ROUTE, QUERIES_RULES } from './database-rules';
import { branchTime } from '../../../components/branch-time';

const QueriesFilters = lazyPart(() => import('./queries-filters'));

/** The statements running now, longest first, read again every 5 s; cancel one (database:cancel). */
export default function QueriesTab() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canCancel = useAllow(DATABASE_ROUTE, 'database:cancel');
  const [busy, setBusy] = useState<number | null>(null);

  const columns = useMemo<DataColumn<ActivityRow>[]>(() => {
    const cancel = async (r: ActivityRow) => {
      setBusy(r.pid);
      try {
        const { cancelled } = await cancelQuery(r.pid);
        if (cancelled) showSuccess(t('safeguard.queries.cancelled', { pid: r.pid }));
        else showSuccess(t('safeguard.queries.nothingToCancel', { pid: r.pid }));
        void client.invalidateQueries({ queryKey: ['database', user.gscode] });
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
      }
    };
    const cols: DataColumn<ActivityRow>[] = [
      {
        key: 'pid',
        title: t('safeguard.queries.pid'),
        width: 90,
        sort: 'pid',
        render: (r) => <span className="bo-code">{r.pid}</span>,
      },
      {
        key: 'duration',
        title: t('safeguard.queries.duration'),
        width: 110,
        align: 'right',
        sort: 'duration',
        render: (r) => formatDuration(r.durationMs),
      },
      { key: 'state', title: t('safeguard.queries.state'), width: 130, render: (r) => <EllipsisText text={r.state} /> },
      {
        key: 'wait',
        title: t('safeguard.queries.wait'),
        width: 160,
        render: (r) =>
          r.blockedBy.length ? (
            t('safeguard.queries.blockedBy', { pids: r.blockedBy.join(', ') })
          ) : (
            <EllipsisText text={r.waitEvent || '—'} />
          ),
      },
      {
        key: 'query',
        title: t('safeguard.queries.query'),
        width: 420,
        render: (r) => <code className="db-query">{r.query}</code>,
      },
      {
        key: 'started',
        title: t('safeguard.queries.started'),
        width: 150,
        sort: 'started',
        render: (r) => (
          <span className="bo-code">{r.startedAt ? branchTime(r.startedAt, 'YYYY-MM-DD HH:mm:ss') : '—'}</span>
        ),
      },
      {
        key: 'user',
        title: t('safeguard.queries.user'),
        width: 110,
        render: (r) => <EllipsisText text={r.user} code />,
      },
      {
        key: 'application',
        title: t('safeguard.queries.application'),
        width: 140,
        render: (r) => <EllipsisText text={r.application || '—'} />,
      },
      {
        key: 'client',
        title: t('safeguard.queries.client'),
        width: 130,
        render: (r) => <EllipsisText text={r.client || '—'} code />,
      },
    ];
    if (canCancel) {
      cols.push({
        key: 'actions',
        title: t('safeguard.actions'),
        width: 100,
        fixedRight: true,
        render: (r) =>
          r.state === 'active' ? (
            <Popconfirm
              title={t('safeguard.queries.cancelTitle', { pid: r.pid })}
              description={t('safeguard.queries.cancelHint')}
              okText={t('safeguard.queries.cancel')}
              cancelText={t('safeguard.keep')}
              okButtonProps={{ danger: true }}
              onConfirm={() => cancel(r)}
            >
              <Button size="small" danger loading={busy === r.pid} data-testid="query-cancel">
                {t('safeguard.queries.cancel')}
              </Button>
            </Popconfirm>
          ) : null,
      });
    }
    return cols;
  }, [t, canCancel, busy, client, user.gscode]);
  const query = useMemo(() => (s: ListState) => databaseQueries.queries(user, s), [user]);
  return (
    <DataTable<ActivityRow, Record<string, never>>
      route={DATABASE_ROUTE}
      tab="queries"
      tableId="db-queries"
      title={t('safeguard.db.tab.queries')}
      rules={QUERIES_RULES}
      columns={columns}
      keyColumn="pid"
      rowKey={(r) => r.pid}
      query={query}
      filterForm={QueriesFilters}
      emptyText={t('safeguard.queries.empty')}
    />
  );
}
