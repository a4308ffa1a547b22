import { callAddress, type RunTask, type TaskCode, type TaskList, type TaskRuns } from '@bo/contract';
import { call } from './http';

/** By address only: the definitions' zod schemas stay out of the page's bundle. */
const TASK_LIST = callAddress<typeof TaskList>('GET', '/api/Safeguard/Tasks');
const TASK_RUNS = callAddress<typeof TaskRuns>('GET', '/api/Safeguard/TaskRuns');
const RUN_TASK = callAddress<typeof RunTask>('POST', '/api/Safeguard/RunTask');

/** The tasks the user may see, as the data table's list (every one on one page). */
export const listTasks = async () => {
  const { tasks } = (await call(TASK_LIST, {})).data;
  return { list: tasks, total: tasks.length, summary: {} };
};

/** One page of a task's runs for the user's scope, newest first. */
export const listTaskRuns = async (task: TaskCode, page: number, pageSize: number) =>
  (await call(TASK_RUNS, { query: { task, page, pageSize } })).data;

/** Starts a run now; answers the run (still running). */
export const runTask = async (task: TaskCode) => (await call(RUN_TASK, { body: { task } }, { quiet: true })).data;
