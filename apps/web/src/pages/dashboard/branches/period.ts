import type { Dayjs } from 'dayjs';
import { BRANCH_FIGURES_MAX_DAYS, type DayRange } from '@bo/contract';

/**
 * The period the branches page compares (issue 41), kept in the address with the list's words:
 * `period` (today, 7d, 30d, year; none is the default) or `period=range&from=…&to=…`. The days are
 * the platform owner's branch's local days (components/branch-time.ts's branchToday).
 */
export const PERIODS = ['today', '7d', '30d', 'year'] as const;
export type PeriodWord = (typeof PERIODS)[number];
export const RANGE_WORD = 'range';
export const DEFAULT_PERIOD: PeriodWord = '7d';
export type Period = PeriodWord | DayRange;

const DAY = 'YYYY-MM-DD';
const DAY_MS = 86_400_000;

const isPeriodWord = (v: string | undefined): v is PeriodWord => (PERIODS as readonly string[]).includes(v ?? '');

/** Days from–to counted both ends included (YYYY-MM-DD, read as UTC days so no clock shift matters). */
export const daysIn = (r: DayRange): number => Math.round((Date.parse(r.to) - Date.parse(r.from)) / DAY_MS) + 1;

/** A range the call accepts: from not after to, at most BRANCH_FIGURES_MAX_DAYS days. */
export const isFairRange = (r: DayRange): boolean => r.from <= r.to && daysIn(r) <= BRANCH_FIGURES_MAX_DAYS;

/** The days of a period; every word's last day is today. */
export function daysOf(p: Period, today: Dayjs): DayRange {
  if (typeof p !== 'string') return p;
  const to = today.format(DAY);
  const first: Record<PeriodWord, Dayjs> = {
    today,
    '7d': today.subtract(6, 'day'),
    '30d': today.subtract(29, 'day'),
    year: today.startOf('year'),
  };
  return { from: first[p].format(DAY), to };
}

/** The period the address's words name; the default for none or words that do not go together. */
export function periodOf(filters: Record<string, string>): Period {
  if (filters.period === RANGE_WORD && filters.from && filters.to) return { from: filters.from, to: filters.to };
  return isPeriodWord(filters.period) ? filters.period : DEFAULT_PERIOD;
}

/** The address's words of a period (the default has none). */
export function periodWords(p: Period): Record<string, string | undefined> {
  if (typeof p !== 'string') return { period: RANGE_WORD, from: p.from, to: p.to };
  return { period: p === DEFAULT_PERIOD ? undefined : p, from: undefined, to: undefined };
}

/**
 * The list rules' repair of the period words: from and to only with `period=range`, both there
 * and a range the call accepts; else the range is dropped (and the default period shows).
 */
export function fixPeriod(filters: Record<string, string>): Record<string, string> {
  const { period, from, to, ...rest } = filters;
  if (period === RANGE_WORD) {
    return from && to && isFairRange({ from, to }) ? { ...rest, period, from, to } : rest;
  }
  return isPeriodWord(period) && period !== DEFAULT_PERIOD ? { ...rest, period } : rest;
}
