import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { onlineQueries } from './online-queries';
import { ONLINE_ROUTE, ONLINE_RULES, ONLINE_TABLE } from './online-rules';

/** Started by the route loader as soon as /user/online matches. */
export default listPrefetch({
  route: ONLINE_ROUTE,
  rules: ONLINE_RULES,
  table: ONLINE_TABLE,
  query: onlineQueries.list,
});
