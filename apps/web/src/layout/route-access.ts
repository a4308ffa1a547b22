import { HOME_PATH } from '@bo/contract';
import { flattenMenu, type MenuItem } from '../stores/menu-tree';

export const EXCEPTION_PATHS = ['/exception/403', '/exception/404', '/exception/500'] as const;
export const isExceptionPath = (path: string) => (EXCEPTION_PATHS as readonly string[]).includes(path);

export type Access =
  | { kind: 'ok'; item?: MenuItem }
  /** A page the role may not open (not granted, or granted inactive): /exception/403. */
  | { kind: 'forbidden' }
  /** Nothing answers to the path: /exception/404. */
  | { kind: 'not-found' }
  /** A menu directory: show its first page. */
  | { kind: 'redirect'; to: string };

/**
 * Decides what a path inside the frame shows, once the menu is loaded (spec §2 route guard):
 * the role's menu grants pages, the catalogue knows pages the role lacks (403), anything
 * else is 404. Home and the exception pages are always open.
 */
export function routeAccess(path: string, menu: MenuItem[], hasPage: (path: string) => boolean): Access {
  if (path === HOME_PATH || isExceptionPath(path))
    return { kind: 'ok', item: flattenMenu(menu).find((m) => m.path === path) };
  const item = flattenMenu(menu).find((m) => m.path === path);
  if (item?.menutype === 'directory') {
    const first = flattenMenu(item.children).find((m) => m.menutype === 'menu' && m.active);
    return first ? { kind: 'redirect', to: first.path } : { kind: 'forbidden' };
  }
  if (item) return item.active ? { kind: 'ok', item } : { kind: 'forbidden' };
  return hasPage(path) ? { kind: 'forbidden' } : { kind: 'not-found' };
}
