import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuDialogs } from './menu-parts';

/** A row's actions: a button (an ellipsis on a phone) opening its menu; a hover starts loading the dialogs. */
export function MenuActionsButton({
  name,
  items,
  mobile,
}: {
  name: string;
  items: MenuProps['items'];
  mobile: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button
        size="small"
        icon={mobile ? <EllipsisOutlined /> : undefined}
        aria-label={t('menus.menu.actionsOf', { name })}
        onPointerEnter={MenuDialogs.preload}
        onFocus={MenuDialogs.preload}
        data-testid="menu-row-actions"
      >
        {mobile ? null : (
          <>
            {t('menus.menu.actions')} <DownOutlined />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
