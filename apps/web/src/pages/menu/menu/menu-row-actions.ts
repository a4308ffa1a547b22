import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuRow } from '@bo/contract';
import { stepMove, subtreeOf, typesUnder } from './catalogue-tree';
import type { MenuDialogState } from './menu-dialogs';

interface Context {
  t: TFunction;
  /** The whole catalogue (not only the rows a search shows). */
  all: MenuRow[];
  /** A search is shown: a step up or down among rows partly hidden would surprise, so it is off. */
  searching: boolean;
  open: (dialog: MenuDialogState) => void;
  step: (row: MenuRow, by: -1 | 1) => Promise<void>;
}

/** The items of a row's action menu: only the moves the catalogue's rules allow for that row. */
export function rowActions(row: MenuRow, { t, all, searching, open, step }: Context): MenuProps['items'] {
  const canAddBelow = typesUnder(all, row).length > 0;
  const childless = !all.some((r) => r.parentId === row.id);
  return [
    { key: 'edit', label: t('menus.menu.edit'), onClick: () => open({ kind: 'edit', row }) },
    ...(canAddBelow
      ? [{ key: 'add', label: t('menus.menu.addChild'), onClick: () => open({ kind: 'add', parent: row }) }]
      : []),
    {
      key: 'up',
      label: t('menus.menu.moveUp'),
      disabled: searching || !stepMove(all, row, -1),
      onClick: () => void step(row, -1),
    },
    {
      key: 'down',
      label: t('menus.menu.moveDown'),
      disabled: searching || !stepMove(all, row, 1),
      onClick: () => void step(row, 1),
    },
    { key: 'move', label: t('menus.menu.moveTo'), onClick: () => open({ kind: 'move', row }) },
    { type: 'divider' },
    row.status === 1
      ? {
          key: 'disable',
          label: t('menus.menu.disable'),
          onClick: () => open({ kind: 'disable', row, count: subtreeOf(all, row).length }),
        }
      : {
          key: 'enable',
          label: t('menus.menu.enable'),
          onClick: () => open({ kind: 'enable', row, count: subtreeOf(all, row).length }),
        },
    ...(!row.builtin && childless
      ? [{ key: 'delete', danger: true, label: t('menus.menu.delete'), onClick: () => open({ kind: 'delete', row }) }]
      : []),
  ];
}
