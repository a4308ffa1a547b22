/**
 * The words of the clients tab (issue 12 #1) without any schema, so the web tab uses the same
 * sorts and filters as the server without carrying zod (client-list.ts re-exports them).
 */

/** The columns the client list sorts by (each has an index in the branch: customer number, name, sign-up). */
export const CLIENT_LIST_SORTS = ['guestcode', 'guestname', 'created'] as const;
export type ClientListSort = (typeof CLIENT_LIST_SORTS)[number];

/** Client status (spec §3 table status): 1 enabled, 0 disabled. */
export const CLIENT_STATUSES = ['1', '0'] as const;
/** Client types of spec §9, as list filter words. */
export const CLIENT_TYPE_WORDS = ['1', '2', '3', '4', '5'] as const;
export type ClientTypeWord = (typeof CLIENT_TYPE_WORDS)[number];
/** Monthly settlement or paying before production. */
export const CLIENT_SETTLEMENTS = ['monthly', 'prepaid'] as const;

export const CLIENT_LIST_LIMITS = { search: 50, level: 40, area: 40 } as const;
