/**
 * Exact money on the server: decimal strings (what SQL's numeric gives as text and the contract
 * accepts) in integer cents and back, so sums never pass through a float.
 */

/** A decimal string with at most two decimals ("1234.5", "-0.01") in cents; anything else throws. */
export function toCents(decimal: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) throw new Error(`not an amount: ${decimal}`);
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -cents : cents;
}

/** Cents as a decimal string with two decimals ("-0.01", "1000.00"). */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
