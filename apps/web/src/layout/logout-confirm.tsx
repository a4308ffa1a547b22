import { useEffect } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { signOutNow } from './sign-out';

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
      onOk: signOutNow,
    });
    return () => dialog.destroy();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the dialog opens once, when mounted
  return holder;
}
