import { isCollapsed, useMenuStore } from '../stores/menu';
import { useSettingsStore } from '../stores/settings';

/** antd's MenuOutlined, where the frame's menu button will be: a skeleton drawn before any code still paints something real. */
const MENU_ICON = 'M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z';

/**
 * The frame drawn by CSS alone (app/frame-skeleton.css) while its code loads: the same markup as
 * index.html's static skeleton, so the screen does not change between the two. The frame itself
 * may show it too while its menu loads.
 */
export function FrameSkeleton() {
  const menuTheme = useSettingsStore((s) => s.theme);
  const showTabs = useSettingsStore((s) => s.showWorkTab);
  const collapsed = useMenuStore((s) => isCollapsed(s.menuWidth));
  return (
    <div className="bo-skeleton" data-menu={menuTheme} data-collapsed={collapsed || undefined} data-tabs={showTabs ? undefined : 'off'} aria-busy="true">
      <div className="bo-skeleton-side">
        <div className="bo-skeleton-brand">
          <i />
          <b />
        </div>
        <div className="bo-skeleton-menu">
          <i />
          <i />
          <i />
          <i />
          <i />
          <i />
        </div>
      </div>
      <div className="bo-skeleton-main">
        <div className="bo-skeleton-header">
          <svg className="bo-skeleton-toggle" viewBox="64 64 896 896" width="16" height="16" fill="currentColor" aria-hidden="true" focusable="false">
            <path d={MENU_ICON} />
          </svg>
          <i />
          <i />
        </div>
        <div className="bo-skeleton-tabs">
          <i />
          <i />
        </div>
        <div className="bo-skeleton-content">
          <i />
          <i />
          <i />
          <i />
          <b />
        </div>
      </div>
    </div>
  );
}
