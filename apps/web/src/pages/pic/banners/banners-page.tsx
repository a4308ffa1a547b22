import { Skeleton } from 'antd';
import { OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANNER_PAGES, BANNER_SIZES, type BannerRow, type BannerSlot } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { showSuccess } from '../../../lib/feedback';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { useRowWrite } from '../../../components/list-page/use-row-write';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { removeBanner, setBannerStatus } from './banner-api';
import { BANNER_COLUMNS } from './banner-columns';
import { bannerQueries, invalidateBanners } from './banner-queries';
import { BANNER_RULES, bannerRoute, bannerTable } from './banner-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './banners.css';

const BannerFilters = filterFormPart(() => import('./banner-filters'));
/** The form (antd Form, DatePicker, the upload control) loads when the dialog is first opened or its button hovered. */
const BannerDialog = lazyPart(() => import('./banner-dialog'));
/** The drag-to-order list (dnd-kit) loads when the reorder drawer is first opened or its button hovered. */
const ReorderDrawer = lazyPart(() => import('./reorder-drawer'));

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

function BannersView({ slot }: { slot: BannerSlot }) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const route = bannerRoute(slot);
  const canEdit = useAllow(route, BANNER_PAGES[slot].editMark);
  const dialog = useRowDialog<'edit' | 'reorder', BannerRow | null>();
  const write = useRowWrite(() => invalidateBanners(client, user, slot));
  const nameOf = (r: BannerRow) => pickLang(i18n.language, r.title, r.titleEn || r.title);
  const noun = t(`banners.noun.${slot}`);
  const size = BANNER_SIZES[slot];
  const columns = useColumns(BANNER_COLUMNS, {
    slot,
    canEdit,
    toggle: (r, on) =>
      void write.run(r.id, async () => {
        await setBannerStatus(slot, { id: r.id, version: r.version, status: on ? 1 : 0 });
        showSuccess(t(on ? 'banners.done.enabled' : 'banners.done.disabled', { name: nameOf(r) }));
      }),
    remove: (r) =>
      write.run(r.id, async () => {
        await removeBanner(slot, { id: r.id, version: r.version });
        showSuccess(t('banners.done.removed', { name: nameOf(r) }));
      }),
    busy: write.busyWith,
    edit: (r) => dialog.open('edit', r),
    dialog: BannerDialog,
  });

  return (
    <ListPage
      testId="banners-page"
      intro={
        <p className="bo-muted bn-intro">{t(`banners.intro.${slot}`, { width: size.width, height: size.height })}</p>
      }
      route={route}
      table={bannerTable(slot)}
      rules={BANNER_RULES}
      columns={columns}
      keyColumn="title"
      query={(u, s) => bannerQueries.list(u, slot, s)}
      filters={BannerFilters}
      empty={t('banners.empty', { noun })}
      toolbar={
        canEdit && (
          <>
            <ToolbarButton
              icon={<OrderedListOutlined />}
              label={t('banners.reorder')}
              onClick={() => dialog.open('reorder', null)}
              opens={ReorderDrawer}
              testId="banner-reorder"
            />
            <ToolbarButton
              primary
              icon={<PlusOutlined />}
              label={t('banners.add', { noun })}
              onClick={() => dialog.open('edit', null)}
              opens={BannerDialog}
              testId="banner-add"
            />
          </>
        )
      }
    >
      <Opened value={dialog.current}>
        {({ kind, row }) =>
          kind === 'reorder' ? (
            <ReorderDrawer slot={slot} onClose={dialog.close} />
          ) : (
            <BannerDialog key={dialog.key} slot={slot} banner={row} onClose={dialog.close} />
          )
        }
      </Opened>
    </ListPage>
  );
}
