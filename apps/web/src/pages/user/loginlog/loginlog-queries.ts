import type { UserInfo } from '@bo/contract';
import { listLoginLog } from '../../../api/logs';
import type { ListState } from '../../../components/data-table/list-state';
import { branchListQuery } from '../../../components/branch-cache';

/** Keys under ['login-log', gscode]: a branch switch never shows another branch's cache. */
export const loginLogQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('login-log', u, s, listLoginLog),
};
