import type { CardSizeRow } from '@bo/contract';
import { Muted } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { nameIn, namesColumn, switchColumn, type SwitchContext } from '../../../components/list-page/standard-columns';

/** What the size list's rows may do (size:edit): flip a size on or off, open its dialogs. */
export interface SizeContext extends SwitchContext<CardSizeRow> {
  open: (kind: 'edit' | 'remove', row: CardSizeRow) => void;
  dialog: Opens;
}

const sizeNames = (r: CardSizeRow) => [r.name, r.nameEn] as const;

/** The business-card sizes' columns. */
export const SIZE_COLUMNS: ColumnSpec<CardSizeRow, SizeContext>[] = [
  namesColumn('cards.size.col.name', 200, sizeNames, 'size-name'),
  {
    key: 'dims',
    title: 'cards.size.col.dims',
    width: 140,
    sort: 'width',
    render: (r, { t }) => <span data-testid="size-dims">{t('cards.sizeText', { w: r.widthMm, h: r.heightMm })}</span>,
  },
  {
    key: 'bleed',
    title: 'cards.size.col.bleed',
    width: 90,
    align: 'right',
    render: (r, { t }) => t('cards.mm', { v: r.bleedMm }),
  },
  {
    key: 'corner',
    title: 'cards.size.col.corner',
    width: 110,
    align: 'right',
    render: (r, { t }) => t('cards.mm', { v: r.cornerMm }),
  },
  {
    key: 'used',
    title: 'cards.size.col.used',
    width: 170,
    render: (r, { t }) =>
      r.templates || r.products ? (
        t('cards.size.used', { templates: r.templates, products: r.products })
      ) : (
        <Muted>{t('cards.size.unused')}</Muted>
      ),
  },
  switchColumn({
    key: 'status',
    title: 'cards.size.col.status',
    on: (r) => r.status === 1,
    word: (r) => `cards.status.${r.status}`,
    label: (r, c) => c.t('cards.statusOf', { name: nameIn(sizeNames, r, c.lang) }),
    testId: 'size-status',
  }),
  {
    key: 'actions',
    title: 'cards.actions',
    width: 150,
    when: (c) => c.canEdit,
    render: (r, { t, lang, open, dialog }) => {
      const name = nameIn(sizeNames, r, lang);
      return (
        <RowActions>
          <RowAction
            onClick={() => open('edit', r)}
            opens={dialog}
            label={t('cards.editOf', { name })}
            testId="size-edit"
          >
            {t('cards.edit')}
          </RowAction>
          <RowAction
            danger
            onClick={() => open('remove', r)}
            opens={dialog}
            label={t('cards.removeOf', { name })}
            testId="size-remove"
          >
            {t('cards.remove')}
          </RowAction>
        </RowActions>
      );
    },
  },
];
