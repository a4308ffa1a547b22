import { useTranslation } from 'react-i18next';
import type { TableRow } from '@bo/contract';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { databaseQueries } from './database-queries';
import { DATABASE_ROUTE, TABLES_RULES } from './database-rules';
import { TABLES_COLUMNS } from './tables-columns';
import { filterFormPart } from '../../../components/data-table/filter-form-part';

const TablesFilters = filterFormPart(() => import('./tables-filters'));
const tableName = (r: TableRow) => r.name;

/** The database's tables, largest first: rows, dead rows, sizes, indexes, last vacuum and analyse. */
export default function TablesTab() {
  const { t } = useTranslation();
  const columns = useColumns(TABLES_COLUMNS, {});
  return (
    <ListPage
      route={DATABASE_ROUTE}
      tab="tables"
      table="db-tables"
      title={t('safeguard.db.tab.tables')}
      rules={TABLES_RULES}
      columns={columns}
      keyColumn="name"
      rowKey={tableName}
      query={databaseQueries.tables}
      filters={TablesFilters}
      empty={t('safeguard.tables.empty')}
    />
  );
}
