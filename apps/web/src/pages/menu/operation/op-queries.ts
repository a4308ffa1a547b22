import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listOperations } from '../../../api/menus';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

/** Keys under ['menu-operations', gscode]: the roles named are the branch's, so a branch switch never shows another's. */
export const opQueries = {
  prefix: (u: Pick<UserInfo, 'gscode'>) => ['menu-operations', u.gscode, 'list'] as const,
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: [...opQueries.prefix(u), s] as const,
      queryFn: () => listOperations(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};
