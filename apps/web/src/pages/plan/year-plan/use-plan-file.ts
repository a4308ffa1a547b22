import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { YearPlanData } from '@bo/contract';
import { importYearPlan } from '../../../api/year-plan';
import { messageOf } from '../../../components/refusal';
import { showError, showSuccess } from '../../../lib/feedback';
import type { Lang } from '../../../locales/pick-lang';
import type { PlanDialog } from './plan-dialogs';

/**
 * The year plan's export of the figures shown and import of a workbook. An import with errors
 * writes nothing and opens the list of its errors (`showDialog`); one without is read again (`reload`).
 */
export function usePlanFile(
  year: number,
  data: YearPlanData | undefined,
  reload: () => Promise<void>,
  showDialog: (dialog: PlanDialog) => void,
) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

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
        await reload();
        showSuccess(t('yearPlan.import.done', { lines: r.lines, year }));
      } else showDialog({ kind: 'importErrors', errors: r.errors, moreErrors: r.moreErrors });
    } catch (e) {
      showError(messageOf(e));
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return { busy, fileInput, exportShown, importFile };
}

export type PlanFileState = ReturnType<typeof usePlanFile>;
