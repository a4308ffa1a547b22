import { describe, expect, it } from 'vitest';
import { RANK_NAMES, type ChartRow } from '@bo/contract';
import { periodLabel, RANK_ORDER, sumColumns } from './format';

describe('ranking periods', () => {
  it('are the contract’s, in its order', () => {
    expect(RANK_ORDER).toEqual(RANK_NAMES);
  });
});

describe('chart labels', () => {
  const row: ChartRow = {
    dddate: '2026-11-16',
    ddmonth: '2026-11',
    ddyear: '2026',
    dd_num: 1,
    gu_num: 1,
    jine: '1.00',
  };
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
    expect(sumColumns(rows, { dd_num: 'count', gu_num: 'count', jine: 'money' })).toEqual({
      dd_num: 7,
      gu_num: 3,
      jine: '1234568.00',
    });
  });
  it('sums nothing to zero', () => {
    expect(sumColumns([] as typeof rows, { dd_num: 'count', jine: 'money' })).toEqual({ dd_num: 0, jine: '0.00' });
  });
  it('leaves out columns that are not numeric', () => {
    expect(Object.keys(sumColumns(rows, { jine: 'money' }))).toEqual(['jine']);
  });
});
