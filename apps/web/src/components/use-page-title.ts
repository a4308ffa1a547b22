import { useTranslation } from 'react-i18next';
import { routeTitle } from './route-title';
import { pickLang } from '../locales/pick-lang';
import { useMenuStore } from '../stores/menu';

/** The title of a route in the current language (the path itself when nothing names it). */
export function usePageTitle(path: string): string {
  const { i18n } = useTranslation();
  const menu = useMenuStore((s) => s.menuList);
  const t = routeTitle(path, menu);
  return t ? pickLang(i18n.language, t.title, t.title_en) : path;
}
