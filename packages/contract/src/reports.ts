import { z } from 'zod';
import { defineCall } from './call.js';
import { dateString } from './dates.js';
import { M } from './perms.js';
import { RANGE_MAX_DAYS, rangeRefusal } from './report-range-words.js';

export * from './report-range-words.js';

/**
 * Dashboard calls of spec §7 (group Reports). Meanings of every figure are recorded in
 * docs/decisions/0018-dashboard-calendar-and-counted-orders.md and
 * docs/decisions/0019-dashboard-call-meanings.md. In short:
 * - every figure is computed in the branch's time zone (branches.timezone, default Asia/Shanghai);
 * - "today" is the branch's local calendar day, the previous period is yesterday, total is all time;
 * - cancelled orders (status 9) count nowhere; every other status counts from its creation time;
 * - money is a string with two decimals ("1234.50"), summed exactly in SQL numeric;
 * - a percentage is a string with two decimals without the % sign ("12.50" = 12.50 %).
 */

/** Money in JSON: a decimal string with exactly two decimals. */
export const moneyString = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('money, two decimals, e.g. "1234.50"');
/** A percentage in JSON: two decimals, no % sign ("12.50" means 12.50 %). */
export const percentString = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('percentage with two decimals, no % sign: "12.50" = 12.50 %');

/** A count card: today, the previous period (yesterday) and the all-time total. */
export const countFigure = z.object({
  today: z.number().int().describe("today's value (the branch's local day)"),
  previous: z.number().int().describe("the previous period's value: yesterday"),
  total: z.number().int().describe('all-time total'),
});
/** The same for money. */
export const moneyFigure = z.object({
  today: moneyString,
  previous: moneyString,
  total: moneyString,
});

export const reportsQuery = z.object({
  guestcode: z.string().max(40).optional().describe("the user's reguserno; must match the session (another → code 8)"),
  gscode: z.string().max(20).optional().describe('branch code; must match the session (another → code 8)'),
});

/** ReportData of an ordinary branch. */
export const branchReportData = z.object({
  scope: z.literal('branch').describe('an ordinary branch; the platform owner gets scope "platform"'),
  vdata: countFigure.describe('visits: page visits to the branch shop (visit rows), by visit time'),
  cdata: countFigure.describe('client accounts of the branch, by creation time'),
  fdata: countFigure.describe(
    'followers: registered shop users bound through WeChat (members with a WeChat openid), by registration time',
  ),
  udata: countFigure.describe('registered shop users (members), by registration time'),
  odata: countFigure.describe('orders not cancelled, by creation time'),
  tdata: moneyFigure.describe('turnover: amount of the orders not cancelled, by creation time'),
  conversionrate: percentString.describe(
    'today\'s conversion: distinct visitors today whose visit carries a client that placed a non-cancelled order today ÷ distinct visitors today, × 100; "0.00" when nobody visited',
  ),
});
export type BranchReportData = z.infer<typeof branchReportData>;

export const platformBranchRow = z.object({
  gscode: z.string(),
  longname: z.string(),
  dd_num: z.number().int().describe("today's orders (not cancelled)"),
  jine: moneyString.describe("today's sales"),
  total_num: z.number().int().describe('all-time orders'),
  total_jine: moneyString.describe('all-time sales'),
});

/** ReportData of the platform owner (spec §6): the whole platform, every branch. */
export const platformReportData = z.object({
  scope: z
    .literal('platform')
    .describe('the platform owner (customer code PLATFORM_GUESTCODE): figures across all branches'),
  merchants: countFigure.describe(
    "card merchants: the branches running a shop on the platform (all but the owner's own), by creation time",
  ),
  platforms: countFigure.describe(
    'platforms in operation: merchant branches enabled and not past their subscription end, by creation time',
  ),
  customers: countFigure.describe('e-commerce customers: client accounts of every branch, by creation time'),
  vdata: countFigure.describe('visits to every branch shop'),
  odata: countFigure.describe('orders not cancelled, every branch'),
  tdata: moneyFigure.describe('sales (turnover) of every branch'),
  branches: z.array(platformBranchRow).describe('per merchant branch, by all-time sales descending'),
});
export type PlatformReportData = z.infer<typeof platformReportData>;

export const ReportData = defineCall({
  method: 'GET',
  path: '/api/Reports/ReportData',
  summary: 'Dashboard count cards: visits, clients, followers, users, orders, turnover, conversion',
  mark: M.dashboard,
  query: reportsQuery,
  data: z
    .discriminatedUnion('scope', [branchReportData, platformReportData])
    .describe(
      'Days are the branch\'s local days. The platform owner gets scope "platform"; "today" is then the platform branch\'s local day and each branch contributes its own local days.',
    ),
});

