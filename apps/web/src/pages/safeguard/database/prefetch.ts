import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { databaseQueries } from './database-queries';

/**
 * Started by the route loader as soon as /safeguard/database matches: the overview, which also
 * says whether this account may see the rest (only the platform owner's branch does), so the
 * tabs' lists wait for it.
 */
const prefetch: RoutePrefetch = (client, user) => client.prefetchQuery(databaseQueries.info(user));
export default prefetch;
