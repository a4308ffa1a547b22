import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TipButton } from '../components/tip-button';

/** The header's settings button; its tooltip closes when the drawer it opens slides in under the pointer. */
export function SettingsButton({ onOpen, onPreload }: { onOpen: () => void; onPreload?: () => unknown }) {
  const { t } = useTranslation();
  return (
    <TipButton
      tip={t('settings.title')}
      type="text"
      icon={<SettingOutlined />}
      onClick={onOpen}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      aria-label={t('settings.title')}
      data-testid="open-settings"
    />
  );
}
