/**
 * Writes a small table as shown to an .xlsx file in the browser (the order overview, the branches
 * page): a bold header, the rows, and a bold total row when there is one. write-excel-file (with
 * its zip library) is imported only when the user exports, so it never weighs on a page's first
 * load. A list of many rows is exported by the server instead (components/export).
 */
export interface SheetColumn {
  title: string;
  kind: 'text' | 'count' | 'money';
}

export async function exportXlsx(
  fileName: string,
  columns: SheetColumn[],
  rows: (string | number)[][],
  total?: (string | number)[],
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const cell = (v: string | number, kind: SheetColumn['kind'], bold = false) =>
    kind === 'text' || v === ''
      ? { value: String(v), type: String, fontWeight: bold ? ('bold' as const) : undefined }
      : {
          value: Number(v),
          type: Number,
          format: kind === 'money' ? '#,##0.00' : '#,##0',
          fontWeight: bold ? ('bold' as const) : undefined,
        };
  const data = [
    columns.map((c) => ({ value: c.title, type: String, fontWeight: 'bold' as const })),
    ...rows.map((r) => r.map((v, i) => cell(v, columns[i].kind))),
    ...(total ? [total.map((v, i) => cell(v, columns[i].kind, true))] : []),
  ];
  await writeXlsxFile(data, { columns: columns.map((c) => ({ width: c.kind === 'text' ? 14 : 16 })) }).toFile(fileName);
}
