import type { FastifyInstance } from 'fastify';
import type { AnyCall, BatchOutcome } from '@bo/contract';
import type { Db } from './db/client.js';
import { AppError } from './errors.js';
import { langOf, t } from './i18n.js';
import { registerCall, type CallRequest, type CallResult, type Deps } from './route.js';

/** One picked row: its id and the version the user saw. */
export interface BatchItem {
  id: number;
  version: number;
}

/** What a batch step runs on: a savepoint of the batch's transaction, taken like the database. */
export type BatchDb = Pick<Db, 'transaction' | 'execute'>;

/**
 * One row's change, the same function the one-row call uses (so every rule is kept by one guard):
 * `changed` false when the row already was as asked. A refusal is thrown as an AppError.
 */
export type BatchStep<C extends AnyCall> = (
  db: BatchDb,
  req: CallRequest<C>,
  item: BatchItem,
) => Promise<{ changed: boolean; before?: Record<string, unknown>; after?: Record<string, unknown> }>;

/** Ids the operation-log row names before "…": the row stays readable for a batch of 500. */
const TARGET_IDS_SHOWN = 20;

/**
 * A call changing several rows at once (issue 37 #2), logged in the operation log as `action`.
 * The whole batch is one transaction; each row runs its one-row change in a savepoint, so a row
 * refused (an AppError: illegal, stale, not found, another rule) is left as it was and answered
 * with its reason in the caller's language, while the others change together. Anything else (a
 * fault) rolls the whole batch back. Rows are taken in id order: two batches over the same rows
 * lock them in the same order and never deadlock. One operation-log row keeps every changed row
 * before and after, and the refused rows with their reasons.
 */
export function registerBatch<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  action: string,
  step: BatchStep<C>,
): void {
  registerCall(
    app,
    deps,
    call,
    async (req) => {
      const items = [...(req.body as { items: BatchItem[] }).items].sort((a, b) => a.id - b.id);
      const ids = items.map((i) => i.id);
      req.audit = { targetId: targetIdOf(ids) };
      const lang = langOf(req);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const outcome: BatchOutcome = { changed: 0, unchanged: 0, refused: [] };
      const refusedIn = new Map<number, string>();
      await deps.db.transaction(async (tx) => {
        for (const item of items) {
          try {
            const done = await tx.transaction((savepoint) => step(savepoint, req, item));
            if (!done.changed) {
              outcome.unchanged += 1;
              continue;
            }
            outcome.changed += 1;
            before[item.id] = done.before;
            after[item.id] = done.after;
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
            refusedIn.set(item.id, t(lang, e.key, e.params));
          }
        }
      });
      // In the order the caller sent them, which is the order the list shows.
      const asked = (req.body as { items: BatchItem[] }).items;
      outcome.refused = asked
        .filter((i) => refusedIn.has(i.id))
        .map((i) => ({ id: i.id, reason: refusedIn.get(i.id)! }));
      const refused = Object.fromEntries(outcome.refused.map((r) => [r.id, r.reason]));
      req.audit = {
        targetId: targetIdOf(ids),
        before,
        after: { ...after, ...(outcome.refused.length ? { refused } : {}) },
      };
      return outcome as CallResult<C>;
    },
    { audit: action },
  );
}

/** "3,5,9" or, past TARGET_IDS_SHOWN, "3,5,…,88 (+480)". */
function targetIdOf(ids: number[]): string {
  if (ids.length <= TARGET_IDS_SHOWN) return ids.join(',');
  return `${ids.slice(0, TARGET_IDS_SHOWN).join(',')},… (+${ids.length - TARGET_IDS_SHOWN})`;
}
