import { fromCents, toCents } from '../../money.js';

/**
 * The amount bands of the rollup order_sums (migration 0015, SQL function order_amount_band): band
 * 0 holds amounts below 10, band b (1…33) amounts from EDGES[b-1] up to but not including EDGES[b],
 * the last band everything from 5·10^11. Edges of 1, 2 and 5 are the round figures people type into
 * an amount filter, so such a range usually lies on band edges and needs no order counted.
 */
export const AMOUNT_BAND_EDGES: readonly bigint[] = Array.from(
  { length: 33 },
  (_, i) => BigInt([1, 2, 5][i % 3]) * 10n ** BigInt(1 + Math.floor(i / 3)),
);

const LAST_BAND = AMOUNT_BAND_EDGES.length;

/** Lowest amount of band b in cents (undefined: no lower end). */
const bandLow = (b: number) => (b === 0 ? undefined : AMOUNT_BAND_EDGES[b - 1] * 100n);
/** First amount above band b in cents (undefined: no upper end). */
const bandEnd = (b: number) => (b === LAST_BAND ? undefined : AMOUNT_BAND_EDGES[b] * 100n);

export interface AmountSplit {
  /** Bands lying wholly inside the range: every amount of theirs (whole cents) is in it. */
  bands: number[];
  /** The parts of the range outside those bands, as amount filters (at least, at most; inclusive). */
  rest: { amountMin?: string; amountMax?: string }[];
}

/**
 * Splits an amount range (at least min, at most max, either optional) into the bands it covers
 * wholly and the rest at either end. Amounts are numeric(14,2), so "below x" is "at most x − 0.01".
 * Undefined when no band lies wholly inside (the whole range is then "rest").
 */
export function splitAmountRange(amountMin?: string, amountMax?: string): AmountSplit | undefined {
  const min = amountMin === undefined ? undefined : toCents(amountMin);
  const max = amountMax === undefined ? undefined : toCents(amountMax);
  const inside = (b: number) => {
    const low = bandLow(b);
    const end = bandEnd(b);
    const lowOk = min === undefined || (low !== undefined && low >= min);
    const endOk = max === undefined || (end !== undefined && end - 1n <= max);
    return lowOk && endOk;
  };
  const bands = Array.from({ length: LAST_BAND + 1 }, (_, b) => b).filter(inside);
  if (!bands.length) return undefined;
  const rest: AmountSplit['rest'] = [];
  const low = bandLow(bands[0]);
  if (min !== undefined && low !== undefined && min < low)
    rest.push({ amountMin: amountMin, amountMax: fromCents(low - 1n) });
  const end = bandEnd(bands[bands.length - 1]);
  if (max !== undefined && end !== undefined && end <= max)
    rest.push({ amountMin: fromCents(end), amountMax: amountMax });
  return { bands, rest };
}
