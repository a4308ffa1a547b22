import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The header's settings button with its tooltip. The pointer is still on the button when the
 * drawer it opens slides in under it, and antd kept the tooltip open (drawn above the drawer,
 * whose mask it outranks) until the pointer moved: the tooltip is closed while the drawer is open.
 */
export function SettingsButton({
  drawerOpen,
  onOpen,
  onPreload,
}: {
  drawerOpen: boolean;
  onOpen: () => void;
  onPreload?: () => unknown;
}) {
  const { t } = useTranslation();
  const [tip, setTip] = useState(false);
  return (
    <Tooltip title={t('settings.title')} open={tip && !drawerOpen} onOpenChange={(open) => setTip(open && !drawerOpen)}>
      <Button
        type="text"
        icon={<SettingOutlined />}
        onClick={() => {
          setTip(false);
          onOpen();
        }}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        aria-label={t('settings.title')}
        data-testid="open-settings"
      />
    </Tooltip>
  );
}
