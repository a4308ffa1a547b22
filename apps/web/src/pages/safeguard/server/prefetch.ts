import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { serverStatusQuery } from './server-queries';

/** Started by the route loader as soon as /safeguard/server matches: the servers' status. */
const prefetch: RoutePrefetch = (client, user) => client.prefetchQuery(serverStatusQuery(user));
export default prefetch;
