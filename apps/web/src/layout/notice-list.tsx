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
  const { t, i18n } = useTranslation();
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

  if (!data) {
    return (
      <div className="bo-notice bo-notice-loading" data-testid="notice-panel">
        {panel.error && !isSessionEnded(panel.error) ? (
          <Button onClick={() => void panel.refetch()}>{t('noticePanel.retry')}</Button>
        ) : (
          <Spin />
        )}
      </div>
    );
  }

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
            label: (
              <span data-testid={`notice-tab-${key}`}>
                {t(`notice.${key}`)}
                {data.counts.unread[key] > 0 && (
                  <span className="bo-notice-unread" data-testid={`notice-unread-${key}`}>
                    ({data.counts.unread[key]})
                  </span>
                )}
              </span>
            ),
            children: data[key].length ? (
              <ItemList
                className="bo-notice-items"
                items={data[key]}
                rowKey={(row) => row.id}
                render={(row) => (
                  <li
                    className={row.readAt ? 'bo-notice-item' : 'bo-notice-item bo-notice-item-unread'}
                    data-testid="notice-item"
                  >
                    <button
                      type="button"
                      className="bo-notice-open"
                      onClick={() => open(row)}
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
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`noticePanel.empty.${key}`)} />
            ),
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
