import type { BatchOutcome } from '@bo/contract';

/** One thing a user can do to the rows picked, e.g. "Confirm" or "Disable". */
export interface BatchAction<R> {
  key: string;
  label: string;
  /** The confirmation asks for a reason (required), e.g. to cancel orders. */
  reason?: boolean;
  run: (rows: R[], reason: string) => Promise<BatchOutcome>;
}

/** What a list needs for batch actions (issue 37 #2); given to ListPage as `batch`. */
export interface BatchConfig<R> {
  /** The accessible name of a row's checkbox, e.g. "Select order D0012". */
  label: (row: R) => string;
  /** A row as the result names it: an order number, a client's name, an account. */
  name: (row: R) => string;
  /** The actions this user may take (leave out what the role lacks); may be empty. */
  actions: BatchAction<R>[];
  /** After a batch: read again what it changed (the list, the figures). */
  onDone: () => void;
}
