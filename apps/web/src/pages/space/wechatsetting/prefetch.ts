import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { wechatQueries } from './wechat-queries';

/** Started by the route loader as soon as /space/wechatsetting matches: the settings, and the form's code. */
const prefetch: RoutePrefetch = (client, user) => {
  void client.prefetchQuery(wechatQueries.settings(user));
  void import('./settings-form').catch(() => undefined);
};
export default prefetch;
