/** Words of the online users' list that a browser page uses, without the zod schemas (online-users.ts). */

/** Sort words of the list: last use (the default, newest first), sign-in time, account. */
export const ONLINE_USER_SORTS = ['lastSeen', 'since', 'account'] as const;
