import { settled, type RoutePrefetch } from '../../../lib/route-prefetch';
import { profileQueries } from './profile-queries';

/** Started by the route loader as soon as /user/user matches: the profile, and the form's code. */
const prefetch: RoutePrefetch = (client, user) =>
  settled(client.prefetchQuery(profileQueries.profile(user)), import('./profile-form'));
export default prefetch;
