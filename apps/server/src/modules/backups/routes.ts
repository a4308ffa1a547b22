import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  BackupDownloadTicket,
  BackupFile,
  BackupList,
  BackupScheduleInfo,
  BACKUP_TICKET_SECONDS,
  CreateBackup,
  RemoveBackup,
  RestoreBackup,
  SaveBackupSchedule,
  UploadBackup,
  type BackupRow,
  type ExportProgress,
} from '@bo/contract';
import { AppError } from '../../errors.js';
import { formatBytes, registerCall, registerStreamCall, type Deps } from '../../route.js';
import { streamAuditedWork } from '../export/public.js';
import { forgetBranchLimits } from '../../plugins/branch-limits.js';
import { makeBackup } from './backup.js';
import { readMigrations } from './catalog.js';
import { headerOf, verifyBackup } from './format.js';
import {
  BACKUP_PLACE,
  backupSource,
  beginRestore,
  findBackup,
  issueTicket,
  listBackups,
  newBackupName,
  openBackupWriter,
  removeBackup,
  takeTicket,
} from './store.js';
import { checkFits, refuseBadFile, restoreBackup } from './restore.js';
import { sealStoredSecrets } from '../../stored-secrets.js';
import { readSchedule, saveSchedule } from './schedule.js';

/**
 * Backups and restore (issue 15 #3) on the database page. The database is every branch's, so
 * like the page's other calls only the platform owner's branch makes them (CallDef.platformOnly);
 * the backups live in the database (store.ts), so any process lists, downloads, restores and
 * deletes any of them. One backup being made and one restore at a time in the whole database, not
 * both (store.ts's advisory locks, taken before the answer starts, so a refusal is an envelope).
 */
