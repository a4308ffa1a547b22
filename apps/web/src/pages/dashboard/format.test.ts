import { describe, expect, it } from 'vitest';
import type { ChartRow } from '@bo/contract';
import { formatMoney, formatW, fromCents, groupThousands, periodLabel, sumColumns, toCents, toWan } from './format';

describe('money as cents', () => {
  it('reads decimal strings exactly', () => {
    expect(toCents('1234.50')).toBe(123450n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('-3.10')).toBe(-310n);
    expect(toCents(19.99)).toBe(1999n);
    expect(toCents('abc')).toBe(0n);
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-123450n)).toBe('-1234.50');
  });
});

describe('10,000 units (万) of the sales total', () => {
  it('divides by 10,000 and keeps two decimals, rounding half up', () => {
    expect(toWan('1234567.89')).toBe('123.46');
    expect(toWan('10000.00')).toBe('1.00');
    expect(toWan('9999.99')).toBe('1.00');
    expect(toWan('49.99')).toBe('0.00');
    expect(toWan('50.00')).toBe('0.01');
    expect(toWan('0.00')).toBe('0.00');
    expect(toWan('12345678901.00')).toBe('1234567.89');
    expect(toWan('-15000.00')).toBe('-1.50');
  });
  it('never suffers float errors on large sums', () => {
    // 0.1 + 0.2 style errors would show here as …0.01 off.
    expect(toWan('99999999999.99')).toBe('10000000.00');
  });
});

describe('the ranking w suffix', () => {
  it('shows amounts below 10,000 as they are', () => {
    expect(formatW('0.00')).toBe('0.00');
    expect(formatW('9999.99')).toBe('9999.99');
  });
  it('switches to units of 10,000 with a w from 10,000 on', () => {
    expect(formatW('10000.00')).toBe('1.00w');
    expect(formatW('12345.00')).toBe('1.23w');
    expect(formatW('15555.00')).toBe('1.56w');
    expect(formatW('123456789.00')).toBe('12,345.68w');
    expect(formatW('-20000.00')).toBe('-2.00w');
  });
});

describe('grouping', () => {
  it('groups thousands of the integer part only', () => {
    expect(groupThousands('1234567.8912')).toBe('1,234,567.8912');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(groupThousands('999')).toBe('999');
    expect(formatMoney('1234.5')).toBe('1,234.50');
  });
});

describe('chart labels', () => {
  const row: ChartRow = { dddate: '2026-11-16', ddmonth: '2026-11', ddyear: '2026', dd_num: 1, gu_num: 1, jine: '1.00' };
  it('labels days by month-day, weeks by their Monday, months and years by their own field', () => {
    expect(periodLabel(row, 'day')).toBe('11-16');
    expect(periodLabel(row, 'week')).toBe('2026-11-16');
    expect(periodLabel(row, 'month')).toBe('2026-11');
    expect(periodLabel(row, 'year')).toBe('2026');
    expect(periodLabel(row, 'day', false)).toBe('2026-11-16');
  });
});

describe('the summary row', () => {
  const rows = [
    { period: 'a', dd_num: 3, gu_num: 2, jine: '0.10' },
    { period: 'b', dd_num: 4, gu_num: 1, jine: '0.20' },
    { period: 'c', dd_num: 0, gu_num: 0, jine: '1234567.70' },
  ];
  it('sums counts as integers and money exactly', () => {
    expect(sumColumns(rows, { dd_num: 'count', gu_num: 'count', jine: 'money' })).toEqual({ dd_num: 7, gu_num: 3, jine: '1234568.00' });
  });
  it('sums nothing to zero', () => {
    expect(sumColumns([] as typeof rows, { dd_num: 'count', jine: 'money' })).toEqual({ dd_num: 0, jine: '0.00' });
  });
  it('leaves out columns that are not numeric', () => {
    expect(Object.keys(sumColumns(rows, { jine: 'money' }))).toEqual(['jine']);
  });
});
