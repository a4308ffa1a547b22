import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { departmentOptions, listContacts } from '../../../api/site';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

/** Keys under ['site', gscode] (department-queries.ts invalidates them all after a change). */
export const contactQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['site', u.gscode, 'contacts', s] as const,
      queryFn: () => listContacts(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
  departments: (u: UserInfo) =>
    queryOptions({ queryKey: ['site', u.gscode, 'department-options'] as const, queryFn: departmentOptions }),
};
