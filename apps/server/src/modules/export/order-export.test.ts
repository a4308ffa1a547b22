import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CONTENT_TYPE, ExportFrameDecoder } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { sheetOfFrames, sheetValues } from '../../../test/export-answer.js';

/**
 * OrderExport through the real app: its mark, its branch, the same set and order as the list,
 * a file that opens with the caller's words in it, and its operation-log row.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname) values
      ('001', 'K1', '甲', '甲公司'), ('001', 'K2', '乙', '乙公司'), ('002', 'X1', '杭州', '杭州公司')`);
  const sp = Number(
    (await ctx.db.execute(sql`select id from users where gscode = '001' and user_name = 'operator'`)).rows[0].id,
  );
  // 2,500 orders of 001 (more than one batch), a few with fixed values to read back, and 30 of 002.
  await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, qty, items, paid, pay_state, channel, salesperson_id, created_at)
    select '001', 'A' || lpad(g::text, 5, '0'), (select id from clients where gscode = '001' and guestcode = 'K' || (1 + g % 2)),
           (array[0, 1, 2, 3, 4, 9])[1 + g % 6], 1000 + g + 0.25, 100 * (1 + g % 3), '标准名片, 宣传单',
           case when g % 3 = 0 then 0 else 1000 + g + 0.25 end, case when g % 3 = 0 then 0 else 2 end,
           (array['pc', 'mobile', 'miniapp', 'counter'])[1 + g % 4], case when g % 2 = 0 then ${sp}::int end,
           timestamptz '2026-11-01 00:00+08' + make_interval(mins => g * 7)
      from generate_series(1, 2500) g`);
  await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, created_at)
    select '002', 'B' || lpad(g::text, 5, '0'), (select id from clients where guestcode = 'X1'), 1, 999.99, timestamptz '2026-11-05 10:00+08'
      from generate_series(1, 30) g`);
  admin = (await ctx.login('001', 'admin')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

const exportOrders = (query: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/Order/Export?${query}`, headers });

async function framesOf(body: Buffer) {
  const decoder = new ExportFrameDecoder();
  const frames = decoder.push(body);
  expect(decoder.buffered).toBe(0);
  return frames;
}

describe('OrderExport', () => {
  it('needs the order:export mark (403 for the read-only role) and a session (code 7)', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const refused = await exportOrders('', viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 8, data: null, msg: expect.stringContaining('导出订单') });
    const anonymous = await exportOrders('', {});
    expect(anonymous.json()).toMatchObject({ code: 7, data: null });
    const { rows } = await ctx.db.execute(
      sql`select outcome from operation_log where path = '/api/Order/Export' and user_name = 'viewer'`,
    );
    expect(rows).toEqual([{ outcome: 'denied' }]);
  });

  it('refuses bad filters with a message naming the field, before any frame', async () => {
    const res = await exportOrders('amountMin=abc&status=7', { ...admin, 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 8, data: null, msg: expect.stringMatching(/Amount at least|Status/) });
  });

  it('exports the filtered set in the list’s order, every row, with English headers and names', async () => {
    const query = 'status=0,1,2&from=2026-11-02&to=2026-11-04&sort=amount&order=asc';
    const res = await exportOrders(query, { ...admin, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPE);
    const frames = await framesOf(res.rawPayload);
    const list = (
      await ctx.app.inject({ method: 'GET', url: `/api/Order/List?${query}&pageSize=500`, headers: admin })
    ).json().data;
    expect(list.total).toBeGreaterThan(0);
    expect(list.total).toBeLessThanOrEqual(500);

    const end = frames.at(-1)!;
    expect(end).toEqual({
      kind: 'end',
      value: { rows: list.total, fileName: expect.stringMatching(/^orders-001-\d{8}-\d{4}\.xlsx$/) },
    });
    expect(frames.find((f) => f.kind === 'progress')).toEqual({
      kind: 'progress',
      value: { done: 0, total: list.total },
    });

    const sheet = await sheetOfFrames(frames);
    expect(sheet.name).toBe('Orders');
    expect(sheetValues(sheet, 1)).toEqual([
      'Order number',
      'Time',
      'Customer number',
      'Client',
      'Items',
      'Quantity',
      'Amount',
      'Paid',
      'Payment state',
      'State',
      'Salesperson',
      'Channel',
    ]);
    expect(sheet.rowCount).toBe(list.total + 1);
    const ordernos = Array.from({ length: list.total }, (_, i) => sheet.getCell(i + 2, 1).value);
    expect(ordernos).toEqual(list.list.map((r: { orderno: string }) => r.orderno));

    // A00421: g = 421, 2026-11-01 00:00 +08 plus 2,947 minutes; status 421 % 6 = 1 (confirmed); no salesperson: an empty cell.
    const at = ordernos.indexOf('A00421') + 2;
    expect(sheetValues(sheet, at)).toEqual([
      'A00421',
      '2026-11-03 01:07',
      'K2',
      '乙',
      '标准名片, 宣传单',
      200,
      1421.25,
      1421.25,
      'Paid',
      'Confirmed',
      undefined,
      'Mobile',
    ]);
    expect(sheet.getCell(at, 7).numFmt).toBe('#,##0.00');
    expect(sheet.getCell(at, 8).numFmt).toBe('#,##0.00');
  });

  it('writes headers and names in Chinese by default', async () => {
    const res = await exportOrders('orderno=A00420', admin);
    const frames = await framesOf(res.rawPayload);
    const sheet = await sheetOfFrames(frames);
    expect(sheet.name).toBe('订单');
    expect(sheetValues(sheet, 1)).toEqual([
      '订单号',
      '下单时间',
      '客户编号',
      '客户',
      '商品',
      '数量',
      '金额',
      '已付',
      '付款状态',
      '订单状态',
      '业务员',
      '渠道',
    ]);
    // g = 420: status index 0 (placed), unpaid, with the operator as salesperson, from the PC shop.
    expect(sheetValues(sheet, 2)).toEqual([
      'A00420',
      '2026-11-03 01:00',
      'K1',
      '甲',
      '标准名片, 宣传单',
      100,
      1420.25,
      0,
      '未付款',
      '已下单',
      '上海操作员',
      '电脑端',
    ]);
  });

  it('exports the whole set, not a page: 2,500 rows with progress every 2,000', async () => {
    const res = await exportOrders('', admin);
    const frames = await framesOf(res.rawPayload);
    expect(frames.filter((f) => f.kind === 'progress').map((f) => f.kind === 'progress' && f.value)).toEqual([
      { done: 0, total: 2500 },
      { done: 2000, total: 2500 },
      { done: 2500, total: 2500 },
    ]);
    expect((await sheetOfFrames(frames)).rowCount).toBe(2501);
  });

  it("stays in the session's branch: 002 gets only its own orders, whatever the query says", async () => {
    const res = await exportOrders('gscode=001&orderno=A', other);
    if (res.statusCode === 200) {
      const frames = await framesOf(res.rawPayload);
      expect(frames.at(-1)).toMatchObject({ kind: 'end', value: { rows: 0 } });
    } else {
      expect(res.json()).toMatchObject({ code: 8, data: null });
    }
    const all = await framesOf((await exportOrders('', other)).rawPayload);
    expect(all.at(-1)).toMatchObject({
      kind: 'end',
      value: { rows: 30, fileName: expect.stringMatching(/^orders-002-/) },
    });
    const sheet = await sheetOfFrames(all);
    const ordernos = Array.from({ length: 30 }, (_, i) => String(sheet.getCell(i + 2, 1).value));
    expect(ordernos.every((n) => n.startsWith('B'))).toBe(true);
  });

  it('is written to the operation log with the user, the filters and the row count', async () => {
    await exportOrders('status=9&channel=pc,counter', admin);
    const { rows } = await ctx.db.execute(sql`
      select gscode, user_name, method, action, outcome, diff from operation_log
       where path = '/api/Order/Export' and user_name = 'admin' order by id desc limit 1`);
    const expectedRows = Number(
      (
        await ctx.db.execute(sql`
      select count(*)::int as n from orders where gscode = '001' and status = 9 and channel in ('pc', 'counter')`)
      ).rows[0].n,
    );
    expect(rows[0]).toEqual({
      gscode: '001',
      user_name: 'admin',
      method: 'GET',
      action: 'export orders',
      outcome: 'ok',
      diff: { filters: [null, { status: ['9'], channel: ['pc', 'counter'] }], rows: [null, expectedRows] },
    });
  });
});
