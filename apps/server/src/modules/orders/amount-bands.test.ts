import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../money.js';
import { AMOUNT_BAND_EDGES, splitAmountRange } from './amount-bands.js';

describe('amount bands', () => {
  it('are the 1-2-5 edges of migration 0015, from 10 to 5·10^11', () => {
    expect(AMOUNT_BAND_EDGES.slice(0, 7)).toEqual([10n, 20n, 50n, 100n, 200n, 500n, 1000n]);
    expect(AMOUNT_BAND_EDGES.length).toBe(33);
    expect(AMOUNT_BAND_EDGES.at(-1)).toBe(500_000_000_000n);
  });

  it('read and write decimal strings as exact cents', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('999999999999.99')).toBe(99999999999999n);
    expect(fromCents(99999n)).toBe('999.99');
    expect(fromCents(-1n)).toBe('-0.01');
  });

  it('take the bands a range covers wholly and leave the ends to be counted', () => {
    // On edges: only bands, nothing left over.
    expect(splitAmountRange('1000')).toEqual({ bands: Array.from({ length: 27 }, (_, i) => 7 + i), rest: [] });
    expect(splitAmountRange('20', '199.99')).toEqual({ bands: [2, 3, 4], rest: [] });
    expect(splitAmountRange(undefined, '9.99')).toEqual({ bands: [0], rest: [] });
    // Between edges: the ends are counted from the orders, inclusive and exact to the cent.
    expect(splitAmountRange('19.99', '200')).toEqual({
      bands: [2, 3, 4],
      rest: [
        { amountMin: '19.99', amountMax: '19.99' },
        { amountMin: '200.00', amountMax: '200' },
      ],
    });
    expect(splitAmountRange(undefined, '100.50')).toEqual({
      bands: [0, 1, 2, 3],
      rest: [{ amountMin: '100.00', amountMax: '100.50' }],
    });
    expect(splitAmountRange('3000')?.rest).toEqual([{ amountMin: '3000', amountMax: '4999.99' }]);
  });

  it('covers no band with a narrow range, so the whole range is counted from the orders', () => {
    expect(splitAmountRange('200', '300')).toBeUndefined();
    expect(splitAmountRange('0', '0')).toBeUndefined();
    expect(splitAmountRange('2000', '2100')).toBeUndefined();
    expect(splitAmountRange('500', '499')).toBeUndefined();
  });
});
