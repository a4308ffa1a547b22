import { Alert, Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../components/number-format';
import { jobPercent, type ImportOutcome } from '../../../components/jobs/job-rules';
import { ErrorSheetButton, ErrorsTable } from './errors-table';
import type { Running } from './use-client-import';

/**
 * A check or an import under way (a job on the server): its rows done out of the total, the
 * button that cancels it, and the word that leaving the page does not stop it.
 */
export function ImportProgress({ running, onCancel }: { running: Running; onCancel: () => void }) {
  const { t } = useTranslation();
  const counted = running.total !== null;
  const counts = { done: formatCount(running.done), total: formatCount(running.total ?? 0) };
  return (
    <div className="bo-excel-section" data-testid="excel-running" data-state={running.state}>
      <Progress
        percent={jobPercent(running)}
        status="active"
        aria-label={t(running.mode === 'check' ? 'excel.import.check' : 'excel.import.start')}
      />
      <div className="bo-excel-row">
        <span className="bo-muted">
          {!counted
            ? t('excel.import.queued')
            : running.mode === 'check'
              ? t('excel.import.checking', counts)
              : t('excel.import.importingRows', counts)}
        </span>
        <Button onClick={onCancel} data-testid="excel-cancel">
          {t('excel.import.cancel')}
        </Button>
      </div>
      <p className="bo-muted">{t('excel.import.leaveHint')}</p>
    </div>
  );
}

/** What the import did (added, updated, refused), its refusals and their error sheet, and the way on. */
export function ImportResult({
  result,
  label,
  onAgain,
  onProblem,
}: {
  result: ImportOutcome;
  label: (field: string) => string;
  onAgain: () => void;
  onProblem: (text: string) => void;
}) {
  const { t } = useTranslation();
  const written = result.added + result.updated;
  return (
    <div className="bo-excel-section" data-testid="excel-result">
      <Alert
        type={written ? 'success' : 'warning'}
        showIcon
        title={
          written
            ? t('excel.import.written', { written: formatCount(written) })
            : result.mode === 'all' && result.refused
              ? t('excel.import.writtenNone')
              : t('excel.import.writtenZero')
        }
      />
      <p data-testid="excel-counts">
        {t('excel.import.counts', {
          added: formatCount(result.added),
          updated: formatCount(result.updated),
          refused: formatCount(result.refused),
        })}
      </p>
      <ErrorsTable outcome={result} label={label} />
      <div className="bo-excel-row">
        <ErrorSheetButton outcome={result} onProblem={onProblem} />
        <Link to="/user/account?tab=clients" data-testid="excel-to-list">
          {t('excel.import.toList')}
        </Link>
        <Button onClick={onAgain} data-testid="excel-again">
          {t('excel.import.again')}
        </Button>
      </div>
    </div>
  );
}
