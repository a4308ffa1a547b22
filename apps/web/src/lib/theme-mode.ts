import { LIGHT_THEME_HOURS } from '@bo/contract';

/** Page mode chosen in the settings (spec §4 Theme): light ("white"), dark, or auto by the clock. */
export type ThemeModel = 'white' | 'dark' | 'auto';
export const THEME_MODELS: readonly ThemeModel[] = ['white', 'dark', 'auto'];
/** What the page actually shows. */
export type ResolvedMode = 'white' | 'dark';

/** Auto is light from 06:00 (inclusive) to 18:00 (exclusive) local time, dark otherwise. */
export function isLightHour(date: Date): boolean {
  const h = date.getHours();
  return h >= LIGHT_THEME_HOURS.from && h < LIGHT_THEME_HOURS.to;
}

export function resolveThemeMode(model: ThemeModel, now: Date): ResolvedMode {
  if (model === 'auto') return isLightHour(now) ? 'white' : 'dark';
  return model;
}
