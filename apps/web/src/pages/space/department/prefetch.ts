import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { DEPARTMENT_ROUTE, departmentQuery } from './department-queries';

/** Started by the route loader as soon as /space/department matches: the tree, and the view's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== DEPARTMENT_ROUTE) return;
  void client.prefetchQuery(departmentQuery(user));
  void import('./departments-view').catch(() => undefined);
};
export default prefetch;
