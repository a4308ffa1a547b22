import type { ClientImportError, ClientImportField, ClientImportMode, ClientImportResult, Lang } from '@bo/contract';
import type { Db } from '../../db/client.js';
import type { DataScoped } from '../../plugins/data-scope.js';
import { claimGuestcodes } from '../client-list/public.js';
import { insertClients } from '../clients/public.js';
import type { ExportColumn } from '../export/public.js';
import type { ReadSheet } from './sheet-reader.js';
import { validateRows, type Validation } from './service.js';

/** A transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows written between two progress steps (and two chances to stop). */
const WRITE_BATCH = 500;

export interface ImportSteps {
  /** Progress, in steps of validation then writing; throws to stop (nothing is written then). */
  between(done: number, total: number): Promise<void>;
  /** Errors kept in the result (ClientImport's end frame lists the first 1,000; a job keeps them all for its sheet). */
  maxErrors?: number;
  /** After validation, before any writing (a job writes its error sheet there). */
  afterValidation?(checked: Validation): Promise<void>;
  /** Last thing inside the writing transaction, before its commit (a job ends itself there). */
  beforeCommit?(tx: Tx, result: ClientImportResult): Promise<void>;
}

/**
 * The one client import (issue 15 #5), behind the ClientImport call and the clientImport job
 * (issue 40): every row validated, then, in modes valid and all (all: only when no row is bad), the
 * valid rows written in one transaction committed at the end. Progress runs over validation then
 * writing (total: the rows, twice when writing). Returns the result and the validation (its errors
 * up to maxErrors) for an error sheet.
 */
export async function importClients(
  db: Db,
  scope: DataScoped,
  sheet: ReadSheet,
  mapping: (ClientImportField | '')[],
  required: ClientImportField[],
  mode: ClientImportMode,
  lang: Lang,
  steps: ImportSteps,
): Promise<{ result: ClientImportResult; checked: Validation }> {
  const rows = sheet.rows.length;
  const total = mode === 'check' ? rows : rows * 2;
  await steps.between(0, total);
  const checked = await validateRows(
    db,
    scope,
    sheet,
    mapping,
    required,
    lang,
    (done) => steps.between(done, total),
    steps.maxErrors,
  );
  await steps.afterValidation?.(checked);
  const toWrite = mode === 'valid' || (mode === 'all' && checked.badRows === 0) ? checked.valid : [];
  const result: ClientImportResult = {
    mode,
    rows,
    valid: checked.valid.length,
    badRows: checked.badRows,
    written: 0,
    errors: checked.errors,
    moreErrors: checked.moreErrors,
    firstGuestcode: '',
  };
  if (!toWrite.length) return { result, checked };
  await db.transaction(async (tx) => {
    const codes = await claimGuestcodes(tx, scope.gscode, toWrite.length);
    for (let i = 0; i < toWrite.length; i += WRITE_BATCH) {
      const batch = toWrite.slice(i, i + WRITE_BATCH);
      await insertClients(
        tx,
        scope,
        codes.slice(i, i + batch.length),
        batch.map((r) => r.input),
        lang,
      );
      await steps.between(rows + Math.round(((i + batch.length) / toWrite.length) * rows), total);
    }
    result.written = toWrite.length;
    result.firstGuestcode = codes[0];
    await steps.beforeCommit?.(tx, result);
  });
  return { result, checked };
}

/** The error sheet's columns (a job's file `errors`): where each refusal is and why, in `lang`. */
export function errorSheetColumns(lang: Lang): ExportColumn<ClientImportError>[] {
  const cn = lang === 'cn';
  return [
    { header: cn ? '行号' : 'Row', width: 8, value: (e) => e.row },
    { header: cn ? '列' : 'Column', width: 8, value: (e) => e.column },
    { header: cn ? '表头' : 'Header', width: 20, value: (e) => e.header },
    { header: cn ? '原因' : 'Reason', width: 60, value: (e) => e.message },
  ];
}

export const errorSheetTitle = (lang: Lang) => (lang === 'cn' ? '未导入的行' : 'Refused rows');

/** "clients.xlsx" → "clients-未导入.xlsx" / "clients-refused.xlsx". */
export function errorSheetName(uploaded: string, lang: Lang): string {
  // Characters a file name may not hold on Windows or macOS, and control characters, become "_".
  const safe = [...uploaded.replace(/\.xlsx$/i, '')].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c));
  const base = safe.join('').slice(0, 80) || 'import';
  return `${base}-${lang === 'cn' ? '未导入' : 'refused'}.xlsx`;
}
