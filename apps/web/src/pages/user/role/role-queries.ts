import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listRoles, rolePowers } from '../../../api/roles';
import type { ListState } from '../../../components/data-table/list-state';
import { branchListQuery } from '../../../components/branch-cache';

/** Keys under ['roles', gscode]: a branch switch never shows another branch's cache. */
export const roleKeys = {
  all: (u: UserInfo) => ['roles', u.gscode] as const,
  powers: (u: UserInfo, roleId: number) => ['roles', u.gscode, 'powers', roleId] as const,
};

export const roleQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('roles', u, s, listRoles),
  /** Always read afresh when the editor opens: it saves against the version it read. */
  powers: (u: UserInfo, roleId: number) =>
    queryOptions({ queryKey: roleKeys.powers(u, roleId), queryFn: () => rolePowers(roleId), staleTime: 0, gcTime: 0 }),
};

/** After any change of a role: the list (names, status, accounts, versions) and every open editor. */
export const invalidateRoles = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: roleKeys.all(u) });
