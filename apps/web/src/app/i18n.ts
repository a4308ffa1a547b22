import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useUserStore } from '../stores/user';
import type { Lang } from '../locales/pick-lang';
import { signInFiles } from '../components/sign-in-i18n';
import { missingKeyOptions } from '../lib/missing-keys';

/**
 * i18next with every string of the console: loaded with the frame (app/signed-in.tsx), never by
 * the sign-in pages, which use the few strings of components/sign-in-i18n.ts. A language's strings are
 * its console file plus its sign-in file (already loaded, so no second request); only the
 * current language's load, the other's when the user switches.
 */
const consoleFiles: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  cn: () => import('../locales/cn.json'),
  en: () => import('../locales/en.json'),
};

async function strings(lang: Lang): Promise<Record<string, unknown>> {
  const [signIn, rest] = await Promise.all([signInFiles[lang](), consoleFiles[lang]()]);
  return { ...signIn.default, ...rest.default };
}

async function ensure(lang: Lang) {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await strings(lang));
}

/** i18next and dayjs follow the user store's language, once that language's strings are in. */
async function follow(lang: Lang) {
  await ensure(lang);
  // A later switch may have overtaken this one while its file loaded.
  if (useUserStore.getState().language !== lang) return;
  await i18n.changeLanguage(lang);
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
}

async function start() {
  const lang = useUserStore.getState().language;
  await i18n.use(initReactI18next).init({
    resources: { [lang]: { translation: await strings(lang) } },
    lng: lang,
    fallbackLng: false, // cn.json and en.json have the same keys (locales.test.ts)
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    ...missingKeyOptions(), // e2e: keys not found, for the page sweep
  });
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  useUserStore.subscribe((s, prev) => {
    if (s.language !== prev.language) void follow(s.language).catch(() => undefined); // stays in the shown language
  });
  // Switched while this was loading.
  if (useUserStore.getState().language !== lang) await follow(useUserStore.getState().language);
}

/** Resolves when the console's strings of the current language can be shown. */
export const i18nReady = start();

export default i18n;
