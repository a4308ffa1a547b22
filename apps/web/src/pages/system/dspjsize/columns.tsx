import type { CardSizeRow } from '@bo/contract';
import { Muted, Names } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { RowSwitch } from '../../../components/list-page/row-switch';
import { onOff, Tag } from '../../../components/tag';
import { pickLang } from '../../../locales/pick-lang';

/** What the size list's rows may do (size:edit): flip a size on or off, open its dialogs. */
export interface SizeContext {
  canEdit: boolean;
  toggle: (row: CardSizeRow, on: boolean) => void;
  toggling: (id: number) => boolean;
  open: (kind: 'edit' | 'remove', row: CardSizeRow) => void;
  dialog: Opens;
}

/** The business-card sizes' columns. */
export const SIZE_COLUMNS: ColumnSpec<CardSizeRow, SizeContext>[] = [
  {
    key: 'name',
    title: 'cards.size.col.name',
    width: 200,
    sort: 'name',
    render: (r, { lang }) => (
      <Names name={pickLang(lang, r.name, r.nameEn)} other={pickLang(lang, r.nameEn, r.name)} testId="size-name" />
    ),
  },
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
  {
    key: 'status',
    title: 'cards.size.col.status',
    width: 90,
    sort: 'status',
    render: (r, c) => {
      const tag = <Tag colour={onOff(r.status === 1)}>{c.t(`cards.status.${r.status}`)}</Tag>;
      return c.canEdit ? (
        <RowSwitch
          checked={r.status === 1}
          loading={c.toggling(r.id)}
          onChange={(on) => c.toggle(r, on)}
          label={c.t('cards.statusOf', { name: pickLang(c.lang, r.name, r.nameEn) })}
          fallback={tag}
          testId="size-status"
        />
      ) : (
        tag
      );
    },
  },
  {
    key: 'actions',
    title: 'cards.actions',
    width: 150,
    when: (c) => c.canEdit,
    render: (r, { t, lang, open, dialog }) => {
      const name = pickLang(lang, r.name, r.nameEn);
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
