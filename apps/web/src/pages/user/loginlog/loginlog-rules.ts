import { LOG_SORTS, LOGIN_REASONS } from '@bo/contract';
import { csvRule, textRule, datedListRules } from '../../../components/data-table/list-state';

export const LOGINLOG_ROUTE = '/user/loginlog';
export const LOGINLOG_TABLE = 'login-log';

/** The sign-in log's URL words, exactly the contract's (logs.ts loginLogListQuery). */
export const LOGINLOG_RULES = datedListRules(LOG_SORTS, {
  userName: textRule(50),
  outcome: csvRule(LOGIN_REASONS),
  ip: textRule(45),
});
