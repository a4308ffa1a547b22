import { createHash, randomBytes } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import type pg from 'pg';
import { BACKUP_NAME_PATTERN, BACKUP_TICKET_SECONDS, type BackupKind, type BackupRow } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { PIECE_BYTES, pieceWriter, readPieces } from '../../db/pieces.js';
import { AppError } from '../../errors.js';
import { totalRows, type BackupHeader, type BackupSource } from './format.js';

/**
 * Where the backups live: in the database (tables backups, backup_parts and backup_tickets,
 * migration 0042), so every server process lists, downloads, restores and deletes the same ones
 * (docs/decisions/0156-backups-in-postgresql.md). What BackupList says of the place.
 */
export const BACKUP_PLACE = 'PostgreSQL: backups, backup_parts';

/** backup-20261126-044500-manual-a1b2c3.bo-backup.gz (UTC time, kind, six random hex digits). */
export function newBackupName(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `backup-${stamp.slice(0, 8)}-${stamp.slice(8)}-${kind}-${randomBytes(3).toString('hex')}.bo-backup.gz`;
}

export const kindOfName = (name: string) => BACKUP_NAME_PATTERN.exec(name)![1] as BackupKind;

/** A stored backup: its row of `backups`. */
export interface StoredBackup {
  name: string;
  kind: BackupKind;
  sizeBytes: number;
  pieces: number;
  madeAt: string;
  createdBy: string;
  tables: number;
  rows: number;
  postgres: string;
  migrations: string[];
}

const COLUMNS = `name, kind, size_bytes as "sizeBytes", pieces, made_at as "madeAt", created_by as "createdBy",
                 tables, rows, postgres, migrations`;

type Query = Pick<pg.ClientBase, 'query'>;

/** A backup by name, or 404: only names of the pattern (the contract's schema checked it already). */
export async function findBackup(db: Db, name: string): Promise<StoredBackup> {
  if (BACKUP_NAME_PATTERN.test(name)) {
    const { rows } = await db.$client.query<StoredBackup>(`select ${COLUMNS} from backups where name = $1`, [name]);
    if (rows[0]) return rows[0];
  }
  throw new AppError('backupUnknown', { name: name.slice(0, 60) }, 404);
}

/** Every backup, as the list shows it; `migrations` are this database's (same schema or not). */
export async function listBackups(db: Db, migrations: string[]): Promise<BackupRow[]> {
  const { rows } = await db.$client.query<StoredBackup>(`select ${COLUMNS} from backups`);
  const current = migrations.join(',');
  return rows.map((r) => ({
    name: r.name,
    kind: r.kind,
    sizeBytes: r.sizeBytes,
    createdAt: r.madeAt,
    createdBy: r.createdBy,
    tables: r.tables,
    rows: r.rows,
    postgres: r.postgres,
    sameSchema: r.migrations.join(',') === current,
  }));
}

/** Deletes a backup (its pieces and tickets with it); its row as it was, or 404. */
export async function removeBackup(db: Db, name: string): Promise<StoredBackup> {
  const { rows } = await db.$client.query<StoredBackup>(`delete from backups where name = $1 returning ${COLUMNS}`, [
    name,
  ]);
  if (!rows[0]) throw new AppError('backupUnknown', { name: name.slice(0, 60) }, 404);
  return rows[0];
}

/** Deletes the scheduled backups beyond the newest `keep` (never a manual or uploaded one); their names. */
export async function pruneScheduled(db: Db, keep: number): Promise<string[]> {
  const { rows } = await db.$client.query<{ name: string }>(
    `delete from backups
      where kind = 'scheduled'
        and name not in (select name from backups where kind = 'scheduled' order by name desc limit $1)
      returning name`,
    [keep],
  );
  return rows.map((r) => r.name).sort((a, b) => (a < b ? 1 : -1));
}

