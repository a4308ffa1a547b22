import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { operationLogQueries } from './oplog-queries';
import { OPLOG_ROUTE, OPLOG_RULES, OPLOG_TABLE } from './oplog-rules';

/** Started by the route loader as soon as /system/log matches: the view the address names, the column choice, the table's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== OPLOG_ROUTE) return;
  void client.prefetchQuery(operationLogQueries.list(user, parseListState(window.location.search, OPLOG_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, OPLOG_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
