import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dateRangePresets } from './date-presets';

const days = (now: string) =>
  dateRangePresets((k) => k, dayjs(now)).map((p) => [
    p.label.split('.').pop(),
    p.value.map((d) => d.format('YYYY-MM-DD')).join('..'),
  ]);

describe('dateRangePresets', () => {
  it('gives whole days ending today, in the order the picker lists them', () => {
    expect(days('2026-03-15T17:45:00')).toEqual([
      ['today', '2026-03-15..2026-03-15'],
      ['yesterday', '2026-03-14..2026-03-14'],
      ['last7', '2026-03-09..2026-03-15'],
      ['thisMonth', '2026-03-01..2026-03-15'],
      ['lastMonth', '2026-02-01..2026-02-28'],
      ['thisYear', '2026-01-01..2026-03-15'],
    ]);
  });

  it('crosses a year boundary for last month and yesterday on 1 January', () => {
    expect(days('2027-01-01T00:10:00')).toEqual([
      ['today', '2027-01-01..2027-01-01'],
      ['yesterday', '2026-12-31..2026-12-31'],
      ['last7', '2026-12-26..2027-01-01'],
      ['thisMonth', '2027-01-01..2027-01-01'],
      ['lastMonth', '2026-12-01..2026-12-31'],
      ['thisYear', '2027-01-01..2027-01-01'],
    ]);
  });
});