/**
 * A stored backup's file, read piece by piece from the pool (so also while a restore's own
 * connection is busy loading). A piece missing before the last, when the backup was deleted while
 * it was read, fails the read as "no such backup".
 */
export function backupSource(client: Query, backup: Pick<StoredBackup, 'name' | 'pieces'>): BackupSource {
  return () =>
    Readable.from(
      readPieces(async (seq) => loadPiece(client, backup.name, seq), {
        pieces: backup.pieces,
        missing: () => new AppError('backupUnknown', { name: backup.name }, 404),
      }),
      // Bytes, not pieces, so it reads ahead one piece at most.
      { objectMode: false, highWaterMark: PIECE_BYTES },
    );
}

async function loadPiece(client: Query, name: string, seq: number): Promise<Buffer | null> {
  const { rows } = await client.query<{ bytes: Buffer }>(
    'select bytes from backup_parts where name = $1 and seq = $2',
    [name, seq],
  );
  return rows[0]?.bytes ?? null;
}

/**
 * Only one restore at a time in the whole database, and no backup made during a restore nor two at
 * once: a backup being made holds MAKE_LOCK; a restore holds RESTORE_LOCK and MAKE_LOCK. Both are
 * transaction-level advisory locks (they work behind pgbouncer's transaction mode and end with
 * their process).
 */
const MAKE_LOCK = 'bo-backup-make';
const RESTORE_LOCK = 'bo-backup-restore';

const tryLock = async (client: Query, key: string) =>
  (await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as ok', [key]))
    .rows[0].ok;

/** Takes the lock of a backup being made, in the transaction of `client`: waits for it, or refuses at once (409). */
async function holdMakeLock(client: Query, wait: boolean): Promise<void> {
  if (wait) {
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [MAKE_LOCK]);
    return;
  }
  if (await tryLock(client, MAKE_LOCK)) return;
  // Held: by another backup, or by a restore (which holds both).
  throw new AppError((await tryLock(client, RESTORE_LOCK)) ? 'backupBusy' : 'backupRestoreRunning', {}, 409);
}

/** Takes a restore's locks in the transaction of `client`, or refuses at once (409). */
export async function holdRestoreLocks(client: Query): Promise<void> {
  if (!(await tryLock(client, RESTORE_LOCK))) throw new AppError('backupRestoreRunning', {}, 409);
  if (!(await tryLock(client, MAKE_LOCK))) throw new AppError('backupBusy', {}, 409);
}

/**
 * A connection of the pool with a transaction begun that holds a restore's locks (409 when another
 * restore or a backup runs): the route takes it before its answer starts, restore.ts commits or
 * rolls back and releases it.
 */
export async function beginRestore(db: Db): Promise<pg.PoolClient> {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    await holdRestoreLocks(client);
    return client;
  } catch (e) {
    const broken = await client.query('rollback').then(
      () => false,
      () => true,
    );
    client.release(broken);
    throw e;
  }
}

/** A backup of that name is stored already (only an import names its own backups). */
export class BackupNameTaken extends Error {
  constructor(readonly name: string) {
    super(`a backup named ${name} is stored already`);
  }
}

export interface BackupWriter {
  readonly name: string;
  /** Where the file's bytes go; ending it stores the last piece. */
  readonly sink: Writable;
  /** Bytes written so far. */
  readonly bytes: number;
  /** Why storing a piece failed, if it did (the sink fails with it): not the sender's fault. */
  readonly failure: Error | undefined;
  /** What was stored so far, read back in the writer's own transaction (an upload checked before it is kept). */
  source(): BackupSource;
  /** Lists the backup with what its header says, and commits: from now on every process sees it. */
  commit(header: BackupHeader): Promise<{ sizeBytes: number }>;
  /** Drops everything written (nothing is listed); nothing once committed. */
  abort(): Promise<void>;
}

