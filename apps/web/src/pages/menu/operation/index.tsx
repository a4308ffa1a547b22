import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { usePageStrings } from '../../../components/use-page-strings';
import { OP_COLUMNS } from './columns';
import { opQueries } from './op-queries';
import { OP_ROUTE, OP_RULES, OP_TABLE } from './op-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';

const OperationFilters = filterFormPart(() => import('./op-filters'));

/**
 * /menu/operation, the operation catalogue: every button of every page (a permission mark a
 * role may hold inside the page), its titles and page, and the roles of this branch holding it.
 */
export default function MenuOperationPage() {
  return usePageStrings('menus') ? <OperationView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function OperationView() {
  const { t } = useTranslation();
  const columns = useColumns(OP_COLUMNS, {});
  // The answer also carries the filters' options (pages, roles), which the filter form reads from the cache.
  return (
    <ListPage
      testId="menu-operation-page"
      route={OP_ROUTE}
      table={OP_TABLE}
      rules={OP_RULES}
      columns={columns}
      keyColumn="mark"
      query={opQueries.list}
      filters={OperationFilters}
      empty={t('menus.op.empty')}
    />
  );
}
