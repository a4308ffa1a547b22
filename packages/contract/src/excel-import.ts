import { z } from 'zod';
import { defineCall } from './call.js';
import { FRAMES_ANSWER } from './list.js';
import { M } from './perms.js';
import {
  CLIENT_IMPORT_FIELD_KEYS,
  CLIENT_IMPORT_LIMITS,
  CLIENT_IMPORT_MODES,
  SHEET_FILE_RULE,
} from './excel-import-words.js';

/**
 * Importing clients from an Excel sheet (/widget/excel, issue 15 #5). The console imports as a job
 * (jobs.ts, issue 40); the calls below stay for scripts, ClientImport streaming while its caller waits:
 *
 *  - GET ClientImportTemplate: an .xlsx with the add form's fields as headers, in the caller's
 *    language, and one sample row. Answered in export frames (list.ts), like a table's export.
 *  - POST ClientImportSheet (multipart/form-data, field `file`): keeps the sheet for the import job
 *    (jobs.ts: its `fileId`), reads the sheet's header row and proposes a mapping: for each column, the field whose label (cn or en) or key the header is,
 *    or '' (ignored). Also the branch's required fields and the first rows, for the mapping step.
 *  - POST ClientImport?columns=…&mode=… (multipart, field `file`): validates every row with the
 *    add form's schema (clientAdd), the branch's required fields and duplicates (a customer name,
 *    any case, that a client of the branch or an earlier row of the sheet has), then
 *      mode check: writes nothing (the dry run);
 *      mode valid: writes the valid rows;
 *      mode all:   writes every row, or none if any row is bad.
 *    Answered in export frames: progress { done, total } (validation, then writing), then the end
 *    frame holding `clientImportResult`, or an error frame. Everything is written in one
 *    transaction committed at the end: a browser that goes away (Cancel) before it leaves nothing
 *    written. One operation-log row per import (file name, mode, rows, written, errors).
 *
 * Refused before any frame (JSON envelope): no session, no mark client:import (403), a file that is
 * not an .xlsx, too big, too many rows (sheet-reader), a mapping that leaves a required field out
 * or names a field twice (400).
 */

export * from './excel-import-words.js';

const fieldOrIgnored = z.union([z.enum(CLIENT_IMPORT_FIELD_KEYS), z.literal('')]);

export const clientImportSheet = z.object({
  sheetName: z.string(),
  header: z.array(z.string()).describe("the header row's cells, column A first"),
  headerRow: z.number().int().describe("Excel's number of the header row"),
  rows: z.number().int().describe('data rows below the header (empty rows not counted)'),
  proposed: z.array(fieldOrIgnored).describe("for each column, the field its header names, or '' (ignored)"),
  required: z
    .array(z.enum(CLIENT_IMPORT_FIELD_KEYS))
    .describe('fields every row must fill: the two forced ones and the branch’s choice'),
  preview: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })).describe('the first rows, as read'),
  fileId: z
    .number()
    .int()
    .describe(
      "the sheet, kept for the import job (JobStart kind clientImport): the caller's, until JOB_RETENTION_DAYS",
    ),
});
export type ClientImportSheetInfo = z.infer<typeof clientImportSheet>;

export const ClientImportTemplate = defineCall({
  method: 'GET',
  path: '/api/Excel/ClientImportTemplate',
  summary:
    "The client import's template (.xlsx): the add form's fields as headers in the caller's language and a sample row; answered in export frames",
  mark: M.clientImport,
  answers: FRAMES_ANSWER,
  data: z.null(),
});

export const ClientImportSheet = defineCall({
  method: 'POST',
  path: '/api/Excel/ClientImportSheet',
  summary: "Reads an .xlsx's header row (multipart, field file) and proposes which client field each column is",
  mark: M.clientImport,
  rules: [SHEET_FILE_RULE],
  data: clientImportSheet,
});

export const clientImportQuery = z.object({
  columns: z
    .string()
    .max(2000)
    .regex(/^[a-z_,]*$/, { message: 'must be field keys separated by commas' })
    .describe(
      "the field of each column, column A first, separated by commas; '' ignores a column (e.g. guestname,,mobile)",
    )
    .meta({ example: 'guestname,longname' }),
  mode: z
    .enum(CLIENT_IMPORT_MODES)
    .describe('check: write nothing; valid: write the valid rows; all: write every row or none'),
});

export const clientImportError = z.object({
  row: z.number().int().describe("Excel's row number"),
  column: z.string().describe("Excel's column letter, '' when the error is the row's"),
  header: z.string().describe("the column's header in the sheet"),
  field: z.string().describe("the client field, '' when none"),
  message: z.string().describe("what is wrong, in the caller's language"),
});
export type ClientImportError = z.infer<typeof clientImportError>;

export const clientImportResult = z.object({
  mode: z.enum(CLIENT_IMPORT_MODES),
  rows: z.number().int().describe('data rows read'),
  valid: z.number().int().describe('rows without error'),
  badRows: z.number().int().describe('rows with at least one error'),
  written: z.number().int().describe('clients written (0 for check, and for all when any row is bad)'),
  errors: z.array(clientImportError).describe(`the first ${CLIENT_IMPORT_LIMITS.maxErrors} errors, by row then column`),
  moreErrors: z.number().int().describe('errors not listed'),
  firstGuestcode: z.string().describe("the first written client's customer number, '' when none"),
});
export type ClientImportResult = z.infer<typeof clientImportResult>;

export const ClientImport = defineCall({
  method: 'POST',
  path: '/api/Excel/ClientImport',
  summary:
    'Validates (and in modes valid / all, writes in one transaction) the clients of an .xlsx (multipart, field file); streams its progress in export frames',
  mark: M.clientImport,
  rules: [
    SHEET_FILE_RULE,
    "columns: known field keys, each at most once, no more than the sheet's columns, every required field mapped",
  ],
  query: clientImportQuery,
  answers: FRAMES_ANSWER,
  data: z.null(),
});
