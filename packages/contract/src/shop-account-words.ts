/**
 * The words and limits of the shop accounts tab (issue 12 #2) without any schema, so the web
 * tab and its dialogs use the same limits and sorts as the server without carrying zod
 * (shop-accounts.ts re-exports them).
 */

/** The columns the shop account list sorts by. */
export const SHOP_ACCOUNT_SORTS = ['userName', 'nickname', 'client', 'registered', 'lastLogin'] as const;
export type ShopAccountSort = (typeof SHOP_ACCOUNT_SORTS)[number];

/** Shop account status (spec §3 table status): 1 enabled, 0 disabled. */
export const SHOP_ACCOUNT_STATUSES = ['1', '0'] as const;
/** Bound to a client or not. */
export const SHOP_ACCOUNT_BINDINGS = ['bound', 'unbound'] as const;
/** Following the branch's WeChat official account now, or not. */
export const SHOP_ACCOUNT_FOLLOWING = ['yes', 'no'] as const;

/** Most characters of each shop account field; the form and the server check the same. */
export const SHOP_ACCOUNT_LIMITS = {
  userName: 50,
  nickname: 50,
  mobile: 30,
  search: 50,
  guestcode: 40,
} as const;

/** Fewest characters of a shop account name. */
export const SHOP_USER_NAME_MIN_LENGTH = 2;

/** Most accounts a look-up (Getzhuser) answers: enough for a picker. */
export const SHOP_ACCOUNT_LOOKUP_MAX = 20;
