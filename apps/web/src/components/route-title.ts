import { ALL_ROUTES, HOME_PATH } from '@bo/contract';
import { flattenMenu, type MenuItem } from '../stores/menu-tree';

export interface RouteTitle {
  title: string;
  title_en: string;
}

const EXCEPTION_TITLES: Record<string, RouteTitle> = {
  '/exception/403': { title: '无权访问', title_en: 'Access denied' },
  '/exception/404': { title: '页面不存在', title_en: 'Page not found' },
  '/exception/500': { title: '服务器错误', title_en: 'Server error' },
};

/** The main screen keeps its spec name whatever the menu calls it. */
const HOME_TITLE: RouteTitle = { title: '主控台', title_en: 'Console' };

/** Title of a route: the server's menu first (it may rename or add routes), then the catalogue. */
export function routeTitle(path: string, menu: MenuItem[]): RouteTitle | undefined {
  if (path === HOME_PATH) return HOME_TITLE;
  const fromMenu = flattenMenu(menu).find((m) => m.path === path);
  if (fromMenu) return { title: fromMenu.title, title_en: fromMenu.title_en };
  const known = ALL_ROUTES.find((r) => r.path === path);
  if (known) return { title: known.title, title_en: known.title_en };
  return EXCEPTION_TITLES[path];
}
