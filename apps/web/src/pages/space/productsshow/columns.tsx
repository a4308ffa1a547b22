import { PictureOutlined } from '@ant-design/icons';
import type { ProductRow } from '@bo/contract';
import { TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { nameIn, namesColumn, switchColumn, type SwitchContext } from '../../../components/list-page/standard-columns';
import { formatMoney } from '../../../components/number-format';
import { categoryName } from './product-rules';

/** What the product list's rows may do (product:edit): put on or take off sale, edit, delete. */
export interface ProductContext extends SwitchContext<ProductRow> {
  open: (kind: 'edit' | 'remove', row: ProductRow) => void;
  dialog: Opens;
}

const productNames = (r: ProductRow) => [r.name, r.nameEn] as const;
const nameOf = (r: ProductRow, lang: string) => nameIn(productNames, r, lang);

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
  namesColumn('products.col.name', 220, productNames, 'product-name'),
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
  switchColumn({
    key: 'onSale',
    title: 'products.col.onSale',
    on: (r) => r.onSale === 1,
    word: (r) => `products.onSale.${r.onSale}`,
    label: (r, c) => c.t('products.onSaleOf', { name: nameOf(r, c.lang) }),
    testId: 'product-on-sale',
  }),
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
