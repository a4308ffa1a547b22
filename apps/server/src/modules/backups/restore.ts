import { from as copyFrom } from 'pg-copy-streams';
import type pg from 'pg';
import { once } from 'node:events';
import { AppError } from '../../errors.js';
import type { MessageKey } from '../../i18n.js';
import type { Session } from '../../plugins/session.js';
import { SESSION_CHANNEL } from '../../plugins/session-facts.js';
import { ident, KEPT_BY_RESTORE, readMigrations, readSequences, readTables, TRANSIENT_TABLES } from './catalog.js';
import {
  BadBackup,
  headerOf,
  readBackup,
  totalRows,
  verifyBackup,
  type BackupHeader,
  type BackupSource,
  type BadBackupReason,
} from './format.js';
import type { Progress } from './backup.js';

/** Each reason a file is not a readable backup, as the message the user reads. */
const BAD_FILE_MESSAGES: Record<BadBackupReason, MessageKey> = {
  gzip: 'backupNotGzip',
  corrupt: 'backupCorrupt',
  magic: 'backupNotBackup',
  header: 'backupBadHeader',
  rows: 'backupRowCount',
  checksum: 'backupChecksum',
  cut: 'backupCut',
  line: 'backupLineTooLong',
  extra: 'backupExtraData',
};

/** A damaged or foreign file, refused with its real reason in the user's words. */
export function refuseBadFile(e: unknown): never {
  if (e instanceof BadBackup) throw new AppError(BAD_FILE_MESSAGES[e.reason], {}, 422);
  throw e;
}

/**
 * Checks that a backup fits this database: the same migrations (else a message saying the backup
 * is of another version of the schema), and every table and column it names is one of this
 * database's, and every table this database backs up is in it. Names in the file are used in
 * SQL only after this check.
 */
export async function checkFits(client: Pick<pg.ClientBase, 'query'>, header: BackupHeader): Promise<void> {
  const ours = await readMigrations(client);
  const theirs = header.migrations;
  if (ours.join(',') !== theirs.join(',')) {
    const prefix = (a: string[], b: string[]) => a.every((m, i) => b[i] === m);
    // Made by a newer release (this one lacks its last updates), by an older one, or by another line of releases.
    if (theirs.length > ours.length && prefix(ours, theirs))
      throw new AppError('backupNewerSchema', { count: theirs.length - ours.length }, 409);
    if (theirs.length < ours.length && prefix(theirs, ours))
      throw new AppError('backupOlderSchema', { count: ours.length - theirs.length }, 409);
    throw new AppError('backupOtherHistory', {}, 409);
  }
  // The same updates, yet not the same tables: the header was altered or written by another program.
  const transient = new Set<string>(TRANSIENT_TABLES);
  const tables = new Map(
    (await readTables(client)).filter((t) => !transient.has(t.name)).map((t) => [t.name, t.columns.join(',')]),
  );
  const named = new Set<string>();
  for (const t of header.tables) {
    if (named.has(t.name)) throw new AppError('backupTableTwice', { name: t.name }, 409);
    named.add(t.name);
    // A table an older release backed up that is transient now: its rows are passed over (catalog.ts).
    if (transient.has(t.name) && !(KEPT_BY_RESTORE as readonly string[]).includes(t.name)) continue;
    const columns = tables.get(t.name);
    if (columns === undefined) throw new AppError('backupUnknownTable', { name: t.name }, 409);
    if (columns !== t.columns.join(',')) throw new AppError('backupOtherColumns', { name: t.name }, 409);
  }
  const missing = [...tables.keys()].find((n) => !named.has(n));
  if (missing) throw new AppError('backupMissingTable', { name: missing }, 409);
  const sequences = new Set((await readSequences(client)).map((s) => s.name));
  const unknown = header.sequences.find(
    (s) => !sequences.has(s.name) || (s.table !== null && !tables.has(s.table) && !transient.has(s.table)),
  );
  if (unknown) throw new AppError('backupUnknownSequence', { name: unknown.name }, 409);
}

/**
 * Restores the whole database from a backup. `held` is a connection whose transaction holds the
 * restore's locks (store.ts beginRestore: one restore at a time in the whole database, and no
 * backup made meanwhile); this commits or rolls it back and releases it. First the whole file is
 * read and checked (gzip, checksum, header, rows per table) and matched against this database's
 * schema, before anything is touched. Then, in that ONE transaction: user triggers off (the
 * rollups and the push trigger: the rollup tables come from the file themselves), every table of
 * the backup and the sign-in tables emptied, their foreign keys lifted, each table loaded with
 * COPY FROM, the sequences set, the foreign keys put back (checking every row), triggers on again, the
 * restoring user's session put back when that user is in the backup as now (same id, branch and
 * account, enabled), every branch's figures version moved past both the old and the restored
 * value (no cached dashboard answer survives). Any failure, and a file changed between the two
 * reads, rolls back everything.
 */
