import type { MenuProps } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { EllipsisText } from '../components/ellipsis-text';
import { MenuIcon } from '../components/menu-icon';
import { pickLang } from '../locales/pick-lang';
import { shownMenu, type MenuItem } from '../stores/menu-tree';

type Items = NonNullable<MenuProps['items']>;

/** An item the menu opens in a new browser tab instead of inside the frame. */
export const opensNewTab = (m: MenuItem) => Boolean(m.link) && !m.embed;

/**
 * The client menu tree as antd menu items; inactive pages carry a lock and stay clickable.
 * A title too long for the 200 px menu is ellipsised with the full title in a tooltip.
 * Hidden items (noMenu) are left out, their routes still open (shownMenu); an item opening an
 * address in a new browser tab carries an icon saying so (`newTab` is its accessible name).
 */
export function toAntdItems(list: MenuItem[], lang: string, newTab = ''): Items {
  return shownMenu(list).map((m) => toAntdItem(m, lang, newTab));
}

function toAntdItem(m: MenuItem, lang: string, newTab: string): Items[number] {
  const title = pickLang(lang, m.title, m.title_en);
  const label = <EllipsisText text={title} data-menu-title={title} />;
  const icon = <MenuIcon name={m.icon} />;
  if (m.children.length)
    return { key: m.path, icon, label, children: m.children.map((c) => toAntdItem(c, lang, newTab)) };
  if (m.active && opensNewTab(m)) {
    return {
      key: m.path,
      icon,
      label: (
        <span className="bo-menu-locked" data-menu-link={m.link}>
          {label}
          {/* A plain arrow, not an icon component: every page of the frame would carry the icon's code. */}
          <span className="bo-menu-lock" role="img" aria-label={newTab}>
            ↗
          </span>
        </span>
      ),
    };
  }
  return {
    key: m.path,
    icon,
    className: m.active ? undefined : 'bo-menu-inactive',
    label: m.active ? (
      label
    ) : (
      <span className="bo-menu-locked">
        {label}
        <LockOutlined className="bo-menu-lock" aria-hidden />
      </span>
    ),
  };
}
