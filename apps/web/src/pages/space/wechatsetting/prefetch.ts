import { settled, type RoutePrefetch } from '../../../lib/route-prefetch';
import { wechatQueries } from './wechat-queries';

/** Started by the route loader as soon as /space/wechatsetting matches: the settings, and the form's code. */
const prefetch: RoutePrefetch = (client, user) =>
  settled(client.prefetchQuery(wechatQueries.settings(user)), import('./settings-form'));
export default prefetch;
