import { Suspense, useRef } from 'react';
import { Layout } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH, MENU_COLLAPSED_WIDTH_PX, MENU_WIDTH_PX } from '@bo/contract';
import { getSwitchTargets, switchTargetsKey } from '../api/umanage';
import type { ThemeEntry } from '../components/app-config';
import { pickLang } from '../locales/pick-lang';
import { isCollapsed, useMenuStore } from '../stores/menu';
import { HOME_TAB } from '../stores/tab-rules';
import { useUserStore } from '../stores/user';
import { lazyPart } from '../lib/lazy-part';
import { SideMenu } from './side-menu';
import logoUrl from '../components/logo.svg';

/** The home page's short title (spec §2: console, "short title DSB"), shown by the collapsed sidebar. */
const HOME_SHORT_TITLE = 'DSB';

/** antd's Drawer (with the Skeleton it brings) loads when the phone menu is first opened or its button touched. */
export const MenuDrawer = lazyPart(() => import('./menu-drawer'));

interface Props {
  current: string;
  colours: ThemeEntry;
  mobile: boolean;
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/**
 * Company logo, company name and branch (spec §2 Frame), above the menu, as a link home. The
 * company is the branch's full name (longname); the branch its display name (the user info's
 * company) and code. The user info of §3 holds no longname, so it is read from the account list
 * the switch dialog uses (same query: the dialog then opens at once); until it is there, and if
 * it fails, the display name and the code stand in. Collapsed (70 px), the logo and the home
 * page's short title "DSB" (spec §2) stand in for the names.
 */
function Brand({
  collapsed,
  colours,
  onNavigate,
}: {
  collapsed: boolean;
  colours: ThemeEntry;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const info = useUserStore((s) => s.info);
  const targets = useQuery({
    queryKey: switchTargetsKey(info),
    // Quiet: a failure is no news to the user here; the display name and the code stand in.
    queryFn: () => getSwitchTargets(info!, { quiet: true }),
    enabled: Boolean(info?.token),
    staleTime: Infinity,
  });
  const own = targets.data?.data.find((b) => b.gscode === info?.gscode && b.userName === info?.userName);
  const longname = own?.longname.trim() || '';
  // Collapsed, the link's tooltip names the page it opens; open, the company's tooltip holds its whole name (it may be cut).
  const home = pickLang(i18n.language, HOME_TAB.title, HOME_TAB.title_en);
  return (
    <Link
      to={HOME_PATH}
      className={collapsed ? 'bo-brand bo-brand-collapsed' : 'bo-brand'}
      data-testid="brand"
      title={collapsed ? home : undefined}
      aria-label={collapsed ? `${home} ${HOME_SHORT_TITLE}` : undefined}
      onClick={onNavigate}
    >
      <img className="bo-brand-logo" src={info?.logoimg || logoUrl} alt="" />
      {collapsed ? (
        <span className="bo-brand-short" style={{ color: colours.textColor }} data-testid="brand-short">
          {HOME_SHORT_TITLE}
        </span>
      ) : (
        <span className="bo-brand-text">
          <span
            className="bo-brand-company"
            style={{ color: colours.activeColor }}
            title={longname || undefined}
            data-user-content
            data-testid="brand-company"
          >
            {longname || info?.company}
          </span>
          <span
            className="bo-brand-branch"
            style={{ color: colours.textColor }}
            data-user-content
            data-testid="brand-branch"
          >
            {longname ? t('frame.branch', { name: info?.company, code: info?.gscode }) : info?.gscode}
          </span>
        </span>
      )}
    </Link>
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
      style={{
        background: colours.menuBg,
        ['--bo-menu-icon' as string]: colours.iconColor,
        ['--bo-menu-icon-active' as string]: colours.activeIconColor,
      }}
    >
      <Brand collapsed={collapsed} colours={colours} onNavigate={mobile ? onDrawerClose : undefined} />
      <div className="bo-sidebar-menu">
        <SideMenu
          current={current}
          collapsed={collapsed}
          colours={colours}
          onNavigate={mobile ? onDrawerClose : undefined}
        />
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
