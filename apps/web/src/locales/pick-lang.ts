/** The two interface languages (spec §1): Chinese is the default. */
export type Lang = 'cn' | 'en';
export const LANGS: readonly Lang[] = ['cn', 'en'];
export const DEFAULT_LANG: Lang = 'cn';

export const isLang = (v: unknown): v is Lang => v === 'cn' || v === 'en';

/**
 * The bilingual picker of spec §4: the first text for cn, the second for en, and for
 * any other value the fixed text "cn" (kept literally; our stores never hold another value).
 */
export function pickLang(lang: string, cnText: string, enText: string): string {
  if (lang === 'cn') return cnText;
  if (lang === 'en') return enText;
  return 'cn';
}
