import { HOME_PATH } from '@bo/contract';
import homePrefetch from '../pages/dashboard/console/prefetch';
import { hasPage } from './page-registry';
import { routeAccess } from '../layout/route-access';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { applyMenu, menuQuery } from '../layout/menu-query';
import { queryClient } from '../layout/query-client';
import { buildMenuTree, type MenuItem } from '../stores/menu-tree';

import { settled, type RoutePrefetch } from '../lib/route-prefetch';

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
 * The promise answers once the menu has answered and the page's first screen has what it asked
 * for (lib/route-prefetch.ts); it never rejects.
 */
export async function prefetchRoute(path: string): Promise<void> {
  const { info, isLogin } = useUserStore.getState();
  if (!isLogin || !info) return;
  const menu = menuQuery(info);
  const answer = queryClient.prefetchQuery(menu).then(() => queryClient.getQueryData(menu.queryKey));
  // A page's own chunk that fails to arrive is the page's to report, not this early start's.
  const prefetchCode = loadPrefetch(path)?.catch(() => undefined);
  if (!prefetchCode) return settled(answer.then(applyMenu));
  let prefetch: RoutePrefetch | undefined | 'loading' = 'loading';
  void prefetchCode.then((p) => (prefetch = p));
  const start = (menuList: MenuItem[]) => {
    if (prefetch !== 'loading' && routeAccess(path, menuList, hasPage).kind === 'ok')
      return prefetch?.(queryClient, info);
  };

  if (path === HOME_PATH || useMenuStore.getState().loaded) {
    const applied = answer.then(applyMenu);
    await prefetchCode;
    // The menu as it is now: a new answer may have come in meanwhile.
    const { menuList, loaded } = useMenuStore.getState();
    return settled(applied, start(loaded ? menuList : []));
  }
  const menuAnswer = await answer;
  const menuList = menuAnswer ? buildMenuTree(menuAnswer.data, menuAnswer.data2, menuAnswer.data3) : [];
  // Storing the menu draws the frame and the page, one long task on a phone: the page's calls
  // (and the table's code) go out before it, so they are answered while it runs.
  const started = start(menuList);
  applyMenu(menuAnswer);
  if (prefetch !== 'loading') return started;
  await prefetchCode;
  return start(menuList);
}
