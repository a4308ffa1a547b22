/**
 * The words and limits of the WeChat followers tab (issue 12 #3) without any schema, so the web
 * tab uses the same sorts and limits as the server without carrying zod (wechat.ts re-exports them).
 */

/** The columns the follower list sorts by. */
export const FOLLOWER_SORTS = ['nickname', 'subscribed', 'client', 'refreshed'] as const;
export type FollowerSort = (typeof FOLLOWER_SORTS)[number];

/** Following the official account now, or not any more. */
export const FOLLOWER_SUBSCRIBED = ['yes', 'no'] as const;
/** Bound to a client or not. */
export const FOLLOWER_BINDINGS = ['bound', 'unbound'] as const;

export const FOLLOWER_LIMITS = { search: 50, guestcode: 40 } as const;

/** Openids WeChat's user/info/batchget answers per call (its documented maximum). */
export const WECHAT_PROFILES_PER_CALL = 100;
