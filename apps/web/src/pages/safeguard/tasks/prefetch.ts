import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { tasksQueries } from './tasks-queries';
import { TASKS_ROUTE, TASKS_RULES, TASKS_TABLE } from './tasks-rules';

/** Started by the route loader as soon as /safeguard/tasks matches (one list, not paged). */
export default listPrefetch({ route: TASKS_ROUTE, rules: TASKS_RULES, table: TASKS_TABLE, query: tasksQueries.list });
