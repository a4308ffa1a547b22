import { AddMenu, ChangeMenu, MoveMenu, RemoveMenu, SetMenuStatus } from './menu-admin.js';
import { CancelQuery, DatabaseActivity, DatabaseLocks, DatabaseTables } from './safeguard.js';
import {
  BackupDownloadTicket,
  BackupList,
  BackupScheduleInfo,
  CreateBackup,
  RemoveBackup,
  RestoreBackup,
  SaveBackupSchedule,
  UploadBackup,
} from './backups.js';

/**
 * The calls only the platform owner's branch may make, whatever marks another branch's role
 * holds, because what they read or change is every branch's: the menu catalogue's changes, and
 * the database's tables, queries and locks, and its backups and restore (BackupFile is public: its
 * ticket is made by BackupDownloadTicket, which is platform-only). The server checks the branch (modules menu-admin and
 * safeguard); the authorization walk probes these calls from the platform's branch.
 */
export const PLATFORM_ONLY_CALLS = [
  AddMenu,
  ChangeMenu,
  MoveMenu,
  SetMenuStatus,
  RemoveMenu,
  DatabaseTables,
  DatabaseActivity,
  DatabaseLocks,
  CancelQuery,
  BackupList,
  CreateBackup,
  RemoveBackup,
  BackupDownloadTicket,
  UploadBackup,
  RestoreBackup,
  BackupScheduleInfo,
  SaveBackupSchedule,
];
