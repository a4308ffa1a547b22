import ExcelJS from 'exceljs';
import { XLSX_MIME } from '@bo/contract';
import { makePng } from './images.js';
import { fileFieldsOf, type Schema } from './openapi.js';

const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('probe');
sheet.addRow(['probe name', 'probe full name']);
sheet.addRow(['probe', 'probe company']);
/** A workbook of a header and one row of two columns: what a sheet-reading call can read (and then say what the sheet lacks). */
const XLSX = Buffer.from(await book.xlsx.writeBuffer());

export interface SampleFile {
  field: string;
  filename: string;
  type: string;
  content: Buffer;
}

/**
 * A small file in each file field of a multipart schema, of the type the field documents
 * (x-content-type): an .xlsx of two columns and rows for a workbook, else a 2×2 PNG. The walks of every
 * call send these as an upload's valid request.
 */
export function sampleFiles(schema: Schema, name: string): SampleFile[] {
  return fileFieldsOf(schema).map((field) =>
    schema.properties?.[field]?.['x-content-type'] === XLSX_MIME
      ? { field, filename: `${name}.xlsx`, type: XLSX_MIME, content: XLSX }
      : { field, filename: `${name}.png`, type: 'image/png', content: makePng(2, 2) },
  );
}
