import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Skeleton, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { tabOf, withTab } from './data-table/tab-word';
import { useTablistRoles } from './use-tablist-roles';

interface PageTabsProps<K extends string> {
  /** The page's route. */
  route: string;
  tabs: readonly K[];
  /** The tab the bare route shows. */
  defaultTab: K;
  label: (tab: K) => ReactNode;
  /** A tab's content, usually a lazy part: it loads when the tab is first shown and stays mounted. */
  pane: (tab: K) => ReactNode;
}

/**
 * A page split into tabs named by the address's `tab` word (`?tab=…`), so a copied link opens the
 * same tab; a data table on a tab passes `tab` and keeps its own view after that word. The bare
 * route or an unknown word shows the tab last shown (the default at first) and writes it into
 * the address. While the page is hidden behind another work tab it keeps its tab. The page sweep
 * opens every tab listed in pages/page-tabs.ts.
 */
export function PageTabs<K extends string>({ route, tabs, defaultTab, label, pane }: PageTabsProps<K>) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === route;
  const asked = tabOf(location.search);
  const valid = (tabs as readonly string[]).includes(asked);
  const shown = useRef<K>(defaultTab);
  // The tab bar alone is watched: the panes below it (data tables) redraw far more often.
  const bar = useRef<HTMLDivElement>(null);
  useTablistRoles(bar);
  if (current && valid) shown.current = asked as K;

  useEffect(() => {
    if (current && !valid) void navigate({ pathname: route, search: withTab('', shown.current) }, { replace: true });
  }, [current, valid, navigate, route]);

  return (
    <Tabs
      activeKey={shown.current}
      onChange={(key) => void navigate({ pathname: route, search: withTab('', key) })}
      renderTabBar={(props, DefaultTabBar) => (
        <div ref={bar}>
          <DefaultTabBar {...props} />
        </div>
      )}
      items={tabs.map((key) => ({
        key,
        label: label(key),
        children: <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{pane(key)}</Suspense>,
      }))}
    />
  );
}
