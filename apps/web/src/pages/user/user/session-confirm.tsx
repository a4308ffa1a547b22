import { useEffect } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SessionConfirmProps {
  title: string;
  body: string;
  okText: string;
  /** Runs when confirmed; the dialog waits for it (the button spins) and closes after. */
  onOk: () => Promise<void>;
  onClose: () => void;
}

/** "Sign out this device?" and "Sign out everywhere else?": antd's confirm, loaded when first asked for. */
export default function SessionConfirm({ title, body, okText, onOk, onClose }: SessionConfirmProps) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    const dialog = modal.confirm({
      title,
      content: body,
      okText,
      okButtonProps: { danger: true, 'data-testid': 'session-confirm-ok' },
      cancelText: t('common.cancel'),
      afterClose: onClose,
      onOk,
    });
    return () => dialog.destroy();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the dialog opens once, when mounted
  return holder;
}
