import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { staffQueries } from './staff-queries';
import { STAFF_ROUTE, STAFF_RULES, STAFF_TABLE } from './staff-rules';

/** Started by the route loader as soon as /user/adaccount matches: the company card and the list. */
export default listPrefetch({
  route: STAFF_ROUTE,
  rules: STAFF_RULES,
  table: STAFF_TABLE,
  query: staffQueries.list,
  also: (client, user) => client.prefetchQuery(staffQueries.company(user)),
});