/**
 * A new backup written into the database: one transaction on a connection of its own holding the
 * row and its pieces (memory holds one piece), so a backup half written is never listed, and one
 * whose process dies is rolled back by PostgreSQL. `lock`: 'try' refuses at once (409) when another
 * backup or a restore runs, 'wait' waits for it, 'none' takes no lock (an upload, an import).
 */
export async function openBackupWriter(db: Db, name: string, lock: 'try' | 'wait' | 'none'): Promise<BackupWriter> {
  const client = await db.$client.connect();
  let open = true;
  const close = async (how: 'commit' | 'rollback') => {
    if (!open) return;
    open = false;
    let broken = false;
    try {
      await client.query(how);
    } catch (e) {
      broken = true;
      if (how === 'commit') throw e;
    } finally {
      client.release(broken);
    }
  };
  try {
    await client.query('begin');
    if (lock !== 'none') await holdMakeLock(client, lock === 'wait');
    const { rowCount } = await client.query('insert into backups (name, kind) values ($1, $2) on conflict do nothing', [
      name,
      kindOfName(name),
    ]);
    if (!rowCount) throw new BackupNameTaken(name);
  } catch (e) {
    await close('rollback');
    throw e;
  }
  let failure: Error | undefined;
  const out = pieceWriter(async (seq, piece) => {
    try {
      await client.query('insert into backup_parts (name, seq, bytes) values ($1, $2, $3)', [name, seq, piece]);
    } catch (e) {
      failure = e as Error;
      throw e;
    }
  });
  return {
    name,
    sink: out.sink,
    get bytes() {
      return out.bytes;
    },
    get failure() {
      return failure;
    },
    source: () => backupSource(client, { name, pieces: out.pieces }),
    async commit(header) {
      if (!out.sink.writableFinished) throw new Error('a backup is committed only once its sink has finished');
      await client.query(
        `update backups set size_bytes = $2, pieces = $3, made_at = $4, created_by = $5, tables = $6, rows = $7,
                            postgres = $8, migrations = $9
          where name = $1`,
        [
          name,
          out.bytes,
          out.pieces,
          header.createdAt,
          header.createdBy,
          header.tables.length,
          totalRows(header),
          header.postgres,
          header.migrations,
        ],
      );
      await close('commit');
      return { sizeBytes: out.bytes };
    },
    async abort() {
      // No piece is stored after this (one being stored runs before the rollback, on this connection).
      out.sink.destroy();
      await close('rollback');
    },
  };
}

/**
 * Single-use download tickets: the browser's own download (a link, so a big file goes straight to
 * disk) cannot send the session's headers, so a signed-in call with the mark makes a ticket of
 * 256 random bits, good once within BACKUP_TICKET_SECONDS, for one backup. Kept by their SHA-256
 * in backup_tickets, so the download may reach another process than the one that made the ticket.
 */
const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueTicket(db: Db, name: string): Promise<string> {
  await db.$client.query('delete from backup_tickets where expires_at < now()');
  const ticket = randomBytes(32).toString('base64url');
  // Only for a backup still there (deleted meanwhile: no ticket, 404).
  const { rowCount } = await db.$client.query(
    `insert into backup_tickets (ticket_hash, name, expires_at)
     select $1, name, now() + make_interval(secs => $3) from backups where name = $2`,
    [ticketHash(ticket), name, BACKUP_TICKET_SECONDS],
  );
  if (!rowCount) throw new AppError('backupUnknown', { name }, 404);
  return ticket;
}

/** The backup a ticket names, taking the ticket (once, on any process); null when unknown or expired. */
export async function takeTicket(db: Db, ticket: string): Promise<StoredBackup | null> {
  const { rows } = await db.$client.query<{ name: string; live: boolean }>(
    'delete from backup_tickets where ticket_hash = $1 returning name, expires_at >= now() as live',
    [ticketHash(ticket)],
  );
  if (!rows[0]?.live) return null;
  return findBackup(db, rows[0].name);
}
