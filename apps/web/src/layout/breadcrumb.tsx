import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@bo/contract';
import { routeTitle } from '../app/route-title';
import { pickLang } from '../locales/pick-lang';
import { useMenuStore } from '../stores/menu';
import { menuTrail } from '../stores/menu-tree';

/** Where the current page sits in the menu: group › (subgroup ›) page. */
export function FrameBreadcrumb({ current }: { current: string }) {
  const { i18n } = useTranslation();
  const menu = useMenuStore((s) => s.menuList);
  const trail = current === HOME_PATH ? [] : menuTrail(menu, current);
  const names = trail.length
    ? trail.map((m) => ({ title: m.title, title_en: m.title_en }))
    : [routeTitle(current, menu) ?? { title: current, title_en: current }];
  return (
    <Breadcrumb
      className="bo-breadcrumb"
      items={names.map((n) => ({ title: pickLang(i18n.language, n.title, n.title_en) }))}
      data-testid="breadcrumb"
    />
  );
}
