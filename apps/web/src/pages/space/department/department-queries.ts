import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listDepartments } from '../../../api/site';

/** Keys under ['site', gscode]: a branch switch never shows another branch's cache. */
export const siteKeys = {
  all: (u: UserInfo) => ['site', u.gscode] as const,
  departments: (u: UserInfo) => ['site', u.gscode, 'departments'] as const,
};

export const departmentQuery = (u: UserInfo) =>
  queryOptions({ queryKey: siteKeys.departments(u), queryFn: listDepartments });

/** After any change of a department: the tree, and the contacts (their department names) and options. */
export const invalidateSite = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: siteKeys.all(u) });

export const DEPARTMENT_ROUTE = '/space/department';
