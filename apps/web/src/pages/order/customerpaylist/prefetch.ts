import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { paymentQueries } from './payment-queries';
import { PAYMENT_RULES, PAYMENTS_ROUTE, PAYMENTS_TABLE } from './payment-rules';

/**
 * Started by the route loader as soon as /order/customerpaylist matches: the view the address
 * names, the user's column choice and the table's code, in parallel with the page's own code.
 */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== PAYMENTS_ROUTE) return;
  void client.prefetchQuery(paymentQueries.list(user, parseListState(window.location.search, PAYMENT_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, PAYMENTS_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
