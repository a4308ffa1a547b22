import { addDays } from '../../calendar-days.js';

/**
 * Which order_sums rows sum to local days from…to (YYYY-MM-DD, either open), reading as few rows as
 * possible: the all-time row without a range; else the month rows of whole months, and for a month
 * the range covers in part either its days in the range (added) or the month row less its days
 * outside the range (subtracted), whichever reads fewer days. "The last 30 days" thus reads this
 * month less the days after today (none yet) and the end of last month, not 30 days of day rows.
 */
export interface PeriodPiece {
  grain: 'a' | 'm' | 'd';
  /** Periods from…to inclusive (month rows: month starts); undefined: open. */
  from?: string;
  to?: string;
  /** 1: added, -1: subtracted. */
  sign: 1 | -1;
}

const day = (s: string) => new Date(`${s}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (s: string) => `${s.slice(0, 7)}-01`;
const nextMonth = (s: string) => {
  const d = day(monthStart(s));
  d.setUTCMonth(d.getUTCMonth() + 1); // not Date.UTC(), which reads years below 100 as 19xx
  return iso(d);
};
const daysBetween = (a: string, b: string) => Math.round((day(b).getTime() - day(a).getTime()) / 86_400_000) + 1;

/** The days from…to of one month (from and to in the same month), added directly or as the month less the rest. */
function partOfMonth(from: string, to: string): PeriodPiece[] {
  const first = monthStart(from);
  const last = addDays(nextMonth(from), -1);
  if (from === first && to === last) return [{ grain: 'm', from: first, to: first, sign: 1 }];
  const outside =
    (from > first ? daysBetween(first, addDays(from, -1)) : 0) + (to < last ? daysBetween(addDays(to, 1), last) : 0);
  if (daysBetween(from, to) <= outside) return [{ grain: 'd', from, to, sign: 1 }];
  const pieces: PeriodPiece[] = [{ grain: 'm', from: first, to: first, sign: 1 }];
  if (from > first) pieces.push({ grain: 'd', from: first, to: addDays(from, -1), sign: -1 });
  if (to < last) pieces.push({ grain: 'd', from: addDays(to, 1), to: last, sign: -1 });
  return pieces;
}

export function rollupPeriods(from?: string, to?: string): PeriodPiece[] {
  if (!from && !to) return [{ grain: 'a', sign: 1 }];
  if (from && to && from > to) return [];
  if (from && to && monthStart(from) === monthStart(to)) return partOfMonth(from, to);
  const pieces: PeriodPiece[] = [];
  // Whole months lie in [wholeFrom, wholeTo] (month starts); the months of from and to in part or whole.
  let wholeFrom: string | undefined;
  let wholeTo: string | undefined;
  if (from) {
    const lastOfMonth = addDays(nextMonth(from), -1);
    if (from === monthStart(from)) wholeFrom = from;
    else {
      pieces.push(...partOfMonth(from, lastOfMonth));
      wholeFrom = nextMonth(from);
    }
  }
  if (to) {
    const lastOfMonth = addDays(nextMonth(to), -1);
    if (to === lastOfMonth) wholeTo = monthStart(to);
    else {
      pieces.push(...partOfMonth(monthStart(to), to));
      wholeTo = addDays(monthStart(to), -1).slice(0, 7) + '-01';
    }
  }
  if (!wholeFrom || !wholeTo || wholeFrom <= wholeTo)
    pieces.push({ grain: 'm', from: wholeFrom, to: wholeTo, sign: 1 });
  return pieces;
}
