import { useCallback, useEffect, useMemo, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { listSearch, parseListState, type ListRules, type ListState } from './list-state';
import { tabOf, withTab } from './tab-word';

/**
 * A list's view kept in the URL search (a copied link opens the same view; back and forward
 * move between views: each change is a history entry, except `replace` ones).
 *
 * Pages stay mounted in hidden work tabs (layout/page-stack.tsx), so the address is only this
 * list's while its route is the current one: meanwhile the last view seen is kept, and when the
 * user comes back through a tab or the menu (the bare path, no search) that view is put back
 * into the address instead of starting over.
 *
 * On a page with lists in tabs (/user/account), `tab` names this list's tab: the address is the
 * list's only while its `tab` word is this one, and the list writes it first in every address.
 */
export function useListUrlState(
  route: string,
  rules: ListRules,
  tab?: string,
): [ListState, (next: ListState, opts?: { replace?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === route && (tab === undefined || tabOf(location.search) === tab);
  const last = useRef<string | null>(null);
  // Back or forward onto the bare path is the default view the user saw there, not a return by tab.
  const pop = useNavigationType() === NavigationType.Pop;

  // While hidden, or back by a tab or the menu with the bare path, show the last view seen.
  const bare = location.search === withTab('', tab);
  const search =
    current && (!bare || last.current === null || pop) ? location.search : (last.current ?? withTab('', tab));
  const state = useMemo(() => parseListState(search, rules), [search, rules]);
  const canonical = withTab(listSearch(state), tab);

  useEffect(() => {
    if (!current) return;
    last.current = canonical;
    // Bare path with a remembered view, or invalid words in the address: write the view it shows.
    if (location.search !== canonical) void navigate({ pathname: route, search: canonical }, { replace: true });
  }, [current, canonical, location.search, navigate, route]);

  const set = useCallback(
    (next: ListState, opts?: { replace?: boolean }) => {
      const s = withTab(listSearch(next), tab);
      last.current = s;
      void navigate({ pathname: route, search: s }, { replace: opts?.replace });
    },
    [navigate, route, tab],
  );
  return [state, set];
}
