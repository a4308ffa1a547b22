import { useSyncExternalStore } from 'react';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StaffRole, UserInfo } from '@bo/contract';
import { getCompany, listStaff } from '../../../api/staff';
import type { ListState } from '../../../components/data-table/list-state';
import { branchListQuery } from '../../../components/branch-cache';

type StaffList = Awaited<ReturnType<typeof listStaff>>;

/** Keys under ['staff', gscode]: a switch to another account never shows this branch's cache. */
export const staffQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('staff', u, s, listStaff),
  company: (u: UserInfo) => queryOptions({ queryKey: ['staff', u.gscode, 'company'] as const, queryFn: getCompany }),
};

/** The newest list answer in the cache (any view), if one is in. */
function latestList(client: QueryClient, u: UserInfo): StaffList | undefined {
  let best: { at: number; data: StaffList } | undefined;
  for (const q of client.getQueryCache().findAll({ queryKey: ['staff', u.gscode, 'list'] })) {
    const data = q.state.data as StaffList | undefined;
    if (data && (!best || q.state.dataUpdatedAt > best.at)) best = { at: q.state.dataUpdatedAt, data };
  }
  return best?.data;
}

/**
 * The newest list answer, kept up to date as the list is read again. The filters, the dialogs
 * and an account's drawer read from it instead of calling get_xt_users themselves: two calls to
 * one address at once would cancel each other (spec §7, api/pending-requests.ts).
 */
export function useLatestStaffList(u: UserInfo): StaffList | undefined {
  const client = useQueryClient();
  return useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => latestList(client, u),
  );
}

/** The branch's roles (for the filters and the dialogs), from the list's answer. */
export function useStaffRoles(u: UserInfo): StaffRole[] {
  return useLatestStaffList(u)?.roles ?? [];
}

/** After a change: every list view of the branch's accounts is read again. */
export const invalidateStaff = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: ['staff', u.gscode, 'list'] });
