import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { databaseInfo, listDatabaseActivity, listDatabaseLocks, listDatabaseTables } from '../../../api/safeguard';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';
import { LIVE_REFRESH_MS } from './database-rules';

/** Keys under ['database', gscode]: a switch to another branch never shows this one's answer. */
export const databaseQueries = {
  info: (u: UserInfo) => queryOptions({ queryKey: ['database', u.gscode, 'info'] as const, queryFn: databaseInfo }),
  tables: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['database', u.gscode, 'tables', s] as const,
      queryFn: () => listDatabaseTables(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
  // Live lists: read again every 5 s while on screen (not while the browser tab or the work tab is hidden).
  queries: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['database', u.gscode, 'queries', s] as const,
      queryFn: () => listDatabaseActivity(listQueryOf(s)),
      placeholderData: keepPreviousData,
      refetchInterval: LIVE_REFRESH_MS,
    }),
  locks: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['database', u.gscode, 'locks', s] as const,
      queryFn: () => listDatabaseLocks(listQueryOf(s)),
      placeholderData: keepPreviousData,
      refetchInterval: LIVE_REFRESH_MS,
    }),
};
