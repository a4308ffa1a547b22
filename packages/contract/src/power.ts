import { z } from 'zod';
import { defineCall } from './call.js';
import { M } from './perms.js';

/**
 * Power requests (issue 14 #3; spec §4, §6, §7 save_power_sq, §8): a user asks the branch's
 * administrators for a page their role lists as inactive; an administrator holding role:edit
 * approves (the role's grant of the page turns active) or rejects with a reason.
 */

export const POWER_LIMITS = {
  /** The page's mark (or, for a menu row outside the route catalogue, its route). */
  powers: 100,
  /** The page's name as the requester saw it. */
  menunames: 200,
  /** Why a request was rejected: the requester reads it. */
  reason: 200,
} as const;

/** Where the browser sends save_power_sq, after the configured host (VITE_POWER_REQUEST_BASE; '' = this server). */
export const POWER_REQUEST_PATH = '/api/open/OpenApi.ashx/save_power_sq';

export const POWER_STATES = ['pending', 'approved', 'rejected'] as const;
export type PowerState = (typeof POWER_STATES)[number];

/** spec §7: action, powers, menunames, guestcode, gscode. The session decides; guestcode and gscode must match it. */
export const savePowerQuery = z.object({
  action: z.literal('save_power_sq').describe('always save_power_sq (spec §7)'),
  powers: z
    .string()
    .trim()
    .min(1)
    .max(POWER_LIMITS.powers)
    .describe("the page's permission mark (for a menu row outside the route catalogue: its route)"),
  menunames: z
    .string()
    .trim()
    .max(POWER_LIMITS.menunames)
    .default('')
    .describe('the page name the user saw; kept with the request, the server names the page from the menu'),
  guestcode: z.string().max(40).describe("the user's reguserno; must match the session"),
  gscode: z.string().max(20).describe('branch code; must match the session'),
});

export const save_power_sq = defineCall({
  method: 'GET',
  path: POWER_REQUEST_PATH,
  summary:
    'Power application (spec §7): ask the branch administrators for a page the role lists as inactive; they get a to-do',
  mark: null,
  query: savePowerQuery,
  data: z.object({
    id: z.number().int().describe('the pending request (the earlier one when it was already sent)'),
    already: z.boolean().describe('true: a pending request for this page was already sent; nothing new was written'),
  }),
  extra: {
    res_code: z.union([z.literal(0), z.literal(1)]).describe('spec §7: 1 sent, 0 not sent'),
    res_msg: z.string().describe('spec §8: the message shown to the user'),
  },
});

/** A request as the decision dialog shows it. */
export const powerRequestView = z.object({
  id: z.number().int(),
  state: z.enum(POWER_STATES),
  page: z.object({
    menuId: z.number().int(),
    title: z.string(),
    title_en: z.string(),
    url: z.string(),
    mark: z.string(),
  }),
  requester: z.object({ id: z.number().int(), userName: z.string(), nickName: z.string() }),
  role: z.object({
    code: z.string(),
    name: z.string(),
    name_en: z.string(),
    users: z.number().int().describe('accounts holding the role: all of them get the page on approval'),
  }),
  /** As sent by the requester (spec §7). */
  menunames: z.string(),
  reason: z.string().describe('why it was rejected; empty otherwise'),
  decidedBy: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PowerRequestView = z.infer<typeof powerRequestView>;

export const GetPowerRequest = defineCall({
  method: 'GET',
  path: '/api/Power/Get',
  summary: 'One power request of the branch, for the decision dialog',
  mark: M.roleEdit,
  query: z.object({
    id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe("a power request of the session's branch"),
  }),
  data: powerRequestView,
});

export const decidePowerBody = z
  .object({
    id: z
      .number()
      .int()
      .min(1)
      .max(Number.MAX_SAFE_INTEGER)
      .describe("a pending power request of the session's branch"),
    approve: z.boolean().describe("true: the role's grant of the page turns active; false: rejected, reason required"),
    reason: z
      .string()
      .trim()
      .max(POWER_LIMITS.reason)
      .default('')
      .describe('required when rejecting; the requester receives it'),
  })
  .strict();
export type DecidePowerBody = z.input<typeof decidePowerBody>;

export const DecidePower = defineCall({
  method: 'POST',
  path: '/api/Power/Decide',
  summary: "Approve (activates the role's grant of the page) or reject (with a reason) a pending power request",
  mark: M.roleEdit,
  rules: ['reason: required to reject (approve false)'],
  actsOn: 'role',
  body: decidePowerBody,
  data: powerRequestView,
});
