import { ONLINE_USER_SORTS } from '@bo/contract';
import { textRule, type ListRules } from '../../../components/data-table/list-state';

export const ONLINE_ROUTE = '/user/online';
export const ONLINE_TABLE = 'online-users';

/** The list's URL words, exactly the contract's (online-users.ts onlineUsersQuery). */
export const ONLINE_RULES: ListRules = {
  sorts: ONLINE_USER_SORTS,
  filters: { userName: textRule(50), ip: textRule(45) },
};
