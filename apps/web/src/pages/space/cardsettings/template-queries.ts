import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import type { ListState } from '../../../components/data-table/list-state';
import { branchListQuery } from '../../../components/branch-cache';
import { templateSizeOptions } from '../../system/dspjsize/sizes-api';
import { listTemplates } from './templates-api';

/** Keys under ['card-templates', gscode]: a branch switch never shows another branch's cache. */
export const templateKeys = { all: (u: UserInfo) => ['card-templates', u.gscode] as const };

export const templateQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('card-templates', u, s, listTemplates),
  /** The branch's sizes for the editor's choice and the size filter. */
  sizes: (u: UserInfo) =>
    queryOptions({
      queryKey: ['card-size-options', u.gscode, 'templates'] as const,
      queryFn: templateSizeOptions,
      staleTime: 30_000,
    }),
};

export const invalidateTemplates = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: templateKeys.all(u) });
