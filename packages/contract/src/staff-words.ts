/**
 * The words and limits of the staff accounts page (issue 11 #1) without any schema, so the web
 * page and its dialogs use the same limits and sorts as the server without carrying zod
 * (staff.ts re-exports them).
 */

/** The columns the account list sorts by. */
export const STAFF_SORTS = ['userName', 'nickName', 'role', 'lastLogin'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** Account status (spec §3 table status): 1 enabled, 0 disabled. */
export const STAFF_STATUSES = ['1', '0'] as const;

/** Most characters of each account field; the form and the server check the same. */
export const STAFF_LIMITS = {
  userName: 50,
  nickName: 50,
  roleCode: 40,
  operators: 40,
  phone: 30,
  email: 100,
  search: 50,
  longname: 100,
  companyName: 50,
  logo: 300,
} as const;

/** Fewest characters of an account name. */
export const USER_NAME_MIN_LENGTH = 2;

/**
 * An account name: letters, digits and _ . - @, starting with a letter or digit. Names are
 * unique within a branch whatever their case ("Admin" and "admin" are the same account to people).
 */
export const USER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.@-]*$/;

/** A phone number as people write it: digits, spaces, + - ( ) and a leading +. */
export { PHONE_PATTERN } from './field-words.js';

/** Most accounts one batch sign-out names. */
export const BATCH_SIGN_OUT_MAX = 500;
