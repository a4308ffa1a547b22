import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_TYPE_ACCOUNT } from '@bo/contract';
import { pickLang } from '../locales/pick-lang';
import type { MenuItem } from '../stores/menu-tree';
import { useUserStore } from '../stores/user';

/**
 * An inactive menu item (spec §4, §6): the page is listed but not granted, so the user is
 * offered a request to the administrator. Account-login users without a bound operator are
 * told to bind one first. Sending the request comes later (save_power_sq); the dialog says so in plain words.
 */
export function PermissionRequestDialog({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const info = useUserStore((s) => s.info);
  const needsOperator = info?.logintype === LOGIN_TYPE_ACCOUNT && !info.operators;
  const page = item ? pickLang(i18n.language, item.title, item.title_en) : '';
  return (
    <Modal
      open={Boolean(item)}
      title={t('power.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button key="send" type="primary" disabled>
          {t('power.send')}
        </Button>,
      ]}
      data-testid="permission-dialog"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('power.body', { page })}</Typography.Paragraph>
        {needsOperator && <Alert type="warning" showIcon title={t('power.noOperator')} />}
        <Alert type="info" showIcon title={t('power.later')} />
      </Space>
    </Modal>
  );
}
