import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';
import { defineCall } from './call.js';
import { dateString } from './dates.js';
import { csvOf, listData, listQuery } from './list.js';
import { M } from './perms.js';
import {
  SHOP_ACCOUNT_BINDINGS,
  SHOP_ACCOUNT_FOLLOWING,
  SHOP_ACCOUNT_LIMITS,
  SHOP_ACCOUNT_LOOKUP_MAX,
  SHOP_ACCOUNT_SORTS,
  SHOP_ACCOUNT_STATUSES,
  SHOP_USER_NAME_MIN_LENGTH,
} from './shop-account-words.js';
import { USER_NAME_PATTERN } from './staff-words.js';
import { phoneText, seenVersion } from './fields.js';
import { batchItems, batchOutcome } from './batch.js';

/**
 * Shop accounts (issue 12 #2; spec §7 UManage Users, Register, Getzhuser, getCustomerUser,
 * accountBindingClient): the registered users of the branch's shop who order for a client
 * (table members). An account belongs to at most one client; a client has many accounts.
 * Always of the session's branch: another branch's account or client is answered 404 and
 * changes nothing.
 *
 * Payloads (the spec shows none):
 *  - POST Users: the list protocol of list.ts in the JSON body (page, pageSize, sort, order and
 *    the filters q, bound, follower, status, from, to), answered like every list.
 *  - POST Register: { userName, nickname, mobile, password, guestcode? } → { id }. The name is
 *    unique in the branch whatever its case; the password follows the staff rules (8+, not
 *    containing the name, not a common one), is stored as argon2id and never answered or logged.
 *  - GET Getzhuser?q=…: up to 20 accounts whose name, mobile or nickname contains q (names
 *    starting with it first), for pickers.
 *  - GET getCustomerUser?username=…: one account by its name (any case), or null.
 *  - POST accountBindingClient: { id, version, guestcode } binds the account to the client with
 *    that customer number, { id, version, guestcode: null } unbinds it. `version` is the one the
 *    user saw: changed meanwhile → 409.
 *  - POST SetShopAccountStatus: { id, version, status } enables (1) or disables (0) an account.
 */
export * from './shop-account-words.js';

const id = z.number().int().min(1).max(2_147_483_647);
const accountId = id.describe("a shop account (members.id) of the session's branch");
const version = seenVersion('the version the user saw (answered by the list)');
const guestcode = z
  .string()
  .trim()
  .min(1)
  .max(SHOP_ACCOUNT_LIMITS.guestcode)
  .describe("a client's customer number in the session's branch");

export const shopUserName = z
  .string()
  .trim()
  .min(SHOP_USER_NAME_MIN_LENGTH)
  .max(SHOP_ACCOUNT_LIMITS.userName)
  .refine((v) => USER_NAME_PATTERN.test(v), {
    error: 'letters, digits and _ . - @, starting with a letter or digit',
    params: {
      rule: 'words',
      cn: '只能包含字母、数字和 _ . - @，并以字母或数字开头',
      en: 'may hold letters, digits and _ . - @, starting with a letter or digit',
    },
  })
  .describe('shop account name, unique in the branch whatever its case');

export const shopMobile = phoneText(SHOP_ACCOUNT_LIMITS.mobile);

// ---------------------------------------------------------------------------------------------
// The list.

export const shopAccountListQuery = listQuery(SHOP_ACCOUNT_SORTS, {
  q: z
    .string()
    .trim()
    .max(SHOP_ACCOUNT_LIMITS.search)
    .optional()
    .describe("account, nickname, mobile, WeChat nickname or the client's number or name contains"),
  bound: z.enum(SHOP_ACCOUNT_BINDINGS).optional().describe('bound: bound to a client; unbound: not'),
  follower: z
    .enum(SHOP_ACCOUNT_FOLLOWING)
    .optional()
    .describe("yes: follows the branch's WeChat official account now; no: does not"),
  status: csvOf(SHOP_ACCOUNT_STATUSES).optional().describe('1 enabled, 0 disabled'),
  from: dateString().optional().describe('registered on or after this day (branch time zone)'),
  to: dateString().optional().describe('registered on or before this day'),
});

export const shopAccountClient = z.object({
  id: z.number().int(),
  guestcode: z.string().describe('customer number'),
  guestname: z.string().describe('customer name'),
});

export const shopAccountRow = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  wxNickname: z
    .string()
    .describe("the WeChat follower's nickname, empty when not bound through WeChat or not read yet"),
  wxAvatar: z.string().describe("the WeChat follower's avatar address, empty when none"),
  wxBound: z.boolean().describe('signs in through WeChat (has an openid)'),
  follower: z.boolean().describe("follows the branch's WeChat official account now"),
  client: shopAccountClient.nullable().describe('the client the account orders for, null when unbound'),
  registeredAt: z.string().describe('ISO timestamp of the registration'),
  lastLoginAt: z.string().nullable().describe('ISO timestamp of the last shop sign-in, null when never'),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  promoter: z.boolean().describe('is a promoter (promoters tab)'),
  hasPassword: z.boolean().describe('may sign in with a password (else by WeChat only)'),
  version: z.number().int().describe('send it back with a change: a change based on an older version is refused'),
});
export type ShopAccountRow = z.infer<typeof shopAccountRow>;

