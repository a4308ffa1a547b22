import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_FINISH_NAMES,
  CARD_PAPER_NAMES,
  type CardFinish,
  type CardPaper,
  type CardTemplateRow,
} from '@bo/contract';
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
import { invalidateTemplates, templateQueries } from './template-queries';
import { TEMPLATE_EDIT_MARK, TEMPLATE_RULES, TEMPLATES_ROUTE, TEMPLATES_TABLE } from './template-rules';
import { setTemplateStatus } from './templates-api';
import '../../../components/tag.css';
import '../../system/dspjsize/sizes.css';

const TemplateFilters = lazyPart(() => import('./template-filters'));
/** The row's switch (antd Switch) loads after the page; until then the state shows as a tag. */
const StatusSwitch = lazyPart(() => import('../../system/dspjsize/status-switch'));
/** The editor (antd Form, uploads, the live preview) loads when first opened or hovered. */
const TemplateDialog = lazyPart(() => import('./template-dialog'));
/** The preview (the drawn card with a side switch) loads when first opened or hovered. */
const PreviewDialog = lazyPart(() => import('./preview-dialog'));

type Open = { kind: 'add' | 'edit' | 'remove'; template: CardTemplateRow | null } | null;

const wordOf = <K extends string>(names: Record<K, { cn: string; en: string }>, key: string, lang: string) =>
  key in names ? pickLang(lang, names[key as K].cn, names[key as K].en) : key;

/**
 * /space/cardsettings, the branch's business-card templates (issue 13 #5): the data table with
 * each template's size, paper, finish and lowest price; add, edit, enable or disable and delete
 * (card:edit); a preview of the card drawn from the template with sample data.
 */
export default function SpaceCardsettingsPage() {
  return usePageStrings('cards') ? <TemplatesView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function TemplatesView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const title = usePageTitle(TEMPLATES_ROUTE);
  const mobile = useIsMobile();
  const canEdit = useAllow(TEMPLATES_ROUTE, TEMPLATE_EDIT_MARK);
  const [dialog, setDialog] = useState<Open>(null);
  const [preview, setPreview] = useState<CardTemplateRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The switches are asked for as soon as the page shows, beside the rows.
  useEffect(() => {
    if (canEdit) StatusSwitch.preload();
  }, [canEdit]);

  const columns = useMemo<DataColumn<CardTemplateRow>[]>(() => {
    const lang = i18n.language;
    const nameOf = (r: CardTemplateRow) => pickLang(lang, r.name, r.nameEn);
    const toggle = async (r: CardTemplateRow, on: boolean) => {
      setBusy(r.id);
      try {
        await setTemplateStatus({ id: r.id, version: r.version, status: on ? 1 : 0 });
        showSuccess(t(on ? 'cards.done.enabled' : 'cards.done.disabled', { name: nameOf(r) }));
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
        void invalidateTemplates(client, user);
      }
    };
    const hint = { onPointerEnter: TemplateDialog.preload, onFocus: TemplateDialog.preload };
    const previewHint = { onPointerEnter: PreviewDialog.preload, onFocus: PreviewDialog.preload };
    return [
      {
        key: 'name',
        title: t('cards.template.col.name'),
        width: 200,
        sort: 'name',
        render: (r) => (
          <span className="cs-names">
            <EllipsisText text={nameOf(r)} data-user-content="" data-testid="template-name" />
            <EllipsisText text={pickLang(lang, r.nameEn, r.name)} className="bo-muted" data-user-content="" />
          </span>
        ),
      },
      {
        key: 'size',
        title: t('cards.template.col.size'),
        width: 170,
        sort: 'size',
        render: (r) => (
          <span className="cs-names">
            <EllipsisText text={pickLang(lang, r.size.name, r.size.nameEn)} data-user-content="" />
            <span className="bo-muted">{t('cards.sizeText', { w: r.size.widthMm, h: r.size.heightMm })}</span>
          </span>
        ),
      },
      {
        key: 'paper',
        title: t('cards.template.col.paper'),
        width: 170,
        render: (r) => (
          <span className="cs-names">
            <EllipsisText text={wordOf<CardPaper>(CARD_PAPER_NAMES, r.paper, lang)} />
            <EllipsisText text={wordOf<CardFinish>(CARD_FINISH_NAMES, r.finish, lang)} className="bo-muted" />
          </span>
        ),
      },
      {
        key: 'price',
        title: t('cards.template.col.price'),
        width: 110,
        align: 'right',
        sort: 'priceFrom',
        render: (r) =>
          r.priceFrom
            ? t('cards.template.priceFrom', { price: formatMoney(r.priceFrom) })
            : t('cards.template.noPrice'),
      },
      {
        key: 'status',
        title: t('cards.template.col.status'),
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
                data-testid="template-status"
              />
            </Suspense>
          ) : (
            tag
          );
        },
      },
      {
        key: 'actions',
        title: t('cards.actions'),
        width: mobile ? 150 : 200,
        render: (r) => (
          <span className="cs-actions">
            <Button
              size="small"
              type="link"
              onClick={() => setPreview(r)}
              {...previewHint}
              aria-label={t('cards.template.previewOf', { name: nameOf(r) })}
              data-testid="template-preview"
            >
              {t('cards.template.preview')}
            </Button>
            {canEdit && (
              <Button
                size="small"
                type="link"
                onClick={() => setDialog({ kind: 'edit', template: r })}
                {...hint}
                aria-label={t('cards.editOf', { name: nameOf(r) })}
                data-testid="template-edit"
              >
                {t('cards.edit')}
              </Button>
            )}
            {canEdit && (
              <Button
                size="small"
                type="link"
                danger
                onClick={() => setDialog({ kind: 'remove', template: r })}
                {...hint}
                aria-label={t('cards.removeOf', { name: nameOf(r) })}
                data-testid="template-remove"
              >
                {t('cards.remove')}
              </Button>
            )}
          </span>
        ),
      },
    ];
  }, [t, i18n.language, canEdit, user, client, busy, mobile]);
  const query = useMemo(() => (s: ListState) => templateQueries.list(user, s), [user]);

  return (
    <div data-testid="templates-page">
      <DataTable<CardTemplateRow, Record<string, never>>
        route={TEMPLATES_ROUTE}
        tableId={TEMPLATES_TABLE}
        title={title}
        rules={TEMPLATE_RULES}
        columns={columns}
        keyColumn="name"
        rowKey={(r) => r.id}
        query={query}
        filterForm={TemplateFilters}
        emptyText={t('cards.template.empty')}
        extra={
          canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'add', template: null })}
              onPointerEnter={TemplateDialog.preload}
              onFocus={TemplateDialog.preload}
              aria-label={mobile ? t('cards.template.add') : undefined}
              data-testid="template-add"
            >
              {mobile ? null : t('cards.template.add')}
            </Button>
          ) : null
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <TemplateDialog
            key={`${dialog.kind}:${dialog.template?.id ?? ''}`}
            kind={dialog.kind}
            template={dialog.template}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {preview && (
        <Suspense fallback={null}>
          <PreviewDialog template={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </div>
  );
}
