import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useUserStore } from '../stores/user';
import { PRIMARY } from './app-config';
import { useThemeMode } from './use-theme-mode';
import './i18n';

/** Paints the page background and text in the theme's colours. */
function BodyColours() {
  const { token } = theme.useToken();
  useEffect(() => {
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token.colorBgLayout, token.colorText]);
  return null;
}

/**
 * Every form of the console: a save with a field in error scrolls to the first such field and
 * focuses it, even inside a dialog's own scroll box (issue 8 #3). It applies to a save through
 * form.submit() / a submit button (onFinish); a bare validateFields() does not scroll, which
 * app/source-rules.test.ts forbids.
 */
export const FORM_DEFAULTS = { scrollToFirstError: { focus: true, block: 'center' as const } };

/**
 * What every route needs: antd's theme (dark algorithm in dark mode) and locale following
 * the language. The query cache and antd's <App> live in the frame, so /login stays small.
 */
export function Providers({ children }: { children: ReactNode }) {
  const language = useUserStore((s) => s.language);
  const mode = useThemeMode();
  const dark = mode === 'dark';

  useEffect(() => {
    // The html class marks dark mode for our CSS; code 7 removes it (spec §8).
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.dataset.theme = mode;
  }, [dark, mode]);

  return (
    <ConfigProvider
      locale={language === 'en' ? enUS : zhCN}
      theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { colorPrimary: PRIMARY } }}
      form={FORM_DEFAULTS}
    >
      <BodyColours />
      {children}
    </ConfigProvider>
  );
}
