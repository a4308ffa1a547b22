import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, Dropdown, Tabs, type TabsProps } from 'antd';
import { DownOutlined, PushpinFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@bo/contract';
import type { ThemeEntry } from '../components/app-config';
import { useTablistRoles } from '../components/use-tablist-roles';
import { lazyPart, PartBoundary } from '../lib/lazy-part';
import { useMediaQuery } from '../lib/use-media-query';
import { whenIdle } from '../lib/when-idle';
import { pickLang } from '../locales/pick-lang';
import { HOME_TAB } from '../stores/tab-rules';
import { useWorkTabsStore } from '../stores/worktabs';
import { useTabActions } from './use-tab-actions';

/** Dragging tabs (dnd-kit, ~17 KB gzip): not in the frame's first load, fetched once the frame is idle. */
const SortableTabBar = lazyPart(() => import('./sortable-tab-bar'));

/**
 * The work-tab strip (spec §2, §4 Tabs): the main (home) tab and the opened pages, the pinned
 * ones first. Each tab has a right-click menu; the button at the end offers the same actions for
 * the current tab. Once the frame is idle, a mouse can drag a tab to another place.
 */
export function WorkTabs({ current, colours }: { current: string; colours: ThemeEntry }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const opened = useWorkTabsStore((s) => s.opened);
  const move = useWorkTabsStore((s) => s.move);
  const { close, actionsFor } = useTabActions(current);
  const tabs = [HOME_TAB, ...opened];
  const strip = useRef<HTMLDivElement>(null);
  useTablistRoles(strip);
  const [sortable, setSortable] = useState(false);
  // Only a mouse drags a tab: where the pointer is a finger (a phone), dragging is never loaded,
  // which spares the strip a second draw and measuring just after the first paint.
  const finger = useMediaQuery('(pointer: coarse)');
  useEffect(() => (finger ? undefined : whenIdle(() => setSortable(true))), [finger]);

  const renderTabBar: TabsProps['renderTabBar'] = (bar, DefaultTabBar) =>
    sortable ? (
      // A failed load leaves the strip as it was: the menus still move tabs.
      <PartBoundary onError={() => setSortable(false)}>
        <Suspense fallback={<DefaultTabBar {...bar} />}>
          <SortableTabBar bar={bar} DefaultTabBar={DefaultTabBar} tabs={opened} onMove={move} />
        </Suspense>
      </PartBoundary>
    ) : (
      <DefaultTabBar {...bar} />
    );

  return (
    <div ref={strip} className="bo-worktabs" style={{ background: colours.tabBarBg }} data-testid="work-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        // The close button of each tab: "remove" in English otherwise (rc-tabs' default).
        locale={{ removeAriaLabel: t('tabs.close') }}
        size="small"
        activeKey={current}
        onChange={(path) => navigate(path)}
        onEdit={(path, action) => action === 'remove' && typeof path === 'string' && close('close', path)}
        renderTabBar={renderTabBar}
        items={tabs.map((tab) => ({
          key: tab.path,
          // No close button, no middle-click or Delete close (rc-tabs asks the same flag).
          closable: tab.path !== HOME_PATH && !tab.pinned,
          label: (
            <Dropdown trigger={['contextMenu']} menu={actionsFor(tab.path)}>
              <span data-testid="work-tab" data-path={tab.path} data-pinned={tab.pinned || undefined}>
                {tab.pinned && <PushpinFilled className="bo-worktab-pin" aria-label={t('tabs.pinnedMark')} />}
                {pickLang(i18n.language, tab.title, tab.title_en)}
              </span>
            </Dropdown>
          ),
        }))}
      />
      {/* Beside the tabs, not in their bar: the bar is replaced once dragging loads, and a
          button inside it would lose the keyboard's focus (or an open menu) at that moment. */}
      {/* autoFocus: opened from the keyboard, the arrows move in the menu at once. */}
      <Dropdown trigger={['click']} menu={actionsFor(current)} placement="bottomRight" autoFocus>
        <Button
          className="bo-worktabs-actions"
          size="small"
          type="text"
          icon={<DownOutlined />}
          aria-label={t('tabs.actions')}
          data-testid="tab-actions"
        />
      </Dropdown>
    </div>
  );
}
