/**
 * The words and limits of the year plan (/plan/year-plan, issue 15 #4) without any schema
 * (year-plan.ts re-exports them), so the web page checks the same bounds and writes the same
 * Excel layout the server reads, without carrying zod.
 */

/** The years a plan may be set for (the table's check constraint). */
export const PLAN_YEAR_MIN = 2000;
export const PLAN_YEAR_MAX = 2100;

/** A month's sales target is an amount in yuan (fields.ts: YUAN_PATTERN, at most 10 digits and 2 decimals). */
/** Most orders a month's target may name. */
export const PLAN_ORDERS_MAX = 10_000_000;

/**
 * Growth of a copy of last year's plan, in percent: more than −100 (nothing left) and at most 1000
 * (eleven times), up to 2 decimals. Amounts are rounded to cents, orders to whole orders (half up).
 */
export const PLAN_GROWTH_PATTERN = /^-?\d{1,4}(\.\d{1,2})?$/;
export const PLAN_GROWTH_MIN_EXCLUSIVE = -100;
export const PLAN_GROWTH_MAX = 1000;
export const isPlanGrowth = (s: string) =>
  PLAN_GROWTH_PATTERN.test(s) && Number(s) > PLAN_GROWTH_MIN_EXCLUSIVE && Number(s) <= PLAN_GROWTH_MAX;

/** Salesperson id of the branch's own line (the branch as a whole). */
export const PLAN_BRANCH_LINE = 0;

/** Largest import file (an .xlsx of a few hundred lines is a few tens of KB). */
export const PLAN_IMPORT_MAX_BYTES = 1024 * 1024;
/** Most lines (branch and salespeople) one import may hold. */
export const PLAN_IMPORT_MAX_LINES = 500;
/** Most cell errors an import answer lists (the rest are counted). */
export const PLAN_IMPORT_MAX_ERRORS = 100;

/**
 * The Excel layout, written by the page's export and read by the import (a round trip):
 *
 *   row 1:  A "Year" / "年度"        B the year (a number)
 *   row 2:  A id  B name  C measure  D…O months 1…12  P year total      (headings, any language)
 *   row 3…: one row per line and measure: A the salesperson id (0 the branch), B the name (not
 *           read), C the measure word (amount or orders, in either language), D…O the targets,
 *           P the sum (not read). A line is two rows (amount, orders) in any order.
 *
 * Only the first sheet is read; a second sheet "actual" (targets, actuals, completion) is for
 * reading only. Empty month cells count as 0.
 */
export const PLAN_SHEET = {
  yearRow: 1,
  headRow: 2,
  firstRow: 3,
  /** 1-based columns. */
  col: { id: 1, name: 2, measure: 3, firstMonth: 4, total: 16 },
} as const;

/** The measure words of column C, in both languages (either is read). */
export const PLAN_MEASURES = {
  amount: { cn: '销售额', en: 'Sales amount' },
  orders: { cn: '订单数', en: 'Orders' },
} as const;
export type PlanMeasure = keyof typeof PLAN_MEASURES;

/** The measure a cell of column C names, or null. */
export function planMeasureOf(text: string): PlanMeasure | null {
  const s = text.trim().toLowerCase();
  for (const [k, w] of Object.entries(PLAN_MEASURES) as [PlanMeasure, { cn: string; en: string }][]) {
    if (s === k || s === w.cn.toLowerCase() || s === w.en.toLowerCase()) return k;
  }
  return null;
}

/** The year cell's label, in both languages. */
export const PLAN_YEAR_LABEL = { cn: '年度', en: 'Year' } as const;
