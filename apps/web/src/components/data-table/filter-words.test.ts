import { describe, expect, it } from 'vitest';
import { daysOfRange, listOfWords, rangeOfDays, wordsOfList } from './filter-words';

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
});
