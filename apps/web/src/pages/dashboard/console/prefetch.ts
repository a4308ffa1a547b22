import { settled, type RoutePrefetch } from '../../../lib/route-prefetch';
import { FIRST_CHART_PERIOD, FIRST_RANKING_PERIOD, reportQueries } from '../queries';

/**
 * Started by the route loader as soon as /dashboard/console matches, while the page's code is
 * still on its way: the count cards, the day histogram and today's ranking. A fresh answer in
 * the cache, or the same call under way, is not asked for again; the page's own queries pick
 * these up. Prefetching never throws: a failure is the page's query's to show.
 */
const prefetch: RoutePrefetch = (client, user) =>
  settled(
    client.prefetchQuery(reportQueries.data(user)),
    client.prefetchQuery(reportQueries.chart(user, FIRST_CHART_PERIOD)),
    client.prefetchQuery(reportQueries.ranking(user, FIRST_RANKING_PERIOD, client)),
  );
export default prefetch;
