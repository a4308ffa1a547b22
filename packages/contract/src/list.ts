import { z } from 'zod';
import { ruleWords } from './rule-words.js';
import { defineCall } from './call.js';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { MAX_PAGE, PAGE_SIZES, SORT_ORDERS } from './list-words.js';
import { matching } from './fields.js';

/**
 * The one list protocol of the data table (issue 10): every list call pages, sorts and
 * filters on the server with the same query words, and answers the page's rows, the total of
 * the whole filtered set and a summary row summed over that whole set (spec §9).
 *
 * Query: page (1-based), pageSize (10 or one of PAGE_SIZE_OPTIONS), sort (a column the call
 * offers) and order, then the call's own filters. The web keeps exactly these words in the URL.
 */

// The paging words without any schema (PAGE_SIZES, MAX_PAGE, SORT_ORDERS): list-words.ts, so a
// browser page using them does not carry zod in its bundle.
export * from './list-words.js';

export const pageParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE)
  .default(1)
  .describe(`page number, 1 … ${MAX_PAGE}`);
export const pageSizeParam = z.coerce
  .number()
  .int()
  .refine(
    (n) => (PAGE_SIZES as readonly number[]).includes(n),
    ruleWords(`必须是 ${PAGE_SIZES.join('、')} 之一`, `must be one of ${PAGE_SIZES.join(', ')}`),
  )
  .default(DEFAULT_PAGE_SIZE)
  // The refine is no JSON Schema: the document lists the sizes.
  .meta({ enum: [...PAGE_SIZES] })
  .describe(`rows per page: ${PAGE_SIZES.join(', ')}`);

/** The paging and sorting part of a list query; `sortable` are the columns the call offers. */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  return z.object({
    page: pageParam,
    pageSize: pageSizeParam,
    sort: z
      .enum(sortable)
      .optional()
      .describe(`sort column: ${sortable.join(', ')}`),
    order: z.enum(SORT_ORDERS).optional().describe('asc or desc (default desc)'),
    ...filters,
  });
}

/** The answer of a list call: one page of rows, the total of the filtered set, its summary row. */
export function listData<R extends z.ZodType, S extends z.ZodRawShape>(row: R, summary: S) {
  return z.object({
    list: z.array(row),
    total: z.number().int().describe('rows in the whole filtered set'),
    summary: z.object(summary).describe('sums over the whole filtered set, not only this page'),
  });
}

/**
 * A comma-separated list of allowed words in a query ("0,1,9"), as the URL keeps it; parsed
 * into the array of distinct values. An empty string means no filter.
 */
export function csvOf<const V extends readonly [string, ...string[]]>(values: V) {
  const allowed = new Set<string>(values);
  const one = values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return (
    z
      .string()
      .max(values.join(',').length)
      .refine(
        (s) => s === '' || s.split(',').every((v) => allowed.has(v)),
        ruleWords(`应为以逗号分隔的 ${values.join('、')}`, `must be a comma-separated list of ${values.join(', ')}`),
      )
      // The same rule as a pattern, for the document ('' is every value).
      .meta({ pattern: `^((${one})(,(${one}))*)?$`, example: values[0] })
      .transform((s) => (s === '' ? [] : [...new Set(s.split(','))]) as V[number][])
      .describe(`comma-separated, any of: ${values.join(', ')}`)
  );
}

/** A decimal amount in a query or body: up to 12 digits and 2 decimals, e.g. "1200" or "99.50". */
export const decimalInput = (what: string) =>
  matching(
    z.string().max(16),
    /^\d{1,12}(\.\d{1,2})?$/,
    {
      cn: '应为不小于 0 的数字，最多 12 位整数、两位小数',
      en: 'must be a number of at least 0 with at most 12 digits and two decimals',
    },
    '100',
  ).describe(`${what}, decimal string`);

// ---------------------------------------------------------------------------------------------
// Column choices of the data table, kept per user on the server (so they follow the user to
// another browser). A table is named by a short id, e.g. "orders".

export const tableId = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'a table id: lower-case letters, digits and -' })
  .describe('table id, e.g. orders');

export const tableColumnPref = z.object({
  key: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/)
    .describe('column key'),
  visible: z.boolean(),
  width: z.number().int().min(40).max(1000).optional().describe('width in px, when the user resized it'),
});
export type TableColumnPref = z.infer<typeof tableColumnPref>;

/** Shown columns, in the user's order. At least one column stays shown (spec §5). */
export const tablePrefs = z.object({
  columns: z.array(tableColumnPref).max(80),
  density: z.enum(['large', 'middle', 'small']).optional(),
});
export type TablePrefs = z.infer<typeof tablePrefs>;

export const GetTablePrefs = defineCall({
  method: 'GET',
  path: '/api/Table/GetPrefs',
  summary: "The signed-in user's column choice for one table (null when never saved)",
  mark: null,
  query: z.object({ table: tableId }),
  data: tablePrefs.nullable(),
});

export const SaveTablePrefs = defineCall({
  method: 'POST',
  path: '/api/Table/SavePrefs',
  summary: "Saves the signed-in user's column choice for one table; refuses hiding every column",
  mark: null,
  rules: ['prefs.columns: at least one shown, when any are listed'],
  body: z.object({
    table: tableId,
    prefs: tablePrefs.refine((p) => p.columns.length === 0 || p.columns.some((c) => c.visible), {
      error: 'at least one column must stay shown',
      params: { rule: 'oneColumn' },
    }),
  }),
  data: tablePrefs,
});

export const ResetTablePrefs = defineCall({
  method: 'POST',
  path: '/api/Table/ResetPrefs',
  summary: "Forgets the signed-in user's column choice for one table (back to the default columns)",
  mark: null,
  body: z.object({ table: tableId }),
  data: z.null(),
});

// ---------------------------------------------------------------------------------------------
// Exports: a list's whole filtered set as .xlsx, streamed. The answer to an export call is a
// sequence of frames, so the browser can show progress while the file is still being written
// and the server never holds the file: each frame is 1 byte of kind, 4 bytes of big-endian
// length, then that many bytes. progress/error/end carry JSON; data carries file bytes.
// The same frames are the one way any long call streams its progress: the WeChat reloads
// (wechat.ts) send progress, then error or an end frame whose JSON is their own result (no data).

export const EXPORT_CONTENT_TYPE = 'application/vnd.bo.export-frames';
export const ExportFrame = { progress: 1, data: 2, error: 3, end: 4 } as const;
/** The answer of every call that streams export frames (the exports, imports, reloads, backups). */
export const FRAMES_ANSWER = {
  name: 'ExportFrames',
  mediaTypes: [EXPORT_CONTENT_TYPE],
  description:
    'Export frames, one after another: 1 byte kind (1 progress, 2 data, 3 error, 4 end), 4 bytes big-endian length, ' +
    'then that many bytes. progress carries JSON { done, total }; data carries bytes of the file (an .xlsx), in order; ' +
    "error carries JSON { msg } and is the last frame; end carries the call's result as JSON (an export's { rows, fileName }) and is the last frame.",
} as const;
/** progress: { done, total }; error: { msg }; end: the call's result, for an export { rows, fileName }. */
export interface ExportProgress {
  done: number;
  total: number;
}
export interface ExportEnd {
  rows: number;
  fileName: string;
}
