import { DEFAULT_THEME, DEFAULT_THEME_MODE } from '@bo/contract';
import type { MenuTheme } from '../stores/settings';
import { PRODUCT_NAME } from '../stores/system-name';

/** Colours of one menu theme (spec §3 app configuration; the values: docs/decisions/0033-theme-colours.md). */
export interface ThemeEntry {
  theme: MenuTheme;
  /** Left menu background. */
  menuBg: string;
  /** Menu text. */
  textColor: string;
  /** Text of the active (selected) item. */
  activeColor: string;
  iconColor: string;
  activeIconColor: string;
  /** Work-tab bar background. */
  tabBarBg: string;
}

/**
 * Brand blue: antd's blue-7, the primary colour (app/theme-tokens.ts) and the active colour in
 * both menus. antd's default blue-6 #1677ff is 4.1:1 with white, below WCAG AA's 4.5:1; this one
 * is 6.2:1 (docs/decisions/0033-theme-colours.md).
 */
export const PRIMARY = '#0958d9';

/**
 * Red for errors and danger, antd's red-7: 5.6:1 with white both ways, so it is both red text and
 * the fill under white text (a danger button, the bell's count) in either mode. antd's #ff4d4f is
 * 3.3:1 with white, and its dark-mode #dc4446 is 4.2:1.
 */
export const ERROR = '#cf1322';

export const APP_CONFIG = {
  /** The product's name; a branch's own (stores/system-name.ts) replaces it once known. */
  systemName: PRODUCT_NAME,
  defaultTheme: DEFAULT_THEME,
  themeMode: DEFAULT_THEME_MODE,
  themeList: [
    {
      theme: 'dark',
      menuBg: '#191a23',
      textColor: '#bababa',
      activeColor: '#ffffff',
      iconColor: '#8a8f99',
      activeIconColor: '#ffffff',
      tabBarBg: '#f5f6f8',
    },
    {
      theme: 'white',
      menuBg: '#ffffff',
      textColor: '#29343d',
      activeColor: PRIMARY,
      iconColor: '#5f6b78',
      activeIconColor: PRIMARY,
      tabBarBg: '#ffffff',
    },
  ] satisfies ThemeEntry[],
} as const;

/** In dark page mode the menu and tab bar take the dark page's colours whatever the menu theme. */
export const DARK_PAGE_THEME: ThemeEntry = {
  theme: 'dark',
  menuBg: '#14151a',
  textColor: '#a8abb2',
  activeColor: '#ffffff',
  iconColor: '#7d828c',
  activeIconColor: '#ffffff',
  tabBarBg: '#1c1d22',
};

export function themeEntry(theme: MenuTheme, pageDark: boolean): ThemeEntry {
  if (pageDark) return DARK_PAGE_THEME;
  return APP_CONFIG.themeList.find((t) => t.theme === theme) ?? APP_CONFIG.themeList[0];
}
