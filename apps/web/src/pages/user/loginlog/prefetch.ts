import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { loginLogQueries } from './loginlog-queries';
import { LOGINLOG_ROUTE, LOGINLOG_RULES, LOGINLOG_TABLE } from './loginlog-rules';

/** Started by the route loader as soon as /user/loginlog matches. */
export default listPrefetch({
  route: LOGINLOG_ROUTE,
  rules: LOGINLOG_RULES,
  table: LOGINLOG_TABLE,
  query: loginLogQueries.list,
});
