import { useEffect, type ReactNode } from 'react';
import { useThemeMode } from '../components/use-theme-mode';
import '../components/sign-in-i18n';

/**
 * What every route needs, and nothing heavy: the page mode on the html element (public/boot.js
 * set it already before the code loaded) and, through sign-in-i18n, the html lang attribute.
 * antd's ConfigProvider, the query cache and i18next load with the frame (app/signed-in.tsx),
 * so /login stays within its budget (docs/decisions/0038-sign-in-page-budget.md).
 */
export function Providers({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const dark = mode === 'dark';

  useEffect(() => {
    // The html class marks dark mode for our CSS (and the theme variables of app/theme.css);
    // code 7 removes it (spec §8).
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.dataset.theme = mode;
  }, [dark, mode]);

  return children;
}
