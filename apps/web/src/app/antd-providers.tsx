import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useUserStore } from '../stores/user';
import { antdTheme } from './theme-tokens';
import { useThemeMode } from './use-theme-mode';

/**
 * Every form of the console: a save with a field in error scrolls to the first such field and
 * focuses it, even inside a dialog's own scroll box (issue 8 #3). It applies to a save through
 * form.submit() / a submit button (onFinish); a bare validateFields() does not scroll, which
 * app/source-rules.test.ts forbids.
 */
export const FORM_DEFAULTS = { scrollToFirstError: { focus: true, block: 'center' as const } };

/**
 * antd's theme (dark algorithm in dark mode) and locale following the language, for the frame
 * and its pages (app/signed-in.tsx). Not on the sign-in pages: antd's ConfigProvider and its
 * CSS-in-JS engine alone are ~60 KB gzip, half of /login's budget; those pages are drawn with
 * plain elements in antd's look (components/plain.css).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const language = useUserStore((s) => s.language);
  const dark = useThemeMode() === 'dark';
  return (
    <ConfigProvider
      locale={language === 'en' ? enUS : zhCN}
      theme={antdTheme(dark)}
      form={FORM_DEFAULTS}
    >
      {children}
    </ConfigProvider>
  );
}
