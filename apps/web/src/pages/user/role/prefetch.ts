import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { roleQueries } from './role-queries';
import { ROLE_RULES, ROLES_ROUTE, ROLES_TABLE } from './role-rules';

/** Started by the route loader as soon as /user/role matches: the view the address names, the column choice, the table's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== ROLES_ROUTE) return;
  void client.prefetchQuery(roleQueries.list(user, parseListState(window.location.search, ROLE_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, ROLES_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
