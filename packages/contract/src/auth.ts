import { z } from 'zod';
import { defineCall } from './call.js';
import { recoveryCode, totpCode, totpRequired } from './totp.js';

/** Logged-in user info of spec §3, as returned by AdminLogin and kept by the web under USER_STORAGE_KEY. */
export const userInfo = z.object({
  userName: z.string().describe('account name'),
  nickName: z.string().describe('display name'),
  headerImg: z.string().describe('avatar URL, may be empty'),
  company: z.string().describe("branch's display name"),
  gscode: z.string().describe('branch code'),
  reguserno: z.string().describe('customer code of the branch (guestcode in other calls)'),
  roles: z.string().describe('role code'),
  operators: z.string().describe('bound operator code, empty when none'),
  logintype: z.number().int().describe('1 = account login'),
  endtime: z.string().describe('subscription end date, YYYY-MM-DD, empty when none'),
  isopen: z.number().int().describe('1 = subscription branch (expiry matters)'),
  logoimg: z.string().describe('branch logo URL, may be empty'),
  timezone: z
    .string()
    .describe(
      "the branch's time zone (IANA, e.g. Asia/Shanghai): the console shows every time in it and counts days in it, as the server does",
    ),
  ID: z.number().int().describe('user id; sent back as x-user-id'),
  token: z.string().describe('session token; sent back as x-token'),
  dataScope: z
    .literal('own')
    .optional()
    .describe(
      "present only when the account's role reaches its own clients alone (data scope own): the console hides what only an account reaching all data may do; the server refuses it anyway",
    ),
  mustChangePassword: z
    .boolean()
    .optional()
    .describe(
      'present (true) only when an administrator reset the password: choose a new one (ChangePassword) before anything else; every other call is refused until then',
    ),
  mustEnrolTotp: z
    .boolean()
    .optional()
    .describe(
      "present (true) only when the account's role requires two-factor sign-in and the account has not enrolled: enrol (TotpSetup, TotpEnable) before anything else; every other call is refused until then",
    ),
  viewing: z
    .object({
      until: z.string().describe('when the view ends by itself (ISO)'),
      reason: z.string().describe('why, as the platform owner gave it'),
      viewer: z.string().describe('who looks: "branch/account" of the platform owner'),
    })
    .optional()
    .describe(
      "present only in a read-only view of a branch (Platform/ViewBranch): the console shows a banner with an exit; every write but EndView, AdminLogout and the lock screen's is refused",
    ),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginBody = z.object({
  gscode: z.string().trim().min(1).max(20).describe('branch code'),
  username: z.string().trim().min(1).max(50).describe('account'),
  password: z.string().min(1).max(200),
  totp: totpCode.optional().describe("an account that signs in with a code: the app's six digits"),
  recoveryCode: recoveryCode.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const AdminLogin = defineCall({
  method: 'POST',
  path: '/api/LAdmin/AdminLogin',
  summary:
    'Sign in with branch code, account and password (and, for an account that signs in with a code, a code from its app or a recovery code)',
  mark: 'public',
  body: loginBody,
  data: userInfo,
  refusal: totpRequired,
});

export const AdminLogout = defineCall({
  method: 'POST',
  path: '/api/LAdmin/AdminLogout',
  summary: 'End the current session at once',
  mark: null,
  data: z.null(),
});

/**
 * The lock screen (issue 37 #4): the session stays, but until it is unlocked with the account's
 * password every call but Unlock and AdminLogout is refused (HTTP 423), in every tab of it.
 */
export const LockSession = defineCall({
  method: 'POST',
  path: '/api/LAdmin/Lock',
  summary: 'Lock the current session: every other call is refused (HTTP 423) until it is unlocked',
  mark: null,
  data: z.null(),
});

export const UnlockSession = defineCall({
  method: 'POST',
  path: '/api/LAdmin/Unlock',
  summary: "Unlock the current session with its account's password; wrong passwords count as failed sign-ins",
  mark: null,
  body: z.object({ password: z.string().min(1).max(200) }).strict(),
  data: z.null(),
});

/** Password rules of the console (issue 11): length here; "not the account name" and "not a common password" on the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ChangePassword = defineCall({
  method: 'POST',
  path: '/api/UManage/ChangePassword',
  summary: "Change one's own password (the current one required); every other session of the account ends",
  mark: null,
  body: z
    .object({
      oldPassword: z.string().min(1).max(200).describe('the current password'),
      newPassword: z
        .string()
        .min(PASSWORD_MIN_LENGTH)
        .max(PASSWORD_MAX_LENGTH)
        .describe(`at least ${PASSWORD_MIN_LENGTH} characters, not the account name, not a common password`),
    })
    .strict(),
  data: z.null(),
});
