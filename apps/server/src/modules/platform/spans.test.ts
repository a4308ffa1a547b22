import { describe, expect, it } from 'vitest';
import { spansOf } from './figures.js';

describe('the days of a period as whole months and the days around them', () => {
  it('a period within one month is days only', () => {
    expect(spansOf('2026-12-02', '2026-12-02')).toEqual({ days: [['2026-12-02', '2026-12-02']], months: null });
    expect(spansOf('2026-11-03', '2026-11-30')).toEqual({ days: [['2026-11-03', '2026-11-30']], months: null });
  });
  it('a whole month is one month', () => {
    expect(spansOf('2026-02-01', '2026-02-28')).toEqual({ days: [], months: ['2026-02-01', '2026-02-01'] });
  });
  it('a year to date is the whole months and the days of this month', () => {
    expect(spansOf('2026-01-01', '2026-12-04')).toEqual({
      days: [['2026-12-01', '2026-12-04']],
      months: ['2026-01-01', '2026-11-01'],
    });
  });
  it('days before and after, across a year end and a leap day', () => {
    expect(spansOf('2023-12-15', '2024-03-02')).toEqual({
      days: [
        ['2023-12-15', '2023-12-31'],
        ['2024-03-01', '2024-03-02'],
      ],
      months: ['2024-01-01', '2024-02-01'],
    });
    expect(spansOf('2024-01-31', '2024-02-29')).toEqual({
      days: [['2024-01-31', '2024-01-31']],
      months: ['2024-02-01', '2024-02-01'],
    });
  });
  it('a period across a month end with no whole month is days only', () => {
    expect(spansOf('2026-10-20', '2026-11-10')).toEqual({ days: [['2026-10-20', '2026-11-10']], months: null });
  });
});
