import { DATE_MAX, DATE_MIN, DEFAULT_PAGE_SIZE, MAX_PAGE, PAGE_SIZES, type SortOrder } from '@bo/contract';

/**
 * A list's view as the URL keeps it, in exactly the contract's query words (list.ts): page,
 * pageSize, sort, order and the call's own filters. Parsing never fails: a value the contract
 * would refuse is dropped (its default applies), so a hand-edited or outdated link still opens.
 * Pure functions, no React, no zod: the route loader's prefetch uses them too.
 */
export interface ListState {
  page: number;
  pageSize: number;
  sort?: string;
  order?: SortOrder;
  /** Filter word → its URL value, only filters that are set and valid. */
  filters: Record<string, string>;
}

/** Whether a filter's URL value is one the call accepts. */
export type FilterRule = (value: string) => boolean;

export interface ListRules {
  /** The sort words the call offers (contract's *_SORTS). */
  sorts: readonly string[];
  /** Every filter word the call takes, with its rule. */
  filters: Record<string, FilterRule>;
  /** Cross-field repair after each filter passed its own rule (e.g. a range given backwards). */
  fix?: (filters: Record<string, string>) => Record<string, string>;
}

export const DEFAULT_LIST_STATE: ListState = { page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} };

const INT = /^\d{1,6}$/;

export function parseListState(search: string | URLSearchParams, rules: ListRules): ListState {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pageText = p.get('page') ?? '';
  const page = INT.test(pageText) ? Number(pageText) : 1;
  const sizeText = p.get('pageSize') ?? '';
  const pageSize =
    INT.test(sizeText) && (PAGE_SIZES as readonly number[]).includes(Number(sizeText))
      ? Number(sizeText)
      : DEFAULT_PAGE_SIZE;
  const sortText = p.get('sort') ?? '';
  const sort = rules.sorts.includes(sortText) ? sortText : undefined;
  const orderText = p.get('order');
  const order = sort && (orderText === 'asc' || orderText === 'desc') ? orderText : undefined;
  let filters: Record<string, string> = {};
  for (const [word, rule] of Object.entries(rules.filters)) {
    const v = p.get(word)?.trim();
    if (v && rule(v)) filters[word] = v;
  }
  if (rules.fix) filters = rules.fix(filters);
  return { page: page >= 1 && page <= MAX_PAGE ? page : 1, pageSize, sort, order, filters };
}

/** The URL search of a state ("" for the default view); defaults are left out, words in a stable order. */
export function listSearch(s: ListState): string {
  const p = new URLSearchParams();
  if (s.page !== 1) p.set('page', String(s.page));
  if (s.pageSize !== DEFAULT_PAGE_SIZE) p.set('pageSize', String(s.pageSize));
  if (s.sort) {
    p.set('sort', s.sort);
    if (s.order) p.set('order', s.order);
  }
  for (const word of Object.keys(s.filters).sort()) if (s.filters[word] !== '') p.set(word, s.filters[word]);
  // Commas are legal in a query and keep lists readable in a copied link ("status=0,9").
  const text = p.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** The list call's query: the same words as the URL, with the page and size always present. */
export function listQueryOf(s: ListState): Record<string, string | number> {
  const q: Record<string, string | number> = { page: s.page, pageSize: s.pageSize, ...s.filters };
  if (s.sort) {
    q.sort = s.sort;
    if (s.order) q.order = s.order;
  }
  return q;
}

/** Filters changed: back to page 1 (the old page may not exist in the new set). */
export const withFilters = (s: ListState, filters: Record<string, string | undefined>): ListState => ({
  ...s,
  page: 1,
  filters: Object.fromEntries(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
  ),
});

// ---------------------------------------------------------------------------------------------
// Rules mirroring the contract's query schemas (orders.ts, list.ts), without zod in the bundle.

/** A comma-separated list of allowed words (contract csvOf), e.g. "0,1,9". */
export const csvRule =
  (allowed: readonly (string | number)[]): FilterRule =>
  (v) => {
    const set = new Set(allowed.map(String));
    return v.split(',').every((w) => set.has(w));
  };

/** A calendar day YYYY-MM-DD that exists, within the contract's bounds (dates.ts). */
export const dateRule: FilterRule = (v) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v < DATE_MIN || v > DATE_MAX) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** One word of a few (the contract's z.enum, not a comma list). */
export const oneOfRule =
  (words: readonly string[]): FilterRule =>
  (v) =>
    words.includes(v);

/** A decimal amount, up to 12 digits and 2 decimals (contract decimalInput). */
export const decimalRule: FilterRule = (v) => /^\d{1,12}(\.\d{1,2})?$/.test(v);

/** Free text up to `max` characters (after trimming). */
export const textRule =
  (max: number): FilterRule =>
  (v) =>
    v.length <= max;

/** A positive database id. */
export const idRule: FilterRule = (v) => /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647;

/** Orders two decimal strings of decimalRule ("9.5" < "10") without floats or BigInt. */
export function compareDecimal(a: string, b: string): number {
  const [ai, af = ''] = a.replace(/^0+(?=\d)/, '').split('.');
  const [bi, bf = ''] = b.replace(/^0+(?=\d)/, '').split('.');
  if (ai.length !== bi.length) return ai.length - bi.length;
  const x = ai + af.padEnd(2, '0');
  const y = bi + bf.padEnd(2, '0');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A range given backwards (from after to) is dropped as a whole rather than answered empty. */
export function dropBackwardRange(
  filters: Record<string, string>,
  lo: string,
  hi: string,
  compare: (a: string, b: string) => number,
): Record<string, string> {
  if (filters[lo] === undefined || filters[hi] === undefined || compare(filters[lo], filters[hi]) <= 0) return filters;
  const { [lo]: _lo, [hi]: _hi, ...rest } = filters;
  return rest;
}

/** Days are YYYY-MM-DD, so they compare as text; a from-to range given backwards is dropped. */
const dropBackwardDays = (filters: Record<string, string>): Record<string, string> =>
  dropBackwardRange(filters, 'from', 'to', (a, b) => a.localeCompare(b));

/**
 * The rules of a list that also takes the day range from-to (contract dayRange): each day a
 * dateRule, a backward range dropped; `fix` repairs the list's own ranges after that.
 */
export const datedListRules = (
  sorts: readonly string[],
  filters: Record<string, FilterRule>,
  fix: (filters: Record<string, string>) => Record<string, string> = (f) => f,
): ListRules => ({
  sorts,
  filters: { ...filters, from: dateRule, to: dateRule },
  fix: (f) => fix(dropBackwardDays(f)),
});
