import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupMade, ExportProgress, RestoreResult } from '@bo/contract';
import { ExportFailure } from '../../../api/read-export';
import { createBackup, restoreBackup } from './backups-api';
import type { BackupRun } from './backups-run-dialog';

export type BackupRunState =
  | { state: 'running'; progress: ExportProgress | null }
  | { state: 'done'; progress: ExportProgress | null; made?: BackupMade; restored?: RestoreResult }
  | { state: 'failed'; progress: ExportProgress | null; message: string };

/** Runs the backup or restore once, when the dialog mounts, and follows the progress the server streams. */
export function useBackupRun(run: BackupRun): BackupRunState {
  const { t } = useTranslation();
  const [s, setS] = useState<BackupRunState>({ state: 'running', progress: null });
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

  return s;
}
