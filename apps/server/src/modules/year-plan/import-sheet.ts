import {
  PLAN_BRANCH_LINE,
  PLAN_IMPORT_MAX_ERRORS,
  PLAN_IMPORT_MAX_LINES,
  PLAN_MEASURES,
  PLAN_ORDERS_MAX,
  PLAN_SHEET,
  YUAN_PATTERN,
  columnLetter,
  planMeasureOf,
  type Lang,
  type PlanImportError,
  type PlanMeasure,
} from '@bo/contract';
import { t, type MessageKey, type MessageParams } from '../../i18n.js';
import { type ReadSheet } from '../excel-import/public.js';

export type PlanMonth = { amount: string; orders: number };

/**
 * Reads a year plan from a sheet in the export's layout (contract PLAN_SHEET): every cell is
 * checked and every error listed by row and cell, in the caller's language. The lines are
 * returned only when there is no error at all (nothing is written otherwise).
 *
 * `branchUsers`: the ids of the session branch's users; a line naming any other id is an error
 * (another branch's user is never planned, nor told apart from no user).
 */
export function parsePlanSheet(
  sheet: ReadSheet,
  year: number,
  branchUsers: ReadonlySet<number>,
  lang: Lang,
): {
  lines: Map<number, PlanMonth[]>;
  errors: PlanImportError[];
  moreErrors: number;
} {
  const errors: PlanImportError[] = [];
  let count = 0;
  const fail = (row: number, col: number, key: MessageKey, params: MessageParams = {}) => {
    count++;
    if (errors.length < PLAN_IMPORT_MAX_ERRORS)
      errors.push({ row, cell: `${columnLetter(col - 1)}${row}`, message: t(lang, key, params) });
  };
  const { col } = PLAN_SHEET;

  // Row 1: the year, so that a file of another year is not taken for this one.
  const fileYear = (sheet.header[col.name - 1] ?? '').trim();
  if (sheet.headerRow !== PLAN_SHEET.yearRow || fileYear !== String(year)) {
    fail(sheet.headerRow, col.name, 'yearPlanImportYear', { year, found: fileYear || '—' });
  }

  const measures = new Map<number, Partial<Record<PlanMeasure, { row: number; values: string[] }>>>();
  /** The first row of each line, and the (line, measure) pairs named by any row. */
  const firstRow = new Map<number, number>();
  const seen = new Set<string>();
  for (const r of sheet.rows) {
    if (r.row < PLAN_SHEET.firstRow) continue; // the headings
    const cell = (c: number) => (r.cells[c - 1] ?? '').trim();
    let bad = false;
    const idText = cell(col.id);
    const id = /^\d{1,10}$/.test(idText) ? Number(idText) : NaN;
    if (!Number.isSafeInteger(id) || (id !== PLAN_BRANCH_LINE && !branchUsers.has(id))) {
      fail(r.row, col.id, 'yearPlanImportLine', { id: idText || '—' });
      bad = true;
    }
    const measure = planMeasureOf(cell(col.measure));
    if (!measure) {
      fail(r.row, col.measure, 'yearPlanImportMeasure', {
        found: cell(col.measure) || '—',
        amount: PLAN_MEASURES.amount,
        orders: PLAN_MEASURES.orders,
      });
      bad = true;
    }
    const values: string[] = [];
    for (let m = 0; m < 12; m++) {
      const c = col.firstMonth + m;
      const v = cell(c) === '' ? '0' : cell(c);
      const ok =
        measure === 'orders'
          ? /^\d{1,8}$/.test(v) && Number(v) <= PLAN_ORDERS_MAX
          : measure === 'amount'
            ? YUAN_PATTERN.test(v)
            : true;
      if (!ok) {
        fail(r.row, c, measure === 'orders' ? 'yearPlanImportOrders' : 'yearPlanImportAmount', {
          found: v,
          max: PLAN_ORDERS_MAX,
        });
        bad = true;
      }
      values.push(v);
    }
    if (Number.isSafeInteger(id) && !firstRow.has(id)) firstRow.set(id, r.row);
    if (measure && Number.isSafeInteger(id)) seen.add(`${id}:${measure}`);
    if (bad || !measure) continue;
    const line = measures.get(id) ?? {};
    const before = line[measure];
    if (before) {
      fail(r.row, col.measure, 'yearPlanImportTwice', { id, measure: PLAN_MEASURES[measure], row: before.row });
      continue;
    }
    line[measure] = { row: r.row, values };
    measures.set(id, line);
  }

  // A line needs both measures; a row already refused for a bad cell is not "missing" again.
  for (const [id, row] of firstRow) {
    if (id !== PLAN_BRANCH_LINE && !branchUsers.has(id)) continue;
    for (const m of ['amount', 'orders'] as const) {
      if (!seen.has(`${id}:${m}`)) fail(row, col.measure, 'yearPlanImportMissing', { id, measure: PLAN_MEASURES[m] });
    }
  }
  if (!count && measures.size === 0) fail(PLAN_SHEET.firstRow, col.id, 'yearPlanImportNoLines');
  if (measures.size > PLAN_IMPORT_MAX_LINES)
    fail(PLAN_SHEET.firstRow, col.id, 'yearPlanImportTooManyLines', { max: PLAN_IMPORT_MAX_LINES });

  const lines = new Map<number, PlanMonth[]>();
  if (!count) {
    for (const [id, line] of measures) {
      lines.set(
        id,
        line.amount!.values.map((a, i) => ({ amount: a, orders: Number(line.orders!.values[i]) })),
      );
    }
  }
  return { lines, errors, moreErrors: count - errors.length };
}
