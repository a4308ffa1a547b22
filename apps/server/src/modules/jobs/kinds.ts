import type { z } from 'zod';
import {
  JOB_KINDS,
  JOB_LIMITS,
  type ClientImportError,
  type CartRow,
  type ClientImportResult,
  type JobFile,
  type JobKind,
  type Lang,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import type { AuditEntry } from '../../plugins/audit.js';
import {
  cartExportSpec,
  clientExportSpec,
  openXlsx,
  orderExportSpec,
  paymentExportSpec,
  writeExport,
  type ExportActor,
  type ExportGate,
  type ExportSpec,
} from '../export/public.js';
import {
  errorSheetColumns,
  errorSheetName,
  errorSheetTitle,
  importClients,
  readyImport,
  type Tx,
} from '../excel-import/public.js';
import { loginLogExportSpec, operationLogExportSpec } from '../logs/public.js';
import type { jobFileWriter } from './file-writer.js';
import type { Starter } from './starter.js';

/** What a job's body is given: its starter, its params, and the run's hands. */
export interface JobContext<K extends JobKind = JobKind> {
  db: Db;
  /** Where an export reads its rows: the replica unless the starter's own write is not on it yet (plugins/reads.ts); `db` for a kind that writes. */
  from: Db;
  gate: ExportGate;
  starter: Starter;
  lang: Lang;
  params: z.output<(typeof JOB_KINDS)[K]['params']>;
  /** Progress; throws to stop the body (the job was cancelled, or taken over). */
  between(done: number, total: number): Promise<void>;
  /** A file of the job, written as it is made. */
  file(file: JobFile): ReturnType<typeof jobFileWriter>;
  /** Ends the job inside `tx` (a body that writes ends it in its own transaction, so both commit together). */
  endIn(tx: Tx, result: Record<string, unknown>): Promise<void>;
}

/** What a body leaves: the job's result (contract jobRow's fields), its operation-log row, and whether it ended the job itself. */
export interface JobOutcome {
  result: Record<string, unknown>;
  audit: AuditEntry;
  ended?: boolean;
}

type Body<K extends JobKind> = (ctx: JobContext<K>) => Promise<JobOutcome>;

/** An export kind: the list's export spec written into the job's result file. */
const exportBody =
  <K extends JobKind, R>(
    specOf: (a: ExportActor, q: JobContext<K>['params'], lang: Lang) => ExportSpec<R> | Promise<ExportSpec<R>>,
  ): Body<K> =>
  async (ctx) => {
    const spec = await specOf(ctx.starter, ctx.params, ctx.lang);
    const out = ctx.file('result');
    const rows = await writeExport(
      ctx.gate,
      spec,
      out.sink,
      async (done, total) => {
        await ctx.between(done, total);
        await out.drained();
      },
      ctx.from,
    );
    return {
      result: { rows, fileName: spec.fileName },
      audit: { action: spec.audit.action, outcome: 'ok', after: { filters: spec.audit.filters, rows } },
    };
  };

/**
 * The client import (issue 15 #5) as a job: the kept sheet read again, the mapping checked again,
 * every row validated; the refused ones go to an error sheet (the row, the column, the header and
 * the reason, in the starter's language); in modes valid and all the rows are written and the job
 * ended in one transaction, so a run taken over never writes twice.
 */
const clientImportBody: Body<'clientImport'> = async (ctx) => {
  const { db, starter, lang, params } = ctx;
  const { fileName, sheet, required, mapping } = await readyImport(db, starter, params, lang);
  let errorFileName = '';
  let ended = false;
  const summary = (r: ClientImportResult) => ({
    fileName: '',
    errorFileName,
    rows: r.rows,
    mode: r.mode,
    added: r.written,
    updated: 0,
    refused: r.badRows,
    errors: r.errors.slice(0, JOB_LIMITS.errorsListed),
  });
  const { result } = await importClients(db, starter, sheet, mapping, required, params.mode, lang, {
    between: (done, total) => ctx.between(done, total),
    maxErrors: JOB_LIMITS.errorSheetRows,
    afterValidation: async (checked) => {
      if (!checked.errors.length) return;
      const out = ctx.file('errors');
      const xlsx = openXlsx<ClientImportError>(out.sink, errorSheetTitle(lang), errorSheetColumns(lang));
      for (const e of checked.errors) xlsx.add(e);
      await xlsx.finish();
      errorFileName = errorSheetName(fileName, lang);
    },
    beforeCommit: async (tx, r) => {
      await ctx.endIn(tx, summary(r));
      ended = true;
    },
  });
  return {
    result: summary(result),
    audit: {
      action: 'import clients',
      outcome: 'ok',
      targetId: result.firstGuestcode || undefined,
      after: {
        file: fileName,
        mode: result.mode,
        rows: result.rows,
        written: result.written,
        badRows: result.badRows,
        errors: result.errors.length + result.moreErrors,
      },
    },
    ended,
  };
};

export const JOB_BODIES: { [K in JobKind]: Body<K> } = {
  orderExport: exportBody(orderExportSpec),
  paymentExport: exportBody(paymentExportSpec),
  cartExport: async (ctx) => exportBody<'cartExport', CartRow>((a, q, lang) => cartExportSpec(ctx.db, a, q, lang))(ctx),
  clientExport: exportBody(clientExportSpec),
  loginLogExport: exportBody(loginLogExportSpec),
  operationLogExport: exportBody(operationLogExportSpec),
  clientImport: clientImportBody,
};
