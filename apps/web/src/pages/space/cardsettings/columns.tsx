import { CARD_FINISH_NAMES, CARD_PAPER_NAMES, type CardTemplateRow } from '@bo/contract';
import type { ColumnSpec, ColumnsOf } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { nameIn, namesColumn, switchColumn, type SwitchContext } from '../../../components/list-page/standard-columns';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatMoney } from '../../../components/number-format';
import { pickLang } from '../../../locales/pick-lang';
import { wordOf } from '../../../locales/words';

export type TemplateDialogKind = 'add' | 'edit' | 'remove' | 'preview';

/** What the template list's rows may do: preview, and with card:edit flip, edit and delete. */
export interface TemplateContext extends SwitchContext<CardTemplateRow> {
  open: (kind: TemplateDialogKind, row: CardTemplateRow) => void;
  editor: Opens;
  preview: Opens;
}

const templateNames = (r: CardTemplateRow) => [r.name, r.nameEn] as const;

/** The business-card templates' columns. */
export const TEMPLATE_COLUMNS: ColumnSpec<CardTemplateRow, TemplateContext>[] = [
  namesColumn('cards.template.col.name', 200, templateNames, 'template-name'),
  {
    key: 'size',
    title: 'cards.template.col.size',
    width: 170,
    sort: 'size',
    render: (r, { t, lang }) => (
      <span className="cell-names">
        <EllipsisText text={pickLang(lang, r.size.name, r.size.nameEn)} data-user-content="" />
        <span className="bo-muted">{t('cards.sizeText', { w: r.size.widthMm, h: r.size.heightMm })}</span>
      </span>
    ),
  },
  {
    key: 'paper',
    title: 'cards.template.col.paper',
    width: 170,
    render: (r, { lang }) => (
      <span className="cell-names">
        <EllipsisText text={wordOf(CARD_PAPER_NAMES, r.paper, lang)} />
        <EllipsisText text={wordOf(CARD_FINISH_NAMES, r.finish, lang)} className="bo-muted" />
      </span>
    ),
  },
  {
    key: 'price',
    title: 'cards.template.col.price',
    width: 110,
    align: 'right',
    sort: 'priceFrom',
    render: (r, { t }) =>
      r.priceFrom ? t('cards.template.priceFrom', { price: formatMoney(r.priceFrom) }) : t('cards.template.noPrice'),
  },
  switchColumn({
    key: 'status',
    title: 'cards.template.col.status',
    on: (r) => r.status === 1,
    word: (r) => `cards.status.${r.status}`,
    label: (r, c) => c.t('cards.statusOf', { name: nameIn(templateNames, r, c.lang) }),
    testId: 'template-status',
  }),
  {
    key: 'actions',
    title: 'cards.actions',
    width: 200,
    mobileWidth: 150,
    render: (r, c) => <TemplateActions row={r} c={c} />,
  },
];

function TemplateActions({ row: r, c }: { row: CardTemplateRow; c: ColumnsOf<TemplateContext> }) {
  const name = nameIn(templateNames, r, c.lang);
  return (
    <RowActions>
      <RowAction
        onClick={() => c.open('preview', r)}
        opens={c.preview}
        label={c.t('cards.template.previewOf', { name })}
        testId="template-preview"
      >
        {c.t('cards.template.preview')}
      </RowAction>
      {c.canEdit && (
        <RowAction
          onClick={() => c.open('edit', r)}
          opens={c.editor}
          label={c.t('cards.editOf', { name })}
          testId="template-edit"
        >
          {c.t('cards.edit')}
        </RowAction>
      )}
      {c.canEdit && (
        <RowAction
          danger
          onClick={() => c.open('remove', r)}
          opens={c.editor}
          label={c.t('cards.removeOf', { name })}
          testId="template-remove"
        >
          {c.t('cards.remove')}
        </RowAction>
      )}
    </RowActions>
  );
}
