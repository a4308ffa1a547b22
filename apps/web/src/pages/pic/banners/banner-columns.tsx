import { BANNER_SIZES, type BannerRow, type BannerSlot } from '@bo/contract';
import { Muted, Names, TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec, ColumnsOf } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { RowConfirm } from '../../../components/list-page/row-confirm';
import { RowSwitch } from '../../../components/list-page/row-switch';
import { Tag } from '../../../components/tag';
import { pickLang } from '../../../locales/pick-lang';
import { formatWhen, STATE_TAG } from './banner-format';

/** What a slot's banner rows may do (the slot's edit mark): flip, edit, delete after a confirmation. */
export interface BannerContext {
  slot: BannerSlot;
  canEdit: boolean;
  toggle: (row: BannerRow, on: boolean) => void;
  remove: (row: BannerRow) => Promise<unknown>;
  busy: (id: number) => boolean;
  edit: (row: BannerRow) => void;
  dialog: Opens;
}

const nameOf = (r: BannerRow, lang: string) => pickLang(lang, r.title, r.titleEn || r.title);

/** When a banner shows: always, from, until, or a window. */
function windowText(r: BannerRow, { t }: ColumnsOf<BannerContext>) {
  if (!r.startsAt && !r.endsAt) return t('banners.anyTime');
  return `${r.startsAt ? formatWhen(r.startsAt) : t('banners.always')} – ${r.endsAt ? formatWhen(r.endsAt) : t('banners.noEnd')}`;
}

/** A slot's banners' columns. */
export const BANNER_COLUMNS: ColumnSpec<BannerRow, BannerContext>[] = [
  {
    key: 'sort',
    title: 'banners.col.sort',
    width: 80,
    align: 'right',
    sort: 'sort',
    render: (r) => <span data-testid="banner-sort">{r.sort}</span>,
  },
  {
    key: 'image',
    title: 'banners.col.image',
    width: 150,
    render: (r, { slot, lang }) => (
      <span className="bn-thumb" style={{ aspectRatio: `${BANNER_SIZES[slot].width} / ${BANNER_SIZES[slot].height}` }}>
        <img src={r.image} alt={nameOf(r, lang)} loading="lazy" />
      </span>
    ),
  },
  {
    key: 'title',
    title: 'banners.col.title',
    width: 220,
    sort: 'title',
    render: (r, { lang }) => (
      <Names name={nameOf(r, lang)} other={r.titleEn && pickLang(lang, r.titleEn, r.title)} testId="banner-title" />
    ),
  },
  {
    key: 'link',
    title: 'banners.col.link',
    width: 200,
    render: (r, { t }) => <TextCell text={r.link} code empty={<Muted>{t('banners.noLink')}</Muted>} />,
  },
  {
    key: 'window',
    title: 'banners.col.window',
    width: 240,
    sort: 'startsAt',
    render: (r, c) => (
      <span className="bn-window">
        <Tag colour={STATE_TAG[r.state]} data-testid="banner-state" data-state={r.state}>
          {c.t(`banners.state.${r.state}`)}
        </Tag>
        <span className="bo-muted bn-window-text">{windowText(r, c)}</span>
      </span>
    ),
  },
  {
    key: 'status',
    title: 'banners.col.status',
    width: 90,
    render: (r, c) => (
      <RowSwitch
        checked={r.status === 1}
        disabled={!c.canEdit}
        loading={c.busy(r.id)}
        onChange={(on) => c.toggle(r, on)}
        label={c.t('banners.action.enabledOf', { name: nameOf(r, c.lang) })}
        testId="banner-status"
      />
    ),
  },
  {
    key: 'actions',
    title: 'banners.col.actions',
    width: 150,
    mobileWidth: 120,
    render: (r, c) => (c.canEdit ? <BannerActions row={r} c={c} /> : <Muted />),
  },
];

function BannerActions({ row: r, c }: { row: BannerRow; c: ColumnsOf<BannerContext> }) {
  const name = nameOf(r, c.lang);
  return (
    <RowActions>
      <RowAction
        onClick={() => c.edit(r)}
        opens={c.dialog}
        label={c.t('banners.action.editOf', { name })}
        testId="banner-edit"
      >
        {c.t('banners.action.edit')}
      </RowAction>
      <RowConfirm
        confirm={{
          title: c.t('banners.confirm.removeTitle', { name }),
          description: c.t('banners.confirm.removeText'),
          okText: c.t('banners.action.remove'),
          cancelText: c.t('common.cancel'),
          okTestId: 'banner-remove-confirm',
        }}
        onConfirm={() => c.remove(r)}
        danger
        label={c.t('banners.action.removeOf', { name })}
        testId="banner-remove"
      >
        {c.t('banners.action.remove')}
      </RowConfirm>
    </RowActions>
  );
}
