import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { branchToday } from '../../../components/branch-time';
import { yearPlanQuery } from './plan-queries';

/** Started by the route loader as soon as /plan/year-plan matches: this year's plan, the year the page opens on. */
const prefetch: RoutePrefetch = (client, user) => client.prefetchQuery(yearPlanQuery(user, branchToday().year()));
export default prefetch;
