import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import {
  CLIENT_IMPORT_FIELD,
  CLIENT_IMPORT_LIMITS,
  ClientImport,
  ClientImportSheet,
  ClientImportTemplate,
  EXPORT_CONTENT_TYPE,
  XLSX_MIME,
  type ClientImportResult,
} from '@bo/contract';
import { AppError } from '../../errors.js';
import { langOf, t } from '../../i18n.js';
import { writeAudit } from '../../plugins/audit.js';
import { registerStreamCall, registerUploadCall, type Deps } from '../../route.js';
import { FrameStream, openXlsx } from '../export/public.js';
import { importClients } from './import-clients.js';
import { keepSheet } from './kept-sheets.js';
import { parseMapping, proposeMapping, readClientSheet, requiredImportFields, templateColumns } from './service.js';

/** The browser went away: the transaction is rolled back. */
class Cancelled extends Error {}

/** /widget/excel: the client import's template, its mapping step, and the import (contract excel-import.ts). */
export async function excelImportRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerStreamCall(app, deps, ClientImportTemplate, async (req, reply) => {
    const lang = langOf(req);
    const columns = templateColumns(await requiredImportFields(db, req.session.gscode), lang);
    const frames = new FrameStream(req.server.exportGate.stallMs);
    reply.type(EXPORT_CONTENT_TYPE);
    void (async () => {
      try {
        const xlsx = openXlsx(frames.dataSink(), lang === 'cn' ? '客户' : 'Clients', columns);
        xlsx.add(null);
        await xlsx.finish();
        frames.end({ rows: 1, fileName: lang === 'cn' ? '客户导入模板.xlsx' : 'client-import-template.xlsx' });
      } catch (err) {
        req.log.error({ err }, 'import template failed');
        frames.error(t(lang, 'exportFailed', { id: req.id }));
        frames.finish();
      }
    })();
    return frames.out;
  });

  // Changes nothing of the branch: no operation-log row. The sheet is kept for the import job.
  registerUploadCall(
    app,
    deps,
    ClientImportSheet,
    { maxBytes: CLIENT_IMPORT_LIMITS.maxBytes, field: CLIENT_IMPORT_FIELD, fileType: XLSX_MIME },
    async (req, file) => {
      const sheet = await readClientSheet(file.content);
      const fileId = await keepSheet(db, req.session, file.content, file.filename, deps.config.JOB_RETENTION_DAYS);
      return {
        fileId,
        sheetName: sheet.sheetName,
        header: sheet.header,
        headerRow: sheet.headerRow,
        rows: sheet.rows.length,
        proposed: proposeMapping(sheet.header),
        required: await requiredImportFields(db, req.session.gscode),
        preview: sheet.rows.slice(0, CLIENT_IMPORT_LIMITS.previewRows),
      };
    },
  );

  registerUploadCall(
    app,
    deps,
    ClientImport,
    {
      audit: 'import clients',
      maxBytes: CLIENT_IMPORT_LIMITS.maxBytes,
      field: CLIENT_IMPORT_FIELD,
      fileType: XLSX_MIME,
      stream: true,
    },
    async (req, file, reply) => {
      const lang = langOf(req);
      const { mode } = req.query;
      const { gscode } = req.session;
      req.audit = { after: { file: file.filename, mode } };
      // Refusals up to here are the JSON envelope (and a failed log row): nothing was read or written.
      const sheet = await readClientSheet(file.content);
      const required = await requiredImportFields(db, gscode);
      const mapping = parseMapping(req.query.columns, sheet.header, required, lang);

      const frames = new FrameStream(req.server.exportGate.stallMs);
      reply.type(EXPORT_CONTENT_TYPE);
      const rows = sheet.rows.length;
      const writes = mode !== 'check';
      void (async () => {
        let result: ClientImportResult | null = null;
        let cancelled = false;
        try {
          const t0 = performance.now();
          ({ result } = await importClients(db, req.session, sheet, mapping, required, mode, lang, {
            between: async (done, total) => {
              if (frames.closed) throw new Cancelled();
              frames.progress({ done, total });
              await frames.drained();
              await yieldToLoop();
            },
            // The last look: a browser gone before the commit leaves nothing written.
            beforeCommit: async () => {
              if (frames.closed) throw new Cancelled();
            },
          }));
          if (result.written)
            req.log.info({ rows, written: result.written, ms: Math.round(performance.now() - t0) }, 'clients imported');
        } catch (err) {
          if (err instanceof Cancelled) cancelled = true;
          else {
            req.log.error({ err }, 'client import failed');
            if (writes)
              await writeAudit(db, req, {
                action: 'import clients',
                outcome: 'error',
                after: { file: file.filename, mode, rows, written: 0 },
              });
            frames.error(
              err instanceof AppError ? t(lang, err.key, err.params) : t(lang, 'importFailed', { id: req.id }),
            );
            frames.finish();
            return;
          }
        }
        // One log row per import (a dry run changes nothing and writes none), before the last frame.
        if (writes) {
          const after = result
            ? {
                file: file.filename,
                mode,
                rows,
                written: result.written,
                badRows: result.badRows,
                errors: result.errors.length + result.moreErrors,
              }
            : { file: file.filename, mode, rows, written: 0, cancelled };
          await writeAudit(db, req, {
            action: 'import clients',
            outcome: 'ok',
            targetId: result?.firstGuestcode ?? '',
            after,
          });
        }
        if (result) frames.end(result);
      })();
      return frames.out as never;
    },
  );
}
