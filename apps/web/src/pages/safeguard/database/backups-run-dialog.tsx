import { Button, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExportProgress } from '@bo/contract';
import { formatCount } from '../../../components/number-format';
import { expireSession } from '../../../api/session-expiry';
import { BackupRunResult } from './backup-run-result';
import { useBackupRun } from './use-backup-run';

export type BackupRun = { kind: 'backup' } | { kind: 'restore'; name: string; confirm: string };
/**
 * Backing up or restoring, with the progress the server streams (rows read, or for a restore
 * rows checked then rows loaded), then what was done or the server's message. After a restore
 * every cached answer of the console is stale: "Reload the console", or, when the user's own
 * account is not in the backup as now, "Sign in again".
 */
export default function BackupRunDialog({ run, onClose }: { run: BackupRun; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useBackupRun(run);
  const restored = s.state === 'done' ? s.restored : undefined;
  const running = s.state === 'running';
  const p = s.progress;
  const label = t(run.kind === 'backup' ? 'backups.run.backupRunning' : 'backups.run.restoreRunning');
  // A restore's progress counts the rows twice: checked in the file, then loaded.
  const progressText = (q: ExportProgress) => {
    const of = (n: number, total: number) => `${formatCount(n)} / ${formatCount(total)}`;
    if (run.kind === 'backup') return t('backups.run.rows', { n: of(q.done, q.total) });
    const rows = q.total / 2;
    return q.done <= rows
      ? t('backups.run.checked', { n: of(q.done, rows) })
      : t('backups.run.loaded', { n: of(q.done - rows, rows) });
  };
  const close = () => {
    if (restored) {
      // The whole database changed under the console: its menus, marks and every list.
      if (restored.sessionKept) window.location.reload();
      else expireSession();
      return;
    }
    onClose();
  };

  return (
    <Modal
      open
      title={t(run.kind === 'backup' ? 'backups.run.backupTitle' : 'backups.run.restoreTitle')}
      onCancel={close}
      maskClosable={false}
      closable={!restored}
      destroyOnHidden
      width={480}
      data-testid="backup-run-dialog"
      footer={[
        <Button key="close" type={running ? 'default' : 'primary'} onClick={close} data-testid="backup-run-close">
          {restored ? t(restored.sessionKept ? 'backups.run.reload' : 'backups.run.signIn') : t('backups.run.close')}
        </Button>,
      ]}
    >
      {p ? (
        <div data-testid="backup-run-progress">
          <Progress
            percent={p.total > 0 ? Math.floor((Math.min(p.done, p.total) * 100) / p.total) : 100}
            status={running ? 'active' : s.state === 'failed' ? 'exception' : 'success'}
            aria-label={label}
          />
          <p className="db-backup-text">{progressText(p)}</p>
        </div>
      ) : (
        running && <Progress percent={0} status="active" showInfo={false} aria-label={label} />
      )}
      {running && (
        <div>
          <p className="db-backup-text">{label}</p>
          <p className="db-backup-text bo-muted">{t('backups.run.closeNote')}</p>
        </div>
      )}
      <BackupRunResult s={s} />
    </Modal>
  );
}