/** Spec §7 UManage Users (POST): the branch's shop accounts, one page and the filtered total. */
export const Users = defineCall({
  method: 'POST',
  path: '/api/UManage/Users',
  summary: "The branch's shop accounts: one page and the filtered total (the list query in the body)",
  mark: M.accountList,
  body: shopAccountListQuery,
  data: listData(shopAccountRow, {}),
});

// ---------------------------------------------------------------------------------------------
// Register.

export const registerBody = z
  .object({
    userName: shopUserName,
    nickname: z.string().trim().max(SHOP_ACCOUNT_LIMITS.nickname).default(''),
    mobile: shopMobile.default(''),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH)
      .max(PASSWORD_MAX_LENGTH)
      .describe(
        `first password: at least ${PASSWORD_MIN_LENGTH} characters, not containing the account name, not a common password`,
      ),
    guestcode: guestcode.optional().describe('the client the account orders for; left out: not bound yet'),
  })
  .strict();
export type RegisterBody = z.input<typeof registerBody>;

/** Spec §7 UManage Register: a new shop account of the branch, for a client or not bound yet. */
export const Register = defineCall({
  method: 'POST',
  path: '/api/UManage/Register',
  summary:
    'Registers a shop account of the branch (name unique whatever its case, first password), bound to a client when one is given',
  mark: M.accountEdit,
  rules: ['password: not a common password, not containing the account name'],
  body: registerBody,
  data: z.object({ id: z.number().int(), userName: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Look-ups.

export const shopAccountOption = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  promoter: z.boolean().describe('is a promoter already'),
  guestcode: z.string().describe("the bound client's number, empty when unbound"),
  guestname: z.string().describe("the bound client's name, empty when unbound"),
});
export type ShopAccountOption = z.infer<typeof shopAccountOption>;

/** Spec §7 UManage Getzhuser. */
export const Getzhuser = defineCall({
  method: 'GET',
  path: '/api/UManage/Getzhuser',
  summary: `Shop accounts of the branch whose name, mobile or nickname contains the words, names starting with them first; at most ${SHOP_ACCOUNT_LOOKUP_MAX}`,
  mark: M.accountList,
  query: z.object({
    q: z.string().trim().min(1).max(SHOP_ACCOUNT_LIMITS.search).describe('account, mobile or nickname contains'),
  }),
  data: z.array(shopAccountOption).max(SHOP_ACCOUNT_LOOKUP_MAX),
});

/** Spec §7 UManage getCustomerUser (username). */
export const GetCustomerUser = defineCall({
  method: 'GET',
  path: '/api/UManage/getCustomerUser',
  summary: 'One shop account of the branch by its name (any case), or null',
  mark: M.accountList,
  query: z.object({
    username: z.string().trim().min(1).max(SHOP_ACCOUNT_LIMITS.userName).describe('the shop account name'),
  }),
  data: shopAccountRow.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Binding and status.

export const shopAccountChange = z.object({
  id: z.number().int(),
  version: z.number().int().describe('the new version'),
  status: z.number().int(),
  client: shopAccountClient.nullable(),
});

/** Spec §7 UManage accountBindingClient. */
export const AccountBindingClient = defineCall({
  method: 'POST',
  path: '/api/UManage/accountBindingClient',
  summary:
    'Binds a shop account to a client of the branch (guestcode), or unbinds it (guestcode null); refused when the account changed since `version`',
  mark: M.accountEdit,
  body: z
    .object({
      id: accountId,
      version,
      guestcode: guestcode.nullable().describe("the client's customer number; null unbinds"),
    })
    .strict(),
  data: shopAccountChange,
});

export const SetShopAccountStatus = defineCall({
  method: 'POST',
  path: '/api/UManage/SetShopAccountStatus',
  summary: 'Enables or disables a shop account; refused when the account changed since `version`',
  mark: M.accountEdit,
  body: z
    .object({ id: accountId, version, status: z.number().int().min(0).max(1).describe('1 enable, 0 disable') })
    .strict(),
  data: shopAccountChange,
});

export const BatchSetShopAccountStatus = defineCall({
  method: 'POST',
  path: '/api/UManage/BatchSetShopAccountStatus',
  summary:
    'Enables or disables several shop accounts in one transaction; an account refused (changed since `version`, not found) stays as it was and is named with why',
  mark: M.accountEdit,
  body: z
    .object({
      items: batchItems("shop accounts of the session's branch"),
      status: z.number().int().min(0).max(1).describe('1 enable, 0 disable'),
    })
    .strict(),
  data: batchOutcome,
});
