/**
 * The words of the roles page without any schema, so a browser page using them does not carry
 * zod in its first load (roles.ts re-exports them and builds its schemas from them).
 */

/** Columns the role list sorts by. Without a sort word the list is in creation order. */
export const ROLE_SORTS = ['code', 'name', 'users', 'status'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];

/** Table status (spec §3): 1 enabled, 0 disabled, as the status filter's words. */
export const ROLE_STATUSES = ['1', '0'] as const;

/** A role code: lower-case letters, digits, - and _, starting with a letter (it is stored on every account holding the role). */
export const ROLE_CODE_PATTERN = /^[a-z][a-z0-9_-]*$/;
export const ROLE_CODE_MAX = 30;
export const ROLE_NAME_MAX = 50;
/** The search box of the list: code or name contains. */
export const ROLE_SEARCH_MAX = 50;

/** How many accounts a refused removal names before "and N more". */
export const ROLE_HOLDERS_NAMED = 5;

/**
 * Why the caller cannot change a role's powers: builtin (the branch's administrator role, which
 * holds everything), own (the caller's own role), mark (the caller lacks role:assign).
 */
export const POWER_LOCKS = ['builtin', 'own', 'mark'] as const;
export type PowerLock = (typeof POWER_LOCKS)[number];

/**
 * A role's data scope (issue 37 #1): `all`, the branch's clients and orders, or `own`, those
 * whose salesperson is the account (and what hangs off them: payments, carts, credit, figures).
 */
export const DATA_SCOPES = ['all', 'own'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/**
 * The mark a session holds when its role's data scope is `all`. It is no page's mark: it lets the
 * rule "no mark you lack" count the data scope, so only an `all` account grants `all`.
 */
export const DATA_ALL_MARK = 'data:all';
