import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMessageCounts, messageKeys } from '../../../api/messages';
import { PageTabs } from '../../../components/page-tabs';
import { usePageStrings } from '../../../components/use-page-strings';
import { useUserStore } from '../../../stores/user';
import { DEFAULT_MESSAGE_TAB, MESSAGE_PAGE_TABS, MESSAGES_ROUTE } from './message-tabs';
import { MessagesTab } from './messages-tab';

/**
 * /message/message (issue 14 #4): the signed-in user's notices, messages and to-dos, one tab
 * each with its unread count (the bell's counts query, so both agree and both follow the
 * 'message' push). Each tab's list keeps its own filters in the address while it is current.
 */
export default function MessageMessagePage() {
  const page = usePageStrings('messages');
  // The words it shares with the bell's panel (tabs' empty states, to-do states, decisions).
  const shared = usePageStrings('noticePanel');
  return page && shared ? <MessagesView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function MessagesView() {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info)!;
  const counts = useQuery({ queryKey: messageKeys.counts(info.gscode, info.ID), queryFn: getMessageCounts });
  return (
    <div data-testid="messages-page">
      <PageTabs
        route={MESSAGES_ROUTE}
        tabs={MESSAGE_PAGE_TABS}
        defaultTab={DEFAULT_MESSAGE_TAB}
        label={(tab) => {
          const n = counts.data?.unread[tab] ?? 0;
          return (
            <span data-testid={`messages-tab-${tab}`}>
              {t(`notice.${tab}`)}
              {n > 0 && <span className="msg-tab-count"> ({n})</span>}
            </span>
          );
        }}
        pane={(tab) => <MessagesTab tab={tab} />}
      />
    </div>
  );
}
