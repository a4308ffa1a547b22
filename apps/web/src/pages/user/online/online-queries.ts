import type { UserInfo } from '@bo/contract';
import { listOnlineUsers } from '../../../api/online-users';
import type { ListState } from '../../../components/data-table/list-state';
import { branchListQuery } from '../../../components/branch-cache';

/** Keys under ['online-users', gscode]: a branch switch never shows another branch's sessions. */
export const onlineQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('online-users', u, s, listOnlineUsers),
};
