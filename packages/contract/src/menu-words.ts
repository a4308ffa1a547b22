/**
 * The words of the menu catalogue's editing (menu-admin.ts) without any schema, so the web's
 * menu page checks a form by the same rules as the server without carrying zod.
 */

/** Longest Chinese or English title of a menu row. */
export const MENU_TITLE_MAX = 40;
/** Longest route (e.g. /help/manual). */
export const MENU_ROUTE_MAX = 100;
/** Longest external address of a link row (the one link rule, http(s) only: link-words.ts). */
export const MENU_LINK_MAX = 500;
/** Longest permission mark (domain:action). */
export const MENU_MARK_MAX = 60;
/** Longest icon name (@ant-design/icons). */
export const MENU_ICON_MAX = 60;
/** Sort numbers run from 0 to this. */
export const MENU_SORT_MAX = 99_999;
/** Directories and pages nest at most this deep (spec §2: three levels); buttons sit under a page. */
export const MENU_MAX_LEVELS = 3;
/** The catalogue's search text. */
export const MENU_SEARCH_MAX = 60;

/** A route: one to four segments of letters, digits, - and _, each after a '/'. No dot: a name with an extension is a file. */
export const MENU_ROUTE = /^(\/[A-Za-z0-9_-]{1,40}){1,4}$/;
/** A permission mark: `domain:action`, lower-case letters, digits and -. */
export const MENU_MARK = /^[a-z][a-z0-9-]{0,28}:[a-z][a-z0-9-]{0,28}$/;
/** An @ant-design/icons name, e.g. AppstoreOutlined. */
export const MENU_ICON = /^[A-Z][A-Za-z0-9]{0,59}$/;

/** Address prefixes that belong to the server or to the console's own pages: no menu row may take them. */
export const RESERVED_ROUTE_PREFIXES = ['/api', '/docs', '/assets', '/login', '/softwarelogin', '/exception'] as const;

export const isMenuRoute = (s: string) => MENU_ROUTE.test(s) && s.length <= MENU_ROUTE_MAX;
export const isReservedRoute = (s: string) =>
  s === '/' || RESERVED_ROUTE_PREFIXES.some((p) => s.toLowerCase() === p || s.toLowerCase().startsWith(`${p}/`));
export const isMark = (s: string) => MENU_MARK.test(s);
export const isIconName = (s: string) => MENU_ICON.test(s);
