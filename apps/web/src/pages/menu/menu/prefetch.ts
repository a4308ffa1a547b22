import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { catalogueQuery, MENU_ROUTE } from './menu-queries';

/** Started by the route loader as soon as /menu/menu matches: the whole catalogue and the view's code (table and toolbar). */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== MENU_ROUTE) return;
  void client.prefetchQuery(catalogueQuery(user, ''));
  void import('./menu-view').catch(() => undefined);
};
export default prefetch;
