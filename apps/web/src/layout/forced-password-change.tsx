import { Suspense, useEffect, useState } from 'react';
import { Button, Skeleton, theme } from 'antd';
import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/language-switch';
import { usePageStrings } from '../components/use-page-strings';
import { FrameProviders } from './frame-providers';
import { lazyPart } from '../lib/lazy-part';
import { useUserStore } from '../stores/user';
import PasswordForm from '../components/password/password-form';
import './forced-password-change.css';

const LogoutConfirm = lazyPart(() => import('./logout-confirm'));

/**
 * Drawn instead of the frame while the signed-in account must choose a new password (an
 * administrator reset it: the user info's mustChangePassword). The server refuses every other
 * call meanwhile, so this screen makes none but the change and the sign-out, and cannot be
 * closed. After the change the flag leaves the stored user info and the console appears.
 */
export default function ForcedPasswordChange() {
  return (
    <FrameProviders>
      <ForcedScreen />
    </FrameProviders>
  );
}

function ForcedScreen() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ready = usePageStrings('profile');
  const info = useUserStore((s) => s.info);
  const [logoutAsk, setLogoutAsk] = useState(0);

  useEffect(() => {
    if (ready) document.title = t('profile.forced.title');
  }, [ready, t]);

  return (
    <main className="bo-forced" style={{ background: token.colorBgLayout }} data-testid="forced-password-change">
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
              <LockOutlined aria-hidden /> {t('profile.forced.title')}
            </h1>
            <p className="bo-forced-body">{t('profile.forced.body')}</p>
            <PasswordForm
              account={info.userName}
              autoFocus
              // The stored user info loses the flag: app/signed-in.tsx draws the console and says so.
              onDone={() => useUserStore.getState().patchInfo({ mustChangePassword: undefined })}
            />
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
