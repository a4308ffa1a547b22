import type { Readable, Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_CONTENT_TYPE } from '@bo/contract';
import type { Db } from '../../db/client.js';
import type { DataScoped } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { AppError } from '../../errors.js';
import { langOf, t } from '../../i18n.js';
import { writeAudit } from '../../plugins/audit.js';
import { FETCH_ROWS, openExportCursor, type ExportCursor } from './cursor.js';
import type { ExportGate } from './gate.js';
import { FrameStream } from './frames.js';
import { openXlsx, type ExportColumn } from './xlsx.js';

/** Whom an export reads for: a session, or a job's starter as the job finds them (modules/jobs). */
export type ExportActor = DataScoped & Pick<Session, 'branch'>;

export interface ExportSpec<R> {
  /** Every row of the filtered set, sorted, scoped to the session's branch: no LIMIT. */
  query: SQL;
  /** `select count(*)::int as n …` of the same set; by default counted around `query`. */
  count?: SQL;
  /** A raw row of `query` as the row the columns read. */
  toRow(raw: Record<string, unknown>): R;
  /** Sheet name and columns, in the caller's language. */
  sheet: string;
  columns: ExportColumn<R>[];
  fileName: string;
  /** Refuse a set larger than this (default: what one Excel sheet holds below its header). */
  maxRows?: number;
  /** The operation-log row: its action, and the filters the caller asked for. */
  audit: { action: string; filters: Record<string, unknown> };
}

/** Rows one Excel sheet holds (1,048,576) less the header row. */
export const MAX_SHEET_ROWS = 1_048_575;

export type ExportOutcome = 'done' | 'cancelled' | 'failed';

/**
 * The one export service: a list's whole filtered set as .xlsx, in export frames (contract
 * list.ts). Opens the cursor before answering, so a failure up to there is an ordinary error
 * envelope; from then on the answer is frames: progress after each batch of rows, the file's
 * bytes as they are zipped, then end, or an error frame if anything fails. When the browser
 * goes away the next batch is not fetched and the transaction is rolled back. The export is
 * written to the operation log with its filters and row count.
 *
 * Returns the body to send; the route's handler returns it as is (registerStreamCall). The rows are
 * read from `from` (the replica, registerStreamRead), the log row written to `db`.
 */
export async function streamExport<R>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  spec: ExportSpec<R>,
  from: Db = db,
): Promise<Readable> {
  // A connection of the exports' own share, holding one of the account's and the branch's export slots.
  const gate = req.server.exportGate;
  const cursor = await openExportCursor(await gate.open(req.session!, from), spec.query, spec.count);
  const max = spec.maxRows ?? MAX_SHEET_ROWS;
  if (cursor.total > max) {
    await cursor.close(false);
    throw new AppError('exportTooLarge', { rows: cursor.total, max });
  }
  const frames = new FrameStream(req.server.exportGate.stallMs);
  reply.type(EXPORT_CONTENT_TYPE);
  void pump(db, req, cursor, frames, spec);
  return frames.out;
}

async function pump<R>(
  db: Db,
  req: FastifyRequest,
  cursor: ExportCursor,
  frames: FrameStream,
  spec: ExportSpec<R>,
): Promise<ExportOutcome> {
  let rows = 0;
  let outcome: ExportOutcome = 'done';
  // The next batch is fetched while this one is written: PostgreSQL and Node work side by side.
  // Marked handled at once: a failure is met where it is awaited, not as an unhandled rejection.
  const prefetch = () => {
    const batch = cursor.fetch();
    batch.catch(() => {});
    return batch;
  };
  let next: Promise<Record<string, unknown>[]> | null = null;
  try {
    const xlsx = openXlsx(frames.dataSink(), spec.sheet, spec.columns);
    frames.progress({ done: 0, total: cursor.total });
    next = prefetch();
    while (next && !frames.closed) {
      const batch: Record<string, unknown>[] = await next;
      next = batch.length === FETCH_ROWS && !frames.closed ? prefetch() : null;
      if (!batch.length) break;
      for (const raw of batch) xlsx.add(spec.toRow(raw));
      rows += batch.length;
      frames.progress({ done: rows, total: Math.max(cursor.total, rows) });
      await frames.drained();
    }
    if (!frames.closed) await xlsx.finish();
    if (frames.closed) outcome = 'cancelled';
  } catch (err) {
    outcome = 'failed';
    req.log.error({ err }, 'export failed');
  }
  // A fetch still under way (the browser left, or writing failed): let it end before the rollback.
  await next?.catch(() => []);
  // The connection goes back and the log row is written before the last frame, so a caller
  // that has read the whole answer finds both done.
  await cursor.close(outcome === 'done');
  const after = {
    filters: spec.audit.filters,
    rows,
    ...(outcome === 'cancelled' ? { cancelled: true } : {}),
    ...(frames.cutOff ? { stalled: true } : {}),
  };
  await writeAudit(db, req, { action: spec.audit.action, outcome: outcome === 'failed' ? 'error' : 'ok', after });
  if (outcome === 'done') frames.end({ rows, fileName: spec.fileName });
  if (outcome === 'failed') {
    frames.error(t(langOf(req), 'exportFailed', { id: req.id }));
    frames.finish();
  }
  return outcome;
}

/**
 * The same export written into `sink` (a job's file, issue 40) instead of an answer: the cursor on
 * a connection of the exports' share (its running slots are the jobs' own, counted when a job is
 * claimed), `between` after each batch (progress; it throws to stop, and the transaction is rolled
 * back), and `drained` before the next batch, so a slow sink holds the cursor rather than memory.
 * Resolves with the rows written once the file's last byte has gone to the sink. The rows are read
 * from `from` (the replica unless the starter's own write is not on it yet, plugins/reads.ts).
 */
export async function writeExport<R>(
  gate: ExportGate,
  spec: ExportSpec<R>,
  sink: Writable,
  between: (done: number, total: number) => Promise<void>,
  from?: Db,
): Promise<number> {
  const cursor = await openExportCursor(await gate.openForJob(from), spec.query, spec.count);
  let ok = false;
  let next: Promise<Record<string, unknown>[]> | null = null;
  try {
    const max = spec.maxRows ?? MAX_SHEET_ROWS;
    if (cursor.total > max) throw new AppError('exportTooLarge', { rows: cursor.total, max });
    const xlsx = openXlsx(sink, spec.sheet, spec.columns);
    await between(0, cursor.total);
    let rows = 0;
    const prefetch = () => {
      const batch = cursor.fetch();
      batch.catch(() => {});
      return batch;
    };
    next = prefetch();
    while (next) {
      const batch: Record<string, unknown>[] = await next;
      next = batch.length === FETCH_ROWS ? prefetch() : null;
      for (const raw of batch) xlsx.add(spec.toRow(raw));
      rows += batch.length;
      await between(rows, Math.max(cursor.total, rows));
    }
    await xlsx.finish();
    ok = true;
    return rows;
  } finally {
    await next?.catch(() => []);
    await cursor.close(ok);
  }
}
