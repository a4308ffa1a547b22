/**
 * The backups' words without any schema (issue 15 #3), so the browser's page carries no zod.
 */
/** How a backup came to be: made by hand, by the daily schedule, or uploaded from elsewhere. */
export const BACKUP_KINDS = ['manual', 'scheduled', 'uploaded'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
export const BACKUP_SORTS = ['createdAt', 'name', 'sizeBytes'] as const;
/**
 * A backup's file name, the only names the server stores, reads or deletes:
 * time (UTC), kind and six random hex digits, e.g. backup-20261126-044500-manual-a1b2c3.bo-backup.gz.
 */
export const BACKUP_NAME_PATTERN = /^backup-\d{8}-\d{6}-(manual|scheduled|uploaded)-[0-9a-f]{6}\.bo-backup\.gz$/;
export const BACKUP_NAME_MAX = 60;
/** The daily schedule's bounds: the hour (branch local time) and how many scheduled backups are kept. */
export const BACKUP_KEEP_MAX = 365;
export const BACKUP_SCHEDULE_DEFAULTS = { enabled: false, hour: 3, keep: 7 } as const;
/** A download ticket is good once, for this long. */
export const BACKUP_TICKET_SECONDS = 60;
