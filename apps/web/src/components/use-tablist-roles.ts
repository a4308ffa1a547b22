import { useLayoutEffect, type RefObject } from 'react';

/**
 * antd's tab bar puts role="tablist" on the whole bar, so the actions button beside the tabs,
 * the "more tabs" button and each tab's close button sit inside the tablist, where only tabs may
 * be (axe: aria-required-children, critical). The role goes to the row of tabs itself, and the
 * close buttons, a mouse shortcut, leave the tab order and the accessibility tree: the keyboard
 * closes the focused tab with Delete or Backspace (antd's), and the actions button offers every
 * close to everyone. Kept up by an observer, as antd re-renders the bar. Every tab bar of the
 * console uses it: the work tabs and the pages split into tabs (page-tabs.tsx).
 */
export function useTablistRoles(strip: RefObject<HTMLDivElement | null>) {
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
