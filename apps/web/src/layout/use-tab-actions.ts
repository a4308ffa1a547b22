import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { moveTab } from '../stores/tab-rules';
import { CLOSE_RULES, useWorkTabsStore, type CloseAction } from '../stores/worktabs';

type TabAction = CloseAction | 'pin' | 'moveLeft' | 'moveRight';

/**
 * The actions on one work tab, for its right-click menu and the strip's dropdown (which acts on
 * the current tab): the closes of spec §4, pin or unpin, and moving the tab one place, the
 * keyboard's way to reorder. An action that would change nothing is disabled.
 */
export function useTabActions(current: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const opened = useWorkTabsStore((s) => s.opened);
  const currentTab = useWorkTabsStore((s) => s.current);
  const { closeBy, move, togglePin } = useWorkTabsStore.getState();
  const state = { opened, current: currentTab };

  const close = (action: CloseAction, path: string) => {
    const next = closeBy(action, path);
    if (next !== current) void navigate(next);
  };

  const actionsFor = (path: string): MenuProps => {
    const i = opened.findIndex((tab) => tab.path === path);
    const closes = (action: CloseAction) => CLOSE_RULES[action](state, path).opened.length < opened.length;
    const closeItem = (key: CloseAction, label: string) => ({ key, label, disabled: !closes(key) });
    const moveItem = (key: TabAction, label: string, to: number) => ({
      key,
      label,
      disabled: i < 0 || moveTab(state, path, to) === state,
    });
    const run: Record<TabAction, () => void> = {
      close: () => close('close', path),
      left: () => close('left', path),
      right: () => close('right', path),
      others: () => close('others', path),
      all: () => close('all', path),
      pin: () => togglePin(path),
      moveLeft: () => move(path, i - 1),
      moveRight: () => move(path, i + 1),
    };
    return {
      items: [
        closeItem('close', t('tabs.close')),
        closeItem('left', t('tabs.closeLeft')),
        closeItem('right', t('tabs.closeRight')),
        closeItem('others', t('tabs.closeOthers')),
        closeItem('all', t('tabs.closeAll')),
        { type: 'divider' },
        { key: 'pin', label: opened[i]?.pinned ? t('tabs.unpin') : t('tabs.pin'), disabled: i < 0 },
        moveItem('moveLeft', t('tabs.moveLeft'), i - 1),
        moveItem('moveRight', t('tabs.moveRight'), i + 1),
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        run[key as TabAction]();
      },
    };
  };

  return { close, actionsFor };
}
