import { Alert, Button, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/number-format';
import type { ImportOutcome } from '../../../components/jobs/job-rules';
import { ErrorSheetButton, ErrorsTable } from './errors-table';
import type { WriteMode } from './use-client-import';

/** The check's outcome, its refusals and their error sheet, the choice of what to write, and the start of the import. */
export function ImportCheck({
  checked,
  label,
  mode,
  onMode,
  onStart,
  onProblem,
}: {
  checked: ImportOutcome;
  label: (field: string) => string;
  /** Kept by the card: a cancelled import comes back to the choice made. */
  mode: WriteMode;
  onMode: (mode: WriteMode) => void;
  onStart: () => void;
  onProblem: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type={checked.refused ? 'warning' : 'success'}
        showIcon
        data-testid="excel-checked"
        title={
          checked.refused
            ? t('excel.import.checked', {
                valid: formatCount(checked.valid),
                rows: formatCount(checked.rows),
                bad: formatCount(checked.refused),
              })
            : t('excel.import.allValid', { rows: formatCount(checked.rows) })
        }
      />
      <ErrorsTable outcome={checked} label={label} />
      {checked.errorFileName && (
        <div className="bo-excel-row">
          <ErrorSheetButton outcome={checked} onProblem={onProblem} />
        </div>
      )}
      <div className="bo-excel-row">
        <span id="excel-mode-label">{t('excel.import.mode')}</span>
        <Radio.Group
          aria-labelledby="excel-mode-label"
          value={mode}
          onChange={(e) => onMode(e.target.value as WriteMode)}
          data-testid="excel-mode"
          options={[
            { value: 'valid', label: t('excel.import.modeValid') },
            { value: 'all', label: t('excel.import.modeAll') },
          ]}
        />
      </div>
      <div>
        <Button type="primary" onClick={onStart} disabled={checked.valid === 0} data-testid="excel-start">
          {t('excel.import.start')}
        </Button>
      </div>
    </>
  );
}
