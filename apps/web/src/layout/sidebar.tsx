import { Suspense, useRef } from 'react';
import { Layout } from 'antd';
import { MENU_COLLAPSED_WIDTH_PX, MENU_WIDTH_PX } from '@bo/contract';
import type { ThemeEntry } from '../app/app-config';
import { isCollapsed, useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { lazyPart } from './lazy-part';
import { SideMenu } from './side-menu';
import logoUrl from './logo.svg';

/** antd's Drawer (with the Skeleton it brings) loads when the phone menu is first opened or its button touched. */
export const MenuDrawer = lazyPart(() => import('./menu-drawer'));

interface Props {
  current: string;
  colours: ThemeEntry;
  mobile: boolean;
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/** Company logo, company name and branch, above the menu. */
function Brand({ collapsed, colours }: { collapsed: boolean; colours: ThemeEntry }) {
  const info = useUserStore((s) => s.info);
  return (
    <div className="bo-brand" data-testid="brand">
      <img className="bo-brand-logo" src={info?.logoimg || logoUrl} alt="" />
      {!collapsed && (
        <div className="bo-brand-text">
          <div className="bo-brand-company" style={{ color: colours.activeColor }} data-user-content>
            {info?.company}
          </div>
          <div className="bo-brand-branch" style={{ color: colours.textColor }}>
            {info?.gscode}
          </div>
        </div>
      )}
    </div>
  );
}

/** The left menu: a collapsible sider (200 / 70 px) on desktop, a drawer at 800 px or narrower. */
export function Sidebar({ current, colours, mobile, drawerOpen, onDrawerClose }: Props) {
  const menuWidth = useMenuStore((s) => s.menuWidth);
  const collapsed = !mobile && isCollapsed(menuWidth);
  const drawerUsed = useRef(false);
  if (drawerOpen) drawerUsed.current = true;
  const body = (
    <div
      className="bo-sidebar"
      style={{ background: colours.menuBg, ['--bo-menu-icon' as string]: colours.iconColor, ['--bo-menu-icon-active' as string]: colours.activeIconColor }}
    >
      <Brand collapsed={collapsed} colours={colours} />
      <div className="bo-sidebar-menu">
        <SideMenu current={current} collapsed={collapsed} colours={colours} onNavigate={mobile ? onDrawerClose : undefined} />
      </div>
    </div>
  );
  if (mobile) {
    if (!drawerUsed.current) return null;
    return (
      <Suspense fallback={null}>
        <MenuDrawer open={drawerOpen} onClose={onDrawerClose} background={colours.menuBg}>
          {body}
        </MenuDrawer>
      </Suspense>
    );
  }
  return (
    <Layout.Sider
      width={MENU_WIDTH_PX}
      collapsedWidth={MENU_COLLAPSED_WIDTH_PX}
      collapsed={collapsed}
      trigger={null}
      style={{ background: colours.menuBg }}
      className="bo-sider"
    >
      {body}
    </Layout.Sider>
  );
}
