import { z } from 'zod';
import { YUAN_PATTERN } from './field-words.js';

/**
 * Fields that many calls share, defined once so that the rule, its words in both languages and
 * its place in the API document are the same everywhere.
 */

// The rule itself lives in field-words.ts (no zod), for the pages that check as the user types.
export { YUAN_PATTERN };

/** An amount in yuan as a decimal string (money never travels as a float). */
export const yuan = (description: string) =>
  z
    .string()
    .trim()
    .max(16)
    .refine((v) => YUAN_PATTERN.test(v), {
      error: 'an amount in yuan of at least 0, at most 10 digits and two decimals',
      params: { rule: 'words', cn: '应为不小于 0 的金额（元），最多 10 位整数、两位小数', en: 'must be an amount in yuan of at least 0, with at most 10 digits and two decimals' },
    })
    // The refine words the rule in both languages; the pattern shows it in the API document.
    .meta({ pattern: YUAN_PATTERN.source })
    .describe(description);

/** The id of a row (serial): a positive 32-bit integer. */
export const rowId = (what: string) => z.number().int().min(1).max(2_147_483_647).describe(what);

/** The version of a row the user saw, sent back with a change: another change meanwhile makes it a 409. */
export const seenVersion = (description = 'the version the user saw') => z.number().int().min(0).max(2_147_483_647).describe(description);
