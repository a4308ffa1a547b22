import { z } from 'zod';
import { phoneText } from './fields.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';
import { defineCall } from './call.js';
import { csvOf, listData, listQuery } from './list.js';
import { M } from './perms.js';
import { UPLOAD_ADDRESS, UPLOAD_ADDRESS_EXAMPLE } from './uploads.js';
import {
  BATCH_SIGN_OUT_MAX,
  STAFF_LIMITS,
  STAFF_SORTS,
  STAFF_STATUSES,
  USER_NAME_MIN_LENGTH,
  USER_NAME_PATTERN,
} from './staff-words.js';

/**
 * Staff accounts and company data (issue 11 #1, spec §7 LAdmin get_xt_users, upxtusers,
 * get_xt_company; UManage SetRole, RemoveLogin, batchRemoveLogin), always of the session's
 * branch: an account id of another branch is answered 404 and changes nothing.
 *
 * Rules every write keeps (the server's, the web only hides buttons):
 *  - the last enabled account holding ADMIN_ROLE_CODE cannot be disabled, demoted or removed,
 *    by anyone, themselves included (the branch's administrators are locked in the transaction);
 *  - nobody changes their own role, status or password here, or removes themselves;
 *  - nobody gives a role holding marks they do not hold, or changes, hands out or removes an
 *    account whose role holds marks they do not hold;
 *  - passwords follow brokenPasswordRules (common-passwords.ts) and never leave the server.
 */
export * from './staff-words.js';
export * from './common-passwords.js';

const id = z.number().int().min(1).max(2_147_483_647);
const accountId = id.describe("an account of the session's branch");
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .describe(`at least ${PASSWORD_MIN_LENGTH} characters, not containing the account name, not a common password`);
const userName = z
  .string()
  .trim()
  .min(USER_NAME_MIN_LENGTH)
  .max(STAFF_LIMITS.userName)
  .refine((v) => USER_NAME_PATTERN.test(v), {
    error: 'letters, digits and _ . - @, starting with a letter or digit',
    params: {
      rule: 'words',
      cn: '只能包含字母、数字和 _ . - @，并以字母或数字开头',
      en: 'may hold letters, digits and _ . - @, starting with a letter or digit',
    },
  })
  .meta({ pattern: USER_NAME_PATTERN.source, example: 'li.wei' })
  .describe('account name, unique in the branch whatever its case');
const roleCode = z.string().trim().min(1).max(STAFF_LIMITS.roleCode).describe('a role code of the branch (enabled)');

// ---------------------------------------------------------------------------------------------
// The account list.

export const staffListQuery = listQuery(STAFF_SORTS, {
  q: z.string().trim().max(STAFF_LIMITS.search).optional().describe('account or nickname contains'),
  role: z.string().trim().max(STAFF_LIMITS.roleCode).optional().describe('role code'),
  status: csvOf(STAFF_STATUSES).optional().describe('1 enabled, 0 disabled'),
});

/** Another account named by branch code and account name (never its other details: they are that branch's). */
export const grantPeer = z.object({
  grantId: z.number().int(),
  gscode: z.string().describe("the other account's branch code"),
  userName: z.string().describe("the other account's name"),
});

export const staffRow = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  roleCode: z.string(),
  roleName: z.string().describe("the role's Chinese name; empty when the role no longer exists"),
  roleNameEn: z.string(),
  operators: z.string().describe('bound operator code, empty when none'),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  lastLoginAt: z.string().nullable().describe('ISO timestamp of the last sign-in, null when never'),
  phone: z.string(),
  email: z.string(),
  mustChangePassword: z.boolean().describe('a reset password: the user must choose a new one at the next sign-in'),
  sessions: z.number().int().describe('live sessions (signed-in browsers) now'),
  totpEnabled: z.boolean().describe('the account signs in with a code from an authenticator app'),
  switchTo: z
    .array(
      grantPeer.extend({
        revocable: z
          .boolean()
          .describe('true when the target account is of this branch (its administrators hand it out)'),
      }),
    )
    .describe('the accounts this account may switch to'),
  switchFrom: z.array(grantPeer).describe('the accounts that may switch into this account (granted by this branch)'),
});
export type StaffRow = z.infer<typeof staffRow>;

