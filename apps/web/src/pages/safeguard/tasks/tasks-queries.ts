import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listTasks } from '../../../api/tasks';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from './tasks-rules';

/**
 * Keys under ['tasks', gscode]: a branch switch never shows another branch's runs. Read again
 * every 2 s while a run is under way (its end shows by itself), every minute otherwise.
 */
export const tasksQueries = {
  list: (u: UserInfo) =>
    queryOptions({
      queryKey: ['tasks', u.gscode, 'list'] as const,
      queryFn: listTasks,
      refetchInterval: (q) => (q.state.data?.list.some((r) => r.running) ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS),
    }),
};
