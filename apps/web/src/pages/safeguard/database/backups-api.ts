import {
  callAddress,
  type DataOf,
  type BackupDownloadTicket,
  type BackupList,
  type BackupMade,
  type BackupScheduleInfo,
  type BackupSchedule,
  type ExportProgress,
  type RemoveBackup,
  type RestoreResult,
  type SaveBackupSchedule,
  type UploadBackup,
} from '@bo/contract';
import { call } from '../../../api/http';
import { postFile } from '../../../api/uploads';
import { runStreamedCall } from '../../../components/export/read-export';

/** By address only: the definitions' zod schemas stay out of the tab's bundle. */
const LIST = callAddress<typeof BackupList>('GET', '/api/Safeguard/Backups');
const REMOVE = callAddress<typeof RemoveBackup>('POST', '/api/Safeguard/Backup/Remove');
const TICKET = callAddress<typeof BackupDownloadTicket>('POST', '/api/Safeguard/Backup/Ticket');
const UPLOAD = callAddress<typeof UploadBackup>('POST', '/api/Safeguard/Backup/Upload');
const SCHEDULE = callAddress<typeof BackupScheduleInfo>('GET', '/api/Safeguard/Backup/Schedule');
const SAVE_SCHEDULE = callAddress<typeof SaveBackupSchedule>('POST', '/api/Safeguard/Backup/SetSchedule');

export const listBackups = async (query: Record<string, string | number>) => (await call(LIST, { query: query })).data;
export const backupSchedule = async () => (await call(SCHEDULE)).data;
/** Writes go out `quiet`: the dialog or form that made them shows a refusal itself. */
export const saveBackupSchedule = async (schedule: BackupSchedule, version: number) =>
  (await call(SAVE_SCHEDULE, { body: { schedule, version } }, { quiet: true })).data;
export const removeBackup = async (name: string) => (await call(REMOVE, { body: { name } }, { quiet: true })).data;

/**
 * Downloads a backup with the browser's own download (a big file goes straight to disk): a
 * single-use ticket, good for a minute, stands in for the session headers a link cannot send.
 */
export async function downloadBackup(name: string): Promise<void> {
  const { url } = (await call(TICKET, { body: { name } }, { quiet: true })).data;
  const a = document.createElement('a');
  a.href = `${import.meta.env.VITE_API_BASE ?? ''}${url}`;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Sends a backup file; `onProgress` gets the share sent, 0 to 1. No time-out: a big file takes long. */
export const uploadBackup = (file: File, onProgress: (share: number) => void) =>
  postFile<DataOf<typeof UploadBackup>>(UPLOAD.path, file, { onProgress, timeout: 0 });

/** Backing up and restoring stream their progress in export frames; a failure is an ExportFailure. */
type OnProgress = (p: ExportProgress) => void;
export const createBackup = (onProgress: OnProgress) =>
  runStreamedCall<BackupMade>('/api/Safeguard/Backup/Create', {}, { onProgress });
export const restoreBackup = (name: string, confirm: string, onProgress: OnProgress) =>
  runStreamedCall<RestoreResult>('/api/Safeguard/Backup/Restore', { name, confirm }, { onProgress });
