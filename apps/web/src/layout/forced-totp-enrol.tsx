import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { startTotpSetup } from '../api/totp';
import TotpEnrol, { type TotpSetupData } from '../components/totp/totp-enrol';
import { usePageStrings } from '../components/use-page-strings';
import { FrameProviders } from './frame-providers';
import { ForcedScreen } from './forced-screen';
import { useUserStore } from '../stores/user';

/**
 * Drawn instead of the frame while the account's role requires two-factor sign-in and the account
 * has not set it up (the user info's mustEnrolTotp; the server refuses every other call). The
 * enrolment of the personal center, started at once; after the recovery codes' "done" the flag
 * leaves the stored user info and the console appears (docs/decisions/0149-two-factor-sign-in.md).
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
  // Drawn again once the strings are in (the refusal below is read here, not in ForcedScreen).
  usePageStrings('profile');
  const info = useUserStore((s) => s.info);
  const [setup, setSetup] = useState<TotpSetupData | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const start = () => {
    setFailed(false);
    startTotpSetup().then(setSetup, () => setFailed(true));
  };
  useEffect(() => {
    // Once: a second setup would replace the secret the first QR code shows.
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  return (
    <ForcedScreen
      testId="forced-totp-enrol"
      icon={<SafetyCertificateOutlined aria-hidden />}
      titleKey="profile.forcedTotp.title"
      bodyKey="profile.forcedTotp.body"
    >
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('profile.forcedTotp.failed')}
          action={
            <Button size="small" onClick={start}>
              {t('profile.forcedTotp.retry')}
            </Button>
          }
        />
      ) : setup && info ? (
        <TotpEnrol
          setup={setup}
          gscode={info.gscode}
          account={info.userName}
          onEnrolled={() => undefined}
          // The stored user info loses the flag: app/signed-in.tsx draws the console and says so.
          onDone={() => useUserStore.getState().patchInfo({ mustEnrolTotp: undefined })}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </ForcedScreen>
  );
}
