import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { sizeQueries } from './size-queries';
import { SIZE_RULES, SIZES_ROUTE, SIZES_TABLE } from './size-rules';

/** Started by the route loader as soon as /system/dspjsize matches: the view the address names and the column choice. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== SIZES_ROUTE) return;
  void client.prefetchQuery(sizeQueries.list(user, parseListState(window.location.search, SIZE_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, SIZES_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