export async function backupsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;

  registerCall(app, deps, BackupList, async (req) => {
    const q = req.query;
    const all = (await listBackups(db, await readMigrations(db.$client))).filter(
      (r) => !q.kind?.length || q.kind.includes(r.kind),
    );
    const key = q.sort ?? 'createdAt';
    const dir_ = (q.order ?? (key === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
    const value = (r: BackupRow) => (key === 'sizeBytes' ? r.sizeBytes : key === 'name' ? r.name : r.createdAt);
    all.sort((a, b) => (value(a) < value(b) ? -dir_ : value(a) > value(b) ? dir_ : a.name < b.name ? 1 : -1));
    const start = (q.page - 1) * q.pageSize;
    return {
      list: all.slice(start, start + q.pageSize),
      total: all.length,
      summary: { sizeBytes: all.reduce((n, r) => n + r.sizeBytes, 0) },
      dir: BACKUP_PLACE,
    };
  });

  registerStreamCall(
    app,
    deps,
    CreateBackup,
    async (req, reply) => {
      const now = new Date();
      const out = await openBackupWriter(db, newBackupName('manual', now), 'try');
      const s = req.session;
      return streamWork(db, req, reply, 'make backup', async (progress) => {
        const made = await makeBackup(db, out, { createdBy: `${s.gscode}/${s.userName}` }, progress, now);
        return { result: made, targetId: made.name, after: { rows: made.rows, sizeBytes: made.sizeBytes } };
      });
    },
    { audit: 'make backup' },
  );

  registerCall(
    app,
    deps,
    RemoveBackup,
    async (req) => {
      req.audit = { targetId: req.body.name };
      const gone = await removeBackup(db, req.body.name);
      req.audit = { targetId: req.body.name, before: { createdAt: gone.madeAt, createdBy: gone.createdBy } };
      return null;
    },
    { audit: 'delete backup' },
  );

  registerCall(
    app,
    deps,
    BackupDownloadTicket,
    async (req) => {
      req.audit = { targetId: req.body.name };
      const ticket = await issueTicket(db, req.body.name);
      return { url: `${BackupFile.path}?ticket=${ticket}`, expiresInSeconds: BACKUP_TICKET_SECONDS };
    },
    { audit: 'download backup' },
  );

  registerStreamCall(app, deps, BackupFile, async (req, reply) => {
    const got = await takeTicket(db, req.query.ticket);
    if (!got) throw new AppError('backupTicketInvalid', {}, 404);
    reply
      .type('application/gzip')
      .header('content-length', got.sizeBytes)
      .header('content-disposition', `attachment; filename="${got.name}"`)
      .header('cache-control', 'no-store');
    return backupSource(db.$client, got)();
  });

  // An upload: its own multipart parser and size limit (BACKUP_UPLOAD_MAX_BYTES, not the images'
  // UPLOAD_MAX_BYTES), streamed into a new backup's pieces in one transaction, read back and checked
  // whole, and committed (listed) only then: a refused file leaves nothing.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        fields: 0,
        parts: 1,
        fieldNameSize: 100,
        headerPairs: 100,
        fileSize: config.BACKUP_UPLOAD_MAX_BYTES,
      },
      throwFileSizeLimit: true,
    });
    registerCall(
      scope,
      deps,
      UploadBackup,
      async (req) => {
        if (!req.isMultipart()) throw new AppError('uploadNotMultipart', { field: 'file' }, 400);
        let part;
        try {
          part = await req.file();
        } catch {
          throw new AppError('uploadMalformed', {}, 400);
        }
        if (!part || part.fieldname !== 'file') {
          part?.file.resume();
          throw new AppError('uploadNoFile', { field: 'file' }, 400);
        }
        const name = newBackupName('uploaded');
        const out = await openBackupWriter(db, name, 'none');
        try {
          try {
            await pipeline(part.file, out.sink);
          } catch (err) {
            // Storing a piece failed: the server's fault, not the file's.
            if (out.failure) throw out.failure;
            if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
              throw new AppError('uploadTooLarge', { limit: formatBytes(config.BACKUP_UPLOAD_MAX_BYTES) }, 413);
            throw new AppError('uploadMalformed', {}, 400);
          }
          let header;
          try {
            header = await verifyBackup(out.source());
          } catch (e) {
            refuseBadFile(e);
          }
          const { sizeBytes: size } = await out.commit(header);
          const rows = header.tables.reduce((n, t) => n + t.rows, 0);
          req.audit = {
            targetId: name,
            after: {
              createdAt: header.createdAt,
              createdBy: header.createdBy,
              rows,
              sizeBytes: size,
              file: part.filename.slice(0, 200),
            },
          };
          return { name, sizeBytes: size, tables: header.tables.length, rows };
        } finally {
          await out.abort();
        }
      },
      { audit: 'upload backup', multipartField: 'file' },
    );
  });

  registerStreamCall(
    app,
    deps,
    RestoreBackup,
    async (req, reply) => {
      const { name, confirm } = req.body;
      req.audit = { targetId: name };
      if (confirm !== name) throw new AppError('backupConfirmMismatch', {}, 400);
      const source = backupSource(db.$client, await findBackup(db, name));
      // What can be told at once is the ordinary envelope: not a backup at all, another schema, busy.
      const header = await headerOf(source).catch(refuseBadFile);
      await checkFits(db.$client, header);
      const held = await beginRestore(db);
      const s = req.session;
      return streamWork(db, req, reply, 'restore backup', async (progress) => {
        const r = await restoreBackup(held, source, s, progress);
        // A backup older than encryption, or of the previous key, holds secrets to encrypt (again) now.
        await sealStoredSecrets(db, deps.secrets);
        for (const g of r.branches) forgetBranchLimits(db, g);
        const result = { name, tables: r.tables, rows: r.rows, sessionKept: r.sessionKept, seconds: 0 };
        return { result, targetId: name, after: { tables: r.tables, rows: r.rows, sessionKept: r.sessionKept } };
      });
    },
    { audit: 'restore backup' },
  );

  // Only the platform owner's branch gets here: the schedule is its own, in its time zone.
  registerCall(app, deps, BackupScheduleInfo, (req) =>
    readSchedule(db, req.session.gscode, req.session.branch.timezone),
  );

  registerCall(
    app,
    deps,
    SaveBackupSchedule,
    async (req) => {
      const { answer, before, after } = await saveSchedule(
        db,
        { gscode: req.session.gscode, userName: req.session.userName },
        req.session.branch.timezone,
        req.body,
      );
      req.audit = { targetId: 'backup schedule', before, after };
      return answer;
    },
    { audit: 'save backup schedule' },
  );
}

/**
 * A backup's or a restore's answer (export/stream-work.ts): progress in rows, at most one frame per
 * 5,000 rows, and the seconds it took added to the result and to its operation-log row (for a
 * restore written after the commit, so the restored log keeps it).
 */
function streamWork(
  db: Deps['db'],
  req: FastifyRequest,
  reply: FastifyReply,
  action: string,
  work: (
    progress: (p: ExportProgress) => void,
  ) => Promise<{ result: object; targetId: string; after: Record<string, unknown> }>,
): Readable {
  return streamAuditedWork(db, req, reply, action, async (report) => {
    let last = -Infinity;
    const progress = (p: ExportProgress) => {
      if (p.done - last < 5000 && p.done !== p.total && p.done !== 0) return;
      last = p.done;
      report(p);
    };
    const started = performance.now();
    const { result, targetId, after } = await work(progress);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    return { result: { ...result, seconds }, targetId, after: { ...after, seconds } };
  });
}
