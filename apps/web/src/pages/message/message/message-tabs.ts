import { MESSAGE_TABS, type MessageTab } from '@bo/contract';

/** The route of the messages page and its tabs, in the order shown (issue 14 #4). */
export const MESSAGES_ROUTE = '/message/message';
export const MESSAGE_PAGE_TABS = MESSAGE_TABS;
export const DEFAULT_MESSAGE_TAB: MessageTab = 'notice';
