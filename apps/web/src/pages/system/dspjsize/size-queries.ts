import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';
import { listSizes } from './sizes-api';

/** Keys under ['card-sizes', gscode]: a branch switch never shows another branch's cache. */
export const sizeKeys = { all: (u: UserInfo) => ['card-sizes', u.gscode] as const };

export const sizeQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: [...sizeKeys.all(u), 'list', s] as const,
      queryFn: () => listSizes(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};

/** After a change of a size: its list, and the size choices of the template and product editors. */
export const invalidateSizes = (client: QueryClient, u: UserInfo) =>
  Promise.all([
    client.invalidateQueries({ queryKey: sizeKeys.all(u) }),
    client.invalidateQueries({ queryKey: ['card-size-options', u.gscode] }),
    client.invalidateQueries({ queryKey: ['card-templates', u.gscode] }),
  ]);
