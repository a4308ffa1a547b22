import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import type { ListState } from '../../../components/data-table/list-state';
import { branchListQuery } from '../../../components/branch-cache';
import { productSizeOptions } from '../../system/dspjsize/sizes-api';
import { listProducts } from './products-api';

/** Keys under ['products', gscode]: a branch switch never shows another branch's cache. */
export const productKeys = { all: (u: UserInfo) => ['products', u.gscode] as const };

export const productQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('products', u, s, listProducts),
  /** The branch's sizes for the specs' choice. */
  sizes: (u: UserInfo) =>
    queryOptions({
      queryKey: ['card-size-options', u.gscode, 'products'] as const,
      queryFn: productSizeOptions,
      staleTime: 30_000,
    }),
};

export const invalidateProducts = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: productKeys.all(u) });
