import { WAN } from '@bo/contract';

/**
 * The one formatter of money and counts of the console (docs/decisions/0057-money-formatting.md).
 * Money arrives as decimal strings with two decimals ("1234.50") and is handled as integer
 * cents (BigInt), so sums and the 10,000 unit never suffer float errors. Every money figure on
 * screen has thousands separators and two decimals ("8,339.00"); where spec §9's w suffix
 * applies (the ranking), amounts from 10,000 on are in units of 10,000 ("2.03w"). Rounding is
 * half up (away from zero), like the server's.
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

/** Money in units of 10,000 (万), two decimals, no separators: "1234567.89" → "123.46". */
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

/** Money with thousands separators and two decimals: "8339" → "8,339.00". */
export const formatMoney = (money: string | number) => groupThousands(fromCents(toCents(money)));

/** Money in units of 10,000 with separators, without the unit: "19015900.00" → "1,901.59" (the sales total). */
export const formatWan = (money: string | number) => groupThousands(toWan(money));

/**
 * Money with spec §9's w suffix: from 10,000 on (in absolute value), in units of 10,000 with
 * a "w" ("20291.00" → "2.03w", "123456789.00" → "12,345.68w"); below it, formatMoney ("8,339.00").
 */
export function formatMoneyW(money: string | number): string {
  const cents = toCents(money);
  const abs = cents < 0n ? -cents : cents;
  if (abs >= BigInt(WAN) * 100n) return `${groupThousands(scaled(cents, WAN))}w`;
  return groupThousands(fromCents(cents));
}

/** A count with thousands separators. */
export const formatCount = (n: number) => groupThousands(String(Math.round(n)));

/** A percentage with two decimals and a % sign: the server's string as it comes ("12.50" → "12.50%"), a number rounded. */
export const formatPercent = (v: string | number) => `${typeof v === 'number' ? v.toFixed(2) : v}%`;

const BYTE_UNITS = ['KiB', 'MiB', 'GiB', 'TiB'] as const;

/** A size as the server words its limits: 2097152 → "2 MiB", 1536 → "1.5 KiB", 12 → "12 B", 25769803776 → "24 GiB" (one decimal at most). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${+value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

/** A number with a fixed count of decimals (a load average: 0.5 → "0.50"). */
export const formatDecimal = (n: number, digits: number) => n.toFixed(digits);

/** A running time as people read it: 850 ms, 12.4 s, 3 min 05 s, 2 h 07 min; a dash when unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.floor(ms / 1000);
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}
