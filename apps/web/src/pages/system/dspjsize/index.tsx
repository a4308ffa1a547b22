import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardSizeRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { showError, showSuccess } from '../../../components/feedback';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../layout/lazy-part';
import { useIsMobile } from '../../../layout/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateSizes, sizeQueries } from './size-queries';
import { SIZE_EDIT_MARK, SIZE_RULES, SIZES_ROUTE, SIZES_TABLE } from './size-rules';
import { setSizeStatus } from './sizes-api';
import '../../../components/tag.css';
import './sizes.css';

const SizeFilters = lazyPart(() => import('./size-filters'));
/** The row's switch (antd Switch) loads after the page; until then the state shows as a tag. */
const StatusSwitch = lazyPart(() => import('./status-switch'));
/** The form and the confirmation (antd Form, InputNumber, Modal) load when first opened or hovered. */
const SizeDialog = lazyPart(() => import('./size-dialog'));

type Open = { kind: 'add' | 'edit' | 'remove'; size: CardSizeRow | null } | null;

/**
 * /system/dspjsize, the branch's business-card sizes (issue 13 #5): the data table with each
 * size's trimmed dimensions, bleed, corner radius and what uses it; add, edit, enable or disable
 * and delete (size:edit), the server deciding every rule.
 */
export default function SystemDspjsizePage() {
  return usePageStrings('cards') ? <SizesView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function SizesView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const title = usePageTitle(SIZES_ROUTE);
  const mobile = useIsMobile();
  const canEdit = useAllow(SIZES_ROUTE, SIZE_EDIT_MARK);
  const [dialog, setDialog] = useState<Open>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The switches are asked for as soon as the page shows, beside the rows.
  useEffect(() => {
    if (canEdit) StatusSwitch.preload();
  }, [canEdit]);

  const columns = useMemo<DataColumn<CardSizeRow>[]>(() => {
    const lang = i18n.language;
    const nameOf = (r: CardSizeRow) => pickLang(lang, r.name, r.nameEn);
    const toggle = async (r: CardSizeRow, on: boolean) => {
      setBusy(r.id);
      try {
        await setSizeStatus({ id: r.id, version: r.version, status: on ? 1 : 0 });
        showSuccess(t(on ? 'cards.done.enabled' : 'cards.done.disabled', { name: nameOf(r) }));
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
        void invalidateSizes(client, user);
      }
    };
    const hint = { onPointerEnter: SizeDialog.preload, onFocus: SizeDialog.preload };
    return [
      {
        key: 'name',
        title: t('cards.size.col.name'),
        width: 200,
        sort: 'name',
        render: (r) => (
          <span className="cs-names">
            <EllipsisText text={nameOf(r)} data-user-content="" data-testid="size-name" />
            <EllipsisText text={pickLang(lang, r.nameEn, r.name)} className="bo-muted" data-user-content="" />
          </span>
        ),
      },
      {
        key: 'dims',
        title: t('cards.size.col.dims'),
        width: 140,
        sort: 'width',
        render: (r) => <span data-testid="size-dims">{t('cards.sizeText', { w: r.widthMm, h: r.heightMm })}</span>,
      },
      {
        key: 'bleed',
        title: t('cards.size.col.bleed'),
        width: 90,
        align: 'right',
        render: (r) => t('cards.mm', { v: r.bleedMm }),
      },
      {
        key: 'corner',
        title: t('cards.size.col.corner'),
        width: 110,
        align: 'right',
        render: (r) => t('cards.mm', { v: r.cornerMm }),
      },
      {
        key: 'used',
        title: t('cards.size.col.used'),
        width: 170,
        render: (r) =>
          r.templates || r.products ? (
            t('cards.size.used', { templates: r.templates, products: r.products })
          ) : (
            <span className="bo-muted">{t('cards.size.unused')}</span>
          ),
      },
      {
        key: 'status',
        title: t('cards.size.col.status'),
        width: 90,
        sort: 'status',
        render: (r) => {
          const tag = (
            <span className={`ot ${r.status === 1 ? 'ot-green' : 'ot-grey'}`}>{t(`cards.status.${r.status}`)}</span>
          );
          return canEdit ? (
            <Suspense fallback={tag}>
              <StatusSwitch
                checked={r.status === 1}
                loading={busy === r.id}
                onChange={(on) => void toggle(r, on)}
                aria-label={t('cards.statusOf', { name: nameOf(r) })}
                data-testid="size-status"
              />
            </Suspense>
          ) : (
            tag
          );
        },
      },
      ...(canEdit
        ? [
            {
              key: 'actions',
              title: t('cards.actions'),
              width: 150,
              render: (r: CardSizeRow) => (
                <span className="cs-actions">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setDialog({ kind: 'edit', size: r })}
                    {...hint}
                    aria-label={t('cards.editOf', { name: nameOf(r) })}
                    data-testid="size-edit"
                  >
                    {t('cards.edit')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => setDialog({ kind: 'remove', size: r })}
                    {...hint}
                    aria-label={t('cards.removeOf', { name: nameOf(r) })}
                    data-testid="size-remove"
                  >
                    {t('cards.remove')}
                  </Button>
                </span>
              ),
            } satisfies DataColumn<CardSizeRow>,
          ]
        : []),
    ];
  }, [t, i18n.language, canEdit, user, client, busy]);
  const query = useMemo(() => (s: ListState) => sizeQueries.list(user, s), [user]);

  return (
    <div data-testid="sizes-page">
      <DataTable<CardSizeRow, Record<string, never>>
        route={SIZES_ROUTE}
        tableId={SIZES_TABLE}
        title={title}
        rules={SIZE_RULES}
        columns={columns}
        keyColumn="name"
        rowKey={(r) => r.id}
        query={query}
        filterForm={SizeFilters}
        emptyText={t('cards.size.empty')}
        extra={
          canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'add', size: null })}
              onPointerEnter={SizeDialog.preload}
              onFocus={SizeDialog.preload}
              aria-label={mobile ? t('cards.size.add') : undefined}
              data-testid="size-add"
            >
              {mobile ? null : t('cards.size.add')}
            </Button>
          ) : null
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <SizeDialog
            key={`${dialog.kind}:${dialog.size?.id ?? ''}`}
            kind={dialog.kind}
            size={dialog.size}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
