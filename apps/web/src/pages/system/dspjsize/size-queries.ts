import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import type { ListState } from '../../../components/data-table/list-state';
import { branchListQuery, invalidateBranch } from '../../../components/branch-cache';
import { listSizes } from './sizes-api';

/** Keys under ['card-sizes', gscode]: a branch switch never shows another branch's cache. */
export const sizeKeys = { all: (u: UserInfo) => ['card-sizes', u.gscode] as const };

export const sizeQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('card-sizes', u, s, listSizes),
};

/** After a change of a size: its list, and the size choices of the template and product editors. */
export const invalidateSizes = (client: QueryClient, u: UserInfo) =>
  invalidateBranch(client, u, 'card-sizes', 'card-size-options', 'card-templates');
