import type { MessageTab } from '@bo/contract';
import { listPrefetch, tabPrefetch } from '../../../components/list-page/list-prefetch';
import { messageListQuery } from './message-queries';
import { MESSAGE_RULES } from './message-rules';
import { DEFAULT_MESSAGE_TAB, MESSAGE_PAGE_TABS, MESSAGES_ROUTE } from './message-tabs';

const tabStart = (tab: MessageTab) => async () =>
  listPrefetch({
    route: MESSAGES_ROUTE,
    rules: MESSAGE_RULES[tab],
    table: `messages-${tab}`,
    query: (u, s) => messageListQuery(u, tab, s),
  });

/**
 * Started by the route loader as soon as /message/message matches: the list of the tab shown
 * first and its column choice (the tabs' code is the page's own; the unread counts are the bell's).
 */
export default tabPrefetch({
  route: MESSAGES_ROUTE,
  tabs: MESSAGE_PAGE_TABS,
  defaultTab: DEFAULT_MESSAGE_TAB,
  starts: { notice: tabStart('notice'), message: tabStart('message'), todo: tabStart('todo') },
});
