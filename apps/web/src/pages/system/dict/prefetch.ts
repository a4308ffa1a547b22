import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { valueListsQuery } from './dict-queries';

/** Started by the route loader as soon as /system/dict matches: the branch's value lists. */
const prefetch: RoutePrefetch = (client, user) => client.prefetchQuery(valueListsQuery(user));
export default prefetch;
