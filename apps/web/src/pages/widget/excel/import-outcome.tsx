import { Alert, Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientImportResult } from '@bo/contract';
import { formatCount } from '../../../components/number-format';
import { ErrorsTable } from './errors-table';
import type { Running } from './use-client-import';

/** A check or an import under way: its progress and the button that cancels it. */
export function ImportProgress({ running, onCancel }: { running: Running; onCancel: () => void }) {
  const { t } = useTranslation();
  const percent = running.total ? Math.floor((running.done / running.total) * 100) : 0;
  const counts = { done: formatCount(running.done), total: formatCount(running.total) };
  return (
    <div className="bo-excel-section" data-testid="excel-running">
      <Progress
        percent={percent}
        status="active"
        aria-label={t(running.mode === 'check' ? 'excel.import.check' : 'excel.import.start')}
      />
      <div className="bo-excel-row">
        <span className="bo-muted">
          {running.mode === 'check' ? t('excel.import.checking', counts) : t('excel.import.importing', counts)}
        </span>
        <Button onClick={onCancel} data-testid="excel-cancel">
          {t('excel.import.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** What the import wrote, its errors, and the way to the client list or to another file. */
export function ImportResult({
  result,
  label,
  onAgain,
}: {
  result: ClientImportResult;
  label: (field: string) => string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="bo-excel-section" data-testid="excel-result">
      <Alert
        type={result.written ? 'success' : 'warning'}
        showIcon
        title={
          result.written
            ? t('excel.import.written', { written: formatCount(result.written) })
            : result.mode === 'all' && result.badRows
              ? t('excel.import.writtenNone')
              : t('excel.import.writtenZero')
        }
      />
      <ErrorsTable result={result} label={label} />
      <div className="bo-excel-row">
        <Link
          to={
            result.firstGuestcode
              ? `/user/account?tab=clients&q=${encodeURIComponent(result.firstGuestcode)}`
              : '/user/account?tab=clients'
          }
          data-testid="excel-to-list"
        >
          {t('excel.import.toList')}
        </Link>
        <Button onClick={onAgain} data-testid="excel-again">
          {t('excel.import.again')}
        </Button>
      </div>
    </div>
  );
}
