import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { opQueries } from './op-queries';
import { OP_ROUTE, OP_RULES, OP_TABLE } from './op-rules';

/** Started by the route loader as soon as /menu/operation matches. */
export default listPrefetch({ route: OP_ROUTE, rules: OP_RULES, table: OP_TABLE, query: opQueries.list });
