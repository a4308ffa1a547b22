import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import { useUserStore } from '../stores/user';
import type { Lang } from '../locales/pick-lang';

void i18n.use(initReactI18next).init({
  resources: { cn: { translation: cn }, en: { translation: en } },
  lng: useUserStore.getState().language,
  fallbackLng: 'cn',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** i18next, dayjs and the html lang attribute follow the user store's language. */
function follow(lang: Lang) {
  void i18n.changeLanguage(lang);
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
}
follow(useUserStore.getState().language);
useUserStore.subscribe((s, prev) => {
  if (s.language !== prev.language) follow(s.language);
});

export default i18n;
