import { z } from 'zod';
import { defineCall } from './call.js';
import { SHEET_FILE_RULE } from './excel-import-words.js';
import { seenVersion, yuan } from './fields.js';
import { salespersonOption } from './orders.js';
import { moneyString, percentString } from './reports.js';
import {
  isPlanGrowth,
  PLAN_GROWTH_MAX,
  PLAN_GROWTH_PATTERN,
  PLAN_GROWTH_MIN_EXCLUSIVE,
  PLAN_ORDERS_MAX,
  PLAN_YEAR_MAX,
  PLAN_YEAR_MIN,
} from './year-plan-words.js';

/**
 * The year plan (/plan/year-plan, issue 15 #4): a year's monthly targets, sales amount and
 * orders, for the branch as a whole (line 0) and per salesperson (a staff account of the
 * session's branch), beside the actual figures. Reading needs `plan:year`; setting, copying and
 * importing `plan:edit`.
 *
 *  - Actual: the orders of the branch (a salesperson's line: the orders naming that salesperson)
 *    created in the month, in the branch's time zone, not cancelled; amount is the order amount.
 *    Read from the order rollup (order_sums), never from the orders.
 *  - Completion: actual ÷ target × 100, two decimals; null when the target is 0. Year to date
 *    sums the months up to the branch's current month (all 12 for a past year, none for a future one).
 *  - A line's version: bumped by every change of the line (save, copy, import). Saving with
 *    another version than the one seen is refused (409) and changes nothing.
 *  - Another branch's salesperson (or no such user) is 404; nothing changes.
 */
export * from './year-plan-words.js';

const year = z.coerce
  .number()
  .int()
  .min(PLAN_YEAR_MIN)
  .max(PLAN_YEAR_MAX)
  .describe(`the year, ${PLAN_YEAR_MIN} … ${PLAN_YEAR_MAX}`);
const salespersonId = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .describe('0 the branch as a whole; else the salesperson (a staff account of the branch)');

export const planAmount = yuan('target sales amount, decimal string, e.g. "50000" or "1234.50"').meta({
  example: '1000',
});
export const planOrders = z.number().int().min(0).max(PLAN_ORDERS_MAX).describe('target orders');

const rate = percentString.nullable().describe('completion in percent, two decimals; null when the target is 0');

/** Targets, actuals and completion of a month, a year to date or a whole year. */
export const planFigures = z.object({
  amount: moneyString.describe('target sales amount'),
  orders: z.number().int().describe('target orders'),
  actualAmount: moneyString.describe('amount of the orders not cancelled'),
  actualOrders: z.number().int().describe('orders not cancelled'),
  amountRate: rate,
  ordersRate: rate,
});
export type PlanFigures = z.infer<typeof planFigures>;

export const planLine = z.object({
  salespersonId: z.number().int().describe('0 the branch as a whole'),
  name: z.string().describe("the salesperson's name; '' for the branch line"),
  version: z.number().int().describe('0 while the line has never been saved'),
  updatedBy: z.string().describe("who changed it last; '' when never"),
  updatedAt: z.string().nullable().describe('ISO timestamp of the last change; null when never'),
  months: z.array(planFigures.extend({ month: z.number().int().describe('1 … 12') })).length(12),
  ytd: planFigures.describe('months 1 … ytdMonths'),
  total: planFigures.describe('the whole year'),
});
export type PlanLine = z.infer<typeof planLine>;

export const yearPlanData = z.object({
  year: z.number().int(),
  ytdMonths: z
    .number()
    .int()
    .describe(
      "months counted in year to date: the branch's current month this year, 12 for a past year, 0 for a future one",
    ),
  hasTargets: z.boolean().describe('whether any target of the year was set'),
  lastYearHasTargets: z.boolean().describe('whether last year has a plan to copy'),
  lines: z
    .array(planLine)
    .describe(
      "the branch line first, then each salesperson (the branch's staff accounts, and anyone with targets this year) by name",
    ),
});
export type YearPlanData = z.infer<typeof yearPlanData>;

export const YearPlanRead = defineCall({
  method: 'GET',
  path: '/api/Plan/YearPlan',
  summary: "A year's plan of the branch: each line's monthly targets, actuals and completion",
  mark: 'plan:year',
  query: z.object({ year }).strict(),
  data: yearPlanData,
});

export const PlanSalespeople = defineCall({
  method: 'GET',
  path: '/api/Plan/Salespeople',
  summary: "The branch's staff accounts a line may be planned for",
  mark: 'plan:year',
  data: z.array(salespersonOption),
});

export const planLineBody = z
  .object({
    year,
    salespersonId,
    version: seenVersion('the version the user saw (0 for a new line; changed meanwhile → 409)'),
    months: z
      .array(z.object({ amount: planAmount, orders: planOrders }).strict())
      .length(12)
      .describe('January … December'),
  })
  .strict();
export type PlanLineBody = z.input<typeof planLineBody>;

export const SavePlanLine = defineCall({
  method: 'POST',
  path: '/api/Plan/SaveLine',
  summary: "Sets one line's twelve monthly targets (with the version seen)",
  mark: 'plan:edit',
  body: planLineBody,
  data: z.object({ version: z.number().int() }),
});

export const planGrowth = z
  .string()
  .trim()
  .max(8)
  .refine(isPlanGrowth, {
    error: `a percentage above ${PLAN_GROWTH_MIN_EXCLUSIVE} and at most ${PLAN_GROWTH_MAX}, two decimals at most`,
    params: {
      rule: 'words',
      cn: `应为大于 ${PLAN_GROWTH_MIN_EXCLUSIVE}、不超过 ${PLAN_GROWTH_MAX} 的百分数，最多两位小数`,
      en: `must be a percentage above ${PLAN_GROWTH_MIN_EXCLUSIVE} and at most ${PLAN_GROWTH_MAX}, two decimals at most`,
    },
  })
  .meta({ pattern: PLAN_GROWTH_PATTERN.source, example: '10' })
  .describe('growth in percent, e.g. "10" or "-5.5"');

export const CopyLastYearPlan = defineCall({
  method: 'POST',
  path: '/api/Plan/CopyLastYear',
  summary: "Sets a year's targets to last year's times (1 + growth %), line by line",
  mark: 'plan:edit',
  rules: ["growth: last year's targets times (1 + growth %) stay within the limits of a target (amount, orders)"],
  body: z
    .object({
      year,
      growth: planGrowth,
      replace: z
        .boolean()
        .default(false)
        .describe('the year already has targets: false refuses (409), true overwrites the lines last year had'),
    })
    .strict(),
  data: z.object({ lines: z.number().int().describe('lines written') }),
});

export const planImportError = z.object({
  row: z.number().int().describe('1-based sheet row'),
  cell: z.string().describe('e.g. "E4"; the row alone ("A4") for a row-wide problem'),
  message: z.string().describe("what is wrong, in the caller's language"),
});
export type PlanImportError = z.infer<typeof planImportError>;

export const ImportYearPlan = defineCall({
  method: 'POST',
  path: '/api/Plan/Import',
  summary: "Sets a year's targets from an .xlsx in the export's layout; any bad cell and nothing is written",
  mark: 'plan:edit',
  rules: [SHEET_FILE_RULE],
  query: z.object({ year }).strict(),
  data: z.object({
    written: z.boolean().describe('false: the file had errors and nothing was written'),
    lines: z.number().int().describe('lines written'),
    errors: z.array(planImportError).describe('the first errors, by row and cell'),
    moreErrors: z.number().int().describe('errors not listed'),
  }),
});
