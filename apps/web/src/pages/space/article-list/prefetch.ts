import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { newsQueries, NEWS_ROUTE, NEWS_RULES, NEWS_TABLE } from './article-rules';

/** Started by the route loader as soon as /space/article-list matches: the view the address names, the column choice, the table's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== NEWS_ROUTE) return;
  void client.prefetchQuery(newsQueries.list(user, parseListState(window.location.search, NEWS_RULES)));
  void client.prefetchQuery(tablePrefsQuery(user, NEWS_TABLE));
  void import('../../../components/data-table/table-body').catch(() => undefined);
};
export default prefetch;
