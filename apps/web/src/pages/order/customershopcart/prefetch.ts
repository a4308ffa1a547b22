import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { cartQueries } from './cart-queries';
import { CART_RULES, CARTS_ROUTE, CARTS_TABLE } from './cart-rules';

/**
 * Started by the route loader as soon as /order/customershopcart matches: the view the address
 * names, the user's column choice and the table's code, in parallel with the page's own code.
 */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== CARTS_ROUTE) return;
  void client.prefetchQuery(cartQueries.list(user, parseListState(window.location.search, CART_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, CARTS_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
