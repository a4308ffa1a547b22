import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { readSheet } from './sheet-reader.js';

async function xlsx(fill: (s: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Sheet1'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).key;
};

describe('readSheet', () => {
  it('gives the header and rows by Excel row number, cells as the user sees them', async () => {
    const file = await xlsx((s) => {
      s.getRow(2).values = ['Name', 'Mobile', 'Date', 'Price', 'Zip'];
      s.getRow(3).values = ['Alice', 13800138000, new Date(Date.UTC(2024, 0, 31)), 12.5, 5];
      s.getRow(3).getCell(4).numFmt = '0.00';
      s.getRow(3).getCell(5).numFmt = '000000';
      s.getRow(5).values = [
        { richText: [{ text: 'Bo' }, { text: 'b' }] },
        { formula: '1+1', result: 2 },
        null,
        0.1 + 0.2,
      ];
    });
    const sheet = await readSheet(file);
    expect(sheet.header).toEqual(['Name', 'Mobile', 'Date', 'Price', 'Zip']);
    expect(sheet.headerRow).toBe(2);
    expect(sheet.rows).toEqual([
      { row: 3, cells: ['Alice', '13800138000', '2024-01-31', '12.50', '000005'] },
      { row: 5, cells: ['Bob', '2', '', '0.3'] },
    ]);
  });

  it('refuses what is not an xlsx, by content', async () => {
    expect(await refusal(readSheet(Buffer.from('name,mobile\nAlice,1\n')))).toBe('sheetNotXlsx');
    expect(
      await refusal(readSheet(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Buffer.alloc(600)]))),
    ).toBe('sheetNotXlsx');
  });

  it('refuses a zip bomb by the bytes really inflated, whatever the directory claims', async () => {
    const file = await xlsx((s) => {
      s.getRow(1).values = ['Name'];
    });
    // 3 MiB of one repeated letter inflate from a few KiB; the limit below is 1 MiB.
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const bomb = zipWith(file, 'xl/bomb.xml', deflateRawSync(big));
    expect(await refusal(readSheet(bomb, { maxUnzippedBytes: 1024 * 1024 }))).toBe('sheetUnzippedTooLarge');
    expect((await readSheet(file, { maxUnzippedBytes: 1024 * 1024 })).header).toEqual(['Name']);
  });

  it('refuses too many rows or columns, a too large file, a damaged one', async () => {
    const file = await xlsx((s) => {
      s.getRow(1).values = ['a', 'b', 'c'];
      for (let i = 2; i <= 12; i++) s.getRow(i).values = ['x', 'y', 'z'];
    });
    expect(await refusal(readSheet(file, { maxRows: 11 }))).toBe('sheetTooManyRows');
    expect((await readSheet(file, { maxRows: 12 })).rows).toHaveLength(11);
    expect(await refusal(readSheet(file, { maxColumns: 2 }))).toBe('sheetTooManyColumns');
    expect(await refusal(readSheet(file, { maxBytes: 100 }))).toBe('sheetTooLarge');
    expect(await refusal(readSheet(file.subarray(0, file.length - 30)))).toBe('sheetDamaged');
  });

  it('refuses a sheet without any row', async () => {
    expect(await refusal(readSheet(await xlsx(() => {})))).toBe('sheetEmpty');
  });
});

/**
 * The zip `file` with one more deflated part: local header and data appended after the last part,
 * the central directory rewritten behind it (sizes as declared: honest here; the check inflates anyway).
 */
function zipWith(file: Buffer, name: string, deflated: Buffer): Buffer {
  let eocd = file.length - 22;
  while (file.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  const count = file.readUInt16LE(eocd + 10);
  const cdSize = file.readUInt32LE(eocd + 12);
  const cdAt = file.readUInt32LE(eocd + 16);
  const nameBuf = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(1, 22);
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  // The directory claims a tiny part.
  central.writeUInt32LE(1, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  central.writeUInt32LE(cdAt, 42);
  const parts = file.subarray(0, cdAt);
  const newCdAt = cdAt + local.length + nameBuf.length + deflated.length;
  const end = Buffer.from(file.subarray(eocd, eocd + 22));
  end.writeUInt16LE(count + 1, 8);
  end.writeUInt16LE(count + 1, 10);
  end.writeUInt32LE(cdSize + central.length + nameBuf.length, 12);
  end.writeUInt32LE(newCdAt, 16);
  return Buffer.concat([parts, local, nameBuf, deflated, file.subarray(cdAt, cdAt + cdSize), central, nameBuf, end]);
}
