/** The bounds of every date a call accepts (dates.ts), without zod: the browser uses them too. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
