import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { EllipsisOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WordedIcon } from '../components/worded-icon';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useUserStore } from '../stores/user';
import { antdTheme } from './theme-tokens';
import { useThemeMode } from '../components/use-theme-mode';

/**
 * Every form of the console: a save with a field in error scrolls to the first such field and
 * focuses it, even inside a dialog's own scroll box (issue 8 #3). It applies to a save through
 * form.submit() / a submit button (onFinish); a bare validateFields() does not scroll, which
 * app/source-rules.test.ts forbids.
 */
export const FORM_DEFAULTS = { scrollToFirstError: { focus: true, block: 'center' as const } };

/**
 * Every button's loading spinner, shown and removed with the loading state. antd's own spinner
 * leaves by a width animation that ends on transitionend; after a quick answer (a refusal in a
 * few ms, a busy machine) no transition runs, and the hidden spinner stayed in the button for
 * good: its name read "loading Record payment" to screen readers and to the e2e tests, which
 * then never found the button (docs/decisions/0054-button-spinner-without-animation.md).
 */
export const BUTTON_DEFAULTS = { loadingIcon: <LoadingOutlined /> };

/**
 * antd's theme (dark algorithm in dark mode) and locale following the language, for the frame
 * and its pages (app/signed-in.tsx). Not on the sign-in pages: antd's ConfigProvider and its
 * CSS-in-JS engine alone are ~60 KB gzip, half of /login's budget; those pages are drawn with
 * plain elements in antd's look (components/plain.css).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const language = useUserStore((s) => s.language);
  const dark = useThemeMode() === 'dark';
  const { t } = useTranslation();
  // The button that lists the tabs that do not fit (the work tabs, a page's tabs) is named by what it does, not "ellipsis".
  const tabs = { more: { icon: <WordedIcon icon={<EllipsisOutlined />} words={t('common.moreTabs')} /> } };
  return (
    <ConfigProvider
      locale={language === 'en' ? enUS : zhCN}
      theme={antdTheme(dark)}
      form={FORM_DEFAULTS}
      button={BUTTON_DEFAULTS}
      tabs={tabs}
    >
      {children}
    </ConfigProvider>
  );
}
