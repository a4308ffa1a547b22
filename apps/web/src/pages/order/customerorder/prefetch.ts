import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { orderQueries } from '../order-queries';
import { ORDER_RULES, ORDERS_ROUTE, ORDERS_TABLE } from './order-rules';

/**
 * Started by the route loader as soon as /order/customerorder matches: the view the address
 * names, the user's column choice, and the table's code (a dynamic import: no component code
 * in this chunk), all in parallel with the page's own code.
 */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== ORDERS_ROUTE) return;
  void client.prefetchQuery(orderQueries.list(user, parseListState(window.location.search, ORDER_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, ORDERS_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
