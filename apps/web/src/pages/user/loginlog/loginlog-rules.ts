import { LOG_SORTS, LOGIN_REASONS } from '@bo/contract';
import {
  csvRule,
  DAY_RANGE_RULES,
  dropBackwardDays,
  textRule,
  type ListRules,
} from '../../../components/data-table/list-state';

export const LOGINLOG_ROUTE = '/user/loginlog';
export const LOGINLOG_TABLE = 'login-log';

/** The sign-in log's URL words, exactly the contract's (logs.ts loginLogListQuery). */
export const LOGINLOG_RULES: ListRules = {
  sorts: LOG_SORTS,
  filters: {
    userName: textRule(50),
    outcome: csvRule(LOGIN_REASONS),
    ip: textRule(45),
    ...DAY_RANGE_RULES,
  },
  fix: dropBackwardDays,
};
