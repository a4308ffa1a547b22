import { useState } from 'react';
import { App, Avatar, Dropdown, Space } from 'antd';
import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminLogout } from '../api/auth';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { SwitchAccountDialog } from './switch-account-dialog';

/** Avatar and name; switch account, personal center, and logout with confirmation (spec §2). */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const info = useUserStore((s) => s.info);
  const [switching, setSwitching] = useState(false);

  function logout() {
    modal.confirm({
      title: t('user.logoutConfirmTitle'),
      content: t('user.logoutConfirmBody'),
      okText: t('user.logout'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // The session ends on the server when it can; the browser forgets it either way.
        await adminLogout().catch(() => undefined);
        useUserStore.getState().signOut();
        useMenuStore.getState().clear();
        // A fresh load of /login drops every kept-alive page and cached answer of this user.
        window.location.replace('/login');
      },
    });
  }

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'switch', icon: <SwapOutlined />, label: t('user.switchAccount'), onClick: () => setSwitching(true) },
            { key: 'center', icon: <UserOutlined />, label: t('user.personalCenter'), onClick: () => navigate('/user/user') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), onClick: logout, danger: true },
          ],
        }}
      >
        <Space className="bo-user" data-testid="user-menu" role="button" tabIndex={0}>
          <Avatar size="small" src={info?.headerImg || undefined} icon={<UserOutlined />} />
          {!compact && <span>{info?.nickName || info?.userName}</span>}
        </Space>
      </Dropdown>
      <SwitchAccountDialog open={switching} onClose={() => setSwitching(false)} />
    </>
  );
}
