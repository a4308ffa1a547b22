import { z } from 'zod';
import { defineCall } from './call.js';
import { dateString } from './dates.js';
import { M } from './perms.js';
import { checkRange, moneyString, percentString } from './reports.js';
import { userInfo } from './auth.js';
import {
  BRANCH_FIGURES_MAX_DAYS,
  BRANCH_STATES,
  VIEW_BRANCH_MINUTES,
  VIEW_REASON_MAX,
  VIEW_REASON_MIN,
} from './platform-words.js';

/**
 * Headquarters (issue 41): the platform owner sees every branch's figures side by side and looks
 * into one branch read-only. Only the platform owner's branch makes these calls (platformOnly),
 * with platform:branches; a read-only view's session is refused every write (code 8, HTTP 403)
 * but ending the view, signing out and the lock screen.
 *
 * The figures count as the branch's own dashboard does (the same rollups): orders and sales are
 * the orders not cancelled, by the branch's local day of creation; so a branch's row for some days
 * equals what its administrator's chart shows for those days.
 */
export * from './platform-words.js';

export const branchFiguresQuery = z
  .object({
    from: dateString().describe("first day of the period (each branch's local day)"),
    to: dateString().describe(`last day, included; at most ${BRANCH_FIGURES_MAX_DAYS} days in all`),
  })
  .superRefine(checkRange(BRANCH_FIGURES_MAX_DAYS));

export const branchFigureRow = z.object({
  gscode: z.string().describe('branch code'),
  company: z.string().describe("the branch's name"),
  state: z
    .enum(BRANCH_STATES)
    .describe('live; ending (subscription ends within 30 days); expired (subscription over); disabled'),
  endtime: z.string().describe('subscription end date, YYYY-MM-DD, empty when none'),
  sales: moneyString.describe('amount of the orders not cancelled created in the period'),
  orders: z.number().int().describe('orders not cancelled created in the period'),
  paidOrders: z.number().int().describe('of those orders, the ones fully paid'),
  newClients: z.number().int().describe('clients added in the period'),
  visitors: z.number().int().describe("visits of the branch's shop in the period (the dashboard's visitor figure)"),
  conversion: percentString.describe('orders per 100 visits, "0.00" without visits'),
  avgOrder: moneyString.describe('sales ÷ orders, "0.00" without orders'),
  salesChange: z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .nullable()
    .describe(
      'sales against the period of the same length just before, in percent (e.g. "-12.50"); null when that period sold nothing',
    ),
});
export type BranchFigureRow = z.infer<typeof branchFigureRow>;

export const GetBranchFigures = defineCall({
  method: 'GET',
  path: '/api/Platform/BranchFigures',
  summary: "Every branch's figures for a period, side by side (the platform owner)",
  mark: M.platformBranches,
  platformOnly: 'branches',
  query: branchFiguresQuery,
  data: z
    .array(branchFigureRow)
    .describe("every branch but the platform owner's own, by sales descending, then by code"),
});

export const viewBranchBody = z.object({
  gscode: z.string().trim().min(1).max(20).describe('the branch to look into'),
  reason: z
    .string()
    .trim()
    .min(VIEW_REASON_MIN)
    .max(VIEW_REASON_MAX)
    .describe("why: shown in the branch's operation log, to its administrator"),
});

export const ViewBranch = defineCall({
  method: 'POST',
  path: '/api/Platform/ViewBranch',
  summary: `Opens a read-only session in a branch, as its administrator sees it, for at most ${VIEW_BRANCH_MINUTES} minutes`,
  mark: M.platformBranches,
  platformOnly: 'branches',
  body: viewBranchBody,
  data: userInfo.describe(
    "the view's session, like a sign-in's answer, with viewing set; the caller's own session stays as it is. The opening is written in the branch's operation log and the platform's",
  ),
  rules: ["a branch that is the caller's own, disabled or unknown (HTTP 404 for unknown)"],
});

export const EndView = defineCall({
  method: 'POST',
  path: '/api/Platform/EndView',
  summary:
    'Ends the read-only view this session is (written in both operation logs); any other session is refused (HTTP 409)',
  mark: null,
  data: z.null(),
});
