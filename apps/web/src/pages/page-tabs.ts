import { ACCOUNT_ROUTE, ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB } from './user/account/account-tabs';
import { DEFAULT_MESSAGE_TAB, MESSAGE_PAGE_TABS, MESSAGES_ROUTE } from './message/message/message-tabs';

/**
 * Pages whose content is split into tabs named by the address's `tab` word, with their tabs
 * other than the one the bare route shows. The page sweep (e2e/tests/page-sweep.spec.ts) opens
 * each of them too, so a tab added here is checked like a page the day it lands. (The sweep signs
 * in as a branch administrator: the database page's tabs are the platform owner's alone and are
 * checked by e2e/tests/database.spec.ts instead.)
 */
export const PAGE_TABS: Record<string, readonly string[]> = {
  [ACCOUNT_ROUTE]: ACCOUNT_TABS.filter((t) => t !== DEFAULT_ACCOUNT_TAB),
  [MESSAGES_ROUTE]: MESSAGE_PAGE_TABS.filter((t) => t !== DEFAULT_MESSAGE_TAB),
};
