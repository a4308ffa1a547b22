import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listCarts } from '../../../api/carts';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

/** Keys under ['carts', gscode]: a branch switch never shows another branch's cache; a new abandon days reads them all again. */
export const cartKeys = {
  all: (u: UserInfo) => ['carts', u.gscode] as const,
  list: (u: UserInfo, s: ListState) => ['carts', u.gscode, 'list', s] as const,
};

export const cartQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: cartKeys.list(u, s),
      queryFn: () => listCarts(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};
