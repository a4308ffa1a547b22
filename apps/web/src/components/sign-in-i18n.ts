import { useCallback } from 'react';
import { create } from 'zustand';
import type signInCn from '../locales/sign-in.cn.json';
import type { Lang } from '../locales/pick-lang';
import { useUserStore } from '../stores/user';
import { MISSING_KEYS_FLAG } from '../lib/missing-keys';

/**
 * The strings of the pages before sign-in, without i18next (~19 KB gzip, which /login cannot
 * afford in its 120 KB): the sign-in page, /softwarelogin, the route error and the "code could
 * not be loaded" message. They live in locales/sign-in.<lang>.json, and only the current
 * language's file loads before sign-in (a small chunk of its own); the console's strings
 * (locales/<lang>.json) and i18next load with the frame (app/i18n.ts), which adds these to
 * them. Both follow the user store's language.
 */
export type SignInMessages = typeof signInCn;
type Section = keyof SignInMessages;
/** "login.submit", "chunk.title" …: every key of the sign-in strings. */
export type SignInKey = { [S in Section]: `${S}.${keyof SignInMessages[S] & string}` }[Section];

export const signInFiles: Record<Lang, () => Promise<{ default: SignInMessages }>> = {
  cn: () => import('../locales/sign-in.cn.json'),
  en: () => import('../locales/sign-in.en.json'),
};

const useStrings = create<Partial<Record<Lang, SignInMessages>>>(() => ({}));
const loading = new Map<Lang, Promise<void>>();

/** Loads a language's sign-in strings once (a small chunk); resolves when they can be shown. */
export function loadSignInStrings(lang: Lang): Promise<void> {
  if (useStrings.getState()[lang]) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    p = signInFiles[lang]().then(
      (m) => useStrings.setState({ [lang]: m.default }),
      (e: unknown) => {
        loading.delete(lang);
        throw e;
      },
    );
    loading.set(lang, p);
  }
  return p;
}

/** Looks a key up in one language's strings; the key itself when missing (told to the e2e page sweep). */
export function translate(messages: SignInMessages | undefined, key: SignInKey, lang = ''): string {
  const [section, name] = key.split('.') as [Section, string];
  const text = (messages?.[section] as Record<string, string> | undefined)?.[name];
  if (text === undefined) reportMissing(`${lang}: ${key}`);
  return text ?? key;
}

/** Like i18next's missingKeyHandler of lib/missing-keys.ts: only while the sweep's flag is set. */
function reportMissing(entry: string) {
  try {
    if (localStorage.getItem(MISSING_KEYS_FLAG) === '1') (window.__boMissingKeys ??= []).push(entry);
  } catch {
    // storage blocked: no sweep there
  }
}

/**
 * The sign-in pages' `t`: the store's language once its strings are in, meanwhile the language
 * already shown (so a switch changes every text at once, never half the page).
 */
export function useSignInT() {
  const wanted = useUserStore((s) => s.language);
  const strings = useStrings();
  const lang: Lang = strings[wanted] ? wanted : strings.cn ? 'cn' : strings.en ? 'en' : wanted;
  const messages = strings[lang];
  const t = useCallback((key: SignInKey) => translate(messages, key, lang), [messages, lang]);
  return { t, lang };
}

/** The html lang attribute follows the language; another language's strings load when it is chosen. */
function follow(lang: Lang) {
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  loadSignInStrings(lang).catch(() => undefined); // shown in the language already loaded meanwhile
}
if (typeof document !== 'undefined') {
  follow(useUserStore.getState().language);
  useUserStore.subscribe((s, prev) => {
    if (s.language !== prev.language) follow(s.language);
  });
}
