import { describe, expect, it } from 'vitest';
import { RANGE_MAX_DAYS, rangeDays, rangeGrain, rangeRefusal } from './report-range-words.js';

describe('custom ranges of the dashboard', () => {
  it('counts days with both ends, across a leap day and a year end', () => {
    expect(rangeDays('2026-12-02', '2026-12-02')).toBe(1);
    expect(rangeDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(rangeDays('2025-12-31', '2026-01-01')).toBe(2);
    expect(rangeDays('2026-12-02', '2026-12-01')).toBe(0);
  });

  it('bars: days up to 62 days, weeks up to 366, then months', () => {
    expect(rangeGrain('2026-01-01', '2026-03-03')).toBe('day'); // 62 days
    expect(rangeGrain('2026-01-01', '2026-03-04')).toBe('week');
    expect(rangeGrain('2024-01-01', '2024-12-31')).toBe('week'); // 366 days
    expect(rangeGrain('2024-01-01', '2025-01-01')).toBe('month');
  });

  it('refuses to before from and a range over the limit, in both languages', () => {
    expect(rangeRefusal('2026-12-02', '2026-12-01', 366)?.en).toMatch(/before the start day/);
    expect(rangeRefusal('2025-11-30', '2026-12-01', RANGE_MAX_DAYS.ranking)?.cn).toBe('日期范围最多 366 天');
    expect(rangeRefusal('2025-12-01', '2026-12-01', RANGE_MAX_DAYS.ranking)).toBeUndefined();
  });
});
