import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Skeleton, theme } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/language-switch';
import { usePageStrings } from '../components/use-page-strings';
import { lazyPart } from '../lib/lazy-part';
import { useUserStore } from '../stores/user';
import './forced-password-change.css';

const LogoutConfirm = lazyPart(() => import('./logout-confirm'));

/**
 * The card drawn instead of the frame while the account must do one thing first (choose a new
 * password, set up two-factor sign-in): the language switch, a title and what to do, the task,
 * and "log out" as the only other way. The server refuses every other call meanwhile, so the
 * screen makes none but the task's and the sign-out. Strings: the profile section.
 */
export function ForcedScreen({
  testId,
  icon,
  titleKey,
  bodyKey,
  children,
}: {
  testId: string;
  icon: ReactNode;
  /** Keys of the profile strings, read here once they are loaded. */
  titleKey: string;
  bodyKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ready = usePageStrings('profile');
  const info = useUserStore((s) => s.info);
  const [logoutAsk, setLogoutAsk] = useState(0);

  useEffect(() => {
    if (ready) document.title = t(titleKey);
  }, [ready, t, titleKey]);

  return (
    <main className="bo-forced" style={{ background: token.colorBgLayout }} data-testid={testId}>
      <div
        className="bo-forced-card"
        style={{ background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}
      >
        <div className="bo-forced-top">
          <LanguageSwitch />
        </div>
        {!ready || !info ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <>
            <h1>
              {icon} {t(titleKey)}
            </h1>
            <p className="bo-forced-body">{t(bodyKey)}</p>
            {children}
            <div className="bo-forced-logout">
              <Button
                type="link"
                icon={<LogoutOutlined />}
                onClick={() => setLogoutAsk((n) => n + 1)}
                onPointerEnter={LogoutConfirm.preload}
                data-testid="forced-logout"
              >
                {t('profile.forced.logout')}
              </Button>
            </div>
          </>
        )}
      </div>
      <Suspense fallback={null}>
        {logoutAsk > 0 && <LogoutConfirm key={logoutAsk} onClose={() => setLogoutAsk(0)} />}
      </Suspense>
    </main>
  );
}
