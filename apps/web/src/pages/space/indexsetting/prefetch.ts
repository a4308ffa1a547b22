import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { HOME_ROUTE, homeQuery } from './home-query';

/** Started by the route loader as soon as /space/indexsetting matches: the document, and the editor's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== HOME_ROUTE) return;
  void client.prefetchQuery(homeQuery(user));
  void import('./home-editor').catch(() => undefined);
};
export default prefetch;
