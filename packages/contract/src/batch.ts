import { z } from 'zod';
import { BATCH_MAX } from './batch-words.js';
import { matching, rowId, seenVersion } from './fields.js';
import { ruleWords } from './rule-words.js';

/**
 * The shapes every batch call shares (issue 37 #2): the rows picked, each with the version the
 * user saw, and the answer saying per row what happened. A batch runs in one transaction: the rows
 * that pass every rule of the one-row call change together; a refused row stays as it was and is
 * named with its reason.
 */
export * from './batch-words.js';

/** The rows picked: distinct ids, each with the version the user saw. */
export const batchItems = (what: string) =>
  z
    .array(z.object({ id: rowId(what), version: seenVersion() }).strict())
    .min(1)
    .max(BATCH_MAX)
    .refine(
      (items) => new Set(items.map((i) => i.id)).size === items.length,
      ruleWords('每行只能出现一次', 'each row at most once'),
    )
    .describe(`the rows picked (at most ${BATCH_MAX}), each with the version the user saw`);

export const batchOutcome = z.object({
  changed: z.number().int().describe('rows changed'),
  unchanged: z.number().int().describe('rows already as asked (nothing to change)'),
  refused: z
    .array(
      z.object({
        id: z.number().int(),
        reason: z.string().describe("why it was left as it was, in the caller's language"),
      }),
    )
    .describe('rows left as they were, in the order asked'),
});

/** Only the rows picked: comma-separated ids (an export of a selection). */
export const selectionIds = matching(
  z.string().max(BATCH_MAX * 11),
  /^\d{1,10}(,\d{1,10})*$/,
  {
    cn: '应为以逗号分隔的编号',
    en: 'must be comma-separated ids',
  },
  '12,15',
)
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine(
    (ids) => ids.length <= BATCH_MAX && ids.every((id) => id <= 2_147_483_647),
    ruleWords(`最多 ${BATCH_MAX} 行，编号不超过 2147483647`, `at most ${BATCH_MAX} rows, ids up to 2147483647`),
  )
  .describe(`only these rows (the rows picked): comma-separated ids, at most ${BATCH_MAX}`);
