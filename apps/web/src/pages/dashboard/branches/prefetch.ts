import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { BRANCH_RULES, BRANCHES_ROUTE, BRANCHES_TABLE, branchQueries } from './branches-rules';

/** Started by the route loader as soon as /dashboard/branches matches: the period's rows of the address. */
export default listPrefetch({
  route: BRANCHES_ROUTE,
  rules: BRANCH_RULES,
  table: BRANCHES_TABLE,
  query: branchQueries.list,
});
