import { z } from 'zod';
import { defineCall } from './call.js';
import { csvOf, listData, listQuery, pageParam, pageSizeParam } from './list.js';
import { M } from './perms.js';
import { moneyString } from './reports.js';
import {
  COMMISSION_RATE_PATTERN,
  PROMOTER_DETAIL_CLIENTS_MAX,
  PROMOTER_OPS,
  PROMOTER_SEARCH_MAX,
  PROMOTER_SORTS,
  PROMOTER_STATUSES,
} from './promoter-words.js';
import { seenVersion } from './fields.js';

/**
 * Promoters (推广中心, issue 12 #5; spec §7 UManage gettgzxUser, gettgzxdetail, optgzxUser): shop
 * accounts of the branch that bring new clients (clients.promoter_id) and earn a commission on
 * their orders. Always of the session's branch.
 *
 * The figures, all summed in SQL numeric from the orders themselves:
 *  - a referral is a client whose promoter is the account;
 *  - a referral's orders count from the later of the client's sign-up and the day the account
 *    became a promoter ("since the referral"); cancelled orders (state 9) never count;
 *  - orders and amount: those orders, whatever their state but cancelled;
 *  - commission: rate % × the amount of those orders that are completed (state 4), rounded to
 *    the cent per promoter.
 *
 * Payloads (the spec shows none):
 *  - GET gettgzxUser: the list protocol (page, pageSize, sort, order; q, status), with a summary
 *    row over the whole filtered set.
 *  - GET gettgzxdetail?id=…&page=…&pageSize=…&guestcode=…: one promoter, its referred clients
 *    (each with its figures) and one page of their orders since the referral (guestcode: one
 *    referred client's only).
 *  - POST optgzxUser: { op: 'add', id, commissionRate? } makes the shop account a promoter;
 *    { op: 'enable' | 'disable', id, version } and { op: 'rate', id, version, commissionRate }
 *    change one; `version` is the one the user saw (changed meanwhile → 409).
 */
export * from './promoter-words.js';

const memberId = z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .describe("the promoter's shop account (members.id) in the session's branch");
export const commissionRate = z
  .string()
  .trim()
  .max(6)
  .refine((v) => COMMISSION_RATE_PATTERN.test(v), {
    error: 'a percentage from 0 to 100 with at most two decimals',
    params: {
      rule: 'words',
      cn: '应为 0 到 100 之间的百分比，最多两位小数',
      en: 'must be a percentage from 0 to 100 with at most two decimals',
    },
  })
  // The refine words the rule in both languages; the pattern shows it in the API document, so callers can build a valid value.
  .meta({ pattern: COMMISSION_RATE_PATTERN.source, example: '5' })
  .describe('commission, percent of the completed order amount, 0 … 100, two decimals at most');

export const promoterListQuery = listQuery(PROMOTER_SORTS, {
  q: z.string().trim().max(PROMOTER_SEARCH_MAX).optional().describe('account, nickname or mobile contains'),
  status: csvOf(PROMOTER_STATUSES).optional().describe('1 enabled, 0 disabled'),
});

export const promoterRow = z.object({
  id: z.number().int().describe('the shop account (members.id)'),
  userName: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  accountStatus: z.number().int().describe("the shop account's own status: 1 enabled, 0 disabled"),
  commissionRate: z.string().describe('percent, two decimals'),
  since: z.string().describe('ISO timestamp: when the account became a promoter'),
  referrals: z.number().int().describe('clients it brought'),
  orders: z.number().int().describe("its referrals' orders since the referral, cancelled ones aside"),
  amount: moneyString.describe('the amount of those orders'),
  completedAmount: moneyString.describe('the amount of those orders that are completed (state 4)'),
  commission: moneyString.describe('rate × completed amount, to the cent'),
  version: z.number().int(),
});
export type PromoterRow = z.infer<typeof promoterRow>;

/** Spec §7 UManage gettgzxUser. */
export const GettgzxUser = defineCall({
  method: 'GET',
  path: '/api/UManage/gettgzxUser',
  summary:
    "The branch's promoters with their referrals, their orders and commission: one page, the total and the summary row",
  mark: M.accountList,
  query: promoterListQuery,
  data: listData(promoterRow, {
    referrals: z.number().int(),
    orders: z.number().int(),
    amount: moneyString,
    commission: moneyString,
  }),
});

export const referredClient = z.object({
  id: z.number().int(),
  guestcode: z.string(),
  guestname: z.string(),
  longname: z.string(),
  signedUpAt: z.string().describe("ISO timestamp of the client's sign-up"),
  orders: z.number().int(),
  amount: moneyString,
  completedAmount: moneyString,
  commission: moneyString,
});
export type ReferredClient = z.infer<typeof referredClient>;

export const referredOrder = z.object({
  id: z.number().int(),
  orderno: z.string(),
  guestcode: z.string(),
  guestname: z.string(),
  status: z.number().int().describe('order state 0 … 4, 9'),
  amount: moneyString,
  createdAt: z.string(),
});
export type ReferredOrder = z.infer<typeof referredOrder>;

export const promoterDetailQuery = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe("the promoter's shop account (members.id)"),
  page: pageParam.describe('page of the orders'),
  pageSize: pageSizeParam,
  guestcode: z.string().trim().max(40).optional().describe("only this referred client's orders"),
});

/** Spec §7 UManage gettgzxdetail. */
export const Gettgzxdetail = defineCall({
  method: 'GET',
  path: '/api/UManage/gettgzxdetail',
  summary:
    'One promoter: its referred clients with their figures, and one page of their orders since the referral (newest first)',
  mark: M.accountList,
  query: promoterDetailQuery,
  data: z.object({
    promoter: promoterRow,
    clients: z
      .array(referredClient)
      .max(PROMOTER_DETAIL_CLIENTS_MAX)
      .describe(`the referred clients, newest sign-up first, at most ${PROMOTER_DETAIL_CLIENTS_MAX}`),
    clientsTotal: z.number().int(),
    orders: z.object({ list: z.array(referredOrder), total: z.number().int() }),
  }),
});

/** Spec §7 UManage optgzxUser. */
export const OptgzxUser = defineCall({
  method: 'POST',
  path: '/api/UManage/optgzxUser',
  summary: 'Makes a shop account a promoter, enables or disables one, or sets its commission rate',
  mark: M.promoterEdit,
  rules: ['version: required by enable, disable and rate', 'commissionRate: required by rate'],
  body: z
    .object({
      op: z
        .enum(PROMOTER_OPS)
        .describe('add: make the account a promoter; enable; disable; rate: set the commission rate'),
      id: memberId,
      version: seenVersion('the version the user saw; needed by enable, disable and rate').optional(),
      commissionRate: commissionRate.optional().describe('needed by rate; with add, the first rate (default 5)'),
    })
    .strict(),
  data: z.object({
    id: z.number().int(),
    status: z.number().int(),
    commissionRate: z.string(),
    version: z.number().int(),
  }),
});
