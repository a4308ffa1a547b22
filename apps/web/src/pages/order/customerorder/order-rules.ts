import { ORDER_CHANNELS, ORDER_SORTS, ORDER_STATES, PAY_STATES } from '@bo/contract';
import {
  compareDecimal,
  csvRule,
  decimalRule,
  dropBackwardRange,
  idRule,
  textRule,
  datedListRules,
} from '../../../components/data-table/list-state';
import { countFilterWords } from '../../../components/data-table/filter-words';

export const ORDERS_ROUTE = '/order/customerorder';
export const ORDERS_TABLE = 'orders';

/** The order list's URL words, exactly the contract's (orders.ts orderListQuery). */
export const ORDER_RULES = datedListRules(
  ORDER_SORTS,
  {
    status: csvRule(ORDER_STATES),
    payState: csvRule(PAY_STATES),
    channel: csvRule(ORDER_CHANNELS),
    client: textRule(40),
    orderno: textRule(30),
    amountMin: decimalRule,
    amountMax: decimalRule,
    salesperson: idRule,
  },
  (f) => dropBackwardRange(f, 'amountMin', 'amountMax', compareDecimal),
);

/** The date range counts as one filter on the Filters button, so does the amount range. */
export const countOrderFilters = (f: Record<string, string>) =>
  countFilterWords(f, [
    ['from', 'to'],
    ['amountMin', 'amountMax'],
  ]);
