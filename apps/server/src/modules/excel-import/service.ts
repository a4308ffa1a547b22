import { sql } from 'drizzle-orm';
import {
  CLIENT_FORCED_FIELDS,
  CLIENT_IMPORT_FIELDS,
  columnLetter,
  CLIENT_IMPORT_LIMITS,
  clientAdd,
  type ClientImportError,
  type ClientImportField,
  type Lang,
} from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { ownClients, type DataScoped } from '../../plugins/data-scope.js';
import { describeIssue, t } from '../../i18n.js';
import { requiredFieldsOf } from '../clients/public.js';
import { type ExportColumn } from '../export/public.js';
import { readSheet, type ReadSheet } from './sheet-reader.js';

/**
 * The client import (issue 15 #5): the template, the mapping of a sheet's columns to the add
 * form's fields, and the validation of every row with the add form's own schema (clientAdd), the
 * branch's required fields and duplicate names. Writing is in routes.ts (one transaction,
 * clients/service insertClients).
 */

const FIELD_BY_KEY = new Map(CLIENT_IMPORT_FIELDS.map((f) => [f.key as string, f]));

/** The uploaded sheet, read within the import's limits. */
export const readClientSheet = (content: Buffer): Promise<ReadSheet> =>
  readSheet(content, { maxBytes: CLIENT_IMPORT_LIMITS.maxBytes, maxRows: CLIENT_IMPORT_LIMITS.maxRows + 1 });

/** The fields every row must fill: the forced two and the branch's choice, in the template's order. */
export async function requiredImportFields(db: Db, gscode: string): Promise<ClientImportField[]> {
  const { chosen } = await requiredFieldsOf(db, gscode);
  const required = new Set<string>([...CLIENT_FORCED_FIELDS, ...chosen]);
  return CLIENT_IMPORT_FIELDS.filter((f) => required.has(f.key)).map((f) => f.key);
}

/** A header or label as compared: lower case, no spaces, no required mark, full-width brackets and colons as ASCII. */
function normal(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s*＊]/g, '')
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/[：]/g, ':');
}

const FIELD_BY_WORD = (() => {
  const m = new Map<string, ClientImportField>();
  for (const f of CLIENT_IMPORT_FIELDS)
    for (const w of [f.key, f.cn, f.en]) if (!m.has(normal(w))) m.set(normal(w), f.key);
  return m;
})();

/** For each header, the field whose key or label (cn or en) it is, each field once (the first column wins); else ''. */
export function proposeMapping(header: string[]): (ClientImportField | '')[] {
  const taken = new Set<string>();
  return header.map((h) => {
    const f = FIELD_BY_WORD.get(normal(h));
    if (!f || taken.has(f)) return '';
    taken.add(f);
    return f;
  });
}

/**
 * The `columns` query as a mapping: a field key or '' per column. Refused (400): an unknown key, a
 * field named twice, more columns than the sheet has, a required field left out.
 */
export function parseMapping(
  columns: string,
  header: string[],
  required: ClientImportField[],
  lang: Lang,
): (ClientImportField | '')[] {
  const mapping = columns === '' ? [] : columns.split(',');
  if (mapping.length > Math.max(header.length, 1))
    throw new AppError('importTooManyColumns', { given: mapping.length, columns: header.length }, 400);
  const seen = new Set<string>();
  for (const key of mapping) {
    if (key === '') continue;
    if (!FIELD_BY_KEY.has(key)) throw new AppError('importFieldUnknown', { field: key.slice(0, 40) }, 400);
    if (seen.has(key)) throw new AppError('importFieldTwice', { field: labelOf(key, lang) }, 400);
    seen.add(key);
  }
  const missing = required.filter((f) => !seen.has(f));
  if (missing.length)
    throw new AppError(
      'importRequiredUnmapped',
      { fields: missing.map((f) => labelOf(f, lang)).join(lang === 'cn' ? '、' : ', ') },
      400,
    );
  return mapping as (ClientImportField | '')[];
}

const labelOf = (key: string, lang: Lang) => FIELD_BY_KEY.get(key)?.[lang] ?? key;

/** The template's columns: every field, its label in the caller's language (required ones marked *), the sample. */
export function templateColumns(required: ClientImportField[], lang: Lang): ExportColumn<null>[] {
  const req = new Set<string>(required);
  return CLIENT_IMPORT_FIELDS.map((f) => ({
    header: `${f[lang]}${req.has(f.key) ? ' *' : ''}`,
    width: Math.max(12, Math.min(30, f[lang].length * (lang === 'cn' ? 2 : 1) + 4)),
    value: () =>
      (f.kind === 'number' || f.kind === 'flag' || f.kind === 'clienttype') && (f.sample as string) !== ''
        ? Number(f.sample)
        : f.sample,
  }));
}

