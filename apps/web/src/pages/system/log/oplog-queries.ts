import type { UserInfo } from '@bo/contract';
import { listOperationLog } from '../../../api/logs';
import type { ListState } from '../../../components/data-table/list-state';
import { branchListQuery } from '../../../components/branch-cache';

/** Keys under ['operation-log', gscode]: a branch switch never shows another branch's cache. */
export const operationLogQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('operation-log', u, s, listOperationLog),
};
