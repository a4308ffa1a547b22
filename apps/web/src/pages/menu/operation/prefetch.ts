import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { opQueries } from './op-queries';
import { OP_ROUTE, OP_RULES, OP_TABLE } from './op-rules';

/** Started by the route loader as soon as /menu/operation matches: the view the address names, the column choice, the table's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== OP_ROUTE) return;
  void client.prefetchQuery(opQueries.list(user, parseListState(window.location.search, OP_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, OP_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
