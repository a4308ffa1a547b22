import { useState } from 'react';
import { App, Avatar, Dropdown, Space } from 'antd';
import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
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
        queryClient.clear();
        navigate('/login', { replace: true });
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
