/**
 * The rules of fields.ts without any schema (fields.ts re-exports them), so a page that checks a
 * field as the user types carries no zod: a regular expression in a module that imports zod keeps
 * zod in the page's first load.
 */

/** An amount in yuan as people type it: at least 0, at most 10 digits before the point and 2 after. */
export const YUAN_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** A telephone, fax or mobile number as people write it: digits, spaces and + - ( ) ('' for none). */
export const PHONE_PATTERN = /^[0-9 +()-]*$/;
export const PHONE_WORDS = { cn: '只能包含数字、空格和 + - ( )', en: 'may hold only digits, spaces and + - ( )' };
/** A postcode: letters, digits, spaces and - ('' for none). */
export const POSTCODE_PATTERN = /^[A-Za-z0-9 -]*$/;
export const POSTCODE_WORDS = { cn: '只能包含字母、数字、空格和 -', en: 'may hold only letters, digits, spaces and -' };
/** A bank account number (IBANs hold letters): letters, digits, spaces and - ('' for none). */
export const BANK_ACCOUNT_PATTERN = /^[A-Za-z0-9 -]*$/;
/** A short code people type: letters, digits, - and _ ('' for none). */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]*$/;
export const SHORT_CODE_WORDS = { cn: '只能包含字母、数字、- 和 _', en: 'may hold only letters, digits, - and _' };