/** Cell words Excel users write for a yes/no field. */
const FLAG_WORDS: Record<string, string> = {
  true: '1',
  false: '0',
  yes: '1',
  no: '0',
  y: '1',
  n: '0',
  是: '1',
  否: '0',
  '√': '1',
  '×': '0',
};

export type ClientInput = z.output<typeof clientAdd>;
export interface ValidRow {
  row: number;
  input: ClientInput;
}

export interface Validation {
  valid: ValidRow[];
  errors: ClientImportError[];
  /** Errors beyond the list's cap. */
  moreErrors: number;
  badRows: number;
}

/**
 * Checks every row, `chunk` rows at a time (between chunks `between` runs: progress, and the
 * chance to stop when it throws). A row is the mapped cells (empty cells left out: the field keeps
 * the add form's default), parsed with clientAdd; then the required fields, then the name: one
 * that a client of the branch already has (any case) or that an earlier row has is an error.
 */
export async function validateRows(
  db: Db,
  scope: DataScoped,
  sheet: ReadSheet,
  mapping: (ClientImportField | '')[],
  required: ClientImportField[],
  lang: Lang,
  between: (done: number) => Promise<void>,
  maxErrors: number = CLIENT_IMPORT_LIMITS.maxErrors,
  chunk = 500,
): Promise<Validation> {
  const nameCol = mapping.indexOf('guestname');
  const existing = await existingNames(
    db,
    scope,
    sheet.rows.map((r) => (r.cells[nameCol] ?? '').trim()).filter(Boolean),
  );
  const firstRowOfName = new Map<string, number>();
  const out: Validation = { valid: [], errors: [], moreErrors: 0, badRows: 0 };
  const colOf = new Map(mapping.map((f, i) => [f as string, i]));

  for (let start = 0; start < sheet.rows.length; start += chunk) {
    for (const { row, cells } of sheet.rows.slice(start, start + chunk)) {
      const rowErrors: ClientImportError[] = [];
      const err = (field: string, message: string) => {
        const i = colOf.get(field) ?? -1;
        rowErrors.push({
          row,
          column: i >= 0 ? columnLetter(i) : '',
          header: i >= 0 ? (sheet.header[i] ?? '') : '',
          field,
          message,
        });
      };
      const given: Record<string, string> = {};
      mapping.forEach((field, i) => {
        if (!field) return;
        let v = (cells[i] ?? '').trim();
        if (v === '') return;
        if (FIELD_BY_KEY.get(field)?.kind === 'flag') v = FLAG_WORDS[v.toLowerCase()] ?? v;
        given[field] = v;
      });
      for (const f of required) if (!given[f]) err(f, t(lang, 'importRequired', { field: labelOf(f, lang) }));
      const parsed = clientAdd.safeParse(given);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (rowErrors.some((e) => e.field === field)) continue;
          const {
            path: _p,
            code,
            message,
            ...params
          } = issue as unknown as { path: unknown; code: string; message: string } & Record<string, unknown>;
          err(field, describeIssue(lang, { keyword: code, message, params, instancePath: `/${labelOf(field, lang)}` }));
        }
      }
      const name = given.guestname;
      if (name && !rowErrors.some((e) => e.field === 'guestname')) {
        const key = name.toLowerCase();
        const code = existing.get(key);
        const earlier = firstRowOfName.get(key);
        if (code) err('guestname', t(lang, 'importDuplicateClient', { name, code }));
        else if (earlier) err('guestname', t(lang, 'importDuplicateRow', { name, row: earlier }));
        else firstRowOfName.set(key, row);
      }
      if (rowErrors.length) {
        out.badRows++;
        rowErrors.sort((a, b) => (colOf.get(a.field) ?? -1) - (colOf.get(b.field) ?? -1));
        for (const e of rowErrors) {
          if (out.errors.length < maxErrors) out.errors.push(e);
          else out.moreErrors++;
        }
      } else if (parsed.success) out.valid.push({ row, input: parsed.data });
    }
    await between(Math.min(start + chunk, sheet.rows.length));
  }
  return out;
}

/** Of `names`, those a client of the branch has (any case): lower-cased name → that client's customer number. */
async function existingNames(db: Db, scope: DataScoped, names: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!names.length) return out;
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  const { rows } = await db.execute<{ name: string; guestcode: string }>(sql`
    select distinct on (lower(guestname)) lower(guestname) as name, guestcode
      from clients c where gscode = ${scope.gscode} and ${ownClients(scope, sql`c`)}
       and lower(guestname) = any(${sql.param(lower)}::text[])
     order by lower(guestname), guestcode`);
  for (const r of rows) out.set(r.name, r.guestcode);
  return out;
}
