import { HOME_PATH } from '@bo/contract';
import homePrefetch from '../pages/dashboard/console/prefetch';
import { hasPage } from './page-registry';
import { routeAccess } from '../layout/route-access';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { applyMenu, menuQuery } from '../layout/menu-query';
import { queryClient } from '../layout/query-client';

import type { RoutePrefetch } from '../lib/route-prefetch';

/**
 * Home's prefetch is part of this chunk: the console is the first page after sign-in and its
 * calls must not wait for one more request. Every other page's is a small chunk of its own,
 * asked for together with the page's code, so a new page adds nothing to the others' budgets.
 */
const otherPrefetches = import.meta.glob<RoutePrefetch>(
  ['../pages/*/*/prefetch.ts', '!../pages/dashboard/console/prefetch.ts'],
  { import: 'default' },
);
const loadPrefetch = (path: string): Promise<RoutePrefetch> | undefined =>
  path === HOME_PATH ? Promise.resolve(homePrefetch) : otherPrefetches[`../pages${path}/prefetch.ts`]?.();

/**
 * Called by the route loader (app/signed-in-loader.ts) when a console address matches: the
 * menu call and the page's first calls start now, together with the page's and the frame's
 * code, instead of one after the other (menu → frame → page code → page's calls).
 * A page's calls start only where the page will be shown (a page the role lacks would only
 * fail): at once for home and where the menu kept from this browser session grants the page;
 * on a first visit (a new tab, a link opened from elsewhere) as soon as the menu call answers,
 * still before the frame and the page are drawn. The prefetch's code loads meanwhile.
 */
export async function prefetchRoute(path: string): Promise<void> {
  const { info, isLogin } = useUserStore.getState();
  if (!isLogin || !info) return;
  const menu = menuQuery(info);
  // Stored as soon as it arrives: the frame then draws menu and page in its first render.
  const menuIn = queryClient.prefetchQuery(menu).then(() => applyMenu(queryClient.getQueryData(menu.queryKey)));
  // A page's own chunk that fails to arrive is the page's to report, not this early start's.
  const prefetchCode = loadPrefetch(path)?.catch(() => undefined);
  if (!prefetchCode) return;
  if (path !== HOME_PATH && !useMenuStore.getState().loaded) await menuIn;
  const { menuList, loaded } = useMenuStore.getState();
  if (routeAccess(path, loaded ? menuList : [], hasPage).kind !== 'ok') return;
  const prefetch = await prefetchCode;
  await prefetch?.(queryClient, info);
}
