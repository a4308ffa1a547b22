import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { getTablePrefs } from '../../api/table-prefs';

/**
 * The user's saved column choice of one table. Keyed by branch and account so that a switch of
 * account never shows another user's choice. Small and only changed by this user: fetched once
 * per session (the route loader may start it, see pages/order/customerorder/prefetch.ts).
 */
export const tablePrefsQuery = (u: UserInfo, table: string) =>
  queryOptions({
    queryKey: ['tablePrefs', u.gscode, u.ID, table] as const,
    queryFn: () => getTablePrefs(table),
    staleTime: Infinity,
  });
