import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { FIRST_CHART_PERIOD, reportQueries } from '../queries';

/** Started by the route loader as soon as /dashboard/ordersummary matches: the day rows (see ../console/prefetch.ts). */
const prefetch: RoutePrefetch = (client, user) => client.prefetchQuery(reportQueries.chart(user, FIRST_CHART_PERIOD));
export default prefetch;
