import { listPrefetch } from '../../../../components/list-page/list-prefetch';
import { ACCOUNT_ROUTE } from '../account-tabs';
import { FOLLOWER_RULES, FOLLOWERS_TABLE, followerQueries } from './follower-rules';

/** The followers tab's list, column choice and code, when /user/account opens on it (../prefetch.ts). */
export default listPrefetch({
  route: ACCOUNT_ROUTE,
  rules: FOLLOWER_RULES,
  table: FOLLOWERS_TABLE,
  query: followerQueries.list,
  code: () => import('./followers-tab'),
});
