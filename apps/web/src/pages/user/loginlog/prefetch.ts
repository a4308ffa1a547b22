import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { loginLogQueries } from './loginlog-queries';
import { LOGINLOG_ROUTE, LOGINLOG_RULES, LOGINLOG_TABLE } from './loginlog-rules';

/** Started by the route loader as soon as /user/loginlog matches: the view the address names, the column choice, the table's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== LOGINLOG_ROUTE) return;
  void client.prefetchQuery(loginLogQueries.list(user, parseListState(window.location.search, LOGINLOG_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, LOGINLOG_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
