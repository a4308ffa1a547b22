import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { isStale, messageOf } from '../../../components/refusal';
import { Button, Skeleton } from 'antd';
import {
  CopyOutlined,
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, PLAN_YEAR_MAX, PLAN_YEAR_MIN, XLSX_MIME, type PlanLine } from '@bo/contract';
import { importYearPlan, savePlanLine } from '../../../api/year-plan';
import { useAllow } from '../../../components/allow';
import { showError, showSuccess } from '../../../lib/feedback';
import { formatCount, formatMoney, formatPercent } from '../../../components/number-format';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useIsMobile } from '../../../lib/use-is-mobile';
import type { Lang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { FileInput } from '../../../components/upload/file-input';
import { TipButton } from '../../../components/tip-button';
import type { PlanDialog } from './plan-dialogs';
import { bodyMonths, draftOf, draftOk, figuresOf, sameDraft, type DraftMonth } from './plan-draft';
import { invalidateYearPlan, YEAR_PLAN_ROUTE, yearPlanQuery } from './plan-queries';
import './year-plan.css';
import { branchTime, branchToday } from '../../../components/branch-time';

/** The copy dialog and the import's error list load when first opened (or hovered). */
const PlanDialogs = lazyPart(() => import('./plan-dialogs'));
/**
 * The line switch, the chart block and the month grid (antd Select and Input) load in parallel
 * with the year's figures, as the data table's body does, each in a box of its final size.
 */
const LineSelect = lazyPart(() => import('./line-select'));
const PlanChart = lazyPart(() => import('./plan-chart'));
const PlanGrid = lazyPart(() => import('./plan-grid'));

export function YearPlanView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(YEAR_PLAN_ROUTE);
  const mobile = useIsMobile();
  const canEdit = useAllow(YEAR_PLAN_ROUTE, M.yearPlanEdit);
  const client = useQueryClient();
  const [year, setYear] = useState(() => branchToday().year());
  const [lineId, setLineId] = useState(0);
  const [draft, setDraft] = useState<{ key: string; months: DraftMonth[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    LineSelect.preload();
    PlanChart.preload();
    PlanGrid.preload();
  }, []);
  const plan = useQuery({ ...yearPlanQuery(user, year), placeholderData: keepPreviousData });
  const data = plan.data?.year === year ? plan.data : undefined;

  const line: PlanLine | undefined = data?.lines.find((l) => l.salespersonId === lineId) ?? data?.lines[0];
  const key = line ? `${year}:${line.salespersonId}:${line.version}` : '';
  const base = useMemo(() => (line ? draftOf(line) : null), [line]);
  const months = draft && draft.key === key ? draft.months : base;
  const dirty = Boolean(months && base && !sameDraft(months, base));
  const valid = Boolean(months && draftOk(months));
  const lineName = (l: PlanLine) => (l.salespersonId === 0 ? t('yearPlan.branchLine') : l.name);

  const save = async () => {
    if (!line || !months || !valid) return;
    setSaving(true);
    try {
      await savePlanLine({
        year,
        salespersonId: line.salespersonId,
        version: line.version,
        months: bodyMonths(months),
      });
      setDraft(null);
      await invalidateYearPlan(client, user);
      showSuccess(t('yearPlan.saved', { name: lineName(line), year }));
    } catch (e) {
      showError(messageOf(e));
      // Changed meanwhile: read again, so the grid shows what is saved now.
      if (isStale(e)) {
        setDraft(null);
        void invalidateYearPlan(client, user);
      }
    } finally {
      setSaving(false);
    }
  };

  const exportShown = async () => {
    if (!data) return;
    setBusy('export');
    try {
      const { exportPlan } = await import('./export-plan');
      const file = await exportPlan(data, t, i18n.language as Lang, t('yearPlan.branchLine'));
      showSuccess(t('yearPlan.exported', { file }));
    } catch (e) {
      showError(messageOf(e));
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy('import');
    try {
      const r = await importYearPlan(year, file);
      if (r.written) {
        setDraft(null);
        await invalidateYearPlan(client, user);
        showSuccess(t('yearPlan.import.done', { lines: r.lines, year }));
      } else setDialog({ kind: 'importErrors', errors: r.errors, moreErrors: r.moreErrors });
    } catch (e) {
      showError(messageOf(e));
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const pickYear = (y: number) => {
    setYear(Math.min(PLAN_YEAR_MAX, Math.max(PLAN_YEAR_MIN, y)));
    setDraft(null);
  };
  const hint = { onPointerEnter: PlanDialogs.preload, onFocus: PlanDialogs.preload };
  const ytd = line && months ? figuresOf(line, months, 0, data!.ytdMonths) : null;

  return (
    <div className="yp-page" data-testid="year-plan-page">
      <div className="yp-toolbar">
        <h2 className="yp-title">{title}</h2>
        <div className="yp-year" role="group" aria-label={t('yearPlan.yearOf', { year })}>
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('yearPlan.yearPrev')}
            disabled={year <= PLAN_YEAR_MIN}
            onClick={() => pickYear(year - 1)}
            data-testid="plan-year-prev"
          />
          <span className="yp-year-label" data-testid="plan-year">
            {t('yearPlan.yearOf', { year })}
          </span>
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={t('yearPlan.yearNext')}
            disabled={year >= PLAN_YEAR_MAX}
            onClick={() => pickYear(year + 1)}
            data-testid="plan-year-next"
          />
        </div>
        <Suspense fallback={<span className="yp-line yp-line-fallback" aria-hidden />}>
          <LineSelect
            lines={data?.lines}
            value={line?.salespersonId ?? 0}
            onChange={(v) => {
              setLineId(v);
              setDraft(null);
            }}
          />
        </Suspense>
        <span className="yp-spacer" />
        {canEdit && (
          <TipButton
            tip={mobile ? t('yearPlan.copy.button') : undefined}
            icon={<CopyOutlined />}
            disabled={!data}
            onClick={() => data && setDialog({ kind: 'copy', year, hasTargets: data.hasTargets })}
            aria-label={mobile ? t('yearPlan.copy.button') : undefined}
            data-testid="plan-copy"
            {...hint}
          >
            {mobile ? null : t('yearPlan.copy.button')}
          </TipButton>
        )}
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'export'}
          disabled={!data}
          onClick={() => void exportShown()}
          aria-label={mobile ? t('yearPlan.export') : undefined}
          data-testid="plan-export"
        >
          {mobile ? null : t('yearPlan.export')}
        </Button>
        {canEdit && (
          <>
            <Button
              icon={<UploadOutlined />}
              loading={busy === 'import'}
              disabled={!data}
              onClick={() => fileInput.current?.click()}
              aria-label={mobile ? t('yearPlan.import.button') : undefined}
              data-testid="plan-import"
              {...hint}
            >
              {mobile ? null : t('yearPlan.import.button')}
            </Button>
            <FileInput
              ref={fileInput}
              accept={`.xlsx,${XLSX_MIME}`}
              onFile={(file) => void importFile(file)}
              data-testid="plan-import-file"
            />
          </>
        )}
      </div>

      {!data || !line || !months ? (
        <div className="yp-loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <>
          <div className="yp-cards" data-testid="plan-ytd-cards">
            <YtdCard
              label={t('yearPlan.ytdCard.amount')}
              actual={formatMoney(ytd!.actualAmount)}
              target={formatMoney(ytd!.amount)}
              rate={ytd!.amountRate}
              testId="plan-ytd-amount"
            />
            <YtdCard
              label={t('yearPlan.ytdCard.orders')}
              actual={formatCount(ytd!.actualOrders)}
              target={formatCount(ytd!.orders)}
              rate={ytd!.ordersRate}
              testId="plan-ytd-orders"
            />
          </div>
          <Suspense fallback={<div className="yp-chart yp-chart-fallback" aria-hidden />}>
            <PlanChart line={line} months={months} year={year} />
          </Suspense>
          <Suspense
            fallback={
              <div className="yp-grid-fallback">
                <Skeleton active paragraph={{ rows: 12 }} />
              </div>
            }
          >
            <PlanGrid
              line={line}
              months={months}
              ytdMonths={data.ytdMonths}
              editable={canEdit}
              onChange={(m) => setDraft({ key, months: m })}
            />
          </Suspense>
          <div className="yp-footer">
            <span className="bo-muted" data-testid="plan-status">
              {dirty
                ? t('yearPlan.unsaved')
                : line.updatedAt
                  ? t('yearPlan.updated', { by: line.updatedBy, at: branchTime(line.updatedAt, 'YYYY-MM-DD HH:mm') })
                  : t('yearPlan.neverSet')}
            </span>
            {canEdit ? (
              <span className="yp-actions">
                <Button
                  icon={<UndoOutlined />}
                  disabled={!dirty || saving}
                  onClick={() => setDraft(null)}
                  data-testid="plan-reset"
                >
                  {t('yearPlan.reset')}
                </Button>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  disabled={!dirty || !valid}
                  loading={saving}
                  onClick={() => void save()}
                  data-testid="plan-save"
                >
                  {t('yearPlan.save')}
                </Button>
              </span>
            ) : (
              <span className="bo-muted">{t('yearPlan.readOnly')}</span>
            )}
          </div>
        </>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <PlanDialogs key={dialog.kind} dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}

function YtdCard({
  label,
  actual,
  target,
  rate,
  testId,
}: {
  label: string;
  actual: string;
  target: string;
  rate: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="yp-card" data-testid={testId}>
      <div className="yp-card-label">{label}</div>
      <div className="yp-card-value">
        <span className="yp-card-rate" data-testid={`${testId}-rate`}>
          {rate === null ? t('yearPlan.noTarget') : formatPercent(rate)}
        </span>
        <span className="bo-muted">
          {actual} · {t('yearPlan.ytdCard.of', { target })}
        </span>
      </div>
    </div>
  );
}
