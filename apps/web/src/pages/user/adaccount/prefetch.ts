import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { staffQueries } from './staff-queries';
import { STAFF_ROUTE, STAFF_RULES, STAFF_TABLE } from './staff-rules';

/** Started by the route loader as soon as /user/adaccount matches: the company card, the view the address names, the column choice, the table's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== STAFF_ROUTE) return;
  void client.prefetchQuery(staffQueries.company(user));
  void client.prefetchQuery(staffQueries.list(user, parseListState(window.location.search, STAFF_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, STAFF_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
