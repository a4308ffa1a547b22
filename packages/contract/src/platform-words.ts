/**
 * Headquarters (issue 41), without zod: the limits the server checks and the browser shows.
 * docs/decisions/0150-headquarters-view.md records why they are what they are.
 */

/** The longest period the branch figures compare, in days (the chart's five years). */
export const BRANCH_FIGURES_MAX_DAYS = 1830;

/** A read-only view of a branch lasts at most this long; then its session ends. */
export const VIEW_BRANCH_MINUTES = 60;

/** Why the platform owner looks into a branch: required, told to the branch in its operation log. */
export const VIEW_REASON_MIN = 2;
export const VIEW_REASON_MAX = 200;

/**
 * A branch's state on the platform: disabled, its subscription over (expired), ending within
 * BRANCH_ENDING_DAYS (ending), or running (live). A branch without a subscription (isopen 0) is live.
 */
export const BRANCH_STATES = ['live', 'ending', 'expired', 'disabled'] as const;
export type BranchState = (typeof BRANCH_STATES)[number];
export const BRANCH_ENDING_DAYS = 30;
