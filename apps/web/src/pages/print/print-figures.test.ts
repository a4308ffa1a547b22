import { describe, expect, it } from 'vitest';
import { printTitle, printTotals, printsPrices } from './print-figures';
import { printKindOf, printOrderId, printOrderPath } from './print-paths';

const line = (qty: number) => ({ product: 'p', size: '', paper: '', finish: '', qty, price: '1.00', amount: '1.00' });

describe('print view figures', () => {
  it('totals: pieces over the lines, money grouped, what is owed never below zero', () => {
    expect(printTotals({ lines: [line(1000), line(250)], amount: '12345.6', paid: '345.60' })).toEqual({
      qty: '1,250',
      amount: '12,345.60',
      paid: '345.60',
      outstanding: '12,000.00',
      settled: false,
    });
    expect(printTotals({ lines: [], amount: '10.00', paid: '12.00' })).toMatchObject({
      qty: '0',
      outstanding: '0.00',
      settled: true,
    });
    expect(printTotals({ lines: [line(1)], amount: '10.00', paid: '10.00' }).settled).toBe(true);
  });
  it("the title names the kind, the order and the branch, with nothing a file name can't hold", () => {
    expect(printTitle('送货单', 'SO20261201001', '金鼎印务')).toBe('送货单 SO20261201001 - 金鼎印务');
    expect(printTitle('Order', 'SO1', 'A/B: "C" <D>\tE')).toBe('Order SO1 - A B C D E');
    expect(printTitle('Order', 'SO1', '  ')).toBe('Order SO1');
  });
  it('prices are printed on the order only', () => {
    expect(printsPrices('order')).toBe(true);
    expect(printsPrices('delivery')).toBe(false);
  });
});

describe('print view addresses', () => {
  it('a path per kind, and the kind read back from it (the order when unknown)', () => {
    expect(printOrderPath(42, 'delivery')).toBe('/print/order/42?kind=delivery');
    expect(printKindOf('delivery')).toBe('delivery');
    expect(printKindOf('order')).toBe('order');
    expect(printKindOf(null)).toBe('order');
    expect(printKindOf('invoice')).toBe('order');
  });
  it('an id is a positive whole number the server would take, else null', () => {
    expect(printOrderId('42')).toBe(42);
    expect(printOrderId(undefined)).toBeNull();
    expect(printOrderId('0')).toBeNull();
    expect(printOrderId('007')).toBeNull();
    expect(printOrderId('4.2')).toBeNull();
    expect(printOrderId('abc')).toBeNull();
    expect(printOrderId('99999999999999999')).toBeNull();
    expect(printOrderId('9007199254740991')).toBe(9007199254740991);
  });
});
