import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { readCatalogue } from '../../../api/menus';

export const MENU_ROUTE = '/menu/menu';

/**
 * The catalogue, keyed by the search ('' the whole tree). One catalogue for every branch, but
 * keyed by the branch too: whether the caller may change it is part of the answer.
 */
export const catalogueQuery = (u: Pick<UserInfo, 'gscode'>, q: string) =>
  queryOptions({ queryKey: ['menu-catalogue', u.gscode, q] as const, queryFn: () => readCatalogue(q || undefined) });

/** After a change: the catalogue again, and the frame's own menu (a row added, moved or hidden shows at once). */
export async function afterChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['menu-catalogue'] }),
    client.invalidateQueries({ queryKey: ['menu'] }),
  ]);
}
