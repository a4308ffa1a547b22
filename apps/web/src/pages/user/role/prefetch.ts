import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { roleQueries } from './role-queries';
import { ROLE_RULES, ROLES_ROUTE, ROLES_TABLE } from './role-rules';

/** Started by the route loader as soon as /user/role matches. */
export default listPrefetch({ route: ROLES_ROUTE, rules: ROLE_RULES, table: ROLES_TABLE, query: roleQueries.list });
