import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_THEME, DEFAULT_THEME_MODE } from '@bo/contract';
import type { ThemeModel } from '../lib/theme-mode';

/** Menu themes of the app configuration's theme list. */
export type MenuTheme = 'dark' | 'white';

/** The settings of spec §3, all shown in the settings drawer. */
export interface Settings {
  /** Left-menu theme. */
  theme: MenuTheme;
  /** Page mode: light ("white"), dark, or auto by the clock. */
  themeModel: ThemeModel;
  /** Opening a submenu closes its open siblings. */
  uniqueOpened: boolean;
  /** Show the collapse-menu button in the header. */
  menuButton: boolean;
  showRefreshButton: boolean;
  showCrumbs: boolean;
  showWorkTab: boolean;
  /** Show the language switch in the header. */
  showLanguage: boolean;
  /** Top progress bar while navigating. */
  showNprogress: boolean;
  /** The settings drawer closes itself after a theme or mode is picked. */
  autoClose: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME,
  themeModel: DEFAULT_THEME_MODE,
  uniqueOpened: true,
  menuButton: true,
  showRefreshButton: true,
  showCrumbs: true,
  showWorkTab: true,
  showLanguage: true,
  showNprogress: true,
  autoClose: false,
};

interface SettingsState extends Settings {
  set: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  reset: () => void;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      set: (key, value) => set({ [key]: value } as Partial<Settings>),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    { name: 'bo-settings', storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);
