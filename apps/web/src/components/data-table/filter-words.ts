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

/**
 * How a plain field of a filter form stands in the address: `text` typed (trimmed), `word` picked
 * from a select, `words` a comma list ↔ a multiple select, `id` a number picked from a select, and
 * `days` the list's from–to days ↔ a RangePicker.
 */
export type FilterKind = 'text' | 'word' | 'words' | 'id' | 'days';

type FormValueOf<K extends FilterKind> = K extends 'words'
  ? string[]
  : K extends 'days'
    ? DayRange
    : K extends 'id'
      ? number | null
      : string;

/** The form's values of a filter form of plain fields. */
export type FilterValues<F extends Record<string, FilterKind>> = { [N in keyof F]?: FormValueOf<F[N]> };

type Words = Record<string, string | undefined>;

const toFormValue = (kind: FilterKind, f: Record<string, string>, name: string) => {
  if (kind === 'days') return rangeOfDays(f.from, f.to);
  if (kind === 'words') return listOfWords(f[name]);
  if (kind === 'id') return f[name] === undefined ? undefined : Number(f[name]);
  return f[name];
};

const toWords = (kind: FilterKind, value: unknown, name: string): Words => {
  if (kind === 'days') return daysOfRange(value as DayRange | undefined);
  if (kind === 'words') return { [name]: wordsOfList(value as string[] | undefined) };
  if (kind === 'id') {
    const id = value as number | null | undefined;
    return { [name]: id === undefined || id === null ? undefined : String(id) };
  }
  return { [name]: kind === 'text' ? (value as string | undefined)?.trim() : (value as string | undefined) };
};

/**
 * FilterFormShell's two conversions for a form of plain fields, from each field's kind; the
 * address's words come out in the order the fields are named.
 */
export function filterValues<F extends Record<string, FilterKind>>(fields: F) {
  const kinds = Object.entries(fields);
  return {
    toValues: (f: Record<string, string>) =>
      Object.fromEntries(kinds.map(([name, kind]) => [name, toFormValue(kind, f, name)])) as FilterValues<F>,
    fromValues: (v: FilterValues<F>): Words =>
      Object.assign({}, ...kinds.map(([name, kind]) => toWords(kind, v[name as keyof F], name))) as Words,
  };
}
