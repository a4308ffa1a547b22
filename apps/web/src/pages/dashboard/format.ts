import type { ChartRow, RankName, YwType } from '@bo/contract';
import { fromCents, toCents } from '../../components/number-format';

/**
 * What only the dashboard pages need: chart labels and the summary row. Money and counts are
 * formatted by components/number-format.ts, the console's one formatter.
 */

/**
 * The label of a chart row: days and weeks by their first day, months by YYYY-MM, years by
 * YYYY. On the chart's axis (`short`) days leave out the year.
 */
export function periodLabel(row: ChartRow, ywtype: YwType, short = true): string {
  if (ywtype === 'month') return row.ddmonth;
  if (ywtype === 'year') return row.ddyear;
  return ywtype === 'day' && short ? row.dddate.slice(5) : row.dddate;
}

/**
 * The ranking's periods in the order of spec §2: the contract's RANK_NAMES, written out here
 * because importing a value from the contract's reports module would bring its zod schemas into
 * the console's first load (format.test.ts checks that both lists agree).
 */
export const RANK_ORDER: readonly RankName[] = ['today', 'yesterday', 'thisweek', 'lastweek', 'thismonth', 'lastmonth'];

/** How a column is summed in a table's summary row. */
export type SumKind = 'count' | 'money';

/**
 * The summary row of spec §9: sums each numeric column of the rows shown. Counts are added as
 * integers, money exactly in cents and returned as a two-decimal string.
 */
export function sumColumns<T extends Record<string, unknown>>(
  rows: readonly T[],
  columns: Partial<Record<keyof T & string, SumKind>>,
): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const [key, kind] of Object.entries(columns) as [string, SumKind][]) {
    if (kind === 'money') {
      out[key] = fromCents(rows.reduce((s, r) => s + toCents(r[key] as string | number), 0n));
    } else {
      out[key] = rows.reduce((s, r) => s + (Number(r[key]) || 0), 0);
    }
  }
  return out;
}
