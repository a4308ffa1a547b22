import type { ListRules } from '../../../components/data-table/list-state';

export const TASKS_ROUTE = '/safeguard/tasks';
export const TASKS_TABLE = 'tasks';
/** While a run is under way the list is read again this often, so its end shows without a click. */
export const RUNNING_REFRESH_MS = 2_000;
/** Otherwise: the timer's runs show within a minute. */
export const IDLE_REFRESH_MS = 60_000;

/** The task list takes no sort or filter: a handful of rows, the registry's order. */
export const TASKS_RULES: ListRules = { sorts: [], filters: {} };
