import { z } from 'zod';
import { defineCall } from './call.js';
import { userInfo } from './auth.js';

// The sign-in log (LoginDslog) lives in logs.ts with the operation log.

// The roles calls (Roles, AddRole, ChangeRole, RemoveRole, CopyRole, Powers, SavePowers) live in roles.ts.

/** Spec §3's branch list item, plus the account a switch to it signs in as. */
export const branchItem = z.object({
  gscode: z.string().describe('branch code'),
  longname: z.string().describe("branch's full name"),
  company: z.string().describe("branch's display name, as in the user info's company"),
  userName: z.string().describe('the account of that branch a switch signs in as'),
  nickName: z.string().describe("that account's display name"),
});

/** The signed-in account first, then the accounts an administrator has granted it to switch to. */
export const getUserGscode = defineCall({
  method: 'GET',
  path: '/api/UManage/getUserGscode',
  summary: 'The current account, then the accounts (of this or other branches) it may switch to',
  mark: null,
  query: z.object({ guestcode: z.string().max(40).optional(), gscode: z.string().max(20).optional() }),
  data: z.array(branchItem),
  extra: { userdata: z.object({ userName: z.string(), gscode: z.string() }) },
});

/**
 * Switch account (spec §2/§4): sign in as an account this user has been explicitly granted by an
 * administrator, without its password. A new session replaces this one. Anything not granted is
 * refused (HTTP 403, code 8), changes nothing and is logged.
 */
export const SwitchGscode = defineCall({
  method: 'POST',
  path: '/api/LAdmin/SwitchGscode',
  summary: 'Switch to a granted account: ends this session and returns the user info of the new one',
  mark: null,
  body: z.object({
    gscode: z.string().trim().min(1).max(20).describe("the target account's branch code"),
    username: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .optional()
      .describe(
        'the target account; when left out, the granted account of that branch with the same name, or the only one granted there',
      ),
    company: z.string().max(200).optional().describe('ignored; kept for the original protocol'),
  }),
  data: userInfo,
});
