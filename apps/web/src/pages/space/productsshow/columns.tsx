import { PictureOutlined } from '@ant-design/icons';
import type { ProductRow } from '@bo/contract';
import { Names, TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { RowSwitch } from '../../../components/list-page/row-switch';
import { formatMoney } from '../../../components/number-format';
import { onOff, Tag } from '../../../components/tag';
import { pickLang } from '../../../locales/pick-lang';
import { categoryName } from './product-rules';

/** What the product list's rows may do (product:edit): put on or take off sale, edit, delete. */
export interface ProductContext {
  canEdit: boolean;
  toggle: (row: ProductRow, on: boolean) => void;
  toggling: (id: number) => boolean;
  open: (kind: 'edit' | 'remove', row: ProductRow) => void;
  dialog: Opens;
}

const nameOf = (r: ProductRow, lang: string) => pickLang(lang, r.name, r.nameEn);

/** The shop's products' columns. */
export const PRODUCT_COLUMNS: ColumnSpec<ProductRow, ProductContext>[] = [
  {
    key: 'image',
    title: 'products.col.image',
    width: 76,
    render: (r, { t, lang }) =>
      r.images[0] ? (
        <img
          className="ps-thumb"
          src={r.images[0]}
          alt={t('products.imageOf', { name: nameOf(r, lang) })}
          loading="lazy"
          data-testid="product-thumb"
        />
      ) : (
        <span className="ps-thumb ps-thumb-none" role="img" aria-label={t('products.noImage')}>
          <PictureOutlined />
        </span>
      ),
  },
  {
    key: 'name',
    title: 'products.col.name',
    width: 220,
    sort: 'name',
    render: (r, { lang }) => (
      <Names name={nameOf(r, lang)} other={pickLang(lang, r.nameEn, r.name)} testId="product-name" />
    ),
  },
  {
    key: 'category',
    title: 'products.col.category',
    width: 130,
    sort: 'category',
    render: (r, { lang }) => <TextCell text={categoryName(r.category, lang)} userContent={false} />,
  },
  {
    key: 'price',
    title: 'products.col.price',
    width: 160,
    align: 'right',
    sort: 'priceMin',
    render: (r, { t }) =>
      r.priceMin === r.priceMax
        ? t('products.priceOne', { min: formatMoney(r.priceMin) })
        : t('products.priceRange', { min: formatMoney(r.priceMin), max: formatMoney(r.priceMax) }),
  },
  {
    key: 'onSale',
    title: 'products.col.onSale',
    width: 90,
    sort: 'onSale',
    render: (r, c) => {
      const tag = <Tag colour={onOff(r.onSale === 1)}>{c.t(`products.onSale.${r.onSale}`)}</Tag>;
      return c.canEdit ? (
        <RowSwitch
          checked={r.onSale === 1}
          loading={c.toggling(r.id)}
          onChange={(on) => c.toggle(r, on)}
          label={c.t('products.onSaleOf', { name: nameOf(r, c.lang) })}
          fallback={tag}
          testId="product-on-sale"
        />
      ) : (
        tag
      );
    },
  },
  { key: 'sort', title: 'products.col.sort', width: 80, align: 'right', sort: 'sort', render: (r) => r.sort },
  {
    key: 'actions',
    title: 'products.col.actions',
    width: 140,
    when: (c) => c.canEdit,
    render: (r, { t, lang, open, dialog }) => (
      <RowActions>
        <RowAction
          onClick={() => open('edit', r)}
          opens={dialog}
          label={t('products.editOf', { name: nameOf(r, lang) })}
          testId="product-edit"
        >
          {t('products.edit')}
        </RowAction>
        <RowAction
          danger
          onClick={() => open('remove', r)}
          opens={dialog}
          label={t('products.removeOf', { name: nameOf(r, lang) })}
          testId="product-remove"
        >
          {t('products.remove')}
        </RowAction>
      </RowActions>
    ),
  },
];
