import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button, Input, theme } from 'antd';
import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../stores/user';
import { signOutNow } from './sign-out';
import { unlockConsole } from './lock-console';
import './lock-screen.css';

/**
 * The lock screen (issue 37 #4), over the whole console: the open tabs and pages stay mounted
 * beneath it, out of reach (everything else in the document is inert, dialogs included). The
 * account's password unlocks it; a wrong one is said here and counts like a failed sign-in.
 */
export default function LockScreen() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const info = useUserStore((s) => s.info);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  useInertBeside(host);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t('lock.passwordRequired'));
    setBusy(true);
    try {
      await unlockConsole(password);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return createPortal(
    <div ref={host} className="bo-lock" style={{ background: token.colorBgLayout }} data-testid="lock-screen">
      <form
        className="bo-lock-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="bo-lock-title"
        style={{ background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}
        onSubmit={(e) => void submit(e)}
      >
        <LockOutlined className="bo-lock-icon" style={{ color: token.colorPrimary }} />
        <h1 id="bo-lock-title">{t('lock.title')}</h1>
        <p className="bo-lock-who" data-user-content>
          {info?.nickName || info?.userName}
        </p>
        <Input.Password
          autoFocus
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError('');
          }}
          aria-label={t('lock.password')}
          placeholder={t('lock.password')}
          autoComplete="current-password"
          maxLength={200}
          status={error ? 'error' : undefined}
          aria-describedby={error ? 'bo-lock-error' : undefined}
          data-testid="lock-password"
        />
        <div id="bo-lock-error" className="bo-lock-error" role="alert">
          {error}
        </div>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="lock-unlock">
          {t('lock.unlock')}
        </Button>
        {/* No confirmation: leaving a locked console is the point of this button. */}
        <Button type="link" icon={<LogoutOutlined />} onClick={() => void signOutNow()} data-testid="lock-logout">
          {t('user.logout')}
        </Button>
      </form>
    </div>,
    document.body,
  );
}

/**
 * Makes everything in the document's body but the lock screen inert while it is shown: the
 * frame, and dialogs or drawers it opened in portals of their own.
 */
function useInertBeside(host: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const made = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== host.current && !el.inert,
    );
    for (const el of made) el.inert = true;
    return () => {
      for (const el of made) el.inert = false;
    };
  }, [host]);
}
