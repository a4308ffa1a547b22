import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StaffRole, StaffRow, UserInfo } from '@bo/contract';
import { getCompany, listStaff } from '../../../api/staff';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

type StaffList = Awaited<ReturnType<typeof listStaff>>;

/** Keys under ['staff', gscode]: a switch to another account never shows this branch's cache. */
export const staffQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({ queryKey: ['staff', u.gscode, 'list', s] as const, queryFn: () => listStaff(listQueryOf(s)), placeholderData: keepPreviousData }),
  /** One account as the list shows it (the drawer), read again with the list after every change. */
  account: (u: UserInfo, row: Pick<StaffRow, 'id' | 'userName'>) =>
    queryOptions({
      queryKey: ['staff', u.gscode, 'list', 'account', row.id] as const,
      queryFn: async (): Promise<StaffRow | null> =>
        (await listStaff({ page: 1, pageSize: 500, q: row.userName, sort: 'userName', order: 'asc' })).list.find((r) => r.id === row.id) ?? null,
    }),
  company: (u: UserInfo) => queryOptions({ queryKey: ['staff', u.gscode, 'company'] as const, queryFn: getCompany }),
};

/** The branch's roles as the last list answer gave them (the filters and the dialogs open after the list has loaded). */
export function cachedRoles(client: QueryClient, u: UserInfo): StaffRole[] {
  for (const [, data] of client.getQueriesData<StaffList>({ queryKey: ['staff', u.gscode, 'list'] })) {
    if (data && 'roles' in data) return data.roles;
  }
  return [];
}

/** After a change: every list view of the branch's accounts (and the drawer's account) is read again. */
export const invalidateStaff = (client: QueryClient, u: UserInfo) => client.invalidateQueries({ queryKey: ['staff', u.gscode, 'list'] });