export async function restoreBackup(
  held: pg.PoolClient,
  source: BackupSource,
  session: Pick<Session, 'sessionId' | 'userId' | 'userName' | 'gscode'>,
  onProgress: (p: Progress) => void = () => {},
): Promise<{ tables: number; rows: number; sessionKept: boolean; branches: string[] }> {
  const client = held;
  let broken = false;
  try {
    // 1. Read and check the whole file (through other connections of the pool); nothing is changed before this passes.
    let first: BackupHeader;
    try {
      first = await headerOf(source);
    } catch (e) {
      refuseBadFile(e);
    }
    const total = totalRows(first);
    onProgress({ done: 0, total: 2 * total });
    let header: BackupHeader;
    try {
      header = await verifyBackup(source, (done) => onProgress({ done, total: 2 * total }));
    } catch (e) {
      refuseBadFile(e);
    }
    if (JSON.stringify(header!) !== JSON.stringify(first)) throw new AppError('backupChanged', {}, 422);
    // Checked in the locked transaction (the route checked it already, to answer with the envelope).
    await checkFits(client, header!);
    const kept = new Set<string>(KEPT_BY_RESTORE);
    const transient = new Set<string>(TRANSIENT_TABLES);
    const all = (await readTables(client)).map((t) => t.name).filter((n) => !kept.has(n));
    const { rows: mine } = await client.query<Record<string, unknown>>('select * from sessions where id = $1', [
      session.sessionId,
    ]);
    const { rows: versions } = await client.query<{ gscode: string; v: string }>(
      'select gscode, stats_version::text as v from branches',
    );
    // Waits for the console's running transactions on these tables, then holds them alone.
    await client.query(`set local lock_timeout = '30s'`);
    await client.query(`lock table ${all.map(ident).join(', ')} in access exclusive mode`);
    for (const t of all) await client.query(`alter table ${ident(t)} disable trigger user`);
    await client.query(`truncate ${all.map(ident).join(', ')}`);
    // The foreign keys of these tables are lifted while loading and put back after, which checks
    // every row at once (faster than row by row, and tables that reference each other, clients
    // and members, load in any order). A row that breaks a key fails the restore.
    const { rows: fks } = await client.query<{ tbl: string; name: string; def: string }>(
      `
      select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       where k.contype = 'f' and c.relname = any($1::text[])
       order by c.relname, k.conname`,
      [all],
    );
    for (const fk of fks) await client.query(`alter table ${ident(fk.tbl)} drop constraint ${ident(fk.name)}`);

    let done = 0;
    let reported = 0;
    let copy: ReturnType<typeof copyFrom> | null = null;
    let finished: Promise<unknown> | null = null;
    let sawEnd = false;
    for await (const ev of readBackup(source)) {
      if (ev.kind === 'header') {
        if (JSON.stringify(ev.header) !== JSON.stringify(header!)) throw new AppError('backupChanged', {}, 422);
      } else if (ev.kind === 'data') {
        const t = header!.tables[ev.table];
        if (transient.has(t.name)) {
          done += ev.rows;
          continue;
        }
        if (!copy) {
          copy = client.query(copyFrom(`copy ${ident(t.name)} (${t.columns.map(ident).join(', ')}) from stdin`));
          finished = once(copy, 'finish');
        }
        if (!copy.write(ev.bytes)) await Promise.race([once(copy, 'drain'), finished]);
        done += ev.rows;
        if (done - reported >= 5000) {
          reported = done;
          onProgress({ done: total + done, total: 2 * total });
        }
      } else if (ev.kind === 'tableEnd') {
        if (copy) {
          copy.end();
          await finished;
          if (copy.rowCount !== ev.rows) throw new AppError('backupRowCount', {}, 422);
        }
        copy = null;
        finished = null;
      } else sawEnd = true;
    }
    if (!sawEnd) throw new AppError('backupCut', {}, 422);
    for (const s of header!.sequences) {
      if (s.table && (!all.includes(s.table) || transient.has(s.table))) continue;
      await client.query('select setval($1::regclass, $2::bigint, $3)', [ident(s.name), s.value, s.isCalled]);
    }
    for (const fk of fks) await client.query(`alter table ${ident(fk.tbl)} add constraint ${ident(fk.name)} ${fk.def}`);
    for (const t of all) await client.query(`alter table ${ident(t)} enable trigger user`);
    // Every process forgets the sessions, marks and menus it kept (their triggers were off), at commit.
    await client.query('select pg_notify($1, $2)', [SESSION_CHANNEL, '*']);
    let sessionKept = false;
    if (mine[0]) {
      const { rowCount } = await client.query(
        'select 1 from users u join branches b on b.gscode = u.gscode where u.id = $1 and u.gscode = $2 and u.user_name = $3 and u.status = 1 and b.status = 1',
        [session.userId, session.gscode, session.userName],
      );
      if (rowCount) {
        const cols = Object.keys(mine[0]);
        await client.query(
          `insert into sessions (${cols.map(ident).join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
          cols.map((c) => mine[0][c]),
        );
        sessionKept = true;
      }
    }
    for (const b of versions) {
      await client.query(
        'update branches set stats_version = greatest(stats_version, $2::bigint) + 1 where gscode = $1',
        [b.gscode, b.v],
      );
    }
    const { rows: branches } = await client.query<{ gscode: string }>('select gscode from branches');
    await client.query('commit');
    // The planner's statistics still describe the tables as they were before: read them again now
    // (a sample of each table, seconds even at a million orders) rather than leave the first
    // queries after a restore to old estimates until autovacuum gets there. The restore is done
    // either way, so a failure here is not the restore's.
    await client.query('analyze').catch(() => {});
    onProgress({ done: 2 * total, total: 2 * total });
    return {
      tables: header!.tables.length,
      rows: total,
      sessionKept,
      branches: [...versions.map((b) => b.gscode), ...branches.map((b) => b.gscode)],
    };
  } catch (e) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    if (e instanceof BadBackup) refuseBadFile(e);
    // A COPY refused by PostgreSQL (a key or check broken, a value of the wrong type): the file
    // does not fit this database, whatever its header said.
    if (
      !(e instanceof AppError) &&
      (e as { code?: string }).code &&
      /^(22|23)/.test(String((e as { code?: string }).code))
    ) {
      throw new AppError('backupDoesNotLoad', { detail: String((e as Error).message).slice(0, 200) }, 409);
    }
    throw e;
  } finally {
    client.release(broken);
  }
}
