import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { BACKUP_KINDS } from '@bo/contract';

/**
 * The backup file (format 1), gzip of:
 *
 *   BO-BACKUP 1\n
 *   <header: one line of JSON, `backupHeader`>\n
 *   <table 1's rows in COPY text format>\.\n
 *   …one such section per table of the header, in its order (parents before children)…
 *   #sha256 <hex of every byte before this line>\n
 *
 * COPY's text format escapes newlines and backslashes inside values, so a line `\.` never is a
 * row: it ends a section. The text format reads the same on PostgreSQL 15 and 17.
 */
export const MAGIC = 'BO-BACKUP 1';
const TRAILER_PREFIX = '#sha256 ';
export const SECTION_END = Buffer.from('\\.\n');

/** Longest header line read (a few hundred tables); and longest single row, which bounds memory. */
const HEADER_MAX = 4 * 1024 * 1024;
const LINE_MAX = 512 * 1024 * 1024;

const name = z.string().min(1).max(63);
export const backupHeader = z.object({
  format: z.literal(1),
  createdAt: z.string().max(40),
  createdBy: z.string().max(200),
  kind: z.enum(BACKUP_KINDS),
  postgres: z.string().max(200),
  migrations: z.array(z.string().max(128)).max(10_000),
  tables: z
    .array(z.object({ name, columns: z.array(name).min(1).max(1600), rows: z.number().int().min(0) }))
    .max(10_000),
  sequences: z
    .array(z.object({ name, table: name.nullable(), value: z.string().regex(/^-?\d{1,20}$/), isCalled: z.boolean() }))
    .max(10_000),
});
export type BackupHeader = z.infer<typeof backupHeader>;

export const totalRows = (h: BackupHeader) => h.tables.reduce((n, t) => n + t.rows, 0);

/** Why a file is not a backup this server can read; the routes word it for the user. */
export class BadBackup extends Error {
  constructor(readonly reason: BadBackupReason) {
    super(`not a valid backup: ${reason}`);
  }
}

/**
 * gzip: not gzip at all; corrupt: gzip damaged inside; magic: not our backup; header: its header
 * unreadable or out of bounds; rows: a table with another number of rows than the header says;
 * line: a line past LINE_MAX (or a header past HEADER_MAX: a decompression bomb); extra: data
 * after the last table; checksum: the trailer's hash is not that of the bytes; cut: ends early.
 */
export type BadBackupReason = 'gzip' | 'corrupt' | 'magic' | 'header' | 'rows' | 'checksum' | 'cut' | 'line' | 'extra';

export type ReadEvent =
  | { kind: 'header'; header: BackupHeader }
  /** Whole rows of the current table, as COPY text. */
  | { kind: 'data'; table: number; bytes: Buffer; rows: number }
  | { kind: 'tableEnd'; table: number; rows: number }
  /** The trailer was read and the checksum is right. */
  | { kind: 'end' };

/**
 * Where a backup's bytes come from, opened afresh for each read: a stored backup's pieces
 * (store.ts), or a file (fileSource).
 */
export type BackupSource = () => Readable;

export const fileSource =
  (file: string): BackupSource =>
  () =>
    createReadStream(file);

/**
 * Reads a backup as events, checking as it goes: gzip, the magic line, the header, each
 * section's row count against the header, nothing after the trailer, and the checksum. A file that
 * fails any of these throws BadBackup (after the events before the fault); a failure of the source
 * itself (a backup deleted while read, a file gone) is thrown as it is. Reads a stream, so a file
 * of any size takes little memory.
 */
