import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANNER_PAGES, BANNER_SIZES, type BannerRow, type BannerSlot } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { showError, showSuccess } from '../../../components/feedback';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../layout/lazy-part';
import { whenIdle } from '../../../layout/when-idle';
import { useIsMobile } from '../../../layout/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { removeBanner, setBannerStatus } from './banner-api';
import { formatWhen, STATE_TAG } from './banner-format';
import { bannerQueries, invalidateBanners } from './banner-queries';
import { BANNER_RULES, bannerRoute, bannerTable } from './banner-rules';
import '../../../components/tag.css';
import './banners.css';

const BannerFilters = lazyPart(() => import('./banner-filters'));
/** The form (antd Form, DatePicker, the upload control) loads when the dialog is first opened or its button hovered. */
const BannerDialog = lazyPart(() => import('./banner-dialog'));
/** The drag-to-order list (dnd-kit) loads when the reorder drawer is first opened or its button hovered. */
const ReorderDrawer = lazyPart(() => import('./reorder-drawer'));
/** A row's Delete with its confirmation (antd Popconfirm): asked for once the page is idle, so the route's first load stays in budget. */
const BannerRemove = lazyPart(() => import('./banner-remove'));
/** The status switches (antd Switch) load after the list is drawn: not part of the page's first load (route budget). */
const StatusSwitch = lazyPart(() => import('./status-switch'));

/**
 * /pic/bannersetting, /pic/advertisesetting and /pic/wxappbannersetting (issue 13 #2): one
 * slot's banners on the data table, with what each shows now (live, scheduled, ended,
 * disabled, at the server's clock); add and edit in a dialog with a preview at the slot's size,
 * enable with a switch, delete after a confirmation, and order them by dragging in a drawer.
 * Changing needs the slot's edit mark; the server enforces every rule, this only hides.
 */
