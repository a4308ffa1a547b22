import type { UserInfo } from '@bo/contract';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { parseListState, type ListRules, type ListState } from '../data-table/list-state';
import { tablePrefsQuery } from '../data-table/table-prefs-query';

/**
 * A list page's prefetch (its prefetch.ts), started by the route loader as soon as the route
 * matches: the view the address names, the user's column choice, and the table's code.
 */
export function listPrefetch({
  route,
  rules,
  table,
  query,
  also,
}: {
  route: string;
  rules: ListRules;
  table: string;
  /** The list call, as the page's ListPage has it. */
  query: (user: UserInfo, state: ListState) => object;
  /** The page's other first calls (a card above the list). */
  also?: RoutePrefetch;
}): RoutePrefetch {
  return (client, user) => {
    if (window.location.pathname !== route) return;
    also?.(client, user);
    void client.prefetchQuery(query(user, parseListState(window.location.search, rules)) as never);
    void client.prefetchQuery(tablePrefsQuery(user, table));
    void import('../data-table/table-body').catch(() => undefined);
  };
}
