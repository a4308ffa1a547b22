import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_NO_FORMAT, orderNumberOf } from '@bo/contract';
import { couldBeOrderNo } from './orderno-filter';

describe('the order number filter', () => {
  it('takes the start of any number the formats make', () => {
    const n = orderNumberOf(DEFAULT_ORDER_NO_FORMAT, { date: new Date(Date.UTC(2026, 11, 2)), branch: '001', seq: 7 });
    for (let i = 0; i <= n.length; i++) expect(couldBeOrderNo(n.slice(0, i))).toBe(true);
    expect(couldBeOrderNo(' SH2612/02_0001 ')).toBe(true);
    expect(couldBeOrderNo(undefined)).toBe(true);
  });

  it('warns for what can only be a client: a name in 汉字, words with spaces', () => {
    expect(couldBeOrderNo('上海名片')).toBe(false);
    expect(couldBeOrderNo('Acme Print')).toBe(false);
  });
});
