import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listQueryOf, type ListState } from './data-table/list-state';

/** Where every view of a branch's list is kept: [key, gscode, 'list'], the view after it. */
export const branchListKey = (key: string, u: UserInfo) => [key, u.gscode, 'list'] as const;

/**
 * A list view's query under [key, gscode, 'list', view]: a switch to another branch never shows
 * this one's cache, and the previous page stays on screen while the next one is read.
 */
export const branchListQuery = <T>(
  key: string,
  u: UserInfo,
  s: ListState,
  list: (query: Record<string, string | number>) => Promise<T>,
) =>
  queryOptions({
    queryKey: [...branchListKey(key, u), s] as const,
    queryFn: () => list(listQueryOf(s)),
    placeholderData: keepPreviousData,
  });

/** After a change: every cached view under each [key, gscode] is read again. */
export const invalidateBranch = (client: QueryClient, u: UserInfo, ...keys: string[]) =>
  Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: [key, u.gscode] })));
