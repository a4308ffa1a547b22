import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiRow } from '@bo/contract';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { usePageStrings } from '../../../components/use-page-strings';
import { API_COLUMNS } from './columns';
import { apiQueries } from './api-queries';
import { API_ROUTE, API_RULES, API_TABLE } from './api-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';

const ApiFilters = filterFormPart(() => import('./api-filters'));

/**
 * /menu/api, the API catalogue: every call of the contract the server answers, with what it
 * needs (a permission mark, a session, nothing) and the roles of this branch that may make it.
 */
export default function MenuApiPage() {
  return usePageStrings('menus') ? <ApiView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

const apiKey = (r: ApiRow) => `${r.method} ${r.path}`;

function ApiView() {
  const { t } = useTranslation();
  const columns = useColumns(API_COLUMNS, {});
  // The answer also carries the filters' options (groups, marks), which the filter form reads from the cache.
  return (
    <ListPage
      testId="menu-api-page"
      route={API_ROUTE}
      table={API_TABLE}
      rules={API_RULES}
      columns={columns}
      keyColumn="path"
      rowKey={apiKey}
      query={apiQueries.list}
      filters={ApiFilters}
      empty={t('menus.api.empty')}
    />
  );
}
