import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANNER_SIZES, type BannerRow, type BannerSlot } from '@bo/contract';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { EllipsisText } from '../../../components/ellipsis-text';
import { showSuccess } from '../../../lib/feedback';
import { SortableList } from '../../../components/sortable-list';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { reorderBanners } from './banner-api';
import { Tag } from '../../../components/tag';
import { STATE_TAG } from './banner-format';
import { bannerQueries, invalidateBanners } from './banner-queries';

/**
 * The slot's banners in their order (loaded when first opened), read afresh: drag a row by its
 * handle (or focus the handle, Space, arrows, Space) and save. The save sends every banner with
 * the version read here; when someone changed, added or removed one meanwhile the server refuses
 * it (409), the refusal shows here and the order is read again.
 */
export default function ReorderDrawer({ slot, onClose }: { slot: BannerSlot; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const source = useQuery(bannerQueries.inOrder(user, slot));
  const [items, setItems] = useState<BannerRow[] | null>(null);
  const { busy, refusal, run } = useSubmit({ onStale: () => source.refetch() });
  const noun = t(`banners.noun.${slot}`);

  // A new reading (first, or after a refusal) replaces the order being edited.
  useEffect(() => {
    if (source.data) setItems(source.data.list);
  }, [source.data]);

  const changed = Boolean(items && source.data && items.some((b, i) => b.id !== source.data.list[i]?.id));
  const save = () =>
    run(async () => {
      await reorderBanners(
        slot,
        items!.map((b) => ({ id: b.id, version: b.version })),
      );
      showSuccess(t('banners.done.reordered', { noun }));
      void invalidateBanners(client, user, slot);
      onClose();
    });

  return (
    <Drawer
      open
      title={t('banners.reorderTitle', { noun })}
      onClose={onClose}
      size={mobile ? '100%' : 520}
      destroyOnHidden
      data-testid="banner-reorder-drawer"
      footer={
        <div className="bo-drawer-footer" style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={!changed}
            onClick={() => void save()}
            data-testid="banner-reorder-save"
          >
            {t('banners.reorderSave')}
          </Button>
        </div>
      }
    >
      <p className="bo-muted">{t('banners.reorderHelp')}</p>
      <RefusalAlert text={refusal} testId="banner-reorder-refused" />
      {source.error && !source.data ? (
        <Alert type="error" showIcon title={source.error.message} />
      ) : !items ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : items.length === 0 ? (
        <p className="bo-muted">{t('banners.empty', { noun })}</p>
      ) : (
        <SortableList
          items={items}
          idOf={(b) => b.id}
          onMove={setItems}
          handleLabel={t('banners.dragHandle')}
          disabled={busy}
          data-testid="banner-order"
          renderItem={(b, handle) => <OrderRow banner={b} place={items.indexOf(b) + 1} handle={handle} slot={slot} />}
        />
      )}
    </Drawer>
  );
}

/** One banner in the order: its handle, its place, its thumbnail, its title and state. */
function OrderRow({
  banner: b,
  place,
  handle,
  slot,
}: {
  banner: BannerRow;
  place: number;
  handle: React.ReactNode;
  slot: BannerSlot;
}) {
  const { t, i18n } = useTranslation();
  const size = BANNER_SIZES[slot];
  const name = pickLang(i18n.language, b.title, b.titleEn || b.title);
  return (
    <div className="bn-order-row" data-testid="banner-order-row" data-id={b.id}>
      {handle}
      <span className="bn-order-place bo-muted">{place}</span>
      <span className="bn-thumb" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        <img src={b.image} alt="" loading="lazy" />
      </span>
      <span className="bn-order-text">
        <EllipsisText text={name} data-user-content="" data-testid="banner-order-title" />
        <span>
          <Tag colour={STATE_TAG[b.state]}>{t(`banners.state.${b.state}`)}</Tag>
        </span>
      </span>
    </div>
  );
}
