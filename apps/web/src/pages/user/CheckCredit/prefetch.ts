import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { CREDIT_ROUTE, CREDIT_RULES, CREDIT_TABLE, creditQueries } from './credit-rules';

/** Started by the route loader as soon as /user/CheckCredit matches. */
export default listPrefetch({
  route: CREDIT_ROUTE,
  rules: CREDIT_RULES,
  table: CREDIT_TABLE,
  query: creditQueries.list,
});
