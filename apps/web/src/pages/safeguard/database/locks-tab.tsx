import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockRow } from '@bo/contract';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatDuration } from '../../../components/number-format';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { databaseQueries } from './database-queries';
import { DATABASE_ROUTE, LOCKS_RULES } from './database-rules';
import '../../order/order-tags.css';

const LocksFilters = lazyPart(() => import('./locks-filters'));

/** Locks held or waited for now, the longest wait first, read again every 5 s. */
export default function LocksTab() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const columns = useMemo<DataColumn<LockRow>[]>(
    () => [
      {
        key: 'pid',
        title: t('safeguard.queries.pid'),
        width: 90,
        sort: 'pid',
        render: (r) => <span className="bo-code">{r.pid}</span>,
      },
      {
        key: 'granted',
        title: t('safeguard.locks.granted'),
        width: 110,
        render: (r) => (
          <span className={`ot ${r.granted ? 'ot-green' : 'ot-orange'}`}>
            {t(r.granted ? 'safeguard.locks.held' : 'safeguard.locks.waiting')}
          </span>
        ),
      },
      {
        key: 'waiting',
        title: t('safeguard.locks.waited'),
        width: 110,
        align: 'right',
        sort: 'waiting',
        render: (r) => formatDuration(r.waitingMs),
      },
      {
        key: 'relation',
        title: t('safeguard.locks.relation'),
        width: 160,
        sort: 'relation',
        render: (r) => <EllipsisText text={r.relation || '—'} code />,
      },
      { key: 'type', title: t('safeguard.locks.type'), width: 120, render: (r) => <EllipsisText text={r.type} code /> },
      { key: 'mode', title: t('safeguard.locks.mode'), width: 170, render: (r) => <EllipsisText text={r.mode} code /> },
      {
        key: 'query',
        title: t('safeguard.queries.query'),
        width: 380,
        render: (r) => <code className="db-query">{r.query}</code>,
      },
    ],
    [t],
  );
  const query = useMemo(() => (s: ListState) => databaseQueries.locks(user, s), [user]);
  return (
    <DataTable<LockRow, Record<string, never>>
      route={DATABASE_ROUTE}
      tab="locks"
      tableId="db-locks"
      title={t('safeguard.db.tab.locks')}
      rules={LOCKS_RULES}
      columns={columns}
      keyColumn="pid"
      rowKey={(r) => `${r.pid}-${r.type}-${r.relation}-${r.mode}-${r.granted}`}
      query={query}
      filterForm={LocksFilters}
      emptyText={t('safeguard.locks.empty')}
    />
  );
}
