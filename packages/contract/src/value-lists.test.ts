import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES, PAGE_SIZE_OPTIONS, PRICE_FORMULA_SIGNS, ROUND_TYPES } from './constants.js';
import { clientUpdate } from './clients.js';
import { maxLengthOf } from './index.js';
import { ORDER_STATES, PAYMENT_METHODS } from './order-words.js';
import { FIXED_VALUE_LISTS, VALUE_LIST_CODES, VALUE_LISTS } from './value-list-words.js';

describe('value lists', () => {
  it('give each editable list the limit of the client field it fills', () => {
    for (const code of VALUE_LIST_CODES)
      expect(VALUE_LISTS[code].max, code).toBe(maxLengthOf(clientUpdate.shape[code]));
  });

  it('show the fixed lists with the very codes the contract fixes, in order', () => {
    const codes = (list: keyof typeof FIXED_VALUE_LISTS) => FIXED_VALUE_LISTS[list].values.map((v) => v.value);
    expect(codes('clienttype')).toEqual(CLIENT_TYPES.map(String));
    expect(codes('price_sign')).toEqual([...PRICE_FORMULA_SIGNS]);
    expect(codes('roundtype')).toEqual([...ROUND_TYPES]);
    expect(codes('status')).toEqual(['1', '0']);
    expect(codes('order_state')).toEqual(ORDER_STATES.map(String));
    expect(codes('payment_method')).toEqual([...PAYMENT_METHODS]);
    expect(codes('page_size')).toEqual(PAGE_SIZE_OPTIONS.map(String));
  });
});
