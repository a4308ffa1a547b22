import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from 'i18next';
import type { Lang } from '../locales/pick-lang';

/**
 * The two log pages' strings (locales/logs.<lang>.json) load with those pages, not with every
 * page of the frame (docs/decisions.md "Console budgets"): a page draws a skeleton until
 * the current language's file is in. They are merged into the language's
 * console strings, which app/i18n.ts has always added before the language becomes current.
 */
const files: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  cn: () => import('../locales/logs.cn.json'),
  en: () => import('../locales/logs.en.json'),
};
const loading = new Map<Lang, Promise<void>>();

function load(lang: Lang): Promise<void> {
  let p = loading.get(lang);
  if (!p) {
    p = files[lang]().then((m) => void i18n.addResourceBundle(lang, 'translation', m.default, true, true));
    // A failed load (network) is not remembered: the next render tries again.
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

/** Whether the log strings of the current language are in; loads them (and renders again) when not. */
export function useLogStrings(): boolean {
  const { i18n: instance } = useTranslation();
  const lang = instance.language as Lang;
  const ready = instance.exists('logs.col.time', { lng: lang });
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!ready) void load(lang).then(() => loaded((n) => n + 1), () => undefined);
  }, [ready, lang]);
  return ready;
}
