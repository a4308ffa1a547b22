import type { RoutePrefetch } from '../../../lib/route-prefetch';
import { profileQueries } from './profile-queries';

/** Started by the route loader as soon as /user/user matches: the profile, and the form's code. */
const prefetch: RoutePrefetch = (client, user) => {
  void client.prefetchQuery(profileQueries.profile(user));
  void import('./profile-form').catch(() => undefined);
};
export default prefetch;
