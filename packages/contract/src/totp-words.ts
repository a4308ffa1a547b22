/**
 * The numbers of two-factor sign-in (issue 39) without any schema, so a browser page using them
 * does not carry zod (totp.ts re-exports them and builds its schemas from them): an authenticator
 * app's code (TOTP, RFC 6238: 6 digits, a 30 s step, SHA-1, the step before and after accepted,
 * each code used once) and single-use recovery codes. docs/decisions/0149-two-factor-sign-in.md.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five letters and digits, e.g. "7KQ2M-XW4PA". */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-9]{5}-[A-Z2-9]{5}$/;
