import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listLoginLog } from '../../../api/logs';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

/** Keys under ['login-log', gscode]: a branch switch never shows another branch's cache. */
export const loginLogQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['login-log', u.gscode, 'list', s] as const,
      queryFn: () => listLoginLog(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};