/** A custom range of the branch's days (issue 37 #6) beside a call's period word, which it replaces. */
const rangeFields = (maxDays: number, replaces: string) => ({
  from: dateString()
    .optional()
    .describe(`first day of a custom range (branch's local day); with to, replaces ${replaces}`),
  to: dateString().optional().describe(`last day of the range, included; at most ${maxDays} days in all`),
});

/** from and to together, to not before from, at most `maxDays` days: else refused in both languages. */
export const checkRange =
  (maxDays: number) => (q: { from?: string; to?: string }, ctx: z.RefinementCtx<{ from?: string; to?: string }>) => {
    if (q.from === undefined && q.to === undefined) return;
    const words =
      q.from === undefined || q.to === undefined
        ? { cn: '开始日期和结束日期须同时给出', en: 'from and to go together' }
        : rangeRefusal(q.from, q.to, maxDays);
    if (words)
      ctx.addIssue({
        code: 'custom',
        path: [q.from === undefined ? 'from' : 'to'],
        message: words.en,
        params: { rule: 'words', ...words },
      });
  };

export const YW_TYPES = ['day', 'week', 'month', 'year'] as const;
export type YwType = (typeof YW_TYPES)[number];
/** How many periods each chart shows, the current one included. */
export const CHART_PERIODS: Record<YwType, number> = { day: 30, week: 12, month: 12, year: 5 };

/** Chart row of spec §3. */
export const chartRow = z.object({
  dddate: z.string().describe('first day of the period, YYYY-MM-DD (a week starts on Monday)'),
  ddmonth: z.string().describe('month of that first day, YYYY-MM'),
  ddyear: z.string().describe('year of that first day, YYYY'),
  dd_num: z.number().int().describe('orders (not cancelled) created in the period'),
  gu_num: z.number().int().describe('distinct clients who placed those orders'),
  jine: moneyString.describe('amount of those orders'),
});
export type ChartRow = z.infer<typeof chartRow>;

export const Report = defineCall({
  method: 'GET',
  path: '/api/Reports/Report',
  summary: 'Histogram rows: orders, ordering clients and amount per day, week, month or year',
  mark: M.dashboard,
  query: reportsQuery
    .extend({
      ywtype: z
        .enum(YW_TYPES)
        .default('day')
        .describe(
          'day: last 30 days; week: last 12 weeks (Monday first); month: last 12 months; year: last 5 years; the current period included',
        ),
      ...rangeFields(RANGE_MAX_DAYS.chart, 'ywtype'),
    })
    .superRefine(checkRange(RANGE_MAX_DAYS.chart)),
  data: z
    .array(chartRow)
    .describe(
      'oldest first, one row per period; periods without orders are present with zeros. With from/to: one row per day up to 62 days, per week (Monday first) up to 366 days, else per month; the first and last week or month are cut to the range, their dddate is the first day inside it',
    ),
});

export const RANK_NAMES = ['today', 'yesterday', 'thisweek', 'lastweek', 'thismonth', 'lastmonth'] as const;
export type RankName = (typeof RANK_NAMES)[number];

/** Ranking row of spec §3. */
export const rankingRow = z.object({
  guestname: z.string().describe('client name (for the platform owner: the branch name)'),
  guestcode: z.string().describe('client code, for ClientInfo (for the platform owner: the branch code)'),
  jine: moneyString.describe("the client's amount in the period"),
  dd_num: z.number().int().describe("the client's orders in the period"),
  percentage: percentString.describe("share of the period's total amount (all clients, not only the top 10)"),
});
export type RankingRow = z.infer<typeof rankingRow>;

export const Ranking = defineCall({
  method: 'GET',
  path: '/api/Reports/Ranking',
  summary: 'Top 10 clients by amount in a period',
  mark: M.dashboard,
  query: reportsQuery
    .extend({
      rankname: z.enum(RANK_NAMES).default('today').describe('weeks start on Monday; periods in the branch time zone'),
      ...rangeFields(RANGE_MAX_DAYS.ranking, 'rankname'),
    })
    .superRefine(checkRange(RANGE_MAX_DAYS.ranking)),
  data: z
    .array(rankingRow)
    .describe(
      'at most 10 rows, by amount descending, then orders descending, then name; with from/to: over those days',
    ),
});
