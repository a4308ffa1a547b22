import { Suspense } from 'react';
import { Button, Popover, Spin, theme } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyPart } from './lazy-part';
import { DEMO_NOTICES } from './notice-demo';

/** The list (antd List, Tabs, Typography) loads when the bell is first opened, or hovered. */
const NoticeList = lazyPart(() => import('./notice-list'));

/**
 * The bell: notice, message and todo tabs with local demo data (spec §2). The count is a small
 * bubble of our own in antd's badge look (antd's Badge and its animated digits are not worth
 * their weight in the frame's first load).
 */
export function NoticePanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const total = Object.values(DEMO_NOTICES).reduce((n, list) => n + list.length, 0);
  const content = (
    <Suspense
      fallback={
        <div className="bo-notice bo-notice-loading">
          <Spin />
        </div>
      }
    >
      <NoticeList />
    </Suspense>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} arrow={false}>
      <span className="bo-bell" onPointerEnter={NoticeList.preload} onFocus={NoticeList.preload}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('notice.title')} data-testid="notice-button" />
        {total > 0 && (
          <sup
            className="bo-bell-count"
            aria-hidden
            style={{ background: token.colorError, color: token.colorTextLightSolid, boxShadow: `0 0 0 1px ${token.colorBgContainer}` }}
          >
            {total}
          </sup>
        )}
      </span>
    </Popover>
  );
}
