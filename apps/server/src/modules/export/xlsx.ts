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
  sheet.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width }));
  // One style object per column, shared by all its cells: exceljs recognises a style it has seen
  // by the object, so shared styles are resolved once instead of once per cell (about 40 % of the
  // writing time with per-column styles, which give every cell a fresh copy).
  const styles: Partial<ExcelJS.Style>[] = columns.map((c) => (c.numFmt ? { numFmt: c.numFmt } : {}));
  const header = sheet.getRow(1);
  const bold: Partial<ExcelJS.Style> = { font: { bold: true } };
  for (let i = 1; i <= columns.length; i++) header.getCell(i).style = bold;
  header.commit();
  return {
    add(row) {
      const r = sheet.addRow(
        columns.map((c) => {
          const v = c.value(row);
          return v === '' ? null : v;
        }),
      );
      for (let i = 0; i < styles.length; i++) r.getCell(i + 1).style = styles[i];
      r.commit();
    },
    async finish() {
      sheet.commit();
      await book.commit();
    },
  };
}
