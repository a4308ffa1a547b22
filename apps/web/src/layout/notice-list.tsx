import { useState } from 'react';
import { Button, Empty, Spin, Tabs, Typography } from 'antd';
import { ItemList } from '../components/item-list';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TABS, type MessageRow, type MessageTab } from '@bo/contract';
import { getMessagePanel, messageKeys } from '../api/messages';
import { isSessionEnded } from '../api/http';
import { usePageStrings } from '../components/use-page-strings';
import { useUserStore } from '../stores/user';
import { titleOf, useMessageReading } from '../components/notices/notice-read';
import './notice-list.css';
import { branchTime } from '../components/branch-time';
import { JobsTab } from './jobs-tab';

interface Props {
  /** A message was clicked: it is marked read and shown (notice-detail.tsx). */
  onOpenMessage: (row: MessageRow) => void;
  onClose: () => void;
}

/**
 * The notice panel's content (spec §2, issue 14 #4): notice, message and todo tabs from the
 * server with their unread counts, the newest few of each; a click marks one read and opens it;
 * "mark all read" and "view all" (the messages page on the same tab). Loaded when the bell is
 * first opened; refreshed by the 'message' push like the count.
 */
export default function NoticeList(props: Props) {
  // The panel's words load with it (locales/pages/notice.*.json), not with every page of the frame.
  return usePageStrings('noticePanel') ? (
    <NoticeListView {...props} />
  ) : (
    <div className="bo-notice bo-notice-loading">
      <Spin />
    </div>
  );
}

/** The panel's tabs: the three of the messages, and the user's jobs. */
type PanelTab = MessageTab | 'jobs';

function NoticeListView({ onOpenMessage, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserStore((s) => s.info)!;
  const [tab, setTab] = useState<PanelTab>('notice');
  const [busy, setBusy] = useState(false);
  const panel = useQuery({ queryKey: messageKeys.panel(info.gscode, info.ID), queryFn: getMessagePanel });
  const reading = useMessageReading();
  const data = panel.data;
  const unread = data ? data.counts.unread.notice + data.counts.unread.message + data.counts.unread.todo : 0;

  const open = (row: MessageRow) => {
    void reading.read([row]).catch(() => undefined);
    onOpenMessage(row);
  };
  const readAll = async () => {
    setBusy(true);
    try {
      await reading.readAll();
    } catch {
      // The HTTP client has said why.
    } finally {
      setBusy(false);
    }
  };
  const viewAll = () => {
    onClose();
    void navigate(`/message/message?tab=${tab}`);
  };

  if (!data)
    return (
      <PanelLoading failed={Boolean(panel.error && !isSessionEnded(panel.error))} retry={() => void panel.refetch()} />
    );

  return (
    <div className="bo-notice" data-testid="notice-panel">
      <Tabs
        size="small"
        // Four tabs side by side in the panel, at 390 px too.
        tabBarGutter={16}
        activeKey={tab}
        onChange={(k) => setTab(k as PanelTab)}
        items={[
          ...MESSAGE_TABS.map((key) => ({
            key,
            label: <TabLabel tab={key} unread={data.counts.unread[key]} />,
            children: <NoticeItems tab={key} rows={data[key]} onOpen={open} />,
          })),
          {
            key: 'jobs',
            label: <span data-testid="notice-tab-jobs">{t('noticePanel.jobs.tab')}</span>,
            // Mounted (and its list fetched) when the tab is first shown.
            children: <JobsTab />,
          },
        ]}
      />
      {tab !== 'jobs' && (
        <div className="bo-notice-footer">
          <Button
            size="small"
            type="link"
            disabled={!unread}
            loading={busy}
            onClick={() => void readAll()}
            data-testid="notice-read-all"
          >
            {t('noticePanel.readAll')}
          </Button>
          <Button size="small" type="link" onClick={viewAll} data-testid="notice-view-all">
            {t('noticePanel.viewAll')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One tab's newest messages, each a button that opens it; the tab's own words when it has none. */
function NoticeItems({
  tab,
  rows,
  onOpen,
}: {
  tab: MessageTab;
  rows: MessageRow[];
  onOpen: (row: MessageRow) => void;
}) {
  const { t, i18n } = useTranslation();
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`noticePanel.empty.${tab}`)} />;
  return (
    <ItemList
      className="bo-notice-items"
      items={rows}
      rowKey={(row) => row.id}
      render={(row) => (
        <li
          className={row.readAt ? 'bo-notice-item' : 'bo-notice-item bo-notice-item-unread'}
          data-testid="notice-item"
        >
          <button
            type="button"
            className="bo-notice-open"
            onClick={() => onOpen(row)}
            data-unread={row.readAt ? undefined : ''}
          >
            <span className="bo-notice-item-title" data-user-content="">
              {titleOf(i18n.language, row)}
            </span>
            <Typography.Text type="secondary" className="bo-notice-item-meta">
              {row.kind === 'todo' ? t(`noticePanel.state.${row.state ?? 'open'}`) + ' · ' : ''}
              {branchTime(row.createdAt, 'YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </button>
        </li>
      )}
    />
  );
}

/** The panel before its messages arrive: a spinner, or a retry when they could not be read. */
function PanelLoading({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="bo-notice bo-notice-loading" data-testid="notice-panel">
      {failed ? <Button onClick={retry}>{t('noticePanel.retry')}</Button> : <Spin />}
    </div>
  );
}

/** A message tab's name and its unread count. */
function TabLabel({ tab, unread }: { tab: MessageTab; unread: number }) {
  const { t } = useTranslation();
  return (
    <span data-testid={`notice-tab-${tab}`}>
      {t(`notice.${tab}`)}
      {unread > 0 && (
        <span className="bo-notice-unread" data-testid={`notice-unread-${tab}`}>
          ({unread})
        </span>
      )}
    </span>
  );
}
