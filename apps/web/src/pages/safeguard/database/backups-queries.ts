import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';
import { listBackups } from './backups-api';

/** Keys under ['database', gscode, 'backups']: a switch to another branch never shows this one's answer. */
export const backupQueries = {
  prefix: (u: UserInfo) => ['database', u.gscode, 'backups'] as const,
  /** The backups of this server process; the answer names their folder too (`dir`). */
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: [...backupQueries.prefix(u), s] as const,
      queryFn: () => listBackups(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};
