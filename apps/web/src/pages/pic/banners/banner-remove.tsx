import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A row's Delete button and its confirmation (antd Popconfirm, loaded after the page's first
 * paint, not with it: see banners-page.tsx). `onConfirm` deletes; the page says how it went.
 */
export default function BannerRemove({ name, onConfirm }: { name: string; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('banners.confirm.removeTitle', { name })}
      description={t('banners.confirm.removeText')}
      okText={t('banners.action.remove')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'banner-remove-confirm' }}
      onConfirm={onConfirm}
    >
      <Button
        size="small"
        type="link"
        danger
        aria-label={t('banners.action.removeOf', { name })}
        data-testid="banner-remove"
      >
        {t('banners.action.remove')}
      </Button>
    </Popconfirm>
  );
}
