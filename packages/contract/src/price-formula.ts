import type { PRICE_FORMULA_SIGNS, ROUND_TYPES } from './constants.js';

/**
 * A client's sales price formula (spec §3 and §9): the base price, a sign (× ÷ + −) and a number,
 * then rounded by the round type: `round` half up to a whole yuan, `ceiling` up to a whole yuan,
 * `blxs` (keep decimals) half up to the fen. Computed exactly on integers (no floats): the base
 * has at most 2 decimals, the number at most 4 (the profile's own limits).
 */
export type PriceSign = (typeof PRICE_FORMULA_SIGNS)[number];
export type RoundType = (typeof ROUND_TYPES)[number];

const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d{1,8}))?$/;

/** A decimal text as an integer count of 10^-scale units, or null when it is not a number. */
function scaled(text: string, scale: number): bigint | null {
  const m = DECIMAL.exec(text.trim());
  if (!m || (m[3]?.length ?? 0) > scale) return null;
  const units = BigInt(m[2] + (m[3] ?? '').padEnd(scale, '0'));
  return m[1] ? -units : units;
}

/** n / d rounded half away from zero (d > 0). */
function halfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** n / d rounded towards +∞ (d > 0). */
function ceil(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d > 0n ? q + 1n : q;
}

/**
 * The sales price of `base` by the formula, as money text with two decimals ("120.00"), or null
 * when the base or the number is not a number, or the formula divides by zero.
 */
export function priceByFormula(base: string, sign: PriceSign, number: string, roundtype: RoundType): string | null {
  const a = scaled(base, 2);
  const b = scaled(number, 4);
  if (a === null || b === null) return null;
  // The exact result as n / d.
  let n: bigint;
  let d: bigint;
  switch (sign) {
    case '*':
      [n, d] = [a * b, 1_000_000n];
      break;
    case '/':
      if (b === 0n) return null;
      [n, d] = b < 0n ? [-a * 10_000n, -b * 100n] : [a * 10_000n, b * 100n];
      break;
    case '+':
      [n, d] = [a * 100n + b, 10_000n];
      break;
    case '-':
      [n, d] = [a * 100n - b, 10_000n];
      break;
  }
  const fen = roundtype === 'blxs' ? halfUp(n * 100n, d) : (roundtype === 'ceiling' ? ceil(n, d) : halfUp(n, d)) * 100n;
  const abs = fen < 0n ? -fen : fen;
  return `${fen < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