export async function* readBackup(from: BackupSource, lineMax = LINE_MAX): AsyncGenerator<ReadEvent> {
  const gunzip = createGunzip();
  const source = from();
  let sourceError: Error | undefined;
  source.on('error', (e) => {
    sourceError = e;
    gunzip.destroy(e);
  });
  source.pipe(gunzip);
  const hash = createHash('sha256');
  let header: BackupHeader | null = null;
  let phase: 'magic' | 'header' | 'rows' | 'trailer' = 'magic';
  let table = 0;
  let rows = 0;
  // Bytes of an unfinished line: kept as pieces and joined once its end arrives, so a line of any
  // length costs linear time (a decompression bomb of one endless line is stopped at its limit).
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let inflated = 0;
  let trailer = '';
  const lineLimit = () => (phase === 'magic' ? MAGIC.length + 1 : phase === 'header' ? HEADER_MAX : lineMax);
  const tooLong = () => new BadBackup(phase === 'magic' ? 'magic' : 'line');
  try {
    for await (const piece of gunzip as AsyncIterable<Buffer>) {
      inflated += piece.length;
      if (pendingBytes > 0 && phase !== 'trailer' && piece.indexOf(10) < 0) {
        pending.push(piece);
        pendingBytes += piece.length;
        if (pendingBytes > lineLimit()) throw tooLong();
        continue;
      }
      let buf = pendingBytes ? Buffer.concat([...pending, piece]) : piece;
      pending = [];
      pendingBytes = 0;
      let pos = 0;
      while (pos < buf.length && phase !== 'trailer') {
        if (phase === 'magic' || phase === 'header') {
          const nl = buf.indexOf(10, pos);
          if (nl < 0) {
            if (buf.length - pos > lineLimit()) throw tooLong();
            if (phase === 'magic' && !MAGIC.startsWith(buf.subarray(pos).toString('latin1')))
              throw new BadBackup('magic');
            break;
          }
          const line = buf.subarray(pos, nl).toString('utf8');
          hash.update(buf.subarray(pos, nl + 1));
          pos = nl + 1;
          if (phase === 'magic') {
            if (line !== MAGIC) throw new BadBackup('magic');
            phase = 'header';
          } else {
            let parsed: unknown;
            try {
              parsed = JSON.parse(line);
            } catch {
              throw new BadBackup('header');
            }
            const h = backupHeader.safeParse(parsed);
            if (!h.success) throw new BadBackup('header');
            header = h.data;
            yield { kind: 'header', header };
            phase = header.tables.length ? 'rows' : 'trailer';
          }
          continue;
        }
        // Rows: whole lines from `pos`; a line `\.` ends the table.
        const start = pos;
        const rowsBefore = rows;
        let ended = false;
        for (;;) {
          const nl = buf.indexOf(10, pos);
          if (nl < 0) break;
          if (nl - pos === 2 && buf[pos] === 0x5c && buf[pos + 1] === 0x2e) {
            if (pos > start) yield { kind: 'data', table, bytes: buf.subarray(start, pos), rows: rows - rowsBefore };
            hash.update(buf.subarray(start, nl + 1));
            pos = nl + 1;
            if (rows !== header!.tables[table].rows) throw new BadBackup('rows');
            yield { kind: 'tableEnd', table, rows };
            table++;
            rows = 0;
            if (table === header!.tables.length) phase = 'trailer';
            ended = true;
            break;
          }
          rows++;
          // More rows than the header lists: refused at once, not after reading them all.
          if (rows > header!.tables[table].rows) throw new BadBackup('rows');
          pos = nl + 1;
        }
        if (ended) continue;
        if (pos > start) {
          hash.update(buf.subarray(start, pos));
          yield { kind: 'data', table, bytes: buf.subarray(start, pos), rows: rows - rowsBefore };
        }
        if (buf.length - pos > LINE_MAX) throw new BadBackup('line');
        break;
      }
      if (phase === 'trailer') {
        trailer += buf.subarray(pos).toString('latin1');
        if (trailer.length > 200 || !(trailer.startsWith(TRAILER_PREFIX) || TRAILER_PREFIX.startsWith(trailer)))
          throw new BadBackup('extra');
      } else if (pos < buf.length) {
        pending = [buf.subarray(pos)];
        pendingBytes = buf.length - pos;
        if (pendingBytes > lineLimit()) throw tooLong();
      }
      buf = Buffer.alloc(0);
    }
  } catch (e) {
    if (e instanceof BadBackup) throw e;
    if (sourceError) throw sourceError;
    const code = (e as NodeJS.ErrnoException).code;
    // zlib: not gzip (nothing came out), damaged compressed data, or cut short.
    throw new BadBackup(code === 'Z_BUF_ERROR' ? 'cut' : inflated === 0 ? 'gzip' : 'corrupt');
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (phase !== 'trailer') throw new BadBackup('cut');
  if (trailer !== `${TRAILER_PREFIX}${hash.digest('hex')}\n`) {
    throw new BadBackup(
      /^#sha256 [0-9a-f]{64}\n$/.test(trailer)
        ? 'checksum'
        : trailer.length > TRAILER_PREFIX.length + 65
          ? 'extra'
          : 'cut',
    );
  }
  yield { kind: 'end' };
}

/** Reads only the header; throws BadBackup with the reason when the file does not start as a backup does. */
export async function headerOf(from: BackupSource): Promise<BackupHeader> {
  const events = readBackup(from);
  try {
    const first = await events.next();
    if (first.done || first.value.kind !== 'header') throw new BadBackup('cut');
    return first.value.header;
  } finally {
    await events.return(undefined);
  }
}

/** Reads a whole file, checking everything; resolves with its header, or throws BadBackup. */
export async function verifyBackup(
  from: BackupSource,
  onRows: (rows: number) => void = () => {},
  lineMax = LINE_MAX,
): Promise<BackupHeader> {
  let header: BackupHeader | null = null;
  let done = 0;
  for await (const ev of readBackup(from, lineMax)) {
    if (ev.kind === 'header') header = ev.header;
    else if (ev.kind === 'data') {
      done += ev.rows;
      onRows(done);
    }
  }
  return header!;
}

/** The checksum line written last: the hash of everything before it. */
export const trailerOf = (hash: Hash) => `${TRAILER_PREFIX}${hash.digest('hex')}\n`;
