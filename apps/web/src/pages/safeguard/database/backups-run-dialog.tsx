import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BackupMade, ExportProgress, RestoreResult } from '@bo/contract';
import { ExportFailure } from '../../../api/read-export';
import { formatBytes, formatCount } from '../../../components/number-format';
import { expireSession } from '../../../api/session-expiry';
import { createBackup, restoreBackup } from './backups-api';

export type BackupRun = { kind: 'backup' } | { kind: 'restore'; name: string; confirm: string };
type State =
  | { state: 'running'; progress: ExportProgress | null }
  | { state: 'done'; progress: ExportProgress | null; made?: BackupMade; restored?: RestoreResult }
  | { state: 'failed'; progress: ExportProgress | null; message: string };

/**
 * Backing up or restoring, with the progress the server streams (rows read, or for a restore
 * rows checked then rows loaded), then what was done or the server's message. After a restore
 * every cached answer of the console is stale: "Reload the console", or, when the user's own
 * account is not in the backup as now, "Sign in again".
 */
export default function BackupRunDialog({ run, onClose }: { run: BackupRun; onClose: () => void }) {
  const { t } = useTranslation();
  const [s, setS] = useState<State>({ state: 'running', progress: null });
  const alive = useRef(true);
  const started = useRef(false);

  useEffect(() => {
    alive.current = true;
    if (!started.current) {
      started.current = true;
      let progress: ExportProgress | null = null;
      const onProgress = (p: ExportProgress) => {
        progress = p;
        if (alive.current) setS({ state: 'running', progress: p });
      };
      void (async () => {
        try {
          if (run.kind === 'backup') {
            const made = await createBackup(onProgress);
            if (alive.current) setS({ state: 'done', progress, made });
          } else {
            const restored = await restoreBackup(run.name, run.confirm, onProgress);
            if (alive.current) setS({ state: 'done', progress, restored });
          }
        } catch (e) {
          const f = e instanceof ExportFailure ? e : new ExportFailure('network');
          const message = f.kind === 'server' || f.kind === 'cancelled' ? f.message : t(`backups.run.${f.kind}`);
          if (alive.current) setS({ state: 'failed', progress, message });
        }
      })();
    }
    return () => {
      alive.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the backup starts once, when the dialog mounts
  }, []);

  const restored = s.state === 'done' ? s.restored : undefined;
  const made = s.state === 'done' ? s.made : undefined;
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
    </Modal>
  );
}
