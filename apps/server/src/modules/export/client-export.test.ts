import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CONTENT_TYPE } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { readExportFile, sheetValues } from '../../../test/export-answer.js';

/** ClientExport through the real app: its mark, its branch, the list's set and order, the words, the log row. */
let ctx: TestContext;
let admin: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin001 = Number(
    (await ctx.db.execute(sql`select id from users where gscode = '001' and user_name = 'admin'`)).rows[0].id,
  );
  // 001: 30 prepaid clients 印务01…30 (every third disabled), and one monthly client over its limit
  // with a salesperson and an order; 002: 5 clients that must never show.
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname, clienttype, status, created_at)
    select '001', '001K' || lpad(g::text, 5, '0'), '印务' || lpad(g::text, 2, '0'), '印务' || g || '有限公司', 1 + g % 5,
           case when g % 3 = 0 then 0 else 1 end, timestamptz '2026-01-01 09:00+08' + make_interval(days => g)
      from generate_series(1, 30) g`);
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname, clienttype, clientlevel, linkman, mobile, area, salesperson_id, isyuejie, maxprice, created_at)
    values ('001', '001K00099', '月结广告', '月结广告有限公司', 3, 'A', '张经理', '13800000001', '华东', ${admin001}::int, 1, 1000, timestamptz '2025-12-01 09:00+08')`);
  await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, paid, created_at) values
      ('001', 'CE-1', (select id from clients where guestcode = '001K00099'), 1, 1500.5, 200, timestamptz '2026-11-20 09:07+08')`);
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname)
    select '002', '002K' || lpad(g::text, 5, '0'), '印务杭州' || g, '印务杭州' || g || '有限公司' from generate_series(1, 5) g`);
  admin = (await ctx.login('001', 'admin')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

const exportClients = (query: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/UManage/ClientExport?${query}`, headers });
const listCodes = async (query: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/UManage/Clients?${query}&pageSize=100`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { guestcode: string }[]).map((r) => r.guestcode);
};

const column = (sheet: ExcelJS.Worksheet, col: number) =>
  Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getCell(i + 2, col).value);

describe('ClientExport', () => {
  it('needs the client:export mark (403 for the read-only role); the operator holds it', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const res = await exportClients('', viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 8, data: null, msg: expect.stringContaining('导出客户') });
    const { rows } = await ctx.db.execute(
      sql`select outcome from operation_log where path = '/api/UManage/ClientExport' and user_name = 'viewer'`,
    );
    expect(rows).toEqual([{ outcome: 'denied' }]);
    const operator = (await ctx.login('001', 'operator')).headers;
    expect((await exportClients('status=0', operator)).statusCode).toBe(200);
  });

  it('refuses a bad filter with a message naming it, before any frame', async () => {
    const res = await exportClients('type=7', { ...admin, 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 8, data: null, msg: expect.stringMatching(/type/) });
    expect((await exportClients('sort=mobile', admin)).statusCode).toBe(400);
  });

  it('exports the filtered set in the list’s order, every row, with English headers and words', async () => {
    const query = 'q=%E5%8D%B0%E5%8A%A1&status=1&sort=guestname&order=asc';
    const res = await exportClients(query, { ...admin, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPE);
    const { frames, sheet } = await readExportFile(res.rawPayload);
    const codes = await listCodes(query);
    expect(codes).toHaveLength(20);
    expect(frames.at(-1)).toEqual({
      kind: 'end',
      value: { rows: 20, fileName: expect.stringMatching(/^clients-001-\d{8}-\d{4}\.xlsx$/) },
    });
    expect(sheet.name).toBe('Clients');
    expect(sheetValues(sheet, 1)).toEqual([
      'Customer number',
      'Name',
      'Company',
      'Type',
      'Level',
      'Contact',
      'Mobile',
      'Area',
      'Salesperson',
      'Monthly settlement',
      'Credit limit',
      'Credit used',
      'Over limit',
      'Last order',
      'Status',
    ]);
    expect(column(sheet, 1)).toEqual(codes);
    // 印务01: type 1 + 1 % 5 = 2, prepaid, enabled, no order.
    expect(sheetValues(sheet, 2)).toEqual([
      '001K00001',
      '印务01',
      '印务1有限公司',
      'Supplier',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'No',
      0,
      0,
      'No',
      undefined,
      'Enabled',
    ]);
  });

  it('writes the credit as money, the last order in the branch’s time, in Chinese by default', async () => {
    const { frames, sheet } = await readExportFile((await exportClients('overLimit=yes', admin)).rawPayload);
    expect(frames.at(-1)).toMatchObject({ kind: 'end', value: { rows: 1 } });
    expect(sheetValues(sheet, 1)).toEqual([
      '客户编号',
      '客户名称',
      '公司全称',
      '往来类型',
      '客户等级',
      '联系人',
      '手机',
      '区域',
      '业务员',
      '月结',
      '信用额度',
      '已用额度',
      '超额度',
      '最近下单',
      '状态',
    ]);
    expect(sheetValues(sheet, 2)).toEqual([
      '001K00099',
      '月结广告',
      '月结广告有限公司',
      '客户/供应商',
      'A',
      '张经理',
      '13800000001',
      '华东',
      '上海管理员',
      '是',
      1000,
      1300.5,
      '是',
      '2026-11-20 09:07',
      '启用',
    ]);
    expect(sheet.getCell(2, 11).numFmt).toBe('#,##0.00');
    expect(sheet.getCell(2, 12).numFmt).toBe('#,##0.00');
  });

  it('without filters: every client of the branch in the list’s default order (newest first)', async () => {
    const { frames, sheet } = await readExportFile((await exportClients('', admin)).rawPayload);
    expect(frames.at(-1)).toMatchObject({ kind: 'end', value: { rows: 31 } });
    expect(column(sheet, 1)).toEqual(await listCodes(''));
    expect(column(sheet, 1).at(-1)).toBe('001K00099');
  });

  it("stays in the session's branch, and is written to the operation log", async () => {
    const { frames, sheet } = await readExportFile((await exportClients('q=%E5%8D%B0%E5%8A%A101', other)).rawPayload);
    expect(frames.at(-1)).toMatchObject({ kind: 'end', value: { rows: 0 } });
    expect(sheet.rowCount).toBe(1);
    const all = await readExportFile((await exportClients('', other)).rawPayload);
    expect(all.frames.at(-1)).toMatchObject({
      kind: 'end',
      value: { rows: 5, fileName: expect.stringMatching(/^clients-002-/) },
    });
    expect(column(all.sheet, 1).every((c) => String(c).startsWith('002K'))).toBe(true);
    const { rows } = await ctx.db.execute(sql`
      select gscode, action, outcome, diff from operation_log where path = '/api/UManage/ClientExport' and gscode = '002' order by id`);
    expect(rows).toEqual([
      {
        gscode: '002',
        action: 'export clients',
        outcome: 'ok',
        diff: { filters: [null, { q: '印务01' }], rows: [null, 0] },
      },
      { gscode: '002', action: 'export clients', outcome: 'ok', diff: { filters: [null, {}], rows: [null, 5] } },
    ]);
  });
});
