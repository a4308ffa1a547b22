import { useEffect } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminLogout } from '../api/auth';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';

/**
 * The logout confirmation (spec §2), loaded when the user picks "Log out": antd's confirm in the
 * theme and language of the console (Modal.useModal), shown as soon as this part is mounted.
 */
export default function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    const dialog = modal.confirm({
      title: t('user.logoutConfirmTitle'),
      content: t('user.logoutConfirmBody'),
      okText: t('user.logout'),
      cancelText: t('common.cancel'),
      afterClose: onClose,
      onOk: async () => {
        // The session ends on the server when it can; the browser forgets it either way.
        await adminLogout().catch(() => undefined);
        useUserStore.getState().signOut();
        useMenuStore.getState().clear();
        // A fresh load of /login drops every kept-alive page and cached answer of this user.
        window.location.replace('/login');
      },
    });
    return () => dialog.destroy();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the dialog opens once, when mounted
  return holder;
}
