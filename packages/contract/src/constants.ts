/** Business constants and limits of spec §9, one place for server and web. */
export const PAGE_SIZE_OPTIONS = [15, 30, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const RANKING_REFRESH_MS = 60_000;
export const COUNT_UP_MS = 1500;
/** Sales totals are shown in units of 10,000 (万); the ranking uses a "w" suffix from 10,000. */
export const WAN = 10_000;
export const MOBILE_BREAKPOINT_PX = 800;
export const MENU_WIDTH_PX = 200;
export const MENU_COLLAPSED_WIDTH_PX = 70;
/** Auto theme is light from 06:00 (inclusive) to 18:00 (exclusive), local time. */
export const LIGHT_THEME_HOURS = { from: 6, to: 18 } as const;
export const DEFAULT_THEME = 'dark' as const;
export const DEFAULT_THEME_MODE = 'white' as const;
export const DEFAULT_EXPANDED_MENUS = ['/order', '/system', '/user'] as const;
export const CLIENT_TYPES = [1, 2, 3, 4, 5] as const;
export const PRICE_FORMULA_SIGNS = ['*', '/', '+', '-'] as const;
export const ROUND_TYPES = ['round', 'ceiling', 'blxs'] as const;
export const REQUEST_TIMEOUT_MS = 100_000;
export const SESSION_EXPIRED_REDIRECT_MS = 1500;
export const HOME_PATH = '/dashboard/console';
/** The localStorage key holding the logged-in user info (spec §3). */
export const USER_STORAGE_KEY = 'bo-user';
/** logintype value meaning "account login". */
export const LOGIN_TYPE_ACCOUNT = 1;

/**
 * The built-in administrator role of every branch: it holds every mark of the catalogue, its
 * powers are not edited, and it cannot be disabled or removed. A branch's administrators are
 * its enabled accounts holding it; the last of them cannot be disabled, demoted or removed.
 */
export const ADMIN_ROLE_CODE = 'admin';
