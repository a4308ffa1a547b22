import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { settingQueries } from './setting-queries';

/** Started by the route loader as soon as /system/setting matches: the settings. */
const prefetch: RoutePrefetch = (client, user) => client.prefetchQuery(settingQueries.settings(user));
export default prefetch;
