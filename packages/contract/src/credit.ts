import { z } from 'zod';
import { defineCall } from './call.js';
import { CREDIT_LIMITS, CREDIT_SORTS, CREDIT_STATES } from './credit-words.js';
import { yuan } from './fields.js';
import { dateString } from './dates.js';
import { csvOf, listData, listQuery } from './list.js';
import { M } from './perms.js';
import { moneyString } from './reports.js';

/**
 * Credit review (信用审核, issue 12 #4; spec §7 UManage CheckCreditList, fun_AuditPass): a
 * client's credit terms (spec §3 isyuejie monthly settlement, maxprice limit, maxdays credit
 * days, tmpprice temporary limit, tmpdays its days) change only through an application that an
 * administrator approves. Always of the session's branch: another branch's application or
 * client is answered 404 and changes nothing.
 *
 * Payloads (the spec shows none):
 *  - GET CheckCreditList: the list protocol of list.ts (page, pageSize, sort, order and the
 *    filters state, q, from, to), each row with the client's credit used and limit now
 *    (modules/credit/credit-used.ts, the one definition).
 *  - POST fun_AuditPass: { id, pass, comment } approves (pass true) or rejects (pass false, a
 *    comment needed) a pending application; an approval applies the terms to the client in the
 *    same transaction. Not pending any more → 409.
 *  - POST ApplyCredit (our addition; the spec names no call that files an application):
 *    { guestcode, isyuejie, maxprice, maxdays, tmpprice, tmpdays, reason } → { id }. One
 *    pending application per client (409 otherwise).
 */
export * from './credit-words.js';

const money = (what: string) => yuan(`${what}, decimal string, e.g. "50000" or "1234.50"`);

export const creditListQuery = listQuery(CREDIT_SORTS, {
  state: csvOf(CREDIT_STATES).optional().describe('0 pending, 1 approved, 2 rejected'),
  q: z.string().trim().max(CREDIT_LIMITS.search).optional().describe("the client's number or name contains"),
  from: dateString().optional().describe('applied on or after this day (branch time zone)'),
  to: dateString().optional().describe('applied on or before this day'),
});

export const creditTerms = z.object({
  isyuejie: z.number().int().describe('monthly settlement: 1 yes, 0 no'),
  maxprice: moneyString.describe('credit limit'),
  maxdays: z.number().int().describe('credit days'),
  tmpprice: moneyString.describe('temporary credit limit'),
  tmpdays: z.number().int().describe('days the temporary limit lasts'),
});

export const creditRow = creditTerms.extend({
  id: z.number().int(),
  client: z.object({
    id: z.number().int(),
    guestcode: z.string().describe('customer number'),
    guestname: z.string().describe('customer name'),
    isyuejie: z.number().int().describe("the client's monthly settlement now"),
    maxprice: moneyString.describe("the client's credit limit now"),
    maxdays: z.number().int().describe("the client's credit days now"),
    creditUsed: moneyString.describe('what the client owes now: unpaid amount of its orders not cancelled'),
    creditLimit: moneyString.describe('the limit in force today: maxprice plus a temporary limit not expired'),
    tmpUntil: z.string().nullable().describe('last day of the temporary limit YYYY-MM-DD, null when none'),
  }),
  reason: z.string(),
  appliedBy: z.string().describe('the staff account that applied, empty when removed'),
  appliedAt: z.string().describe('ISO timestamp'),
  state: z.number().int().describe('0 pending, 1 approved, 2 rejected'),
  auditedBy: z.string().describe('the staff account that decided, empty while pending'),
  auditedAt: z.string().nullable().describe('ISO timestamp of the decision, null while pending'),
  auditComment: z.string(),
});
export type CreditRow = z.infer<typeof creditRow>;

/** Spec §7 UManage CheckCreditList. */
export const CheckCreditList = defineCall({
  method: 'GET',
  path: '/api/UManage/CheckCreditList',
  summary:
    "The branch's credit applications with the client's credit used and limit now: one page, the total and the count pending",
  mark: M.creditList,
  query: creditListQuery,
  data: listData(creditRow, { pending: z.number().int().describe('pending applications in the filtered set') }),
});

export const auditBody = z
  .object({
    id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe("a credit application of the session's branch"),
    pass: z.boolean().describe('true approves and applies the terms to the client; false rejects'),
    comment: z
      .string()
      .trim()
      .max(CREDIT_LIMITS.comment)
      .default('')
      .describe("the reviewer's comment; needed to reject"),
  })
  .strict();
export type AuditBody = z.input<typeof auditBody>;

/** Spec §7 UManage fun_AuditPass. */
export const FunAuditPass = defineCall({
  method: 'POST',
  path: '/api/UManage/fun_AuditPass',
  summary:
    'Approves (the terms go to the client in the same transaction) or rejects (a comment needed) a pending credit application',
  mark: M.creditAudit,
  rules: ['comment: required to reject (pass false)'],
  body: auditBody,
  data: z.object({
    id: z.number().int(),
    state: z.number().int(),
    clientVersion: z.number().int().describe("the client's version after the decision"),
  }),
});

export const applyCreditBody = z
  .object({
    guestcode: z
      .string()
      .trim()
      .min(1)
      .max(CREDIT_LIMITS.guestcode)
      .describe("the client's customer number in the session's branch"),
    isyuejie: z.number().int().min(0).max(1).describe('monthly settlement asked: 1 yes, 0 no'),
    maxprice: money('credit limit asked'),
    maxdays: z
      .number()
      .int()
      .min(0)
      .max(CREDIT_LIMITS.maxdays)
      .describe(`credit days asked, 0 … ${CREDIT_LIMITS.maxdays}`),
    tmpprice: money('temporary credit limit asked').default('0'),
    tmpdays: z
      .number()
      .int()
      .min(0)
      .max(CREDIT_LIMITS.tmpdays)
      .default(0)
      .describe(`days the temporary limit lasts, 0 … ${CREDIT_LIMITS.tmpdays}; needed with a temporary limit`),
    reason: z.string().trim().max(CREDIT_LIMITS.reason).default(''),
  })
  .strict();
export type ApplyCreditBody = z.input<typeof applyCreditBody>;

/** Our addition: files a credit application for a client of the branch. */
export const ApplyCredit = defineCall({
  method: 'POST',
  path: '/api/UManage/ApplyCredit',
  summary: 'Files a credit application for a client of the branch (one pending per client)',
  mark: M.creditApply,
  rules: ['tmpdays: more than 0 when tmpprice is more than 0'],
  body: applyCreditBody,
  data: z.object({ id: z.number().int() }),
});
