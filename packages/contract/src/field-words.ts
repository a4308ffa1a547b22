/**
 * The rules of fields.ts without any schema (fields.ts re-exports them), so a page that checks a
 * field as the user types carries no zod: a regular expression in a module that imports zod keeps
 * zod in the page's first load.
 */

/** An amount in yuan as people type it: at least 0, at most 10 digits before the point and 2 after. */
export const YUAN_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
