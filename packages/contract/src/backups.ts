import { z } from 'zod';
import { defineCall } from './call.js';
import { csvOf, FRAMES_ANSWER, listData, listQuery } from './list.js';
import { M } from './perms.js';
import {
  BACKUP_KEEP_MAX,
  BACKUP_KINDS,
  BACKUP_NAME_MAX,
  BACKUP_NAME_PATTERN,
  BACKUP_SCHEDULE_DEFAULTS,
  BACKUP_SORTS,
} from './backups-words.js';
import { seenVersion } from './fields.js';

/**
 * Backups of the whole database (issue 15 #3), on the database page. A backup is one gzip file,
 * kept in the database itself, so every server process lists, downloads, restores and deletes the
 * same ones: a header (format, time, PostgreSQL version, the applied migrations, every table
 * with its columns and row count, the sequences), each table's rows in COPY text format, and a
 * SHA-256 of all that. Every table of the database is in it but the transient ones (sessions,
 * sign-in codes and tokens, the server processes' own figures, the backups themselves).
 *
 * The database is every branch's: only the platform owner's branch makes these calls
 * (platformOnly on each call), with database:backup (make, download, delete, schedule) or
 * database:restore (upload, restore). Make and restore answer in the export frames of list.ts:
 * progress { done, total } in rows, then an end frame with the result, or an error frame.
 * A restore replaces every table in one transaction: a failure changes nothing.
 */
export * from './backups-words.js';

const BACKUP_NAME_EXAMPLE = 'backup-20261126-044500-manual-a1b2c3.bo-backup.gz';
export const backupName = z
  .string()
  .max(BACKUP_NAME_MAX)
  .regex(BACKUP_NAME_PATTERN, { error: 'a backup file name as the list gives it' })
  .describe(`a backup file name as the list gives it, e.g. ${BACKUP_NAME_EXAMPLE}`)
  .meta({ examples: [BACKUP_NAME_EXAMPLE] });

export const backupRow = z.object({
  name: backupName,
  kind: z.enum(BACKUP_KINDS),
  sizeBytes: z.number(),
  createdAt: z.string().describe('when the backup was taken (ISO), from its header'),
  createdBy: z.string().describe('who took it: "branch/account", or "schedule"'),
  tables: z.number().int(),
  rows: z.number().describe('rows of every table together'),
  postgres: z.string().describe('the PostgreSQL version it was taken from'),
  sameSchema: z.boolean().describe('taken with the migrations this database has; only such a backup can be restored'),
});
export type BackupRow = z.infer<typeof backupRow>;

export const backupListQuery = listQuery(BACKUP_SORTS, {
  kind: csvOf(BACKUP_KINDS).optional().describe('manual, scheduled, uploaded'),
});

export const BackupList = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Backups',
  summary: 'The backups kept in the database, newest first',
  mark: M.databaseView,
  platformOnly: 'database',
  query: backupListQuery,
  data: listData(backupRow, { sizeBytes: z.number() }).extend({
    dir: z.string().describe('where the backups are kept: the database (the same for every server process)'),
  }),
});

export const backupMade = z.object({
  name: z.string(),
  sizeBytes: z.number(),
  tables: z.number().int(),
  rows: z.number(),
  seconds: z.number(),
});
export type BackupMade = z.infer<typeof backupMade>;

export const CreateBackup = defineCall({
  method: 'POST',
  path: '/api/Safeguard/Backup/Create',
  summary:
    'Backs up the whole database now (one consistent snapshot); streams its progress (export frames, list.ts), the end frame holds the file made',
  mark: M.databaseBackup,
  platformOnly: 'database',
  body: z.object({}).strict(),
  answers: FRAMES_ANSWER,
  data: z.null(),
});

export const RemoveBackup = defineCall({
  method: 'POST',
  path: '/api/Safeguard/Backup/Remove',
  summary: 'Deletes one backup file',
  mark: M.databaseBackup,
  platformOnly: 'database',
  body: z.object({ name: backupName }).strict(),
  data: z.null(),
});

export const BackupDownloadTicket = defineCall({
  method: 'POST',
  path: '/api/Safeguard/Backup/Ticket',
  summary:
    "A single-use download ticket for one backup, good for a minute (the browser's own download cannot send the session headers)",
  mark: M.databaseBackup,
  platformOnly: 'database',
  body: z.object({ name: backupName }).strict(),
  data: z.object({
    url: z.string().describe('the address to download from, with the ticket'),
    expiresInSeconds: z.number().int(),
  }),
});

