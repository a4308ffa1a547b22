/** The route of the client accounts page and its tabs, in the order shown (issue 12). */
export const ACCOUNT_ROUTE = '/user/account';
export const ACCOUNT_TABS = ['clients', 'accounts', 'followers', 'promoters'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'clients';
