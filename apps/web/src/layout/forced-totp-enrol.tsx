import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, Skeleton, theme } from 'antd';
import { LogoutOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { startTotpSetup } from '../api/totp';
import { LanguageSwitch } from '../components/language-switch';
import { RefusalAlert } from '../components/submit/refusal-alert';
import { useSubmit } from '../components/submit/use-submit';
import TotpEnrol, { type TotpSetupData } from '../components/totp/totp-enrol';
import { usePageStrings } from '../components/use-page-strings';
import { FrameProviders } from './frame-providers';
import { lazyPart } from '../lib/lazy-part';
import { useUserStore } from '../stores/user';
import './forced-password-change.css';

const LogoutConfirm = lazyPart(() => import('./logout-confirm'));

/**
 * Drawn instead of the frame while the signed-in account's role requires two-factor sign-in and
 * the account has not enrolled (the user info's mustEnrolTotp, issue 39). The server refuses every
 * call but the enrolment and the sign-out meanwhile, so this screen starts the enrolment at once
 * (the QR code and key), confirms a code, shows the recovery codes once, and only their "done"
 * lets the console appear. It cannot be closed otherwise; "log out" stays at hand.
 */
export default function ForcedTotpEnrol() {
  return (
    <FrameProviders>
      <EnrolScreen />
    </FrameProviders>
  );
}

function EnrolScreen() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ready = usePageStrings('profile');
  const info = useUserStore((s) => s.info);
  const [setup, setSetup] = useState<TotpSetupData | null>(null);
  const starting = useSubmit();
  const started = useRef(false);
  const [logoutAsk, setLogoutAsk] = useState(0);

  // One setup per screen: a second would replace the secret the QR code on show stands for.
  const start = () => {
    started.current = true;
    void starting.run(async () => setSetup(await startTotpSetup()));
  };
  useEffect(() => {
    if (!started.current) start();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- started once, when the screen is first drawn

  useEffect(() => {
    if (ready) document.title = t('profile.totp.forced.title');
  }, [ready, t]);

  return (
    <main className="bo-forced" style={{ background: token.colorBgLayout }} data-testid="forced-totp-enrol">
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
              <SafetyCertificateOutlined aria-hidden /> {t('profile.totp.forced.title')}
            </h1>
            <p className="bo-forced-body">{t('profile.totp.forced.body')}</p>
            <RefusalAlert text={starting.refusal} testId="totp-setup-refused" />
            {setup ? (
              <TotpEnrol
                setup={setup}
                gscode={info.gscode}
                account={info.userName}
                onEnrolled={() => undefined}
                // The flag leaves the stored user info: app/signed-in.tsx draws the console.
                onDone={() => useUserStore.getState().patchInfo({ mustEnrolTotp: undefined })}
              />
            ) : starting.refusal ? (
              <Button type="primary" onClick={start} loading={starting.busy}>
                {t('common.retry')}
              </Button>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
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
