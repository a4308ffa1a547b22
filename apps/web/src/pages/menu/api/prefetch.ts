import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { apiQueries } from './api-queries';
import { API_ROUTE, API_RULES, API_TABLE } from './api-rules';

/** Started by the route loader as soon as /menu/api matches: the view the address names, the column choice, the table's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== API_ROUTE) return;
  void client.prefetchQuery(apiQueries.list(user, parseListState(window.location.search, API_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, API_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
