/** The words of the API and operation catalogues (catalogue.ts) without any schema, for the browser. */

/** mark: the call needs a permission mark; session: any signed-in user; public: no session at all. */
export const API_ACCESS = ['mark', 'session', 'public'] as const;
export type ApiAccess = (typeof API_ACCESS)[number];

/** The API list sorts by path (default), group, method or mark. */
export const API_SORTS = ['path', 'group', 'method', 'mark'] as const;
/** The operation list sorts by mark (default) or page. */
export const OPERATION_SORTS = ['mark', 'page'] as const;

export const CATALOGUE_SEARCH_MAX = 60;
