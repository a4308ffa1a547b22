import { describe, expect, it } from 'vitest';
import { countFilterWords, daysOfRange, filterValues, listOfWords, rangeOfDays, wordsOfList } from './filter-words';

describe('filter words ↔ form values', () => {
  it('a comma list of words is a Select array and back; empty is no filter', () => {
    expect(listOfWords('0,1,9')).toEqual(['0', '1', '9']);
    expect(listOfWords('')).toBeUndefined();
    expect(wordsOfList(['wechat', 'cash'])).toBe('wechat,cash');
    expect(wordsOfList([])).toBeUndefined();
  });

  it('from/to days are a range and back, an open end kept open', () => {
    expect(daysOfRange(rangeOfDays('2026-11-01', '2026-11-22'))).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(daysOfRange(rangeOfDays(undefined, '2026-11-22'))).toEqual({ from: undefined, to: '2026-11-22' });
    expect(rangeOfDays()).toBeNull();
    expect(daysOfRange(null)).toEqual({ from: undefined, to: undefined });
  });

  it('counts the date range once on the Filters button (sign-in log, payments, carts)', () => {
    expect(countFilterWords({ from: '2026-11-01', to: '2026-11-22', userName: 'a' })).toBe(2);
    expect(countFilterWords({ to: '2026-11-22' })).toBe(1);
    expect(countFilterWords({ from: '2026-11-01', to: '2026-11-22', kind: 'refund' })).toBe(2);
    expect(countFilterWords({})).toBe(0);
    expect(countFilterWords({ from: '2026-10-01', to: '2026-11-22', abandoned: 'no' })).toBe(2);
  });

  it("counts each range a list names once: the orders' days and amounts", () => {
    const ranges = [
      ['from', 'to'],
      ['amountMin', 'amountMax'],
    ] as const;
    expect(
      countFilterWords({ from: '2026-11-01', to: '2026-11-22', amountMin: '10', amountMax: '20', status: '0' }, ranges),
    ).toBe(3);
    expect(countFilterWords({ amountMax: '20' }, ranges)).toBe(1);
    expect(countFilterWords({ to: '2026-11-22', amountMin: '10' }, ranges)).toBe(2);
  });

  it('a form of plain fields reads and writes the address by each field kind, in the fields order', () => {
    const { toValues, fromValues } = filterValues({
      q: 'text',
      state: 'words',
      dept: 'id',
      kind: 'word',
      range: 'days',
    });
    const values = toValues({ q: 'zhang', state: '0,1', dept: '12', from: '2026-11-01' });
    expect(values.q).toBe('zhang');
    expect(values.state).toEqual(['0', '1']);
    expect(values.dept).toBe(12);
    expect(values.kind).toBeUndefined();
    expect(values.range?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-01');
    const words = fromValues({ ...values, q: ' li ', kind: 'card' });
    expect(words).toEqual({ q: 'li', state: '0,1', dept: '12', kind: 'card', from: '2026-11-01', to: undefined });
    expect(Object.keys(words)).toEqual(['q', 'state', 'dept', 'kind', 'from', 'to']);
    expect(fromValues({ dept: null }).dept).toBeUndefined();
  });
});
