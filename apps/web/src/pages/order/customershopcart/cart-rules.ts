import { CART_SORTS } from '@bo/contract';
import { textRule, datedListRules } from '../../../components/data-table/list-state';

export const CARTS_ROUTE = '/order/customershopcart';
export const CARTS_TABLE = 'carts';

/** The cart list's URL words, exactly the contract's (orders.ts cartListQuery). */
export const CART_RULES = datedListRules(CART_SORTS, {
  client: textRule(40),
  member: textRule(50),
  abandoned: (v) => v === 'yes' || v === 'no', // one word, not a list
});
