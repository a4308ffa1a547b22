import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { getUserMenus } from '../api/menu';
import { useMenuStore } from '../stores/menu';

/**
 * The menu call as one query (spec §4 Menu loading), shared by the route loader, which starts
 * it as soon as a console address matches (layout/route-data.ts), and the frame, which reads
 * it (use-menu-loader.ts). Fetched once per start of the frame: never stale afterwards.
 */
export const menuQuery = (u: UserInfo | null) =>
  queryOptions({
    queryKey: ['menu', u?.ID, u?.gscode],
    queryFn: () => getUserMenus(u!),
    staleTime: Infinity,
  });

type MenuAnswer = Awaited<ReturnType<typeof getUserMenus>>;
let applied: MenuAnswer | undefined;

/**
 * The menu's answer into the menu store, once per answer: called by the route loader as soon as
 * the answer arrives (layout/route-data.ts), and by the frame (use-menu-loader.ts) for an answer
 * it fetched itself. When the loader's answer is in before the frame is first drawn, the frame
 * draws the menu and the page at once, instead of a spinner and then a second, blocking render
 * of everything when a frame effect stores the menu.
 */
export function applyMenu(answer: MenuAnswer | undefined): void {
  if (!answer || (answer === applied && useMenuStore.getState().loaded)) return;
  applied = answer;
  useMenuStore.getState().setServerMenu(answer.data, answer.data2, answer.data3);
}
