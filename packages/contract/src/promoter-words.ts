/**
 * The words and limits of the promoters tab (issue 12 #5) without any schema (promoters.ts
 * re-exports them), so the web tab does not carry zod.
 */

/** The columns the promoter list sorts by. */
export const PROMOTER_SORTS = ['userName', 'referrals', 'orders', 'amount', 'commission', 'rate', 'since'] as const;
export type PromoterSort = (typeof PROMOTER_SORTS)[number];

/** Promoter status: 1 enabled, 0 disabled. */
export const PROMOTER_STATUSES = ['1', '0'] as const;

/** What optgzxUser does: make a shop account a promoter, enable, disable, set the commission rate. */
export const PROMOTER_OPS = ['add', 'enable', 'disable', 'rate'] as const;
export type PromoterOp = (typeof PROMOTER_OPS)[number];

/** A commission rate: percent, 0 … 100, at most two decimals ("5", "12.5", "100.00"). */
export const COMMISSION_RATE_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
/** The rate a new promoter gets when none is given (the database's default too). */
export const DEFAULT_COMMISSION_RATE = '5.00';

/** The completed order state (orders.status 4): only completed orders earn commission. */
export const COMMISSION_ORDER_STATE = 4;

/** Most referred clients one detail answer lists (the total is given beside). */
export const PROMOTER_DETAIL_CLIENTS_MAX = 200;
export const PROMOTER_SEARCH_MAX = 50;
