import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { apiQueries } from './api-queries';
import { API_ROUTE, API_RULES, API_TABLE } from './api-rules';

/** Started by the route loader as soon as /menu/api matches. */
export default listPrefetch({ route: API_ROUTE, rules: API_RULES, table: API_TABLE, query: apiQueries.list });
