import ExcelJS from 'exceljs';

/** A client import file (.xlsx) as a person would fill it: one sheet named 客户, these rows, the header first. */
export async function clientSheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('客户');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
