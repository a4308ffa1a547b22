import { LockOutlined } from '@ant-design/icons';
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
  const account = useUserStore((s) => s.info?.userName ?? '');
  return (
    <ForcedScreen
      testId="forced-password-change"
      icon={<LockOutlined aria-hidden />}
      titleKey="profile.forced.title"
      bodyKey="profile.forced.body"
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
