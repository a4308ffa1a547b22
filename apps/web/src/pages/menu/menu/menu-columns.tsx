import type { MenuProps, TableColumnsType } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { MenuRow } from '@bo/contract';
import { EllipsisText } from '../../../components/ellipsis-text';
import { MenuIcon } from '../../../components/menu-icon';
import type { CatalogueNode } from './catalogue-tree';
import { MenuActionsButton } from './menu-actions-button';
import { MenuRowTags } from './menu-row-tags';

/** The tree's indent per level, px. */
export const MENU_INDENT = 16;

interface Options {
  t: TFunction;
  mobile: boolean;
  /** Adds the actions column. */
  canEdit: boolean;
  name: (row: MenuRow) => string;
  actions: (row: MenuRow) => MenuProps['items'];
}

/** The catalogue table's columns: title (with the tree's indent), type, route, mark, order, tags, actions. */
export function menuColumns({ t, mobile, canEdit, name, actions }: Options): TableColumnsType<CatalogueNode> {
  return [
    {
      key: 'title',
      title: t('menus.menu.col.title'),
      width: mobile ? 220 : 300,
      render: (_, { row }) => (
        // The cell also holds the tree's indent and expand button: the title takes what is left of it.
        <span
          className={`menu-title${row.match ? '' : ' menu-title-context'}`}
          style={{ maxWidth: `calc(100% - ${(row.level - 1) * MENU_INDENT + 26}px)` }}
        >
          {row.icon ? <MenuIcon name={row.icon} className="menu-title-icon" /> : null}
          <EllipsisText text={name(row)} data-user-content="" data-testid="menu-row-title" />
        </span>
      ),
    },
    {
      key: 'type',
      title: t('menus.menu.col.type'),
      width: 80,
      render: (_, { row }) => t(`menus.menu.type.${row.menutype}`),
    },
    {
      key: 'route',
      title: t('menus.menu.col.route'),
      width: 190,
      render: (_, { row }) =>
        row.url ? (
          <EllipsisText text={row.url} code tooltip={row.link ? `${row.url} → ${row.link}` : undefined} />
        ) : null,
    },
    {
      key: 'mark',
      title: t('menus.menu.col.mark'),
      width: 170,
      render: (_, { row }) => (row.permission ? <EllipsisText text={row.permission} code /> : null),
    },
    { key: 'sort', title: t('menus.menu.col.sort'), width: 70, align: 'right', render: (_, { row }) => row.sort },
    { key: 'status', title: t('menus.menu.col.status'), width: 230, render: (_, { row }) => <MenuRowTags row={row} /> },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: mobile ? <EllipsisOutlined aria-label={t('menus.menu.actions')} /> : t('menus.menu.actions'),
            width: mobile ? 56 : 110,
            // Always in reach: the other columns scroll under it on a narrow screen.
            fixed: 'right' as const,
            render: (_: unknown, { row }: CatalogueNode) => (
              <MenuActionsButton name={name(row)} items={actions(row)} mobile={mobile} />
            ),
          },
        ]
      : []),
  ];
}