export const staffRole = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  grantable: z.boolean().describe('enabled, and every mark it holds is held by the caller: the caller may give it'),
});
export type StaffRole = z.infer<typeof staffRole>;

/** Spec §7 LAdmin get_xt_users: the branch's console accounts, one page, and the branch's roles for the filters and forms. */
export const GetXtUsers = defineCall({
  method: 'GET',
  path: '/api/LAdmin/get_xt_users',
  summary: "The branch's console accounts: one page, the filtered total, and the roles",
  mark: M.staffList,
  query: staffListQuery,
  data: listData(staffRow, {}).extend({ roles: z.array(staffRole) }),
});

// ---------------------------------------------------------------------------------------------
// Add, edit, enable/disable, reset a password, set the role, remove.

export const staffSaveBody = z
  .object({
    id: accountId.optional().describe('the account to change; left out to add one'),
    userName: userName.describe(
      "the new account's name; when editing, the account's own name (an account is never renamed)",
    ),
    nickName: z.string().trim().min(1).max(STAFF_LIMITS.nickName),
    roleCode,
    operators: z.string().trim().max(STAFF_LIMITS.operators).default('').describe('bound operator code'),
    phone: phoneText(STAFF_LIMITS.phone).default(''),
    email: z.union([z.literal(''), z.email().max(STAFF_LIMITS.email)]).default(''),
    password: password.optional().describe('required when adding; never when editing (use ResetStaffPassword)'),
  })
  .strict();
export type StaffSaveBody = z.input<typeof staffSaveBody>;

/** Spec §7 LAdmin upxtusers: adds an account (with its first password) or edits one (no rename, no password). */
export const UpXtUsers = defineCall({
  method: 'POST',
  path: '/api/LAdmin/upxtusers',
  summary: 'Adds an account of the branch, or edits one (nickname, role, operator, phone, e-mail)',
  mark: M.staffEdit,
  actsOn: 'account',
  rules: [
    'password: required when adding, never when editing',
    'userName: an account is never renamed',
    'roleCode: an enabled role of the branch',
    'password: not a common password, not containing the account name',
  ],
  body: staffSaveBody,
  data: z.object({ id: z.number().int(), created: z.boolean() }),
});

export const SetStaffStatus = defineCall({
  method: 'POST',
  path: '/api/LAdmin/SetStaffStatus',
  summary: "Enables or disables an account; a disabled account's sessions end at once",
  mark: M.staffEdit,
  actsOn: 'account',
  body: z.object({ id: accountId, status: z.number().int().min(0).max(1).describe('1 enable, 0 disable') }).strict(),
  data: z.object({
    id: z.number().int(),
    status: z.number().int(),
    ended: z.number().int().describe('sessions ended'),
  }),
});

export const ResetStaffPassword = defineCall({
  method: 'POST',
  path: '/api/LAdmin/ResetStaffPassword',
  summary: 'Sets a new password for an account: its sessions end and it must choose its own at the next sign-in',
  mark: M.staffEdit,
  rules: ['password: not a common password, not containing the account name'],
  actsOn: 'account',
  body: z.object({ id: accountId, password }).strict(),
  data: z.object({ id: z.number().int(), ended: z.number().int().describe('sessions ended') }),
});

/** Spec §7 UManage SetRole. */
export const SetRole = defineCall({
  method: 'POST',
  path: '/api/UManage/SetRole',
  summary: 'Gives an account another role of the branch (enabled, holding no mark the caller lacks)',
  mark: M.staffEdit,
  rules: ['roleCode: an enabled role of the branch'],
  actsOn: 'account',
  body: z.object({ id: accountId, roleCode }).strict(),
  data: z.object({ id: z.number().int(), roleCode: z.string() }),
});

