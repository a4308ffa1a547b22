import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME_PATTERN, BACKUP_TICKET_SECONDS, type BackupKind, type BackupRow } from '@bo/contract';
import { AppError } from '../../errors.js';
import { readHeader, totalRows } from './format.js';

/** The backups of this process: DATA_DIR/backups (each process has its own data directory). */
export const backupDirOf = (dataDir: string) => path.join(dataDir, 'backups');

/** backup-20261126-044500-manual-a1b2c3.bo-backup.gz (UTC time, kind, six random hex digits). */
export function newBackupName(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `backup-${stamp.slice(0, 8)}-${stamp.slice(8)}-${kind}-${randomBytes(3).toString('hex')}.bo-backup.gz`;
}

export const kindOfName = (name: string) => BACKUP_NAME_PATTERN.exec(name)![1] as BackupKind;

/**
 * The path of a backup by name: only names this module makes (the pattern: no separator, no
 * "..", nothing but letters, digits, - and .), and only inside `dir`. Anything else is refused
 * as unknown, the same answer as a name that is not there.
 */
export function backupPath(dir: string, name: string): string {
  const p = path.resolve(dir, name);
  if (!BACKUP_NAME_PATTERN.test(name) || path.dirname(p) !== path.resolve(dir) || path.basename(p) !== name) {
    throw new AppError('backupUnknown', { name: name.slice(0, 60) }, 404);
  }
  return p;
}

/** An existing backup's path, or 404. */
export async function existingBackup(dir: string, name: string): Promise<string> {
  const p = backupPath(dir, name);
  const st = await fs.lstat(p).catch(() => null);
  if (!st?.isFile()) throw new AppError('backupUnknown', { name }, 404);
  return p;
}

/** Headers read once per file (name, size and time of change): the list reads only new files. */
const headers = new Map<
  string,
  { key: string; row: (Omit<BackupRow, 'sameSchema'> & { migrations: string }) | null }
>();

/** Every backup of `dir` with what its header says; files that are not backups are left out. */
export async function listBackups(dir: string, migrations: string[]): Promise<BackupRow[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => BACKUP_NAME_PATTERN.test(n));
  const current = migrations.join(',');
  const rows: BackupRow[] = [];
  for (const name of names) {
    const p = path.join(dir, name);
    const st = await fs.lstat(p).catch(() => null);
    if (!st?.isFile()) continue;
    const key = `${p}\n${st.size}\n${st.mtimeMs}`;
    let hit = headers.get(p);
    if (!hit || hit.key !== key) {
      const h = await readHeader(p);
      hit = {
        key,
        row: h && {
          name,
          kind: kindOfName(name),
          sizeBytes: st.size,
          createdAt: h.createdAt,
          createdBy: h.createdBy,
          tables: h.tables.length,
          rows: totalRows(h),
          postgres: h.postgres,
          migrations: h.migrations.join(','),
        },
      };
      headers.set(p, hit);
    }
    if (!hit.row) continue;
    const { migrations: m, ...row } = hit.row;
    rows.push({ ...row, sameSchema: m === current });
  }
  for (const p of headers.keys())
    if (path.dirname(p) === path.resolve(dir) && !names.includes(path.basename(p))) headers.delete(p);
  return rows;
}

/**
 * Single-use download tickets: the browser's own download (a link, so a big file goes straight to
 * disk) cannot send the session's headers, so a signed-in call with the mark makes a ticket of
 * 256 random bits, good once within BACKUP_TICKET_SECONDS, for one file of this process.
 */
const tickets = new Map<string, { file: string; name: string; until: number }>();

export function issueTicket(file: string, name: string, now = Date.now()): string {
  for (const [k, t] of tickets) if (t.until < now) tickets.delete(k);
  const ticket = randomBytes(32).toString('base64url');
  tickets.set(ticket, { file, name, until: now + BACKUP_TICKET_SECONDS * 1000 });
  return ticket;
}

export function takeTicket(ticket: string, now = Date.now()): { file: string; name: string } | null {
  const t = tickets.get(ticket);
  tickets.delete(ticket);
  return t && t.until >= now ? t : null;
}
