/** What other modules use of the backups: they import it from here, never from its other files. */
export { backupNow, nextScheduledBackup, runScheduledBackup } from './schedule.js';
export { importBackupFiles } from './import-files.js';
