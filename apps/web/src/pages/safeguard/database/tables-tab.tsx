import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRow } from '@bo/contract';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatBytes, formatCount } from '../../../components/number-format';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { databaseQueries } from './database-queries';
import { DATABASE_ROUTE, TABLES_RULES } from './database-rules';
import { branchTime } from '../../../components/branch-time';

const TablesFilters = lazyPart(() => import('./tables-filters'));
type Sums = { sizeBytes: number; rows: number };
const when = (iso: string | null) => (iso ? branchTime(iso, 'YYYY-MM-DD HH:mm') : '—');

/** The database's tables, largest first: rows, dead rows, sizes, indexes, last vacuum and analyse. */
export default function TablesTab() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const columns = useMemo<DataColumn<TableRow, Sums>[]>(
    () => [
      {
        key: 'name',
        title: t('safeguard.tables.name'),
        width: 180,
        sort: 'name',
        render: (r) => <EllipsisText text={r.name} code />,
        summary: () => t('safeguard.total'),
      },
      {
        key: 'rows',
        title: t('safeguard.tables.rows'),
        width: 110,
        align: 'right',
        sort: 'rows',
        render: (r) => formatCount(r.rows),
        summary: (s) => formatCount(s.rows),
      },
      {
        key: 'dead',
        title: t('safeguard.tables.dead'),
        width: 100,
        align: 'right',
        render: (r) => formatCount(r.deadRows),
      },
      {
        key: 'size',
        title: t('safeguard.tables.size'),
        width: 110,
        align: 'right',
        sort: 'size',
        render: (r) => formatBytes(r.sizeBytes),
        summary: (s) => formatBytes(s.sizeBytes),
      },
      {
        key: 'tableSize',
        title: t('safeguard.tables.tableSize'),
        width: 110,
        align: 'right',
        render: (r) => formatBytes(r.tableBytes),
      },
      {
        key: 'indexSize',
        title: t('safeguard.tables.indexSize'),
        width: 110,
        align: 'right',
        sort: 'indexSize',
        render: (r) => formatBytes(r.indexBytes),
      },
      {
        key: 'indexes',
        title: t('safeguard.tables.indexes'),
        width: 80,
        align: 'right',
        render: (r) => formatCount(r.indexes),
      },
      {
        key: 'vacuumed',
        title: t('safeguard.tables.vacuumed'),
        width: 150,
        sort: 'vacuumed',
        render: (r) => <span className="bo-code">{when(r.vacuumedAt)}</span>,
      },
      {
        key: 'analysed',
        title: t('safeguard.tables.analysed'),
        width: 150,
        sort: 'analysed',
        render: (r) => <span className="bo-code">{when(r.analysedAt)}</span>,
      },
    ],
    [t],
  );
  const query = useMemo(() => (s: ListState) => databaseQueries.tables(user, s), [user]);
  return (
    <DataTable<TableRow, Sums>
      route={DATABASE_ROUTE}
      tab="tables"
      tableId="db-tables"
      title={t('safeguard.db.tab.tables')}
      rules={TABLES_RULES}
      columns={columns}
      keyColumn="name"
      rowKey={(r) => r.name}
      query={query}
      filterForm={TablesFilters}
      emptyText={t('safeguard.tables.empty')}
    />
  );
}