export const RemoveStaff = defineCall({
  method: 'POST',
  path: '/api/LAdmin/RemoveStaff',
  summary:
    'Removes an account that no business record names (else: disable it); its sessions and switch grants go with it',
  mark: M.staffEdit,
  actsOn: 'account',
  body: z.object({ id: accountId }).strict(),
  data: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Forced sign-out.

/** Spec §7 UManage RemoveLogin. */
export const RemoveLogin = defineCall({
  method: 'POST',
  path: '/api/UManage/RemoveLogin',
  summary: 'Ends every live session of an account of the branch at once',
  mark: M.staffSignOut,
  actsOn: 'account',
  body: z.object({ id: accountId }).strict(),
  data: z.object({ ended: z.number().int().describe('sessions ended') }),
});

/** Spec §7 UManage batchRemoveLogin. */
export const BatchRemoveLogin = defineCall({
  method: 'POST',
  path: '/api/UManage/batchRemoveLogin',
  summary:
    "Ends every live session of several accounts of the branch at once (all of them the branch's, or nothing happens)",
  mark: M.staffSignOut,
  actsOn: 'account',
  body: z
    .object({ ids: z.array(id).min(1).max(BATCH_SIGN_OUT_MAX).describe("accounts of the session's branch") })
    .strict(),
  data: z.object({
    ended: z.number().int().describe('sessions ended'),
    accounts: z.number().int().describe('accounts signed out'),
  }),
});

// ---------------------------------------------------------------------------------------------
// Switch grants (docs/decisions/0011-switch-account-by-grant.md): a grant hands out its target account, so
// only an administrator of the target's branch makes or revokes it.

export const AddSwitchGrant = defineCall({
  method: 'POST',
  path: '/api/LAdmin/AddSwitchGrant',
  summary: 'Lets an account (of this or another branch) switch into an account of this branch without its password',
  mark: M.staffEdit,
  rules: ['granteeGscode, granteeUserName: an existing account, not the account id itself'],
  actsOn: 'account',
  body: z
    .object({
      id: accountId.describe('the account of this branch to switch into'),
      granteeGscode: z.string().trim().min(1).max(20).describe("the grantee's branch code"),
      granteeUserName: z.string().trim().min(1).max(STAFF_LIMITS.userName).describe("the grantee's account name"),
    })
    .strict(),
  data: z.object({ grantId: z.number().int() }),
});

export const RemoveSwitchGrant = defineCall({
  method: 'POST',
  path: '/api/LAdmin/RemoveSwitchGrant',
  summary: 'Revokes a switch grant into an account of this branch',
  mark: M.staffEdit,
  actsOn: 'account',
  body: z.object({ id: id.describe('the grant (grantId of the account list)') }).strict(),
  data: z.null(),
});

// ---------------------------------------------------------------------------------------------
// Company data.

export const companyInfo = z.object({
  gscode: z.string().describe('branch code'),
  longname: z.string().describe("the company's full name"),
  name: z.string().describe("display name (the user info's company, shown in the frame)"),
  logo: z.string().describe("logo address, empty for the console's own"),
  isopen: z.number().int().describe('1 = subscription branch (expiry matters)'),
  endtime: z.string().describe('subscription end date, YYYY-MM-DD, empty when none'),
  timezone: z.string().describe('IANA time zone of the branch'),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

/** Spec §7 LAdmin get_xt_company. */
export const GetXtCompany = defineCall({
  method: 'GET',
  path: '/api/LAdmin/get_xt_company',
  summary: "The branch's company data (the subscription is read-only)",
  mark: M.staffList,
  data: companyInfo,
});

export const UpXtCompany = defineCall({
  method: 'POST',
  path: '/api/LAdmin/upxtcompany',
  summary: "Changes the branch's full name, display name and logo",
  mark: M.companyEdit,
  rules: ['logo: an image this branch uploaded, or empty'],
  body: z
    .object({
      longname: z.string().trim().min(1).max(STAFF_LIMITS.longname),
      name: z.string().trim().min(1).max(STAFF_LIMITS.companyName),
      logo: z
        .union([
          z.literal(''),
          z.string().max(STAFF_LIMITS.logo).regex(UPLOAD_ADDRESS).meta({ example: UPLOAD_ADDRESS_EXAMPLE }),
        ])
        .optional()
        .describe(
          "an address answered by POST /api/Upload/Image in this branch, or empty for the console's own; left out: unchanged",
        ),
    })
    .strict(),
  data: companyInfo,
});
