import { Fragment } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@bo/contract';
import { routeTitle } from '../components/route-title';
import { pickLang } from '../locales/pick-lang';
import { useMenuStore } from '../stores/menu';
import { menuTrail } from '../stores/menu-tree';

/**
 * Where the current page sits in the menu: group › (subgroup ›) page. Plain text in antd's
 * breadcrumb look: the trail has no links or menus, so antd's Breadcrumb (with its dropdown
 * items) would only add weight to the frame's first load.
 */
export function FrameBreadcrumb({ current }: { current: string }) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const menu = useMenuStore((s) => s.menuList);
  const trail = current === HOME_PATH ? [] : menuTrail(menu, current);
  const names = trail.length
    ? trail.map((m) => ({ title: m.title, title_en: m.title_en }))
    : [routeTitle(current, menu) ?? { title: current, title_en: current }];
  return (
    <nav className="bo-breadcrumb" data-testid="breadcrumb" style={{ color: token.colorTextDescription }}>
      {names.map((n, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <span className="bo-breadcrumb-separator" aria-hidden>
              /
            </span>
          )}
          <span
            style={i === names.length - 1 ? { color: token.colorText } : undefined}
            aria-current={i === names.length - 1 ? 'page' : undefined}
          >
            {pickLang(i18n.language, n.title, n.title_en)}
          </span>
        </Fragment>
      ))}
    </nav>
  );
}
