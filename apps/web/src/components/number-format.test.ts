import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDecimal,
  formatDuration,
  formatMoney,
  formatMoneyW,
  formatPercent,
  formatWan,
  fromCents,
  groupThousands,
  toCents,
  toWan,
} from './number-format';

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
  it('is grouped like every other money figure', () => {
    expect(formatWan('19015900.00')).toBe('1,901.59');
    expect(formatWan('12345678901.00')).toBe('1,234,567.89');
    expect(formatWan('0.00')).toBe('0.00');
  });
});

describe('one money format: separators, two decimals', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatMoney('8339')).toBe('8,339.00');
    expect(formatMoney('20291.00')).toBe('20,291.00');
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney('999.99')).toBe('999.99');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('-1234567.8')).toBe('-1,234,567.80');
    expect(formatMoney(1999.5)).toBe('1,999.50');
  });
  it('is exact beyond what a float holds', () => {
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
  });
});

describe('the ranking w suffix (spec §9)', () => {
  it('shows amounts below 10,000 like every other money figure', () => {
    expect(formatMoneyW('0.00')).toBe('0.00');
    expect(formatMoneyW('8339.00')).toBe('8,339.00');
    expect(formatMoneyW('2291.00')).toBe('2,291.00');
    expect(formatMoneyW('9999.99')).toBe('9,999.99');
    expect(formatMoneyW('-9999.99')).toBe('-9,999.99');
  });
  it('switches to units of 10,000 with a w from 10,000 on', () => {
    expect(formatMoneyW('10000.00')).toBe('1.00w');
    expect(formatMoneyW('20291.00')).toBe('2.03w');
    expect(formatMoneyW('12345.00')).toBe('1.23w');
    expect(formatMoneyW('15555.00')).toBe('1.56w');
    expect(formatMoneyW('123456789.00')).toBe('12,345.68w');
    expect(formatMoneyW('-20000.00')).toBe('-2.00w');
  });
});

describe('grouping and counts', () => {
  it('groups thousands of the integer part only', () => {
    expect(groupThousands('1234567.8912')).toBe('1,234,567.8912');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(groupThousands('999')).toBe('999');
  });
  it('formats counts as whole numbers with separators', () => {
    expect(formatCount(200000)).toBe('200,000');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234.6)).toBe('1,235');
  });
});

describe('percentages', () => {
  it('shows the server string as it comes and rounds a number to two decimals', () => {
    expect(formatPercent('12.50')).toBe('12.50%');
    expect(formatPercent(18.3249)).toBe('18.32%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});

describe('sizes in bytes', () => {
  it('takes the largest binary unit that keeps a figure of at least 1, with one decimal at most', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MiB');
    expect(formatBytes(24105.1 * 1024 * 1024)).toBe('23.5 GiB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TiB');
    expect(formatBytes(5000 * 1024 ** 4)).toBe('5000 TiB');
  });
});

describe('running times and decimals', () => {
  it('reads a running time in the unit people use for it', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850.4)).toBe('850 ms');
    expect(formatDuration(12_449)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(2 * 3600_000 + 7 * 60_000 + 30_000)).toBe('2 h 07 min');
  });
  it('keeps a fixed count of decimals', () => {
    expect(formatDecimal(0.5, 2)).toBe('0.50');
    expect(formatDecimal(3.14159, 1)).toBe('3.1');
  });
});
