import { settled, type RoutePrefetch } from '../../../lib/route-prefetch';
import { DEPARTMENT_ROUTE, departmentQuery } from './department-queries';

/** Started by the route loader as soon as /space/department matches: the tree, and the view's code. */
const prefetch: RoutePrefetch = (client, user) => {
  if (window.location.pathname !== DEPARTMENT_ROUTE) return;
  return settled(client.prefetchQuery(departmentQuery(user)), import('./departments-view'));
};
export default prefetch;
