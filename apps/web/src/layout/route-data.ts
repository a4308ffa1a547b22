import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { hasPage } from '../app/page-registry';
import { routeAccess } from '../app/route-access';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { applyMenu, menuQuery } from './menu-query';
import { queryClient } from './query-client';

/**
 * What a page asks for first, started before its code has arrived. A page declares it in
 * `prefetch.ts` beside its index.tsx (default export); keep that file small: query options and
 * api calls only, never components, since every page's prefetch is part of this chunk.
 */
export type RoutePrefetch = (client: QueryClient, user: UserInfo) => void;

const prefetches = import.meta.glob<RoutePrefetch>('../pages/*/*/prefetch.ts', { eager: true, import: 'default' });

/**
 * Called by the route loader (app/signed-in-loader.ts) when a console address matches: the
 * menu call and the page's first calls start now, together with the page's and the frame's
 * code, instead of one after the other (menu → frame → page code → page's calls).
 * A page's calls start only where the page will be shown: always for home, otherwise when the
 * menu kept from this browser session grants it (a page the role lacks would only fail).
 */
export function prefetchRoute(path: string): void {
  const { info, isLogin } = useUserStore.getState();
  if (!isLogin || !info) return;
  const menu = menuQuery(info);
  // Stored as soon as it arrives: the frame then draws menu and page in its first render.
  void queryClient.prefetchQuery(menu).then(() => applyMenu(queryClient.getQueryData(menu.queryKey)));
  const prefetch = prefetches[`../pages${path}/prefetch.ts`];
  if (!prefetch) return;
  const { menuList, loaded } = useMenuStore.getState();
  const access = routeAccess(path, loaded ? menuList : [], hasPage);
  if (access.kind === 'ok') prefetch(queryClient, info);
}
