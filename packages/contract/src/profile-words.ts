/**
 * The words and limits of the personal center (issue 11 #7) without any schema, so the web page
 * checks what the server checks without carrying zod (profile.ts re-exports them).
 */

/** Most characters of each field of one's own profile: the same as an administrator's account form (staff-words.ts). */
export const PROFILE_LIMITS = {
  nickName: 50,
  phone: 30,
  email: 100,
} as const;

/** A phone number as people write it: digits, spaces, + - ( ), as on the staff accounts' form. */
export { PHONE_PATTERN as PROFILE_PHONE_PATTERN } from './field-words.js';

/** One's recent sign-ins shown in the personal center. */
export const OWN_SIGN_INS = 20;
