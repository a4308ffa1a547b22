import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listOperationLog } from '../../../api/logs';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

/** Keys under ['operation-log', gscode]: a branch switch never shows another branch's cache. */
export const operationLogQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['operation-log', u.gscode, 'list', s] as const,
      queryFn: () => listOperationLog(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};
