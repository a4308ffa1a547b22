/**
 * Custom date ranges of the dashboard's chart and ranking (issue 37 #6), without zod: the
 * server checks and buckets with these, and the browser labels the bars with the same rule.
 * Days are YYYY-MM-DD local days of the branch, both ends included.
 * docs/decisions/0141-dashboard-custom-range.md records the rule and the limits.
 */

/** The longest range each call accepts, in days: the chart 5 years, the ranking one year. */
export const RANGE_MAX_DAYS = { chart: 1830, ranking: 366 } as const;

/** The chart shows one bar per day up to this many days, then one per week. */
export const RANGE_DAY_BARS_MAX = 62;
/** One bar per week up to this many days (54 bars at most), then one per month. */
export const RANGE_WEEK_BARS_MAX = 366;

/** A custom range: from and to, both included. */
export interface DayRange {
  from: string;
  to: string;
}

export type RangeGrain = 'day' | 'week' | 'month';

const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** How many days from `from` to `to`, both included (1 for a single day, 0 or less when to is before from). */
export const rangeDays = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** The bar of a range's chart: days up to 62 days, weeks (Monday first) up to 366, then months. */
export function rangeGrain(from: string, to: string): RangeGrain {
  const n = rangeDays(from, to);
  if (n <= RANGE_DAY_BARS_MAX) return 'day';
  return n <= RANGE_WEEK_BARS_MAX ? 'week' : 'month';
}

/** Why a range is refused, in both languages; undefined when it is fine. */
export function rangeRefusal(from: string, to: string, maxDays: number): { cn: string; en: string } | undefined {
  const n = rangeDays(from, to);
  if (n < 1) return { cn: '结束日期不能早于开始日期', en: 'must not be before the start day (from)' };
  if (n > maxDays)
    return { cn: `日期范围最多 ${maxDays} 天`, en: `must be at most ${maxDays} days after from, both included` };
  return undefined;
}
