import { Button, Input, Tooltip } from 'antd';
import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MENU_SEARCH_MAX } from '@bo/contract';
import { MenuDialogs } from './menu-parts';
import type { MenuCatalogue } from './use-menu-catalogue';

interface Props {
  title: string;
  catalogue: MenuCatalogue;
  canEdit: boolean;
  onAdd: () => void;
}

/** The menu page's toolbar: search, expand or collapse all, reload, and Add for who may change the catalogue. */
export function MenuToolbar({ title, catalogue, canEdit, onAdd }: Props) {
  const { t } = useTranslation();
  return (
    <div className="menu-toolbar">
      <h2 className="menu-title-h">{title}</h2>
      <Input.Search
        className="menu-search"
        allowClear
        maxLength={MENU_SEARCH_MAX}
        value={catalogue.text}
        onChange={(e) => catalogue.type(e.target.value)}
        onSearch={catalogue.search}
        placeholder={t('menus.searchPlaceholder')}
        aria-label={t('menus.menu.search')}
        enterButton={t('menus.menu.searchButton')}
        data-testid="menu-search"
      />
      <div className="menu-actions">
        <Tooltip title={t('menus.menu.expandAll')}>
          <Button icon={<NodeExpandOutlined />} aria-label={t('menus.menu.expandAll')} onClick={catalogue.expandAll} />
        </Tooltip>
        <Tooltip title={t('menus.menu.collapseAll')}>
          <Button
            icon={<NodeCollapseOutlined />}
            aria-label={t('menus.menu.collapseAll')}
            onClick={() => catalogue.setExpanded([])}
          />
        </Tooltip>
        <Tooltip title={t('menus.menu.refresh')}>
          <Button
            icon={<ReloadOutlined spin={catalogue.shown.isFetching} />}
            aria-label={t('menus.menu.refresh')}
            onClick={catalogue.reload}
          />
        </Tooltip>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={onAdd}
            onPointerEnter={MenuDialogs.preload}
            data-testid="menu-add"
          >
            {t('menus.menu.add')}
          </Button>
        )}
      </div>
    </div>
  );
}
