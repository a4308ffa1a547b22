/**
 * The words and limits of the credit review (issue 12 #4) without any schema (credit.ts
 * re-exports them), so the web page checks the same bounds as the server without carrying zod.
 */

/** The columns the credit application list sorts by. */
export const CREDIT_SORTS = ['applied', 'client', 'maxprice', 'tmpprice', 'state', 'audited'] as const;
export type CreditSort = (typeof CREDIT_SORTS)[number];

/** An application's state: 0 pending, 1 approved, 2 rejected. */
export const CREDIT_STATES = ['0', '1', '2'] as const;
export const CreditState = { pending: 0, approved: 1, rejected: 2 } as const;

/** Bounds of an application; the form and the server check the same. */
export const CREDIT_LIMITS = {
  /** Most credit days (a year). */
  maxdays: 365,
  /** Most days a temporary limit lasts. */
  tmpdays: 365,
  reason: 500,
  comment: 500,
  search: 50,
  guestcode: 40,
} as const;
