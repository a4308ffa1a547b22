import { settled, type RoutePrefetch } from '../../../lib/route-prefetch';
import { HOME_ROUTE, homeQuery } from './home-query';

/** Started by the route loader as soon as /space/indexsetting matches: the document, and the editor's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== HOME_ROUTE) return;
  return settled(client.prefetchQuery(homeQuery(user)), import('./home-editor'));
};
export default prefetch;
