import { z } from 'zod';
import { defineCall } from './call.js';
import { clientExportQuery } from './client-list.js';
import { CLIENT_IMPORT_MODES } from './excel-import-words.js';
import { clientImportError, clientImportQuery } from './excel-import.js';
import { JOB_FILES, JOB_KIND_LIST, JOB_LIMITS, JOB_STATES, type JobKind } from './job-words.js';
import { loginLogFilterQuery, operationLogFilterQuery } from './logs.js';
import { orderExportQuery, paymentExportQuery } from './orders.js';
import { M, type Mark } from './perms.js';
import { XLSX_MIME } from './uploads.js';

/**
 * Long work as jobs (issue 40): every list export and the client import run as a job kept in
 * PostgreSQL, taken by any server process, with its progress pushed to the user's consoles
 * (push kind `job`). A job outlives the tab that started it and the process that ran it: a
 * process that dies leaves its lease to run out, and the next look of any process takes the job
 * over and runs it again from the start; only one run can finish it (docs/decisions/0152-jobs.md).
 *
 *  - Start: `{ kind, params }`; the kind's own mark is required (the export's or the import's, as
 *    the call it replaces). An export's params are its export call's query (the list's filters,
 *    sort and order, strings as in the address); an import's are the sheet ClientImportSheet kept
 *    (`fileId`) and the mapping and mode of ClientImport.
 *  - List: the caller's own jobs, newest first. Get: one of them.
 *  - Cancel: a queued job ends at once; a running one at its next batch.
 *  - Download: the job's file (`result`: the export's sheet; `errors`: the import's refused rows,
 *    the row, the column and the reason in the starter's language). Only the job's owner, or an
 *    administrator of its branch, may; kept JOB_RETENTION_DAYS, then deleted with its job.
 *
 * The export and import calls stay for scripts: they stream in export frames while the caller waits.
 */
export * from './job-words.js';

/** Each kind: the mark it needs, what it does to the branch, and its params. */
export const JOB_KINDS = {
  orderExport: { mark: M.orderExport, writes: false, params: orderExportQuery },
  paymentExport: { mark: M.paymentExport, writes: false, params: paymentExportQuery },
  clientExport: { mark: M.clientExport, writes: false, params: clientExportQuery },
  loginLogExport: { mark: M.loginLogExport, writes: false, params: loginLogFilterQuery },
  operationLogExport: { mark: M.operationLogExport, writes: false, params: operationLogFilterQuery },
  clientImport: {
    mark: M.clientImport,
    writes: true,
    params: clientImportQuery.extend({
      fileId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('the sheet ClientImportSheet kept'),
    }),
  },
} as const satisfies Record<JobKind, { mark: Mark; writes: boolean; params: z.ZodType }>;

export const jobStartBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('orderExport'), params: JOB_KINDS.orderExport.params }).strict(),
  z.object({ kind: z.literal('paymentExport'), params: JOB_KINDS.paymentExport.params }).strict(),
  z.object({ kind: z.literal('clientExport'), params: JOB_KINDS.clientExport.params }).strict(),
  z.object({ kind: z.literal('loginLogExport'), params: JOB_KINDS.loginLogExport.params }).strict(),
  z.object({ kind: z.literal('operationLogExport'), params: JOB_KINDS.operationLogExport.params }).strict(),
  z.object({ kind: z.literal('clientImport'), params: JOB_KINDS.clientImport.params }).strict(),
]);
export type JobStartBody = z.infer<typeof jobStartBody>;

const jobId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const jobRow = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KIND_LIST),
  state: z.enum(JOB_STATES),
  params: z.record(z.string(), z.unknown()).describe('what it was started with (for a retry)'),
  done: z.number().int().describe('rows done so far'),
  total: z.number().int().nullable().describe('rows in all; null until counted'),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  expiresAt: z.string().describe('when it and its files are deleted'),
  fileName: z.string().describe("the result file's name; '' when there is none (yet)"),
  errorFileName: z.string().describe("the import's sheet of refused rows; '' when none"),
  rows: z.number().int().nullable().describe('an export: rows written; an import: rows read'),
  mode: z.enum(CLIENT_IMPORT_MODES).nullable().describe('an import: its mode'),
  added: z.number().int().nullable().describe('an import: clients added'),
  updated: z.number().int().nullable().describe('an import: clients updated (the client import only adds: 0)'),
  refused: z.number().int().nullable().describe('an import: rows refused (with their reasons in the error sheet)'),
  errors: z
    .array(clientImportError)
    .describe(
      `an import: the first ${JOB_LIMITS.errorsListed} refusals, by row then column (the error sheet has them all)`,
    ),
  message: z.string().describe("why it failed, in the caller's language; '' otherwise"),
});
export type JobRow = z.infer<typeof jobRow>;

export const JobStart = defineCall({
  method: 'POST',
  path: '/api/Job/Start',
  summary: 'Starts a job (an export or an import) that runs on the server whatever the browser does',
  mark: null,
  markByKind: Object.fromEntries(JOB_KIND_LIST.map((k) => [k, JOB_KINDS[k].mark])),
  rules: [
    'at most JOBS_OPEN_PER_ACCOUNT (10) jobs of an account queued or running at once (429 beyond)',
    "clientImport: fileId is a sheet the caller's ClientImportSheet kept, not yet expired",
  ],
  body: jobStartBody,
  data: z.object({ id: z.number().int() }),
});

export const JobList = defineCall({
  method: 'GET',
  path: '/api/Job/List',
  summary: `The caller's own jobs, newest first (at most ${JOB_LIMITS.listed})`,
  mark: null,
  data: z.array(jobRow),
});

export const JobGet = defineCall({
  method: 'GET',
  path: '/api/Job/Get',
  summary: "One of the caller's jobs",
  mark: null,
  query: z.object({ id: jobId }),
  data: jobRow,
});

export const JobCancel = defineCall({
  method: 'POST',
  path: '/api/Job/Cancel',
  summary: "Cancels one of the caller's jobs: a queued one at once, a running one at its next batch",
  mark: null,
  rules: ['a job that has ended cannot be cancelled (409)'],
  body: z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict(),
  data: jobRow,
});

export const JobDownload = defineCall({
  method: 'GET',
  path: '/api/Job/Download',
  summary: "A finished job's file; its owner's, or an administrator's of its branch",
  mark: null,
  rules: ['the job is done and has that file (409 otherwise)'],
  query: z.object({
    id: jobId,
    file: z.enum(JOB_FILES).default('result').describe("result: the export's sheet; errors: the import's refused rows"),
  }),
  answers: { mediaTypes: [XLSX_MIME], description: 'the job’s .xlsx' },
  data: z.null(),
});
