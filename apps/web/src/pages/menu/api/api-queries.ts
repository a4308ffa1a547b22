import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listApis } from '../../../api/menus';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

/** Keys under ['menu-apis', gscode]: the roles named are the branch's, so a branch switch never shows another's. */
export const apiQueries = {
  prefix: (u: Pick<UserInfo, 'gscode'>) => ['menu-apis', u.gscode, 'list'] as const,
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: [...apiQueries.prefix(u), s] as const,
      queryFn: () => listApis(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};
