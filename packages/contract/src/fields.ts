import { z } from 'zod';
import { PHONE_PATTERN, PHONE_WORDS, POSTCODE_PATTERN, POSTCODE_WORDS, YUAN_PATTERN } from './field-words.js';

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
      params: {
        rule: 'words',
        cn: '应为不小于 0 的金额（元），最多 10 位整数、两位小数',
        en: 'must be an amount in yuan of at least 0, with at most 10 digits and two decimals',
      },
    })
    // The refine words the rule in both languages; the pattern shows it in the API document.
    .meta({ pattern: YUAN_PATTERN.source, example: '100.00' })
    .describe(description);

/**
 * A text rule that the server checks and the OpenAPI document shows: the pattern (with an example
 * a generated client can send) goes into the document, the words into the refusal, in the
 * caller's language. zod's own .regex() would only say "wrong format".
 */
export function matching<S extends z.ZodType<string>>(
  schema: S,
  pattern: RegExp,
  words: { cn: string; en: string },
  example?: string,
) {
  if (pattern.flags) throw new Error(`a documented pattern has no flags: ${pattern}`);
  return schema
    .refine((s) => pattern.test(s), { error: words.en, params: { rule: 'words', cn: words.cn, en: words.en } })
    .meta({ pattern: pattern.source, ...(example !== undefined ? { example } : {}) });
}

/** A telephone, fax or mobile number, at most `max` characters: the one phone rule of every call. */
export const phoneText = (max: number) =>
  matching(z.string().trim().max(max), PHONE_PATTERN, PHONE_WORDS, '021-6123 4567');
/** A postcode, at most `max` characters. */
export const postcodeText = (max: number) =>
  matching(z.string().trim().max(max), POSTCODE_PATTERN, POSTCODE_WORDS, '200000');

/** The id of a row (serial): a positive 32-bit integer. */
export const rowId = (what: string) => z.number().int().min(1).max(2_147_483_647).describe(what);

/** The version of a row the user saw, sent back with a change: another change meanwhile makes it a 409. */
export const seenVersion = (description = 'the version the user saw') =>
  z.number().int().min(0).max(2_147_483_647).describe(description);
