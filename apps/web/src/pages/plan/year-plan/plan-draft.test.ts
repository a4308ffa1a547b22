import { describe, expect, it } from 'vitest';
import { draftOk, emptyLine, figuresOf, rateOf, trimCents, type DraftMonth } from './plan-draft';

describe('the year plan draft', () => {
  const line = emptyLine(0, '');
  line.months[0] = { ...line.months[0], actualAmount: '0.10', actualOrders: 1 };
  line.months[1] = { ...line.months[1], actualAmount: '0.20', actualOrders: 2 };
  const draft = (amount: string, orders: string): DraftMonth[] =>
    Array.from({ length: 12 }, () => ({ amount, orders }));

  it('sums in cents and works out completion as the server does (half up, none for a target of 0)', () => {
    const f = figuresOf(line, draft('0.3', '3'), 0, 2);
    expect(f).toEqual({
      amount: '0.60',
      orders: 6,
      actualAmount: '0.30',
      actualOrders: 3,
      amountRate: '50.00',
      ordersRate: '50.00',
    });
    expect(rateOf(2n, 3n)).toBe('66.67');
    expect(rateOf(1n, 0n)).toBeNull();
    expect(figuresOf(line, draft('0', '0'), 0, 12).amountRate).toBeNull();
  });

  it('checks each target with the contract bounds', () => {
    expect(draftOk(draft('1234.5', '10'))).toBe(true);
    expect(draftOk(draft('1.234', '10'))).toBe(false);
    expect(draftOk(draft('-1', '10'))).toBe(false);
    expect(draftOk(draft('1', '1.5'))).toBe(false);
    expect(draftOk(draft('1', '10000001'))).toBe(false);
    expect(draftOk(draft('', '1'))).toBe(false);
  });

  it('shows amounts as people type them', () => {
    expect(trimCents('1000.00')).toBe('1000');
    expect(trimCents('12.50')).toBe('12.5');
    expect(trimCents('12.05')).toBe('12.05');
  });
});
