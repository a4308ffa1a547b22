import { ACTION_KEY, LOG_SORTS, OPERATION_OUTCOMES } from '@bo/contract';
import { csvRule, textRule, datedListRules } from '../../../components/data-table/list-state';

export const OPLOG_ROUTE = '/system/log';
export const OPLOG_TABLE = 'operation-log';

/** The operation log's URL words, exactly the contract's (logs.ts operationLogListQuery). */
export const OPLOG_RULES = datedListRules(LOG_SORTS, {
  userName: textRule(50),
  action: (v) => v.length <= 120 && ACTION_KEY.test(v),
  outcome: csvRule(OPERATION_OUTCOMES),
});
