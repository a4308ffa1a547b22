import { z } from 'zod';
import { defineCall } from './call.js';
import { rowId } from './fields.js';
import { M } from './perms.js';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from './totp-words.js';

export * from './totp-words.js';

/** What a user types from the app: six digits (spaces between them are dropped). */
export const totpCode = z
  .string()
  .max(20)
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: 'six digits' }))
  .meta({ example: '492039' })
  .describe('the six digits the authenticator app shows now');

/** A recovery code as typed: case, spaces and the dash do not matter. */
export const recoveryCode = z
  .string()
  .max(40)
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-9]{10}$/, { error: 'ten letters and digits' }))
  .meta({ example: '7KQ2M-XW4PA' })
  .describe('one of the recovery codes shown at enrolment (each works once)');

export const totpStatus = z.object({
  enabled: z.boolean().describe('the account signs in with a code from its authenticator app'),
  enabledAt: z.string().nullable().describe('ISO time of enrolment, null when not enrolled'),
  recoveryLeft: z.number().int().describe('recovery codes not used yet'),
  requiredByRole: z.boolean().describe("the account's role requires two-factor sign-in: it cannot be turned off"),
});
export type TotpStatus = z.infer<typeof totpStatus>;

export const GetTotpStatus = defineCall({
  method: 'GET',
  path: '/api/UManage/TotpStatus',
  summary: "One's own two-factor sign-in: enrolled or not, and the recovery codes left",
  mark: null,
  data: totpStatus,
});

export const TotpSetup = defineCall({
  method: 'POST',
  path: '/api/UManage/TotpSetup',
  summary:
    'Starts enrolment in two-factor sign-in for oneself: a new secret for the authenticator app (nothing is required until TotpEnable confirms it)',
  mark: null,
  data: z.object({
    secret: z.string().describe('the secret in base32, to type into the app when the QR code cannot be scanned'),
    otpauthUri: z.string().describe('otpauth://totp/… (issuer: the system name; label: branch/account)'),
    qrSvg: z.string().describe('the otpauth URI as a QR code (SVG markup)'),
  }),
});

export const TotpEnable = defineCall({
  method: 'POST',
  path: '/api/UManage/TotpEnable',
  summary: 'Confirms enrolment with a current code from the app; answers the recovery codes, shown this once',
  mark: null,
  body: z.object({ code: totpCode }).strict(),
  data: z.object({
    recoveryCodes: z.array(z.string()).describe(`${RECOVERY_CODE_COUNT} single-use recovery codes`),
  }),
});

export const TotpDisable = defineCall({
  method: 'POST',
  path: '/api/UManage/TotpDisable',
  summary:
    "Turns one's own two-factor sign-in off (the password and a current code required); refused when the role requires it",
  mark: null,
  body: z.object({ password: z.string().min(1).max(200), code: totpCode }).strict(),
  data: z.null(),
});

export const TotpReset = defineCall({
  method: 'POST',
  path: '/api/UManage/TotpReset',
  summary:
    "Clears an account's two-factor sign-in (a lost phone): it signs in with its password and, when its role requires it, enrols again",
  mark: M.staffEdit,
  actsOn: 'account',
  body: z.object({ userId: rowId("an account of the session's branch") }).strict(),
  data: z.null(),
});

/** AdminLogin's refusal when the password was right and a code is needed (code 8, no token). */
export const totpRequired = z.object({
  totpRequired: z.literal(true).describe('the password was right: send it again with `totp` or `recoveryCode`'),
});