export function BannersPage({ slot }: { slot: BannerSlot }) {
  return usePageStrings('banners') ? <BannersView slot={slot} /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

type Dialog = { banner: BannerRow | null } | null;

function BannersView({ slot }: { slot: BannerSlot }) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const route = bannerRoute(slot);
  const title = usePageTitle(route);
  const mobile = useIsMobile();
  const canEdit = useAllow(route, BANNER_PAGES[slot].editMark);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reordering, setReordering] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const noun = t(`banners.noun.${slot}`);
  const size = BANNER_SIZES[slot];
  useEffect(() => (canEdit ? whenIdle(BannerRemove.preload) : undefined), [canEdit]);

  const columns = useMemo<DataColumn<BannerRow>[]>(() => {
    const lang = i18n.language;
    const nameOf = (r: BannerRow) => pickLang(lang, r.title, r.titleEn || r.title);
    const toggle = async (r: BannerRow, on: boolean) => {
      setBusy(r.id);
      try {
        await setBannerStatus(slot, { id: r.id, version: r.version, status: on ? 1 : 0 });
        showSuccess(t(on ? 'banners.done.enabled' : 'banners.done.disabled', { name: nameOf(r) }));
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
        void invalidateBanners(client, user, slot);
      }
    };
    const remove = async (r: BannerRow) => {
      try {
        await removeBanner(slot, { id: r.id, version: r.version });
        showSuccess(t('banners.done.removed', { name: nameOf(r) }));
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        void invalidateBanners(client, user, slot);
      }
    };
    const hint = { onPointerEnter: BannerDialog.preload, onFocus: BannerDialog.preload };
    return [
      {
        key: 'sort',
        title: t('banners.col.sort'),
        width: 80,
        align: 'right',
        sort: 'sort',
        render: (r) => <span data-testid="banner-sort">{r.sort}</span>,
      },
      {
        key: 'image',
        title: t('banners.col.image'),
        width: 150,
        render: (r) => (
          <span className="bn-thumb" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
            <img src={r.image} alt={nameOf(r)} loading="lazy" />
          </span>
        ),
      },
      {
        key: 'title',
        title: t('banners.col.title'),
        width: 220,
        sort: 'title',
        render: (r) => (
          <span className="bn-titles">
            <EllipsisText text={nameOf(r)} data-user-content="" data-testid="banner-title" />
            {r.titleEn && (
              <EllipsisText
                text={pickLang(lang, r.titleEn, r.title)}
                className="bo-muted bn-title-other"
                data-user-content=""
              />
            )}
          </span>
        ),
      },
      {
        key: 'link',
        title: t('banners.col.link'),
        width: 200,
        render: (r) =>
          r.link ? (
            <EllipsisText text={r.link} code data-user-content="" />
          ) : (
            <span className="bo-muted">{t('banners.noLink')}</span>
          ),
      },
      {
        key: 'window',
        title: t('banners.col.window'),
        width: 240,
        sort: 'startsAt',
        render: (r) => (
          <span className="bn-window">
            <span className={`ot ${STATE_TAG[r.state]}`} data-testid="banner-state" data-state={r.state}>
              {t(`banners.state.${r.state}`)}
            </span>
            <span className="bo-muted bn-window-text">
              {r.startsAt || r.endsAt
                ? `${r.startsAt ? formatWhen(r.startsAt) : t('banners.always')} – ${r.endsAt ? formatWhen(r.endsAt) : t('banners.noEnd')}`
                : t('banners.anyTime')}
            </span>
          </span>
        ),
      },
      {
        key: 'status',
        title: t('banners.col.status'),
        width: 90,
        render: (r) => (
          <Suspense fallback={<span className="bn-switch-slot" />}>
            <StatusSwitch
              size="small"
              checked={r.status === 1}
              disabled={!canEdit}
              loading={busy === r.id}
              onChange={(on: boolean) => void toggle(r, on)}
              aria-label={t('banners.action.enabledOf', { name: nameOf(r) })}
              data-testid="banner-status"
            />
          </Suspense>
        ),
      },
      {
        key: 'actions',
        title: t('banners.col.actions'),
        width: mobile ? 120 : 150,
        render: (r) =>
          canEdit ? (
            <span className="bn-actions">
              <Button
                size="small"
                type="link"
                onClick={() => setDialog({ banner: r })}
                {...hint}
                aria-label={t('banners.action.editOf', { name: nameOf(r) })}
                data-testid="banner-edit"
              >
                {t('banners.action.edit')}
              </Button>
              <Suspense
                fallback={
                  <Button
                    size="small"
                    type="link"
                    danger
                    disabled
                    aria-label={t('banners.action.removeOf', { name: nameOf(r) })}
                    data-testid="banner-remove"
                  >
                    {t('banners.action.remove')}
                  </Button>
                }
              >
                <BannerRemove name={nameOf(r)} onConfirm={() => remove(r)} />
              </Suspense>
            </span>
          ) : (
            <span className="bo-muted">—</span>
          ),
      },
    ];
  }, [t, i18n.language, canEdit, user, client, busy, mobile, slot, size]);
  const query = useMemo(() => (s: ListState) => bannerQueries.list(user, slot, s), [user, slot]);

  return (
    <div data-testid="banners-page" data-slot={slot}>
      <p className="bo-muted bn-intro">{t(`banners.intro.${slot}`, { width: size.width, height: size.height })}</p>
      <DataTable<BannerRow, Record<string, never>>
        route={route}
        tableId={bannerTable(slot)}
        title={title}
        rules={BANNER_RULES}
        columns={columns}
        keyColumn="title"
        rowKey={(r) => r.id}
        query={query}
        filterForm={BannerFilters}
        emptyText={t('banners.empty', { noun })}
        extra={
          canEdit ? (
            <>
              <Button
                icon={<OrderedListOutlined />}
                onClick={() => setReordering(true)}
                onPointerEnter={ReorderDrawer.preload}
                onFocus={ReorderDrawer.preload}
                aria-label={mobile ? t('banners.reorder') : undefined}
                data-testid="banner-reorder"
              >
                {mobile ? null : t('banners.reorder')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ banner: null })}
                onPointerEnter={BannerDialog.preload}
                onFocus={BannerDialog.preload}
                aria-label={mobile ? t('banners.add', { noun }) : undefined}
                data-testid="banner-add"
              >
                {mobile ? null : t('banners.add', { noun })}
              </Button>
            </>
          ) : null
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <BannerDialog
            key={dialog.banner?.id ?? 'new'}
            slot={slot}
            banner={dialog.banner}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {reordering && (
        <Suspense fallback={null}>
          <ReorderDrawer slot={slot} onClose={() => setReordering(false)} />
        </Suspense>
      )}
    </div>
  );
}
