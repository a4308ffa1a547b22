import { useEffect, useState } from 'react';
import { Button, Drawer, Skeleton } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@bo/contract';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { EllipsisText } from '../../../components/ellipsis-text';
import { showSuccess } from '../../../lib/feedback';
import { SortableList } from '../../../components/sortable-list';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateProducts, productKeys } from './product-queries';
import './products.css';
import { listProducts, reorderProducts } from './products-api';

const PAGE = 500;

/** Every product of the branch in the shop's order (page after page of the list call). */
async function allProducts(): Promise<ProductRow[]> {
  const out: ProductRow[] = [];
  for (let page = 1; ; page++) {
    const data = await listProducts({ page, pageSize: PAGE, sort: 'sort', order: 'asc' });
    out.push(...data.list);
    if (out.length >= data.total || data.list.length === 0) return out;
  }
}

/**
 * The shop's order of every product: a drag-to-order list (a handle per row; keyboard: Space,
 * arrows, Space), saved at once with Reorder. Refused when a product was added or removed
 * meanwhile: the list is read again.
 */
export default function ReorderDrawer({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const all = useQuery({
    queryKey: [...productKeys.all(user), 'order'],
    queryFn: allProducts,
    staleTime: 0,
    gcTime: 0,
  });
  const [items, setItems] = useState<ProductRow[] | null>(null);
  const { busy, refusal, run } = useSubmit({ onStale: () => all.refetch() });
  useEffect(() => {
    if (all.data) setItems(all.data);
  }, [all.data]);

  const save = () =>
    run(async () => {
      const done = await reorderProducts(items!.map((p) => p.id));
      showSuccess(t('products.done.reordered', { count: done.ids.length }));
      void invalidateProducts(client, user);
      onClose();
    });

  return (
    <Drawer
      open
      title={t('products.order.title')}
      onClose={onClose}
      size={mobile ? '100%' : 520}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={busy}
          disabled={!items?.length}
          onClick={() => void save()}
          data-testid="product-order-save"
        >
          {t('products.order.save')}
        </Button>
      }
      data-testid="product-order-drawer"
    >
      <p className="bo-muted">{t('products.order.help')}</p>
      <RefusalAlert text={refusal} testId="product-order-refused" />
      {!items ? (
        <Skeleton active paragraph={{ rows: 6 }} aria-label={t('products.order.loading')} />
      ) : (
        <SortableList<ProductRow>
          items={items}
          idOf={(p) => p.id}
          onMove={setItems}
          handleLabel={t('products.order.handle')}
          data-testid="product-order-list"
          renderItem={(p, handle) => (
            <div className="ps-order-row" data-testid="product-order-row">
              {handle}
              {p.images[0] ? (
                <img className="ps-thumb" src={p.images[0]} alt="" />
              ) : (
                <span className="ps-thumb ps-thumb-none">
                  <PictureOutlined />
                </span>
              )}
              <span className="ps-names">
                <EllipsisText text={pickLang(i18n.language, p.name, p.nameEn)} data-user-content="" />
              </span>
            </div>
          )}
        />
      )}
    </Drawer>
  );
}
