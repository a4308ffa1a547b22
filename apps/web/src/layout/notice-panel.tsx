import { Suspense, useState } from 'react';
import { Button, Popover, Spin, theme } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageRow } from '@bo/contract';
import { getMessageCounts, messageKeys } from '../api/messages';
import { useUserStore } from '../stores/user';
import { lazyPart } from '../lib/lazy-part';
import { ERROR } from '../components/app-config';

/** The list (antd List, Tabs, Typography) loads when the bell is first opened, or hovered. */
const NoticeList = lazyPart(() => import('./notice-list'));
/** A message opened from the panel (antd Modal), drawn outside the popover so closing it keeps the message open. */
const NoticeDetail = lazyPart(() => import('../components/notices/notice-detail'));

/** The bubble's text: the number, 99+ beyond. */
export const bellCount = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The bell (spec §2, issue 14 #4): the count of unread notices, messages and to-dos from the
 * server (one small query, refreshed by the 'message' push), and the panel with the three tabs
 * when opened. The count is a small bubble of our own in antd's badge look (antd's Badge and its
 * animated digits are not worth their weight in the frame's first load).
 */
export function NoticePanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const info = useUserStore((s) => s.info);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<MessageRow | null>(null);
  const counts = useQuery({
    queryKey: messageKeys.counts(info?.gscode ?? '', info?.ID ?? 0),
    queryFn: getMessageCounts,
    enabled: Boolean(info),
  });
  const unread = counts.data ? counts.data.unread.notice + counts.data.unread.message + counts.data.unread.todo : 0;
  const content = (
    <Suspense
      fallback={
        <div className="bo-notice bo-notice-loading">
          <Spin />
        </div>
      }
    >
      <NoticeList
        onOpenMessage={(row) => {
          setOpen(false);
          setShown(row);
        }}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        content={content}
        arrow={false}
        open={open}
        onOpenChange={setOpen}
        // On a phone the panel is wider than the room left of the bell: shifted into the screen, not cut off.
        align={{ overflow: { shiftX: true, adjustY: true } }}
      >
        <span className="bo-bell" onPointerEnter={NoticeList.preload} onFocus={NoticeList.preload}>
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label={unread ? t('notice.titleUnread', { count: unread }) : t('notice.title')}
            data-testid="notice-button"
          />
          {unread > 0 && (
            <sup
              className="bo-bell-count"
              aria-hidden
              data-testid="notice-count"
              style={{
                // Not colorError: dark mode's #dc4446 is 4.2:1 under white.
                background: ERROR,
                color: token.colorTextLightSolid,
                boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
              }}
            >
              {bellCount(unread)}
            </sup>
          )}
        </span>
      </Popover>
      {shown && (
        <Suspense fallback={null}>
          <NoticeDetail row={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
}
