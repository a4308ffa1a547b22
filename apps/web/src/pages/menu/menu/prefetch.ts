import { settled, type RoutePrefetch } from '../../../lib/route-prefetch';
import { catalogueQuery, MENU_ROUTE } from './menu-queries';

/** Started by the route loader as soon as /menu/menu matches: the whole catalogue and the view's code (table and toolbar). */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== MENU_ROUTE) return;
  return settled(client.prefetchQuery(catalogueQuery(user, '')), import('./menu-view'));
};
export default prefetch;
