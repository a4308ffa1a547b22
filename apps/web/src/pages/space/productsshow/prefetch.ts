import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { productQueries } from './product-queries';
import { PRODUCT_RULES, PRODUCTS_ROUTE, PRODUCTS_TABLE } from './product-rules';

/** Started by the route loader as soon as /space/productsshow matches: the view the address names and the column choice. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== PRODUCTS_ROUTE) return;
  void client.prefetchQuery(productQueries.list(user, parseListState(window.location.search, PRODUCT_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, PRODUCTS_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
