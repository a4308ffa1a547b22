import type { InitOptions } from 'i18next';

/** The localStorage flag the e2e page sweep sets (e2e/tests/page-checks.ts MISSING_KEYS_FLAG). */
export const MISSING_KEYS_FLAG = 'bo-test-missing-keys';

declare global {
  interface Window {
    /** Keys i18next could not find, "lang: key", collected only while the flag is on. */
    __boMissingKeys?: string[];
  }
}

/**
 * i18next options that hand every key it cannot find to the e2e page sweep, through
 * window.__boMissingKeys, when localStorage holds the flag; none otherwise, so users' consoles
 * pay nothing. A raw key on screen is caught by the sweep's DOM scan too; this also catches one
 * that is not shown (a hidden tab, an aria-label).
 */
export function missingKeyOptions(): Pick<InitOptions, 'saveMissing' | 'missingKeyHandler'> {
  let on = false;
  try {
    on = localStorage.getItem(MISSING_KEYS_FLAG) === '1';
  } catch {
    on = false; // storage blocked: no sweep there
  }
  if (!on) return {};
  const keys = (window.__boMissingKeys ??= []);
  return { saveMissing: true, missingKeyHandler: (lngs, _ns, key) => void keys.push(`${lngs.join(',')}: ${key}`) };
}
