import { useTranslation } from 'react-i18next';
import type { LockRow } from '@bo/contract';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { databaseQueries } from './database-queries';
import { DATABASE_ROUTE, LOCKS_RULES } from './database-rules';
import { LOCKS_COLUMNS } from './locks-columns';
import { filterFormPart } from '../../../components/data-table/filter-form-part';

const LocksFilters = filterFormPart(() => import('./locks-filters'));
const lockKey = (r: LockRow) => `${r.pid}-${r.type}-${r.relation}-${r.mode}-${r.granted}`;

/** Locks held or waited for now, the longest wait first, read again every 5 s. */
export default function LocksTab() {
  const { t } = useTranslation();
  const columns = useColumns(LOCKS_COLUMNS, {});
  return (
    <ListPage
      route={DATABASE_ROUTE}
      tab="locks"
      table="db-locks"
      title={t('safeguard.db.tab.locks')}
      rules={LOCKS_RULES}
      columns={columns}
      keyColumn="pid"
      rowKey={lockKey}
      query={databaseQueries.locks}
      filters={LocksFilters}
      empty={t('safeguard.locks.empty')}
    />
  );
}
