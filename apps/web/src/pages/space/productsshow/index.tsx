import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { OrderedListOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { showError, showSuccess } from '../../../components/feedback';
import { formatMoney } from '../../../components/number-format';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../layout/lazy-part';
import { useIsMobile } from '../../../layout/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateProducts, productQueries } from './product-queries';
import { categoryName, PRODUCT_EDIT_MARK, PRODUCT_RULES, PRODUCTS_ROUTE, PRODUCTS_TABLE } from './product-rules';
import { setProductOnSale } from './products-api';
import '../../../components/tag.css';
import './products.css';

const ProductFilters = lazyPart(() => import('./product-filters'));
/** The row's switch (antd Switch) loads after the page; until then the state shows as a tag. */
const StatusSwitch = lazyPart(() => import('../../system/dspjsize/status-switch'));
/** The editor (antd Form, uploads, the image list) loads when first opened or hovered. */
const ProductDialog = lazyPart(() => import('./product-dialog'));
/** The order of every product (a drag-to-order list) loads when first opened or hovered. */
const ReorderDrawer = lazyPart(() => import('./reorder-drawer'));

type Open = { kind: 'add' | 'edit' | 'remove'; product: ProductRow | null } | null;

/**
 * /space/productsshow, the products the branch's shop shows (issue 13 #4): the data table with
 * each product's first picture, names, category, price range and whether it is on sale; add,
 * edit, put on or take off sale, delete, and the shop's order of all products (product:edit).
 */
export default function SpaceProductsshowPage() {
  return usePageStrings('products') ? <ProductsView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function ProductsView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const title = usePageTitle(PRODUCTS_ROUTE);
  const mobile = useIsMobile();
  const canEdit = useAllow(PRODUCTS_ROUTE, PRODUCT_EDIT_MARK);
  const [dialog, setDialog] = useState<Open>(null);
  const [ordering, setOrdering] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  // The switches are asked for as soon as the page shows, beside the rows.
  useEffect(() => {
    if (canEdit) StatusSwitch.preload();
  }, [canEdit]);

  const columns = useMemo<DataColumn<ProductRow>[]>(() => {
    const lang = i18n.language;
    const nameOf = (r: ProductRow) => pickLang(lang, r.name, r.nameEn);
    const toggle = async (r: ProductRow, on: boolean) => {
      setBusy(r.id);
      try {
        await setProductOnSale({ id: r.id, version: r.version, onSale: on ? 1 : 0 });
        showSuccess(t(on ? 'products.done.onSale' : 'products.done.offSale', { name: nameOf(r) }));
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
        void invalidateProducts(client, user);
      }
    };
    const hint = { onPointerEnter: ProductDialog.preload, onFocus: ProductDialog.preload };
    return [
      {
        key: 'image',
        title: t('products.col.image'),
        width: 76,
        render: (r) =>
          r.images[0] ? (
            <img
              className="ps-thumb"
              src={r.images[0]}
              alt={t('products.imageOf', { name: nameOf(r) })}
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
        title: t('products.col.name'),
        width: 220,
        sort: 'name',
        render: (r) => (
          <span className="ps-names">
            <EllipsisText text={nameOf(r)} data-user-content="" data-testid="product-name" />
            <EllipsisText text={pickLang(lang, r.nameEn, r.name)} className="bo-muted" data-user-content="" />
          </span>
        ),
      },
      {
        key: 'category',
        title: t('products.col.category'),
        width: 130,
        sort: 'category',
        render: (r) => <EllipsisText text={categoryName(r.category, lang)} />,
      },
      {
        key: 'price',
        title: t('products.col.price'),
        width: 160,
        align: 'right',
        sort: 'priceMin',
        render: (r) =>
          r.priceMin === r.priceMax
            ? t('products.priceOne', { min: formatMoney(r.priceMin) })
            : t('products.priceRange', { min: formatMoney(r.priceMin), max: formatMoney(r.priceMax) }),
      },
      {
        key: 'onSale',
        title: t('products.col.onSale'),
        width: 90,
        sort: 'onSale',
        render: (r) => {
          const tag = (
            <span className={`ot ${r.onSale === 1 ? 'ot-green' : 'ot-grey'}`}>{t(`products.onSale.${r.onSale}`)}</span>
          );
          return canEdit ? (
            <Suspense fallback={tag}>
              <StatusSwitch
                checked={r.onSale === 1}
                loading={busy === r.id}
                onChange={(on) => void toggle(r, on)}
                aria-label={t('products.onSaleOf', { name: nameOf(r) })}
                data-testid="product-on-sale"
              />
            </Suspense>
          ) : (
            tag
          );
        },
      },
      { key: 'sort', title: t('products.col.sort'), width: 80, align: 'right', sort: 'sort', render: (r) => r.sort },
      ...(canEdit
        ? [
            {
              key: 'actions',
              title: t('products.col.actions'),
              width: 140,
              render: (r: ProductRow) => (
                <span className="ps-actions">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setDialog({ kind: 'edit', product: r })}
                    {...hint}
                    aria-label={t('products.editOf', { name: nameOf(r) })}
                    data-testid="product-edit"
                  >
                    {t('products.edit')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => setDialog({ kind: 'remove', product: r })}
                    {...hint}
                    aria-label={t('products.removeOf', { name: nameOf(r) })}
                    data-testid="product-remove"
                  >
                    {t('products.remove')}
                  </Button>
                </span>
              ),
            } satisfies DataColumn<ProductRow>,
          ]
        : []),
    ];
  }, [t, i18n.language, canEdit, user, client, busy]);
  const query = useMemo(() => (s: ListState) => productQueries.list(user, s), [user]);

  return (
    <div data-testid="products-page">
      <DataTable<ProductRow, Record<string, never>>
        route={PRODUCTS_ROUTE}
        tableId={PRODUCTS_TABLE}
        title={title}
        rules={PRODUCT_RULES}
        columns={columns}
        keyColumn="name"
        rowKey={(r) => r.id}
        query={query}
        filterForm={ProductFilters}
        emptyText={t('products.empty')}
        extra={
          canEdit ? (
            <>
              <Button
                icon={<OrderedListOutlined />}
                onClick={() => setOrdering(true)}
                onPointerEnter={ReorderDrawer.preload}
                onFocus={ReorderDrawer.preload}
                aria-label={mobile ? t('products.reorder') : undefined}
                data-testid="product-reorder"
              >
                {mobile ? null : t('products.reorder')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ kind: 'add', product: null })}
                onPointerEnter={ProductDialog.preload}
                onFocus={ProductDialog.preload}
                aria-label={mobile ? t('products.add') : undefined}
                data-testid="product-add"
              >
                {mobile ? null : t('products.add')}
              </Button>
            </>
          ) : null
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <ProductDialog
            key={`${dialog.kind}:${dialog.product?.id ?? ''}`}
            kind={dialog.kind}
            product={dialog.product}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {ordering && (
        <Suspense fallback={null}>
          <ReorderDrawer onClose={() => setOrdering(false)} />
        </Suspense>
      )}
    </div>
  );
}
