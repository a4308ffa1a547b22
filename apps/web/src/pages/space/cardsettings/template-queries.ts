import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';
import { templateSizeOptions } from '../../system/dspjsize/sizes-api';
import { listTemplates } from './templates-api';

/** Keys under ['card-templates', gscode]: a branch switch never shows another branch's cache. */
export const templateKeys = { all: (u: UserInfo) => ['card-templates', u.gscode] as const };

export const templateQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: [...templateKeys.all(u), 'list', s] as const,
      queryFn: () => listTemplates(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
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
