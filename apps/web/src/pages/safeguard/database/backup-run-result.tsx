import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatCount } from '../../../components/number-format';
import type { BackupRunState } from './use-backup-run';

/** What the backup or restore did, or the server's message; read out as it comes. */
export function BackupRunResult({ s }: { s: BackupRunState }) {
  const { t } = useTranslation();
  const made = s.state === 'done' ? s.made : undefined;
  const restored = s.state === 'done' ? s.restored : undefined;
  return (
    <div role="status" aria-live="polite">
      {made && (
        <Alert
          type="success"
          showIcon
          data-testid="backup-run-result"
          title={t('backups.run.backupDone', {
            name: made.name,
            rows: formatCount(made.rows),
            size: formatBytes(made.sizeBytes),
            seconds: made.seconds,
          })}
        />
      )}
      {restored && (
        <Alert
          type="success"
          showIcon
          data-testid="backup-run-result"
          title={
            restored.sessionKept
              ? t('backups.run.restoreDone', {
                  tables: restored.tables,
                  rows: formatCount(restored.rows),
                  seconds: restored.seconds,
                })
              : t('backups.run.restoreSignIn')
          }
        />
      )}
      {s.state === 'failed' && <Alert type="error" showIcon title={s.message} data-testid="backup-run-error" />}
    </div>
  );
}
