import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { readExportFile, sheetValues } from '../../../test/export-answer.js';

/** PaymentExport through the real app: its mark, its branch, the list's set and order, the words, the log row. */
let ctx: TestContext;
let admin: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname) values ('001', 'K1', '甲', '甲公司'), ('002', 'X1', '杭州', '杭州公司')`);
  await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, created_at) values
      ('001', 'P00001', (select id from clients where guestcode = 'K1'), 1, 500, timestamptz '2026-11-20 09:00+08'),
      ('002', 'Q00001', (select id from clients where guestcode = 'X1'), 1, 500, timestamptz '2026-11-20 09:00+08')`);
  const admin001 = Number(
    (await ctx.db.execute(sql`select id from users where gscode = '001' and user_name = 'admin'`)).rows[0].id,
  );
  // 001: 60 payments over three methods, and one refund; 002: 10 payments that must never show.
  await ctx.db.execute(sql`
    insert into payments (gscode, order_id, client_id, amount, method, reference, state, recorded_by, paid_at)
    select '001', (select id from orders where orderno = 'P00001'), (select id from clients where guestcode = 'K1'), 10 + g + 0.5,
           (array['wechat', 'alipay', 'bank'])[1 + g % 3], 'REF' || g, 'success', ${admin001}::int,
           timestamptz '2026-11-20 10:00+08' + make_interval(mins => g)
      from generate_series(1, 60) g`);
  await ctx.db.execute(sql`
    insert into payments (gscode, order_id, client_id, amount, method, reference, state, reason, recorded_by, paid_at) values
      ('001', (select id from orders where orderno = 'P00001'), (select id from clients where guestcode = 'K1'), -20.5, 'cash', '', 'success',
       '印刷错误', ${admin001}::int, timestamptz '2026-11-21 16:05+08')`);
  await ctx.db.execute(sql`
    insert into payments (gscode, order_id, client_id, amount, method, paid_at)
    select '002', (select id from orders where orderno = 'Q00001'), (select id from clients where guestcode = 'X1'), 99, 'alipay', timestamptz '2026-11-20 10:00+08'
      from generate_series(1, 10) g`);
  admin = (await ctx.login('001', 'admin')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

const exportPayments = (query: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/Payment/Export?${query}`, headers });

describe('PaymentExport', () => {
  it('needs the payment:export mark (403 for the read-only role)', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const res = await exportPayments('', viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 8, data: null, msg: expect.stringContaining('导出付款') });
  });

  it('exports the filtered set in the list’s order with English headers and method names', async () => {
    const query = 'method=wechat,bank&sort=amount&order=desc';
    const res = await exportPayments(query, { ...admin, 'accept-language': 'en' });
    const { frames, sheet } = await readExportFile(res.rawPayload);
    const list = (
      await ctx.app.inject({ method: 'GET', url: `/api/Payment/List?${query}&pageSize=100`, headers: admin })
    ).json().data;
    expect(list.total).toBe(40);
    expect(frames.at(-1)).toEqual({
      kind: 'end',
      value: { rows: 40, fileName: expect.stringMatching(/^payments-001-\d{8}-\d{4}\.xlsx$/) },
    });
    expect(sheet.name).toBe('Payments');
    expect(sheetValues(sheet, 1)).toEqual([
      'Time',
      'Order number',
      'Customer number',
      'Client',
      'Amount',
      'Method',
      'Reference',
      'State',
      'Refund reason',
      'Recorded by',
    ]);
    expect(Array.from({ length: 40 }, (_, i) => sheet.getCell(i + 2, 7).value)).toEqual(
      list.list.map((r: { reference: string }) => r.reference),
    );
    // The largest: g = 60 (60 % 3 = 0, wechat), 10:00 + 60 minutes.
    expect(sheetValues(sheet, 2)).toEqual([
      '2026-11-20 11:00',
      'P00001',
      'K1',
      '甲',
      70.5,
      'WeChat Pay',
      'REF60',
      'Succeeded',
      undefined,
      '上海管理员',
    ]);
    expect(sheet.getCell(2, 5).numFmt).toBe('#,##0.00');
  });

  it('writes a refund as a negative amount with its reason, in Chinese by default', async () => {
    const { frames, sheet } = await readExportFile((await exportPayments('kind=refund', admin)).rawPayload);
    expect(frames.at(-1)).toMatchObject({ kind: 'end', value: { rows: 1 } });
    expect(sheetValues(sheet, 1)).toEqual([
      '收款时间',
      '订单号',
      '客户编号',
      '客户',
      '金额',
      '支付方式',
      '交易参考号',
      '状态',
      '退款原因',
      '登记人',
    ]);
    expect(sheetValues(sheet, 2)).toEqual([
      '2026-11-21 16:05',
      'P00001',
      'K1',
      '甲',
      -20.5,
      '现金',
      undefined,
      '成功',
      '印刷错误',
      '上海管理员',
    ]);
  });

  it("stays in the session's branch, and is written to the operation log", async () => {
    const { frames, sheet } = await readExportFile((await exportPayments('orderno=P', other)).rawPayload);
    expect(frames.at(-1)).toMatchObject({ kind: 'end', value: { rows: 0 } });
    expect(sheet.rowCount).toBe(1);
    const all = await readExportFile((await exportPayments('', other)).rawPayload);
    expect(all.frames.at(-1)).toMatchObject({
      kind: 'end',
      value: { rows: 10, fileName: expect.stringMatching(/^payments-002-/) },
    });
    const { rows } = await ctx.db.execute(sql`
      select gscode, action, outcome, diff from operation_log where path = '/api/Payment/Export' and gscode = '002' order by id`);
    expect(rows).toEqual([
      {
        gscode: '002',
        action: 'export payments',
        outcome: 'ok',
        diff: { filters: [null, { orderno: 'P' }], rows: [null, 0] },
      },
      { gscode: '002', action: 'export payments', outcome: 'ok', diff: { filters: [null, {}], rows: [null, 10] } },
    ]);
  });
});
