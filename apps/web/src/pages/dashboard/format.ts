import { WAN, type ChartRow, type YwType } from '@bo/contract';

/**
 * Pure number formatting of the dashboard (spec §9): money arrives as decimal strings with two
 * decimals ("1234.50"); it is handled as integer cents (BigInt) so that sums and the 10,000
 * unit never suffer float errors. Rounding is half up (away from zero), like the server's.
 */

const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450n cents. Anything that is not a decimal with at most two places is 0. */
export function toCents(money: string | number): bigint {
  const text = typeof money === 'number' ? money.toFixed(2) : money.trim();
  const m = MONEY.exec(text);
  if (!m) return 0n;
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 123450n → "1234.50". */
export function fromCents(cents: bigint): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Divides integer cents by `unit` (a power of ten ≥ 1), rounding half away from zero, to two decimals. */
function scaled(cents: bigint, unit: number): string {
  const d = BigInt(unit);
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const q = (abs + d / 2n) / d; // hundredths of the unit
  return fromCents(neg ? -q : q);
}

/** Money in units of 10,000 (万), two decimals: "1234567.89" → "123.46". */
export function toWan(money: string | number): string {
  return scaled(toCents(money), WAN);
}

/** Groups the integer part with commas: "1234567.89" → "1,234,567.89". */
export function groupThousands(decimal: string): string {
  const [int, frac] = decimal.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/**
 * A ranking amount (spec §9): from 10,000 on, in units of 10,000 with a "w" suffix
 * ("12345.00" → "1.23w"); below it, the amount itself ("9999.50").
 */
export function formatW(money: string | number): string {
  const cents = toCents(money);
  const abs = cents < 0n ? -cents : cents;
  if (abs >= BigInt(WAN) * 100n) return `${groupThousands(scaled(cents, WAN))}w`;
  return fromCents(cents);
}

/** A money string for tables: grouped, two decimals. */
export const formatMoney = (money: string | number) => groupThousands(fromCents(toCents(money)));

/** A count with thousands separators. */
export const formatCount = (n: number) => groupThousands(String(n));

/**
 * The label of a chart row: days and weeks by their first day, months by YYYY-MM, years by
 * YYYY. On the chart's axis (`short`) days leave out the year.
 */
export function periodLabel(row: ChartRow, ywtype: YwType, short = true): string {
  if (ywtype === 'month') return row.ddmonth;
  if (ywtype === 'year') return row.ddyear;
  return ywtype === 'day' && short ? row.dddate.slice(5) : row.dddate;
}

/** How a column is summed in a table's summary row. */
export type SumKind = 'count' | 'money';

/**
 * The summary row of spec §9: sums each numeric column of the rows shown. Counts are added as
 * integers, money exactly in cents and returned as a two-decimal string.
 */
export function sumColumns<T extends Record<string, unknown>>(rows: readonly T[], columns: Partial<Record<keyof T & string, SumKind>>): Record<string, number | string> {
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
