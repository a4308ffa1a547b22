import { z } from 'zod';
import { defineCall } from './call.js';
import { userInfo } from './auth.js';
import { QR_LOGIN_SECONDS } from './qr-login-constants.js';

/**
 * QR-code sign-in (spec §1, §2 /login, §7 loginqrcode and Get_LoginData; issue 14 #1).
 * A browser on /login asks for a code (loginqrcode) and gets two random secrets: the code, which
 * the QR image shows to anyone who looks, and the poll key, which never leaves that browser. A
 * phone already signed in to the console opens the code's link, sees who asks (QrLoginInfo) and
 * confirms or rejects. Only the poll key collects the session (Get_LoginData), once.
 */

export * from './qr-login-constants.js';

/** A code or a poll key: base64url of 16 or 32 random bytes. */
const secret = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const LoginQrCode = defineCall({
  method: 'GET',
  path: '/api/LAdmin/loginqrcode',
  summary: 'A new single-use sign-in QR code for this browser (valid 2 minutes)',
  mark: 'public',
  data: z.object({
    code: z.string().describe('what the QR code carries (in the link): anyone who sees it knows it'),
    pollKey: z.string().describe("this browser's own key for Get_LoginData; never shown"),
    link: z.string().describe('the address the QR code encodes: <origin>/qrlogin?c=<code>'),
    svg: z.string().describe('the QR code as an SVG data URL (data:image/svg+xml;base64,…)'),
    expiresAt: z.string().describe('ISO time after which the code is refused'),
    seconds: z.number().int().describe(`validity in seconds (${QR_LOGIN_SECONDS})`),
  }),
});

/** What the browser learns by its poll key. */
export const QR_POLL_STATES = ['waiting', 'scanned', 'confirmed', 'rejected', 'expired', 'used'] as const;
export type QrPollState = (typeof QR_POLL_STATES)[number];

export const Get_LoginData = defineCall({
  method: 'GET',
  path: '/api/LAdmin/Get_LoginData',
  summary: "The state of this browser's QR code; once confirmed on a phone, the session (given once)",
  mark: 'public',
  query: z.object({ pollKey: secret.describe('the poll key loginqrcode gave this browser') }),
  data: z.object({
    state: z
      .enum(QR_POLL_STATES)
      .describe(
        'waiting (not scanned), scanned (opened on a phone, not decided), confirmed (signed in: user is set, this once), rejected, expired, used (collected before)',
      ),
    user: userInfo.nullable().describe('the new session of the user who confirmed; only with state confirmed'),
  }),
});

/** States of a code as the phone sees it. */
export const QR_CODE_STATES = ['waiting', 'scanned', 'confirmed', 'rejected', 'used'] as const;

const codeQuery = z.object({ code: secret.describe('the code of the QR image (c= of its link)') });

export const QrLoginInfo = defineCall({
  method: 'GET',
  path: '/api/LAdmin/QrLoginInfo',
  summary: 'Who asks to be signed in by this QR code (browser, address, time); marks it scanned by this user',
  mark: null,
  query: codeQuery,
  data: z.object({
    ip: z.string().describe("the asking browser's address"),
    userAgent: z.string().describe('the asking browser in plain words, e.g. "Chrome 142 on Windows"'),
    createdAt: z.string().describe('ISO time the code was shown'),
    expiresAt: z.string().describe('ISO time after which it is refused'),
    state: z.enum(QR_CODE_STATES),
  }),
});

export const QrLoginConfirm = defineCall({
  method: 'POST',
  path: '/api/LAdmin/QrLoginConfirm',
  summary: 'Sign the asking browser in as oneself (this user, this branch)',
  mark: null,
  body: codeQuery.strict(),
  data: z.null(),
});

export const QrLoginReject = defineCall({
  method: 'POST',
  path: '/api/LAdmin/QrLoginReject',
  summary: 'Refuse the sign-in the QR code asks for',
  mark: null,
  body: codeQuery.strict(),
  data: z.null(),
});
