import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { getUserMenus } from '../api/menu';

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
