import { z } from 'zod';
import { userInfo } from './auth.js';
import { defineCall } from './call.js';
import { M } from './perms.js';
import { SOFT_KEY_HEADER, SOFT_KEY_NAME_MAX, SOFT_TOKEN_TTL_SECONDS } from './soft-login-words.js';
import { rowId } from './fields.js';

/**
 * Desktop-software sign-in (spec §2 /softwarelogin, §7 GET /SoftLogin.ashx/get_LoginToken; issue 14 #2).
 *
 * An administrator of a branch creates a key for one enabled account of the branch (the account
 * the desktop program signs in as) and may revoke it (/system/setting, mark softkey:edit). The key
 * is shown once at creation; the server keeps only its SHA-256 and its first characters (prefix).
 *
 * The desktop program asks get_LoginToken for a sign-in token with its key, preferably in the
 * `x-api-key` header (a query parameter `key` is also accepted, as spec §7 says "query params", but
 * ends up in proxies' access logs). The token is random, single use and valid SOFT_TOKEN_TTL_SECONDS;
 * the program opens `/softwarelogin?token=…` in a browser, whose page exchanges it for a session
 * (POST /api/LAdmin/SoftwareLogin). A key can only ever mint tokens for its own account.
 */
export * from './soft-login-words.js';

/** A key is SOFT_KEY_PREFIX and 43 base64url characters (256 random bits); a token 43 characters. */
const SECRET_MAX = 100;

export const softKeyRow = z.object({
  id: z.number().int(),
  name: z.string().describe('what the administrator called it (e.g. the office PC running the software)'),
  userId: z.number().int().describe('the account the software signs in as'),
  userName: z.string(),
  nickName: z.string(),
  prefix: z.string().describe("the key's first characters; the key itself is never shown again"),
  createdBy: z.string().describe('account that created it'),
  createdAt: z.string().describe('ISO timestamp'),
  lastUsedAt: z.string().nullable().describe('ISO timestamp of the last token it got; null: never used'),
  revokedAt: z.string().nullable().describe('ISO timestamp; null: live'),
});
export type SoftKeyRow = z.infer<typeof softKeyRow>;

export const softKeyAccount = z.object({ id: z.number().int(), userName: z.string(), nickName: z.string() });
export type SoftKeyAccount = z.infer<typeof softKeyAccount>;

export const GetSoftKeys = defineCall({
  method: 'GET',
  path: '/api/Setting/SoftKeys',
  summary:
    "The branch's desktop-software keys (newest first, revoked ones too) and the enabled accounts a key may be made for",
  mark: M.softKeyEdit,
  data: z.object({ keys: z.array(softKeyRow), accounts: z.array(softKeyAccount) }),
});

export const CreateSoftKey = defineCall({
  method: 'POST',
  path: '/api/Setting/CreateSoftKey',
  summary:
    'Creates a desktop-software key for an enabled account of the branch; the answer holds the key, shown this once',
  mark: M.softKeyEdit,
  actsOn: 'account',
  body: z
    .object({
      name: z.string().trim().min(1).max(SOFT_KEY_NAME_MAX).describe('a name to recognise the key by'),
      userId: rowId("an enabled account of the session's branch: the account the software signs in as"),
    })
    .strict(),
  data: z.object({ key: z.string().describe('the key: shown once, never again'), row: softKeyRow }),
});

export const RevokeSoftKey = defineCall({
  method: 'POST',
  path: '/api/Setting/RevokeSoftKey',
  summary:
    "Revokes one of the branch's desktop-software keys at once (its unused tokens too); revoking again changes nothing",
  mark: M.softKeyEdit,
  actsOn: 'account',
  body: z.object({ id: rowId('the key') }).strict(),
  data: softKeyRow,
});

export const softLoginToken = z.object({
  token: z.string().describe(`single use, valid ${SOFT_TOKEN_TTL_SECONDS} s`),
  expiresAt: z.string().describe('ISO timestamp'),
  url: z.string().describe('the address to open in a browser: /softwarelogin?token=…'),
});

export const GetSoftLoginToken = defineCall({
  method: 'GET',
  path: '/SoftLogin.ashx/get_LoginToken',
  summary: `A single-use sign-in token (valid ${SOFT_TOKEN_TTL_SECONDS} s) for the desktop software, for the account of its key. Send the key in the ${SOFT_KEY_HEADER} header (or the key query parameter); an unknown or revoked key is 403, like a disabled account or branch (code 8 with the reason)`,
  mark: 'public',
  query: z.object({
    key: z
      .string()
      .trim()
      .max(SECRET_MAX)
      .optional()
      .describe(`the key, when it cannot go in the ${SOFT_KEY_HEADER} header (the header wins)`),
  }),
  data: softLoginToken,
});

export const SoftwareLogin = defineCall({
  method: 'POST',
  path: '/api/LAdmin/SoftwareLogin',
  summary:
    'Exchanges a desktop-software sign-in token for a session, once; a used, expired or revoked token is refused like a wrong password (code 8)',
  mark: 'public',
  body: z.object({ token: z.string().trim().min(1).max(SECRET_MAX).describe('from get_LoginToken') }).strict(),
  data: userInfo,
});
