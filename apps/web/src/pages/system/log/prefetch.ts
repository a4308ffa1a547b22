import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { operationLogQueries } from './oplog-queries';
import { OPLOG_ROUTE, OPLOG_RULES, OPLOG_TABLE } from './oplog-rules';

/** Started by the route loader as soon as /system/log matches. */
export default listPrefetch({
  route: OPLOG_ROUTE,
  rules: OPLOG_RULES,
  table: OPLOG_TABLE,
  query: operationLogQueries.list,
});
