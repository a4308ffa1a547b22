import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FrameProviders } from './frame-providers';
import { ForcedScreen } from './forced-screen';
import { useUserStore } from '../stores/user';
import PasswordForm from '../components/password/password-form';

/**
 * Drawn instead of the frame while the signed-in account must choose a new password (an
 * administrator reset it: the user info's mustChangePassword). After the change the flag leaves
 * the stored user info and the console appears.
 */
export default function ForcedPasswordChange() {
  return (
    <FrameProviders>
      <PasswordScreen />
    </FrameProviders>
  );
}

function PasswordScreen() {
  const { t } = useTranslation();
  const account = useUserStore((s) => s.info?.userName ?? '');
  return (
    <ForcedScreen
      testId="forced-password-change"
      icon={<LockOutlined aria-hidden />}
      title={t('profile.forced.title')}
      body={t('profile.forced.body')}
    >
      <PasswordForm
        account={account}
        autoFocus
        // The stored user info loses the flag: app/signed-in.tsx draws the console and says so.
        onDone={() => useUserStore.getState().patchInfo({ mustChangePassword: undefined })}
      />
    </ForcedScreen>
  );
}
