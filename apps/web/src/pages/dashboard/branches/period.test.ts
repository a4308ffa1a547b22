import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { BRANCH_FIGURES_MAX_DAYS } from '@bo/contract';
import { daysIn, daysOf, fixPeriod, periodOf, periodWords } from './period';

const today = dayjs('2026-03-05');

describe('the branches page period (issue 41)', () => {
  it("turns each word into days ending today (the owner's branch's day)", () => {
    expect(daysOf('today', today)).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(daysOf('7d', today)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(daysOf('30d', today)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(daysOf('year', today)).toEqual({ from: '2026-01-01', to: '2026-03-05' });
    expect(daysOf({ from: '2025-01-01', to: '2025-01-31' }, today)).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(daysIn(daysOf('30d', today))).toBe(30);
  });

  it('reads the address words, the default for none, and writes them back', () => {
    expect(periodOf({})).toBe('7d');
    expect(periodOf({ period: '30d' })).toBe('30d');
    expect(periodOf({ period: 'range', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodWords('7d')).toEqual({ period: undefined, from: undefined, to: undefined });
    expect(periodWords('year')).toEqual({ period: 'year', from: undefined, to: undefined });
    expect(periodWords({ from: '2026-01-01', to: '2026-01-02' })).toEqual({
      period: 'range',
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('drops a range that is backwards, too long or incomplete, and days without the range word', () => {
    expect(fixPeriod({ period: 'range', from: '2026-02-01', to: '2026-01-01', q: 'x' })).toEqual({ q: 'x' });
    const far = dayjs('2020-01-01').add(BRANCH_FIGURES_MAX_DAYS, 'day').format('YYYY-MM-DD');
    expect(fixPeriod({ period: 'range', from: '2020-01-01', to: far })).toEqual({});
    expect(fixPeriod({ period: 'range', from: '2020-01-01' })).toEqual({});
    expect(fixPeriod({ period: '30d', from: '2020-01-01', to: '2020-01-02' })).toEqual({ period: '30d' });
    expect(fixPeriod({ period: '7d' })).toEqual({});
  });
});
