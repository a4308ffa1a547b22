import { PAYMENT_METHODS, PAYMENT_SORTS, PAYMENT_STATES } from '@bo/contract';
import { csvRule, textRule, datedListRules } from '../../../components/data-table/list-state';

export const PAYMENTS_ROUTE = '/order/customerpaylist';
export const PAYMENTS_TABLE = 'payments';

/** The payment list's URL words, exactly the contract's (orders.ts paymentListQuery). */
export const PAYMENT_RULES = datedListRules(PAYMENT_SORTS, {
  method: csvRule(PAYMENT_METHODS),
  state: csvRule(PAYMENT_STATES),
  kind: (v) => v === 'payment' || v === 'refund', // one word, not a list
  client: textRule(40),
  orderno: textRule(30),
});
