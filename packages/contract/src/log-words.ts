/**
 * The words of the two logs (sign-in log, operation log) without any schema, so a browser page
 * using them does not carry zod in its bundle (logs.ts re-exports them).
 */

/**
 * Why a sign-in row was written: ok (signed in), bad_credentials (unknown branch, account or
 * wrong password), disabled (right password, disabled account or branch), throttled (too many
 * failures), switch (signed in by a granted account switch), pending (still being checked, or
 * cut off by a restart; counts as a failure). QR-code sign-in (issue 14) writes each step:
 * qr_issued (a code shown at a browser), qr_scanned and qr_confirmed or qr_rejected (by the signed-in
 * phone), qr (the browser signed in) or qr_refused (a used, expired or rejected code collected);
 * the desktop software: software (signed in) or software_refused (a reused or expired token, a
 * revoked key); unlock (the lock screen unlocked with the password; a wrong one is bad_credentials);
 * two-factor sign-in (issue 39): totp_required (right password, a code asked for), bad_totp (a wrong
 * or used code or recovery code), recovery (signed in with a recovery code; with a code it is ok),
 * totp_off (the account proved its password and a code to turn two-factor sign-in off).
 * Only bad_credentials, bad_totp, disabled and pending count as failures for the throttle.
 */
export const LOGIN_REASONS = [
  'ok',
  'bad_credentials',
  'disabled',
  'throttled',
  'switch',
  'pending',
  'qr_issued',
  'qr_scanned',
  'qr_confirmed',
  'qr_rejected',
  'qr',
  'qr_refused',
  'software',
  'software_refused',
  'unlock',
  'totp_required',
  'bad_totp',
  'recovery',
  'totp_off',
] as const;
export type LoginLogReason = (typeof LOGIN_REASONS)[number];

/** ok: done; denied: refused (missing mark, another branch's record); error: failed. */
export const OPERATION_OUTCOMES = ['ok', 'denied', 'error'] as const;
export type OperationOutcome = (typeof OPERATION_OUTCOMES)[number];

/** Both logs sort by time only (newest first by default): their index is (branch, time). */
export const LOG_SORTS = ['time'] as const;

/** An operation-log action as a filter word: the call's method and path, e.g. "POST /api/UManage/UpdateClient". */
export const ACTION_KEY = /^(GET|POST|PUT|DELETE) \/api\/[A-Za-z0-9_./-]{1,100}$/;
export const actionKey = (method: string, path: string) => `${method} ${path}`;
