import type { UserInfo } from '@bo/contract';
import { settled, type RoutePrefetch } from '../../lib/route-prefetch';
import { parseListState, type ListRules, type ListState } from '../data-table/list-state';
import { TableBody } from '../data-table/table-body-part';
import { tablePrefsQuery } from '../data-table/table-prefs-query';
import { tabOf } from '../data-table/tab-word';

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
  code,
}: {
  route: string;
  rules: ListRules;
  table: string;
  /** The list call, as the page's ListPage has it. */
  query: (user: UserInfo, state: ListState) => object;
  /** The page's other first calls (a card above the list). */
  also?: RoutePrefetch;
  /** Code the list is drawn with beyond the page's own chunk (a tab's pane, a lazy part). */
  code?: () => Promise<unknown>;
}): RoutePrefetch {
  return (client, user) => {
    if (window.location.pathname !== route) return;
    return settled(
      also?.(client, user),
      client.prefetchQuery(query(user, parseListState(window.location.search, rules)) as never),
      client.prefetchQuery(tablePrefsQuery(user, table)),
      TableBody.ready(),
      code?.(),
    );
  };
}

/**
 * The prefetch of a page in tabs (components/page-tabs.tsx): the tab it will show first (the
 * one the address's `tab` word names, else the default, as PageTabs decides on a first load)
 * starts its calls. Each tab's prefetch is asked for when needed, usually a chunk of its own
 * (a dynamic import), so the page's prefetch carries no tab's code; a tab without one starts nothing.
 */
export function tabPrefetch<K extends string>({
  route,
  tabs,
  defaultTab,
  starts,
}: {
  route: string;
  tabs: readonly K[];
  defaultTab: K;
  starts: Partial<Record<K, () => Promise<RoutePrefetch>>>;
}): RoutePrefetch {
  return async (client, user) => {
    if (window.location.pathname !== route) return;
    const asked = tabOf(window.location.search);
    const load = starts[(tabs as readonly string[]).includes(asked) ? (asked as K) : defaultTab];
    // A tab's chunk that fails to arrive is the tab's to report when it is drawn.
    const prefetch = await load?.().catch(() => undefined);
    return prefetch?.(client, user);
  };
}
