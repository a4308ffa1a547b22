import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BACKUP_NAME_PATTERN } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { BadBackup, fileSource, verifyBackup } from './format.js';
import { BackupNameTaken, openBackupWriter } from './store.js';

/** Where releases before migration 0042 wrote each process's backups, and where they go once imported. */
export const OLD_BACKUP_DIR = 'backups';
export const IMPORTED_DIR = 'backups-imported';

/**
 * Backup files left in DATA_DIR/backups by a release that kept them there (before migration 0042):
 * each one with a backup's name is checked whole, stored in the database under the same name (one
 * already there is not stored twice) and moved to DATA_DIR/backups-imported, so a start imports it
 * once and nothing is deleted. A file that is not a readable backup stays where it is, and is told.
 * Each process imports its own directory; returns the names imported.
 */
export async function importBackupFiles(db: Db, dataDir: string, log: (m: string) => void): Promise<string[]> {
  const dir = path.join(dataDir, OLD_BACKUP_DIR);
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => BACKUP_NAME_PATTERN.test(n)).sort();
  const imported: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const st = await fs.lstat(file).catch(() => null);
    if (!st?.isFile()) continue;
    if (!imported.length) log(`Moving the backup files of ${dir} into the database…`);
    let header;
    try {
      header = await verifyBackup(fileSource(file));
    } catch (e) {
      if (!(e instanceof BadBackup)) throw e;
      log(`${name} left in ${dir}: not a readable backup (${e.reason}).`);
      continue;
    }
    // Stored already (by another process that had the same file, or a start that stopped before the move): not twice.
    const out = await openBackupWriter(db, name, 'none').catch((e) => {
      if (e instanceof BackupNameTaken) return null;
      throw e;
    });
    if (out) {
      try {
        await pipeline(createReadStream(file), out.sink);
        await out.commit(header);
      } finally {
        await out.abort();
      }
    }
    await fs.mkdir(path.join(dataDir, IMPORTED_DIR), { recursive: true, mode: 0o700 });
    await fs.rename(file, path.join(dataDir, IMPORTED_DIR, name));
    imported.push(name);
  }
  if (imported.length)
    log(
      `${imported.length} backup file(s) moved into the database; the files are kept in ${path.join(dataDir, IMPORTED_DIR)}: delete them once you no longer need them.`,
    );
  return imported;
}
