/**
 * Batch actions on the main lists (issue 37 #2) without any schema, so the web uses the same
 * limit as the server without carrying zod (batch.ts re-exports them).
 */

/** Most rows one batch acts on: one page of the largest page size. */
export const BATCH_MAX = 500;

/** A row a batch left as it was, and why (in the caller's language); the console names it from its own rows. */
export interface BatchRefusal {
  id: number;
  reason: string;
}

/** The answer of every batch: how many rows changed and which were refused, with why. */
export interface BatchOutcome {
  changed: number;
  unchanged: number;
  refused: BatchRefusal[];
}
