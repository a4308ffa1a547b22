import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.js';

/**
 * The one reader of uploaded .xlsx files (issue 15: the client import, the year plan's import).
 *
 *   const sheet = await readSheet(file.content);            // default limits, SHEET_LIMITS
 *   sheet.header   // ['客户名称', 'Mobile', …]: the first non-empty row, one string per column
 *   sheet.rows     // [{ row: 2, cells: ['张三', '13800138000', …] }, …]: Excel's row numbers
 *
 * Only the first worksheet is read. Every cell is a string as the user sees it in Excel: numbers
 * with the decimals (or leading zeros) of the cell's number format but without thousands
 * separators, dates as YYYY-MM-DD (YYYY-MM-DD HH:mm when they carry a time), formulas as their
 * last result, rich text as its plain text, empty cells as ''. Trailing empty cells and empty
 * rows are left out; `cells` may be shorter than `header`.
 *
 * Refused (AppError, nothing read), before anything is decompressed for exceljs:
 *   - not an .xlsx by its content (an .xls, a CSV renamed, an encrypted workbook): sheetNotXlsx 400
 *   - bigger than maxBytes: sheetTooLarge 413 (the upload call's own limit should refuse it first)
 *   - its parts, decompressed, larger than maxUnzippedBytes, or more than 2,000 parts (a zip bomb):
 *     sheetUnzippedTooLarge 413. The bound is on the bytes really inflated, not on what the zip's
 *     directory claims.
 *   - more than maxRows rows (header included) or maxColumns columns: sheetTooManyRows /
 *     sheetTooManyColumns 413
 *   - damaged (exceljs cannot read it): sheetDamaged 400; no row at all: sheetEmpty 400.
 */
export interface SheetLimits {
  /** The file's size. */
  maxBytes: number;
  /** The sum of its parts' sizes, decompressed. */
  maxUnzippedBytes: number;
  /** Rows of the first sheet, the header row included (the last used row's number counts). */
  maxRows: number;
  maxColumns: number;
}

export const SHEET_LIMITS: SheetLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxUnzippedBytes: 120 * 1024 * 1024,
  maxRows: 20_001,
  maxColumns: 100,
};

export interface SheetRow {
  /** Excel's row number (1 is the first row of the sheet). */
  row: number;
  /** The cells' text, index 0 = column A. */
  cells: string[];
}

export interface ReadSheet {
  sheetName: string;
  /** The header row's cells (trimmed), index 0 = column A. */
  header: string[];
  /** Excel's number of the header row. */
  headerRow: number;
  /** The non-empty rows below the header, in order. */
  rows: SheetRow[];
}

const MAX_PARTS = 2000;
const inflate = promisify(inflateRaw) as (buf: Buffer, opts: { maxOutputLength: number }) => Promise<Buffer>;

export async function readSheet(content: Buffer, limits: Partial<SheetLimits> = {}): Promise<ReadSheet> {
  const lim = { ...SHEET_LIMITS, ...limits };
  if (content.length > lim.maxBytes)
    throw new AppError('sheetTooLarge', { limit: `${+(lim.maxBytes / 1024 / 1024).toFixed(1)} MiB` }, 413);
  const sniffed = await fileTypeFromBuffer(content).catch(() => undefined);
  if (sniffed?.ext !== 'xlsx') throw new AppError('sheetNotXlsx', {}, 400);
  await checkUnzippedSize(content, lim.maxUnzippedBytes);

  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError('sheetDamaged', {}, 400);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError('sheetEmpty', {}, 400);
  if (sheet.rowCount > lim.maxRows) throw new AppError('sheetTooManyRows', { max: lim.maxRows - 1 }, 413);
  if (sheet.columnCount > lim.maxColumns) throw new AppError('sheetTooManyColumns', { max: lim.maxColumns }, 413);

  let header: string[] | null = null;
  let headerRow = 0;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    const cells: string[] = [];
    r.eachCell({ includeEmpty: false }, (cell, col) => {
      if (col > lim.maxColumns) return;
      cells[col - 1] = cellText(cell);
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    if (!cells.length) return;
    if (!header) {
      header = cells.map((c) => c.trim());
      headerRow = rowNumber;
    } else rows.push({ row: rowNumber, cells });
  });
  if (!header) throw new AppError('sheetEmpty', {}, 400);
  return { sheetName: sheet.name, header, headerRow, rows };
}

/**
 * Walks the zip's central directory and inflates every part (discarding the bytes) with a budget
 * of `max` bytes in all: a part that would go past it stops the inflater at once. Sizes the
 * directory claims are not trusted.
 */
async function checkUnzippedSize(zip: Buffer, max: number): Promise<void> {
  const damaged = () => new AppError('sheetDamaged', {}, 400);
  const bomb = () => new AppError('sheetUnzippedTooLarge', { limit: `${Math.round(max / 1024 / 1024)} MiB` }, 413);
  // End of central directory: 22 bytes + a comment of up to 65535.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65535); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged();
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (count > MAX_PARTS) throw bomb();
  let budget = max;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw damaged();
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + nameLen + extraLen + commentLen;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw damaged();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    // 0xffffffff: a ZIP64 part, far beyond any size accepted here.
    if (compressed === 0xffffffff || start + compressed > zip.length) throw damaged();
    const data = zip.subarray(start, start + compressed);
    if (method === 0) {
      budget -= compressed;
    } else if (method === 8) {
      try {
        // At most the budget left, plus one byte to know it was exceeded.
        budget -= (await inflate(data, { maxOutputLength: budget + 1 })).length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
        throw damaged();
      }
    } else throw damaged();
    if (budget < 0) throw bomb();
  }
}

/** A cell's text as Excel shows it (see readSheet). */
function cellText(cell: ExcelJS.Cell): string {
  return valueText(cell.value, cell.numFmt);
}

function valueText(v: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return numberText(v, numFmt);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return dateText(v);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('formula' in v || 'sharedFormula' in v) return valueText((v as ExcelJS.CellFormulaValue).result, numFmt);
    if ('hyperlink' in v) return typeof v.text === 'string' ? v.text : valueText(v.text, numFmt);
    if ('error' in v) return String(v.error);
  }
  return String(v);
}

/** Excel shows 15 significant digits; a fixed-decimals or zero-padded format is kept. */
function numberText(n: number, numFmt: string | undefined): string {
  if (!Number.isFinite(n)) return '';
  const fmt = (numFmt ?? '').split(';')[0].replace(/"[^"]*"|\\./g, '');
  const fixed = /^[#,]*0*\.(0+)(%?)$/.exec(fmt.replace(/[^0#.,%]/g, ''));
  if (fixed && fmt.includes('0')) {
    const percent = fixed[2] === '%';
    return (percent ? n * 100 : n).toFixed(fixed[1].length) + (percent ? '%' : '');
  }
  const padded = /^0+$/.exec(fmt);
  if (padded && Number.isInteger(n) && n >= 0) return String(n).padStart(padded[0].length, '0');
  const text = String(Number(n.toPrecision(15)));
  // 1e+21 and the like: written out as the digits Excel shows.
  return Math.abs(n) >= 1e21 ? BigInt(Math.round(n)).toString() : text;
}

/** exceljs gives dates as UTC instants of the cell's wall-clock value. */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const iso = d.toISOString();
  const time = iso.slice(11, 16);
  return time === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}
