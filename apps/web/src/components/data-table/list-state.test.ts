import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  csvRule,
  dateRule,
  decimalRule,
  dropBackwardRange,
  idRule,
  listQueryOf,
  listSearch,
  parseListState,
  textRule,
  withFilters,
  type ListRules,
} from './list-state';

const rules: ListRules = {
  sorts: ['time', 'amount'],
  filters: {
    status: csvRule([0, 1, 9]),
    from: dateRule,
    to: dateRule,
    amountMin: decimalRule,
    orderno: textRule(30),
    salesperson: idRule,
  },
  fix: (f) => dropBackwardRange(f, 'from', 'to', (a, b) => a.localeCompare(b)),
};

describe('list state in the URL', () => {
  it('opens the default view from an empty address', () => {
    expect(parseListState('', rules)).toEqual({
      page: 1,
      pageSize: 10,
      sort: undefined,
      order: undefined,
      filters: {},
    });
    expect(listSearch(parseListState('', rules))).toBe('');
  });

  it('reads back exactly what it wrote (a copied link opens the same view)', () => {
    const state = {
      page: 3,
      pageSize: 50,
      sort: 'amount',
      order: 'asc' as const,
      filters: { status: '0,9', from: '2026-01-01', orderno: 'A1' },
    };
    const search = listSearch(state);
    expect(search).toBe('?page=3&pageSize=50&sort=amount&order=asc&from=2026-01-01&orderno=A1&status=0,9');
    expect(parseListState(search, rules)).toEqual(state);
  });

  it('falls back to the default of each word the contract would refuse, keeping the valid ones', () => {
    const s = parseListState(
      '?page=0&pageSize=20&sort=secret&order=up&status=0,7&from=2026-02-30&amountMin=1.234&salesperson=-1&orderno=ok',
      rules,
    );
    expect(s).toEqual({ page: 1, pageSize: 10, sort: undefined, order: undefined, filters: { orderno: 'ok' } });
    expect(parseListState('?page=99999999&pageSize=500', rules)).toMatchObject({ page: 1, pageSize: 500 });
    expect(parseListState('?page=1e3&pageSize=1e1', rules)).toMatchObject({ page: 1, pageSize: 10 });
    expect(parseListState(`?orderno=${'x'.repeat(31)}`, rules).filters).toEqual({});
  });

  it('offers every page size of spec §9 and 10 by default', () => {
    for (const size of [10, 15, 30, 50, 100, 500])
      expect(parseListState(`?pageSize=${size}`, rules).pageSize).toBe(size);
    expect(listSearch({ page: 1, pageSize: 10, filters: {} })).toBe('');
  });

  it('keeps an order only with a sort', () => {
    expect(parseListState('?order=asc', rules).order).toBeUndefined();
    expect(listSearch({ page: 1, pageSize: 10, order: 'asc', filters: {} })).toBe('');
  });

  it('drops a date range given backwards', () => {
    expect(parseListState('?from=2026-03-01&to=2026-02-01', rules).filters).toEqual({});
    expect(parseListState('?from=2026-02-01&to=2026-02-01', rules).filters).toEqual({
      from: '2026-02-01',
      to: '2026-02-01',
    });
  });

  it('ignores words the list does not know', () => {
    expect(parseListState('?gscode=002&page=2', rules)).toEqual({
      page: 2,
      pageSize: 10,
      sort: undefined,
      order: undefined,
      filters: {},
    });
  });

  it('goes back to page 1 when the filters change and leaves out empty filters', () => {
    const s = withFilters(
      { page: 4, pageSize: 30, sort: 'time', order: 'desc', filters: { orderno: 'A' } },
      { orderno: '  ', status: '1', from: undefined },
    );
    expect(s).toEqual({ page: 1, pageSize: 30, sort: 'time', order: 'desc', filters: { status: '1' } });
  });

  it('asks the call with the same words, page and size always present', () => {
    expect(listQueryOf({ page: 2, pageSize: 15, sort: 'time', order: 'desc', filters: { status: '1' } })).toEqual({
      page: 2,
      pageSize: 15,
      sort: 'time',
      order: 'desc',
      status: '1',
    });
    expect(listQueryOf({ page: 1, pageSize: 10, filters: {} })).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('filter rules', () => {
  it('accepts real days within the contract bounds only', () => {
    expect(dateRule('2024-02-29')).toBe(true);
    expect(dateRule('2025-02-29')).toBe(false);
    expect(dateRule('1899-12-31')).toBe(false);
    expect(dateRule('2026-1-01')).toBe(false);
  });

  it('accepts amounts with at most two decimals and twelve digits', () => {
    expect(decimalRule('99.50')).toBe(true);
    expect(decimalRule('-1')).toBe(false);
    expect(decimalRule('1234567890123')).toBe(false);
  });

  it('accepts a comma list of allowed words only', () => {
    expect(csvRule(['a', 'b'])('a,b')).toBe(true);
    expect(csvRule(['a', 'b'])('a,,b')).toBe(false);
    expect(csvRule(['a', 'b'])('c')).toBe(false);
  });

  it('accepts positive database ids only', () => {
    expect(idRule('12')).toBe(true);
    expect(idRule('0')).toBe(false);
    expect(idRule('99999999999')).toBe(false);
  });
});

describe('compareDecimal', () => {
  it('orders amounts by value, not by text', () => {
    expect(compareDecimal('9.5', '10')).toBeLessThan(0);
    expect(compareDecimal('10.00', '10')).toBe(0);
    expect(compareDecimal('010.5', '10.49')).toBeGreaterThan(0);
    expect(compareDecimal('0.1', '0.09')).toBeGreaterThan(0);
    expect(compareDecimal('999999999999.99', '1000000000000')).toBeLessThan(0);
  });
});
