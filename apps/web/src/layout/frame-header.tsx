import { Button, Layout, Tooltip, theme } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/language-switch';
import { SubscriptionExpiry } from '../components/subscription-expiry';
import { isCollapsed, useMenuStore } from '../stores/menu';
import { useSettingsStore } from '../stores/settings';
import { useUserStore } from '../stores/user';
import { FrameBreadcrumb } from './breadcrumb';
import { FullscreenButton } from './fullscreen-button';
import { lazyPart } from '../lib/lazy-part';
import { MenuDrawer } from './sidebar';
import { NoticePanel } from './notice-panel';
import { PageSearch } from './page-search-button';
import { useRefreshStore } from './refresh-store';
import { SettingsButton } from './settings-button';
import { UserMenu } from './user-menu';

/** The settings drawer (Drawer, Segmented, Switch, Divider, Alert) loads when first opened or hovered. */
export const SettingsDrawer = lazyPart(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

interface Props {
  current: string;
  mobile: boolean;
  onOpenDrawer: () => void;
  onOpenSettings: () => void;
}

/** The top bar: menu button, refresh, breadcrumb; page search, subscription, full screen, language, notices, settings, user. */
export function FrameHeader({ current, mobile, onOpenDrawer, onOpenSettings }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const settings = useSettingsStore();
  const info = useUserStore((s) => s.info);
  const menuWidth = useMenuStore((s) => s.menuWidth);
  const setCollapsed = useMenuStore((s) => s.setCollapsed);
  const refresh = useRefreshStore((s) => s.refresh);
  const collapsed = isCollapsed(menuWidth);

  const reload = () => {
    // Remount the current page and mark cached data stale: its data is fetched again.
    refresh(current);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'menu' });
  };

  return (
    <Layout.Header
      className="bo-header"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <div className="bo-header-left">
        {mobile ? (
          <Button
            type="text"
            icon={<MenuOutlined />}
            onClick={onOpenDrawer}
            onPointerEnter={MenuDrawer.preload}
            onPointerDown={MenuDrawer.preload}
            aria-label={t('frame.openMenu')}
            data-testid="open-menu"
          />
        ) : (
          settings.menuButton && (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? t('frame.expand') : t('frame.collapse')}
              data-testid="collapse-menu"
            />
          )
        )}
        {settings.showRefreshButton && (
          <Tooltip title={t('header.refresh')}>
            <Button
              type="text"
              icon={<ReloadOutlined />}
              onClick={reload}
              aria-label={t('header.refresh')}
              data-testid="refresh-page"
            />
          </Tooltip>
        )}
        {settings.showCrumbs && !mobile && <FrameBreadcrumb current={current} />}
      </div>
      <div className="bo-header-right">
        <PageSearch />
        {info?.isopen === 1 && !mobile && <SubscriptionExpiry endtime={info.endtime} />}
        {!mobile && <FullscreenButton />}
        {settings.showLanguage && <LanguageSwitch />}
        <NoticePanel />
        <SettingsButton onOpen={onOpenSettings} onPreload={SettingsDrawer.preload} />
        <UserMenu compact={mobile} />
      </div>
    </Layout.Header>
  );
}
