import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@bo/contract';
import type { ThemeEntry } from '../components/app-config';
import { pickLang } from '../locales/pick-lang';
import { HOME_TAB } from '../stores/tab-rules';
import { useWorkTabsStore, type CloseAction } from '../stores/worktabs';

/**
 * antd's tab bar puts role="tablist" on the whole bar, so the actions button beside the tabs,
 * the "more tabs" button and each tab's close button sit inside the tablist, where only tabs may
 * be (axe: aria-required-children, critical). The role goes to the row of tabs itself, and the
 * close buttons, a mouse shortcut, leave the tab order and the accessibility tree: the keyboard
 * closes the focused tab with Delete or Backspace (antd's), and the actions button offers every
 * close to everyone. Kept up by an observer, as antd re-renders the bar.
 */
function useTablistRoles(strip: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const root = strip.current;
    if (!root) return;
    const fix = () => {
      const bar = root.querySelector('.ant-tabs-nav[role=tablist]');
      const row = root.querySelector('.ant-tabs-nav-list');
      if (bar && row) {
        row.setAttribute('role', 'tablist');
        row.setAttribute('aria-orientation', bar.getAttribute('aria-orientation') ?? 'horizontal');
        bar.removeAttribute('role');
        bar.removeAttribute('aria-orientation');
      }
      for (const close of Array.from(root.querySelectorAll('.ant-tabs-tab-remove'))) {
        if (close.getAttribute('tabindex') !== '-1') close.setAttribute('tabindex', '-1');
        if (close.getAttribute('aria-hidden') !== 'true') close.setAttribute('aria-hidden', 'true');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'tabindex', 'aria-hidden'],
    });
    return () => observer.disconnect();
  }, [strip]);
}

/**
 * The work-tab strip (spec §2, §4 Tabs): the main (home) tab and the opened pages. Each tab
 * has a right-click menu; the button at the end offers the same actions for the current tab.
 */
export function WorkTabs({ current, colours }: { current: string; colours: ThemeEntry }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const opened = useWorkTabsStore((s) => s.opened);
  const closeBy = useWorkTabsStore((s) => s.closeBy);
  const tabs = [HOME_TAB, ...opened];
  const strip = useRef<HTMLDivElement>(null);
  useTablistRoles(strip);

  const close = (action: CloseAction, path: string) => {
    const next = closeBy(action, path);
    if (next !== current) void navigate(next);
  };

  /** Actions for one tab; those that would do nothing are disabled. */
  const actionsFor = (path: string): MenuProps => {
    const i = path === HOME_PATH ? -1 : opened.findIndex((tab) => tab.path === path);
    return {
      items: [
        { key: 'close', label: t('tabs.close'), disabled: path === HOME_PATH },
        { key: 'left', label: t('tabs.closeLeft'), disabled: i <= 0 },
        { key: 'right', label: t('tabs.closeRight'), disabled: i >= opened.length - 1 },
        {
          key: 'others',
          label: t('tabs.closeOthers'),
          disabled: opened.length === 0 || (opened.length === 1 && i === 0),
        },
        { key: 'all', label: t('tabs.closeAll'), disabled: opened.length === 0 },
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        close(key as CloseAction, path);
      },
    };
  };

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
        items={tabs.map((tab) => ({
          key: tab.path,
          closable: tab.path !== HOME_PATH,
          label: (
            <Dropdown trigger={['contextMenu']} menu={actionsFor(tab.path)}>
              <span data-testid="work-tab" data-path={tab.path}>
                {pickLang(i18n.language, tab.title, tab.title_en)}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={
          <Dropdown trigger={['click']} menu={actionsFor(current)} placement="bottomRight">
            <Button
              size="small"
              type="text"
              icon={<DownOutlined />}
              aria-label={t('tabs.actions')}
              data-testid="tab-actions"
            />
          </Dropdown>
        }
      />
    </div>
  );
}
