import { useEffect } from 'react';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ListData } from './list-data';
import type { ListRules, ListState } from './list-state';
import { useListUrlState } from './use-list-url-state';

/** The list call of a view: TanStack query options (queryOptions(…)), keyed by the view. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any view's query key: TanStack's own QueryKey type is too narrow for the keys the pages build
export type ListQueryOptions<R, S> = UseQueryOptions<ListData<R, S>, Error, ListData<R, S>, any>;

/**
 * A list's view and its rows: the view kept in the URL (paging, sort, filters), the list call
 * for it (the last page kept on screen while the next loads), and a page past the end (rows
 * deleted meanwhile, an old link) replaced by the last page.
 */
export function useListView<R, S>(
  route: string,
  rules: ListRules,
  tab: string | undefined,
  query: (state: ListState) => ListQueryOptions<R, S>,
) {
  const [state, setState] = useListUrlState(route, rules, tab);
  const rows = useQuery({ ...query(state), placeholderData: keepPreviousData });
  const data = rows.data;
  useEffect(() => {
    if (!data || rows.isPlaceholderData || data.list.length > 0 || data.total === 0 || state.page === 1) return;
    setState({ ...state, page: Math.max(1, Math.ceil(data.total / state.pageSize)) }, { replace: true });
  }, [data, rows.isPlaceholderData, state, setState]);
  return { state, setState, rows, data };
}
