import { Suspense } from 'react';
import { Button } from 'antd';
import { CopyOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { XLSX_MIME } from '@bo/contract';
import { TipButton } from '../../../components/tip-button';
import { FileInput } from '../../../components/upload/file-input';
import { useIsMobile } from '../../../lib/use-is-mobile';
import type { PlanDialog } from './plan-dialogs';
import { LineSelect, PlanDialogs } from './plan-parts';
import { PlanYearSwitch } from './plan-year-switch';
import type { PlanFileState } from './use-plan-file';
import type { YearPlanState } from './use-year-plan';

interface Props {
  title: string;
  plan: YearPlanState;
  file: PlanFileState;
  canEdit: boolean;
  onDialog: (dialog: PlanDialog) => void;
}

/** The year plan's toolbar: year, line, and (icons only on a phone) copy, export and import. */
export function PlanToolbar({ title, plan, file, canEdit, onDialog }: Props) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { year, data, line } = plan;
  const hint = { onPointerEnter: PlanDialogs.preload, onFocus: PlanDialogs.preload };
  return (
    <div className="yp-toolbar">
      <h2 className="yp-title">{title}</h2>
      <PlanYearSwitch year={year} onPick={plan.pickYear} />
      <Suspense fallback={<span className="yp-line yp-line-fallback" aria-hidden />}>
        <LineSelect lines={data?.lines} value={line?.salespersonId ?? 0} onChange={plan.pickLine} />
      </Suspense>
      <span className="yp-spacer" />
      {canEdit && (
        <TipButton
          tip={mobile ? t('yearPlan.copy.button') : undefined}
          icon={<CopyOutlined />}
          disabled={!data}
          onClick={() => data && onDialog({ kind: 'copy', year, hasTargets: data.hasTargets })}
          aria-label={mobile ? t('yearPlan.copy.button') : undefined}
          data-testid="plan-copy"
          {...hint}
        >
          {mobile ? null : t('yearPlan.copy.button')}
        </TipButton>
      )}
      <Button
        icon={<DownloadOutlined />}
        loading={file.busy === 'export'}
        disabled={!data}
        onClick={() => void file.exportShown()}
        aria-label={mobile ? t('yearPlan.export') : undefined}
        data-testid="plan-export"
      >
        {mobile ? null : t('yearPlan.export')}
      </Button>
      {canEdit && (
        <>
          <Button
            icon={<UploadOutlined />}
            loading={file.busy === 'import'}
            disabled={!data}
            onClick={() => file.fileInput.current?.click()}
            aria-label={mobile ? t('yearPlan.import.button') : undefined}
            data-testid="plan-import"
            {...hint}
          >
            {mobile ? null : t('yearPlan.import.button')}
          </Button>
          <FileInput
            ref={file.fileInput}
            accept={`.xlsx,${XLSX_MIME}`}
            onFile={(f) => void file.importFile(f)}
            data-testid="plan-import-file"
          />
        </>
      )}
    </div>
  );
}
