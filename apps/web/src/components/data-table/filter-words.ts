import dayjs, { type Dayjs } from 'dayjs';

/**
 * Between a list's URL words and its filter form's values, the same for every list page: a
 * comma list of words ↔ a multiple Select's array; from/to days (YYYY-MM-DD) ↔ a RangePicker.
 */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

const DAY = 'YYYY-MM-DD';

export const listOfWords = (v?: string): string[] | undefined => (v ? v.split(',') : undefined);
export const wordsOfList = (v?: string[]): string | undefined => (v?.length ? v.join(',') : undefined);

/**
 * How many filters the Filters button shows: a from–to pair (days by default; an amount range
 * too where a list has one) counts once, whichever of its ends are set.
 */
export function countFilterWords(
  filters: Record<string, string>,
  ranges: readonly (readonly [from: string, to: string])[] = [['from', 'to']],
): number {
  const upperEnds = new Set(ranges.map(([, to]) => to));
  return (
    Object.keys(filters).filter((k) => !upperEnds.has(k)).length +
    ranges.filter(([from, to]) => filters[to] && !filters[from]).length
  );
}

export const rangeOfDays = (from?: string, to?: string): DayRange =>
  from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;
export const daysOfRange = (range?: DayRange): { from?: string; to?: string } => ({
  from: range?.[0]?.format(DAY),
  to: range?.[1]?.format(DAY),
});
