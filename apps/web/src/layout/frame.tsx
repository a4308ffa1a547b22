import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Layout } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { themeEntry } from '../components/app-config';
import { isExceptionPath, routeAccess } from './route-access';
import { routeTitle } from '../components/route-title';
import { useThemeMode } from '../components/use-theme-mode';
import { isSessionEnded } from '../api/http';
import { FullPageSpin } from '../components/full-page-spin';
import { PlainResult } from '../components/plain-result';
import { pickLang } from '../locales/pick-lang';
import { useSystemNameStore } from '../stores/system-name';
import { useMenuStore } from '../stores/menu';
import { useLockStore } from '../stores/lock';
import { lockConsole } from './lock-console';
import { useIdleTimeout } from '../lib/use-idle-timeout';
import { useSettingsStore } from '../stores/settings';
import { useWorkTabsStore } from '../stores/worktabs';
import { FrameHeader, SettingsDrawer } from './frame-header';
import { FrameProviders } from './frame-providers';
import { PageStack } from './page-stack';
import { progressDone, progressStart } from './progress';
import { Sidebar } from './sidebar';
import { useIsMobile } from '../lib/use-is-mobile';
import { usePageSource } from './page-source';
import { useBranchLanguage } from '../components/use-branch-language';
import { useMenuLoader } from './use-menu-loader';
import { usePushHost } from './push-host';
import { WorkTabs } from './work-tabs';
import { BranchZoneNote } from './branch-zone-note';
import { ViewBanner } from './view-banner';
import './frame.css';

/**
 * The console frame (spec §2): menu, header, work tabs and the open pages. It is also the
 * second half of the route guard: once the menu is loaded, unknown paths go to 404 and pages
 * the role may not open go to 403.
 */
export default function FrameWithProviders() {
  const locked = useLockStore((s) => s.locked);
  const idleMinutes = useLockStore((s) => s.idleMinutes);
  useIdleTimeout(locked ? 0 : idleMinutes, lockOnIdle);
  return (
    <FrameProviders>
      <Frame />
      {locked && (
        <Suspense fallback={<div className="bo-lock-cover" />}>
          <LockScreen />
        </Suspense>
      )}
    </FrameProviders>
  );
}

/** The branch's idle lock: the same as the user menu's. */
const lockOnIdle = () => void lockConsole();

/** The lock screen (issue 37 #4): its code loads when the console is first locked. */
const LockScreen = lazy(() => import('./lock-screen'));

function Frame() {
  const { t, i18n } = useTranslation();
  const { pathname, key: locationKey } = useLocation();
  const menuQuery = useMenuLoader();
  useBranchLanguage();
  // The branch's own name (/system/setting), in the tab's title.
  const systemName = useSystemNameStore((s) => s.name);
  usePushHost();
  const menu = useMenuStore((s) => s.menuList);
  const loaded = useMenuStore((s) => s.loaded);
  const settings = useSettingsStore();
  const openTab = useWorkTabsStore((s) => s.open);
  const mobile = useIsMobile();
  const pageDark = useThemeMode() === 'dark';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The drawer's code loads when it is first opened (or its button hovered) and then stays.
  const [settingsUsed, setSettingsUsed] = useState(false);

  const { hasPage } = usePageSource();
  const access = loaded ? routeAccess(pathname, menu, hasPage) : null;
  const title = routeTitle(pathname, menu);
  const ok = access?.kind === 'ok';

  // Every page reached becomes (or selects) a work tab; exception pages have none. On every
  // navigation, not only a new path: a page whose tab was closed while it was still shown and
  // then reached again from the menu keeps its path.
  useEffect(() => {
    if (!ok || !title || isExceptionPath(pathname)) return;
    openTab({ name: pathname.split('/').pop() ?? pathname, path: pathname, ...title });
  }, [ok, pathname, locationKey, title?.title, title?.title_en, openTab]); // eslint-disable-line react-hooks/exhaustive-deps -- the title is read by its two words, not by the object that carries them

  // The page title follows the route in the current language.
  useEffect(() => {
    const system = pickLang(i18n.language, systemName.cn, systemName.en);
    document.title = title ? `${pickLang(i18n.language, title.title, title.title_en)} - ${system}` : system;
  }, [title, i18n.language, systemName]);

  // A short run of the progress bar on every navigation (longer while a page's code loads). Not
  // when the frame is first drawn: the skeleton said "loading" until then, and the bar's start
  // forces a layout of the whole page just drawn (on a phone, a long task at the first paint).
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current) {
      navigated.current = true;
      return;
    }
    progressStart();
    const id = requestAnimationFrame(progressDone);
    return () => {
      cancelAnimationFrame(id);
      progressDone();
    };
  }, [pathname]);

  if (!loaded) {
    // Code 7: the one warning is shown and /login follows; no error page in between.
    if (menuQuery.isError && !isSessionEnded(menuQuery.error)) {
      return (
        <PlainResult
          status="error"
          icon={<CloseCircleFilled />}
          title={t('frame.menuFailed')}
          subTitle=""
          extra={
            <Button type="primary" onClick={() => void menuQuery.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    return <FullPageSpin />;
  }
  if (access?.kind === 'not-found') return <Navigate to="/exception/404" replace />;
  if (access?.kind === 'forbidden') return <Navigate to="/exception/403" replace />;
  if (access?.kind === 'redirect') return <Navigate to={access.to} replace />;

  const colours = themeEntry(settings.theme, pageDark);
  return (
    <Layout className="bo-frame" hasSider={!mobile}>
      <Sidebar
        current={pathname}
        colours={colours}
        mobile={mobile}
        drawerOpen={drawerOpen}
        onDrawerClose={() => setDrawerOpen(false)}
      />
      <Layout className="bo-main">
        <FrameHeader
          current={pathname}
          mobile={mobile}
          onOpenDrawer={() => setDrawerOpen(true)}
          onOpenSettings={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
        />
        <ViewBanner />
        {settings.showWorkTab && <WorkTabs current={pathname} colours={colours} />}
        <Layout.Content className="bo-content">
          <PageStack current={pathname} />
        </Layout.Content>
        <BranchZoneNote />
      </Layout>
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} pageDark={pageDark} />
        </Suspense>
      )}
    </Layout>
  );
}
