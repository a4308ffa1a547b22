import { Suspense, useState } from 'react';
import { Dropdown, theme } from 'antd';
import { LockOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserStore } from '../stores/user';
import { lockConsole } from './lock-console';
import { lazyPart } from '../lib/lazy-part';

/** Both load when first asked for (or when their menu item is hovered): rarely used, never at first paint. */
const SwitchAccountDialog = lazyPart(() =>
  import('./switch-account-dialog').then((m) => ({ default: m.SwitchAccountDialog })),
);
const LogoutConfirm = lazyPart(() => import('./logout-confirm'));

/** Avatar and name; switch account, personal center, and logout with confirmation (spec §2). */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserStore((s) => s.info);
  const { token } = theme.useToken();
  const [switchUsed, setSwitchUsed] = useState(false);
  const [switching, setSwitching] = useState(false);
  /** Bumped on every "Log out", so each pick shows the confirmation afresh. */
  const [logoutAsk, setLogoutAsk] = useState(0);

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: 'switch',
              icon: <SwapOutlined />,
              label: t('user.switchAccount'),
              onMouseEnter: SwitchAccountDialog.preload,
              onClick: () => {
                setSwitchUsed(true);
                setSwitching(true);
              },
            },
            {
              key: 'center',
              icon: <UserOutlined />,
              label: t('user.personalCenter'),
              onClick: () => void navigate('/user/user'),
            },
            {
              key: 'lock',
              icon: <LockOutlined />,
              label: t('user.lock'),
              // The server locks first: the screen goes up only once no call of the session can pass.
              onClick: () => void lockConsole(),
            },
            { type: 'divider' },
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              label: t('user.logout'),
              onMouseEnter: LogoutConfirm.preload,
              onClick: () => setLogoutAsk((n) => n + 1),
              danger: true,
            },
          ],
        }}
      >
        {/* Compact, only the avatar shows: the button says what it opens (it read "user", its icon's id, before). */}
        <span
          className="bo-user"
          data-testid="user-menu"
          role="button"
          tabIndex={0}
          aria-label={compact ? t('header.userMenu') : undefined}
        >
          {/* antd's small avatar, drawn by hand: its component is not worth its weight in the frame. */}
          <span
            className="bo-avatar"
            style={{ background: token.colorTextPlaceholder, color: token.colorTextLightSolid }}
          >
            {info?.headerImg ? <img src={info.headerImg} alt="" /> : <UserOutlined />}
          </span>
          {!compact && <span data-user-content>{info?.nickName || info?.userName}</span>}
        </span>
      </Dropdown>
      <Suspense fallback={null}>
        {switchUsed && <SwitchAccountDialog open={switching} onClose={() => setSwitching(false)} />}
        {logoutAsk > 0 && <LogoutConfirm key={logoutAsk} onClose={() => setLogoutAsk(0)} />}
      </Suspense>
    </>
  );
}
