import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from 'i18next';
import type { Lang } from '../locales/pick-lang';

/**
 * Strings that only a few pages use live in `locales/pages/<section>.<lang>.json` and load with
 * those pages, not with every page of the frame (docs/decisions/0036-words-on-screen.md). Each file
 * holds one top-level section of the same name (logs.cn.json → { "logs": … }). A page draws a
 * skeleton until the current language's file is in; it is then merged into the console strings,
 * which app/i18n.ts has always added before the language becomes current.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/pages/*.json');

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

function load(section: string, lang: Lang): Promise<void> {
  const key = `${section}.${lang}`;
  let p = loading.get(key);
  if (!p) {
    const file = files[`../locales/pages/${key}.json`];
    if (!file) throw new Error(`no strings file locales/pages/${key}.json`);
    p = file().then((m) => {
      i18n.addResourceBundle(lang, 'translation', m.default, true, true);
      loaded.add(key);
    });
    // A failed load (network) is not remembered: the next render tries again.
    p.catch(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
}

/** Whether the strings of `section` in the current language are in; loads them (and renders again) when not. */
export function usePageStrings(section: string): boolean {
  const { i18n: instance } = useTranslation();
  const lang = instance.language as Lang;
  const ready = loaded.has(`${section}.${lang}`);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!ready)
      void load(section, lang).then(
        () => rerender((n) => n + 1),
        () => undefined,
      );
  }, [ready, section, lang]);
  return ready;
}
