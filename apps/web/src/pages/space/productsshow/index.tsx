import { Skeleton } from 'antd';
import { OrderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { useNamedRowSwitch } from '../../../components/list-page/use-named-row-switch';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { PRODUCT_COLUMNS } from './columns';
import { invalidateProducts, productQueries } from './product-queries';
import { PRODUCT_EDIT_MARK, PRODUCT_RULES, PRODUCTS_ROUTE, PRODUCTS_TABLE } from './product-rules';
import { setProductOnSale } from './products-api';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './products.css';

const ProductFilters = filterFormPart(() => import('./product-filters'));
/** The editor (antd Form, uploads, the image list) loads when first opened or hovered. */
const ProductDialog = lazyPart(() => import('./product-dialog'));
/** The order of every product (a drag-to-order list) loads when first opened or hovered. */
const ReorderDrawer = lazyPart(() => import('./reorder-drawer'));

type ProductDialogKind = 'add' | 'edit' | 'remove' | 'reorder';

/**
 * /space/productsshow, the products the branch's shop shows (issue 13 #4): the data table with
 * each product's first picture, names, category, price range and whether it is on sale; add,
 * edit, put on or take off sale, delete, and the shop's order of all products (product:edit).
 */
export default function SpaceProductsshowPage() {
  return usePageStrings('products') ? <ProductsView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function ProductsView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canEdit = useAllow(PRODUCTS_ROUTE, PRODUCT_EDIT_MARK);
  const dialog = useRowDialog<ProductDialogKind, ProductRow | null>();
  const { toggle, toggling } = useNamedRowSwitch(
    () => invalidateProducts(client, user),
    (r: ProductRow, on) => setProductOnSale({ id: r.id, version: r.version, onSale: on ? 1 : 0 }),
    ['products.done.onSale', 'products.done.offSale'],
  );
  const columns = useColumns(PRODUCT_COLUMNS, {
    canEdit,
    toggle,
    toggling,
    open: dialog.open,
    dialog: ProductDialog,
  });

  return (
    <ListPage
      testId="products-page"
      route={PRODUCTS_ROUTE}
      table={PRODUCTS_TABLE}
      rules={PRODUCT_RULES}
      columns={columns}
      keyColumn="name"
      query={productQueries.list}
      filters={ProductFilters}
      empty={t('products.empty')}
      toolbar={
        canEdit && (
          <ToolbarButton
            icon={<OrderedListOutlined />}
            label={t('products.reorder')}
            onClick={() => dialog.open('reorder', null)}
            opens={ReorderDrawer}
            testId="product-reorder"
          />
        )
      }
      add={
        canEdit && {
          label: t('products.add'),
          opens: ProductDialog,
          onClick: () => dialog.open('add', null),
          testId: 'product-add',
        }
      }
    >
      <Opened value={dialog.current}>
        {({ kind, row }) =>
          kind === 'reorder' ? (
            <ReorderDrawer onClose={dialog.close} />
          ) : (
            <ProductDialog key={dialog.key} kind={kind} product={row} onClose={dialog.close} />
          )
        }
      </Opened>
    </ListPage>
  );
}
