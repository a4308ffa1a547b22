import { z } from 'zod';
import { DATE_MAX, DATE_MIN } from './date-bounds.js';

/**
 * Dates accepted from callers: a day that exists, within bounds that make sense for this
 * business and that PostgreSQL's date type accepts (it refuses the year 0000; 9999 is a typo).
 */
// DATE_MIN and DATE_MAX live without zod in date-bounds.ts (the browser checks URL dates with them).
export { DATE_MAX, DATE_MIN } from './date-bounds.js';

/** DATE_MIN … DATE_MAX as text: the years 1900 to 2100 (a day that does not exist is still refused by the check). */
export const DATE_PATTERN = /^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_EXAMPLE = '2026-01-31';

/**
 * A calendar date written YYYY-MM-DD between DATE_MIN and DATE_MAX. Every date a call
 * accepts uses this one helper. Its issues carry `format: 'date'` (not a real day, e.g.
 * 2026-02-30) or `params.rule: 'dateRange'` (out of bounds), which the server translates.
 */
export const dateString = () =>
  z.iso
    .date({ abort: true })
    .refine((s) => s >= DATE_MIN && s <= DATE_MAX, {
      error: `must be between ${DATE_MIN} and ${DATE_MAX}`,
      params: { rule: 'dateRange', min: DATE_MIN, max: DATE_MAX },
    })
    // The bounds as a pattern for the document (format date alone allows the year 0159).
    .meta({ pattern: DATE_PATTERN.source, example: DATE_EXAMPLE })
    .describe(`date YYYY-MM-DD, ${DATE_MIN} … ${DATE_MAX}`);