export const BackupFile = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Backup/File',
  summary: 'Downloads the backup a ticket names (once, within its minute); no session needed, the ticket is the proof',
  mark: 'public',
  query: z.object({
    ticket: z
      .string()
      .min(20)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/)
      .describe('from BackupDownloadTicket'),
  }),
  answers: {
    mediaTypes: ['application/gzip'],
    description: 'the backup file (a gzip of the snapshot), to keep or to upload again',
  },
  data: z.null(),
});

export const backupUploaded = z.object({
  name: backupName,
  sizeBytes: z.number(),
  tables: z.number().int(),
  rows: z.number(),
});

export const UploadBackup = defineCall({
  method: 'POST',
  path: '/api/Safeguard/Backup/Upload',
  summary: 'Receives a backup file (multipart, field "file"), checks it whole, and lists it as an uploaded backup',
  mark: M.databaseRestore,
  platformOnly: 'database',
  data: backupUploaded,
});

export const restoreResult = z.object({
  name: z.string(),
  tables: z.number().int(),
  rows: z.number(),
  seconds: z.number(),
  sessionKept: z
    .boolean()
    .describe('false: the restoring user is not in the backup as they are now, and must sign in again'),
});
export type RestoreResult = z.infer<typeof restoreResult>;

export const RestoreBackup = defineCall({
  method: 'POST',
  path: '/api/Safeguard/Backup/Restore',
  summary:
    'Replaces every table of the database with a backup, in one transaction; every other session ends. Streams its progress (export frames)',
  mark: M.databaseRestore,
  platformOnly: 'database',
  rules: ['confirm: the same as name'],
  body: z
    .object({
      name: backupName,
      confirm: z
        .string()
        .max(BACKUP_NAME_MAX)
        .describe('the backup name typed again by the user: anything else is refused')
        .meta({ examples: [BACKUP_NAME_EXAMPLE] }),
    })
    .strict(),
  answers: FRAMES_ANSWER,
  data: z.null(),
});

export const backupSchedule = z.object({
  enabled: z.boolean().default(BACKUP_SCHEDULE_DEFAULTS.enabled),
  hour: z
    .number()
    .int()
    .min(0)
    .max(23)
    .default(BACKUP_SCHEDULE_DEFAULTS.hour)
    .describe("the hour of the day, in the platform branch's time zone"),
  keep: z
    .number()
    .int()
    .min(1)
    .max(BACKUP_KEEP_MAX)
    .default(BACKUP_SCHEDULE_DEFAULTS.keep)
    .describe('scheduled backups kept; older ones are deleted'),
});
export type BackupSchedule = z.infer<typeof backupSchedule>;

/** A stored schedule read with its defaults: a missing or broken key is its default. */
export function readBackupSchedule(stored: unknown): BackupSchedule {
  const o = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const d = BACKUP_SCHEDULE_DEFAULTS;
  const pick = <K extends keyof BackupSchedule>(k: K): BackupSchedule[K] => {
    const r = backupSchedule.shape[k].safeParse(o[k]);
    return (r.success ? r.data : d[k]) as BackupSchedule[K];
  };
  return { enabled: pick('enabled'), hour: pick('hour'), keep: pick('keep') };
}

export const scheduleAnswer = z.object({
  schedule: backupSchedule,
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string().describe('ISO, empty when never saved'),
  timezone: z.string().describe("the platform branch's time zone, which the hour is in"),
  lastRunAt: z.string().describe('the last scheduled backup started (ISO), empty when none'),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswer>;

export const BackupScheduleInfo = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Backup/Schedule',
  summary: 'The daily backup schedule: on or off, the hour, how many scheduled backups are kept',
  mark: M.databaseView,
  platformOnly: 'database',
  data: scheduleAnswer,
});

export const SaveBackupSchedule = defineCall({
  method: 'POST',
  path: '/api/Safeguard/Backup/SetSchedule',
  summary: 'Saves the daily backup schedule (refused when changed by someone else meanwhile)',
  mark: M.databaseBackup,
  platformOnly: 'database',
  body: z.object({ schedule: backupSchedule, version: seenVersion() }).strict(),
  data: scheduleAnswer,
});
