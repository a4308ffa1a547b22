import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** Excel's number format for money: thousands separators, two decimals. */
export const MONEY_FORMAT = '#,##0.00';

export interface ExportColumn<R> {
  /** The header, already in the caller's language. */
  header: string;
  /** Width in characters. */
  width: number;
  value(row: R): string | number | null;
  /** An Excel number format, e.g. MONEY_FORMAT. */
  numFmt?: string;
}

export interface XlsxRows<R> {
  add(row: R): void;
  /** Writes the end of the sheet and of the file; resolves when the last byte has gone to the sink. */
  finish(): Promise<void>;
}

/**
 * One sheet written as it goes (exceljs' streaming writer): each row is committed at once, so
 * memory holds only what the zip writer has not flushed yet, never the file. Strings are
 * written inline (no shared-string table, which would grow with the file).
 */
export function openXlsx<R>(sink: Writable, sheetName: string, columns: ExportColumn<R>[]): XlsxRows<R> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
    // Fast deflate: the bench shows level 1 about a quarter quicker than 6 for ~20 % more bytes.
    zip: { zlib: { level: 1 } },
  });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(row) {
      // An empty text is an empty cell, not a cell holding "".
      sheet.addRow(columns.map((c) => {
        const v = c.value(row);
        return v === '' ? null : v;
      })).commit();
    },
    async finish() {
      sheet.commit();
      await book.commit();
    },
  };
}
