import { isCollapsed, useMenuStore } from '../stores/menu';
import { useSettingsStore } from '../stores/settings';

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
    <div
      className="bo-skeleton"
      data-menu={menuTheme}
      data-collapsed={collapsed || undefined}
      data-tabs={showTabs ? undefined : 'off'}
      aria-busy="true"
    >
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
