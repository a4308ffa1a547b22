import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';

let ctx: TestContext;
let admin: Record<string, string>;
const ids: Record<string, number> = {};
const { q } = testCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  const clients = await q<{ id: number; guestcode: string }>(`
    insert into clients (gscode, guestcode, guestname, longname) values
      ('001', 'P001', '鼎盛广告', '上海鼎盛广告有限公司'), ('001', 'P002', '华彩印务', '上海华彩印务有限公司'),
      ('002', 'P901', '杭州客户', '杭州客户有限公司')
    returning id, guestcode`);
  const c = Object.fromEntries(clients.map((r) => [r.guestcode, r.id]));
  const orders = await q<{ id: number; orderno: string }>(
    `
    insert into orders (gscode, orderno, client_id, status, amount) values
      ('001', 'A100', $1, 1, 100.00), ('001', 'A200', $1, 9, 50.00), ('001', 'B1%x', $2, 1, 80.00),
      ('001', 'LIST', $2, 4, 1000.00), ('002', 'H100', $3, 1, 100.00)
    returning id, orderno`,
    [c.P001, c.P002, c.P901],
  );
  for (const o of orders) ids[o.orderno] = Number(o.id);
  // Payments for the list and the reconciliation, at known instants (Shanghai is UTC+8).
  await q(
    `
    insert into payments (gscode, order_id, client_id, amount, method, reference, state, reason, paid_at) values
      ('001', $1, $2, 300.00, 'wechat', 'W1', 'success', '', '2026-03-01 23:30+08'),
      ('001', $1, $2, 200.10, 'alipay', 'A1', 'success', '', '2026-03-02 00:30+08'),
      ('001', $1, $2, -50.05, 'wechat', 'W2', 'success', 'damaged', '2026-03-02 10:00+08'),
      ('001', $1, $2, 99.99, 'wechat', 'W3', 'failed', '', '2026-03-02 11:00+08'),
      ('001', $1, $2, 10.00, 'bank', 'B1', 'pending', '', '2026-03-03 09:00+08'),
      ('001', $3, $4, 0.01, 'cash', 'C1', 'success', '', '2026-03-02 12:00+08'),
      ('002', $5, $6, 777.77, 'wechat', 'H1', 'success', '', '2026-03-02 10:00+08')`,
    [ids.LIST, c.P002, ids['B1%x'], c.P002, ids.H100, c.P901],
  );
  admin = (await ctx.login('001', 'admin')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': 'en' } });
const post = (url: string, payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'accept-language': 'en' } });
const pay = (payload: object, headers = admin) =>
  post('/api/Payment/Record', { method: 'wechat', ...payload }, headers);
const refund = (payload: object, headers = admin) =>
  post('/api/Payment/Refund', { method: 'wechat', ...payload }, headers);
const orderState = async (id: number) =>
  (await q('select paid::text, pay_state, version from orders where id = $1', [id]))[0];
const paymentCount = async () => Number((await q('select count(*) from payments'))[0].count);

describe('RecordPayment and RecordRefund', () => {
  it("records a payment: the order's paid amount, pay state and version follow, the answer is the order's detail", async () => {
    const res = await pay({ orderId: ids.A100, amount: '30', reference: ' T-1 ', version: 0 });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: ids.A100, paid: '30.00', pay_state: 'partial', version: 1 });
    expect(d.payments).toMatchObject([
      { amount: '30.00', method: 'wechat', reference: 'T-1', state: 'success', reason: '', recorded_by: '上海管理员' },
    ]);
    expect(await orderState(ids.A100)).toEqual({ paid: '30.00', pay_state: 1, version: 1 });
    const log = await q(
      `select action, target_id, outcome, diff from operation_log where path = '/api/Payment/Record' order by id`,
    );
    expect(log).toEqual([
      {
        action: 'record payment',
        target_id: String(ids.A100),
        outcome: 'ok',
        diff: { paid: ['0.00', '30.00'], pay_state: ['unpaid', 'partial'], version: [0, 1] },
      },
    ]);
  });

  it('pays the rest exactly: paid', async () => {
    const d = (await pay({ orderId: ids.A100, amount: '70.00', method: 'bank', version: 1 })).json().data;
    expect(d).toMatchObject({ paid: '100.00', pay_state: 'paid', version: 2 });
  });

  it('refuses a payment above the outstanding amount, and changes nothing', async () => {
    const before = await paymentCount();
    const res = await pay({ orderId: ids.A100, amount: '0.01', version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 8,
      msg: 'The payment is more than the outstanding amount of 0.00',
      data: null,
    });
    expect(await orderState(ids.A100)).toEqual({ paid: '100.00', pay_state: 2, version: 2 });
    expect(await paymentCount()).toBe(before);
    const log = await q(
      `select outcome from operation_log where path = '/api/Payment/Record' order by id desc limit 1`,
    );
    expect(log).toEqual([{ outcome: 'error' }]);
  });

  it('refuses a stale version with a clear message, and changes nothing', async () => {
    const before = await paymentCount();
    const res = await pay({ orderId: ids['B1%x'], amount: '1', version: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This order was changed by someone else meanwhile; reload it and try again');
    expect(await orderState(ids['B1%x'])).toEqual({ paid: '0.00', pay_state: 0, version: 0 });
    expect(await paymentCount()).toBe(before);
  });

  it('refuses a payment on a cancelled order', async () => {
    const res = await pay({ orderId: ids.A200, amount: '1', version: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The order is cancelled: no payment can be recorded');
  });

  it('refuses bad amounts: zero, negative, three decimals, not a number', async () => {
    for (const amount of ['0', '-5', '1.005', 'abc', '1e3']) {
      expect((await pay({ orderId: ids.A100, amount, version: 2 })).statusCode, amount).toBe(400);
    }
  });

  it('refuses a refund without a reason, or above what was paid; records one with a reason, stored negative', async () => {
    expect((await refund({ orderId: ids.A100, amount: '10', version: 2 })).statusCode).toBe(400);
    expect((await refund({ orderId: ids.A100, amount: '10', version: 2, reason: '   ' })).statusCode).toBe(400);
    const over = await refund({ orderId: ids.A100, amount: '100.01', version: 2, reason: 'x' });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('The refund is more than the paid amount of 100.00');
    expect(await orderState(ids.A100)).toEqual({ paid: '100.00', pay_state: 2, version: 2 });

    const d = (await refund({ orderId: ids.A100, amount: '20.5', version: 2, reason: '印刷瑕疵' })).json().data;
    expect(d).toMatchObject({ paid: '79.50', pay_state: 'partial', version: 3 });
    expect(d.payments.at(-1)).toMatchObject({ amount: '-20.50', reason: '印刷瑕疵', state: 'success' });
    const all = (await refund({ orderId: ids.A100, amount: '79.50', version: 3, reason: 'cancelled by client' })).json()
      .data;
    expect(all).toMatchObject({ paid: '0.00', pay_state: 'unpaid', version: 4 });
  });

  it('a refund is allowed on a cancelled order that was paid', async () => {
    await q(`update orders set paid = 20, pay_state = 1 where id = $1`, [ids.A200]);
    const d = (await refund({ orderId: ids.A200, amount: '20', version: 0, reason: 'order cancelled' })).json().data;
    expect(d).toMatchObject({ paid: '0.00', pay_state: 'unpaid', version: 1, status: 9 });
  });

  it("answers another branch's order as not found, and changes nothing there", async () => {
    const before = await orderState(ids.H100);
    const count = await paymentCount();
    for (const send of [pay, refund]) {
      const res = await send({ orderId: ids.H100, amount: '1', version: 0, reason: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 8, msg: 'Record not found', data: null });
    }
    expect(await orderState(ids.H100)).toEqual(before);
    expect(await paymentCount()).toBe(count);
  });

  it('needs the payment:record mark (the read-only role is refused)', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const res = await pay({ orderId: ids['B1%x'], amount: '1', version: 0 }, viewer);
    expect(res.statusCode).toBe(403);
    expect((await get('/api/Payment/List', viewer)).json().code).toBe(0);
  });

  it('two payments with the same version at once: exactly one is recorded', async () => {
    const results = await Promise.all([1, 2].map(() => pay({ orderId: ids['B1%x'], amount: '40', version: 0 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await orderState(ids['B1%x'])).toEqual({ paid: '40.00', pay_state: 1, version: 1 });
  });
});

describe('PaymentList', () => {
  const list = async (qs: string) => {
    const res = await get(`/api/Payment/List?pageSize=100&${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      list: { reference: string; amount: string }[];
      total: number;
      summary: { amount: string };
    };
  };
  const refs = async (qs: string) => (await list(qs)).list.map((r) => r.reference);
  /** The same set computed directly: count and exact sum. */
  const direct = async (where: string, values: unknown[] = []) =>
    (
      await q(
        `select count(*)::int as total, coalesce(sum(p.amount), 0)::numeric(18,2)::text as amount
                from payments p left join orders o on o.id = p.order_id where p.gscode = '001' and ${where}`,
        values,
      )
    )[0];

  it("lists only the branch's payments, newest first, with order and client, total and exact sum over the whole set", async () => {
    const d = await list('');
    expect(d.list.some((r) => r.reference === 'H1')).toBe(false);
    const times = d.list.map((r: any) => r.paid_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(d.list.find((r) => r.reference === 'W2')).toMatchObject({
      amount: '-50.05',
      method: 'wechat',
      state: 'success',
      reason: 'damaged',
      recorded_by: '',
      orderno: 'LIST',
      guestcode: 'P002',
      guestname: '华彩印务',
      order_id: ids.LIST,
    });
    const expected = await direct('true');
    expect({ total: d.total, amount: d.summary.amount }).toEqual(expected);
    const page = (await get('/api/Payment/List?pageSize=15&page=1')).json().data;
    expect(page.list.length).toBe(Math.min(15, expected.total));
    expect(page.summary.amount).toBe(expected.amount);
  });

  it('filters by local day, method, state, kind, client and order number prefix', async () => {
    expect(await refs('from=2026-03-01&to=2026-03-01')).toEqual(['W1']);
    expect((await refs('from=2026-03-02&to=2026-03-02')).sort()).toEqual(['A1', 'C1', 'W2', 'W3']);
    expect(await refs('from=2026-03-03')).not.toContain('A1');
    expect(await refs('to=2026-03-01')).toEqual(['W1']);
    expect((await refs('method=wechat,cash&from=2026-03-01&to=2026-03-03')).sort()).toEqual(['C1', 'W1', 'W2', 'W3']);
    expect((await refs('state=pending,failed')).sort()).toEqual(['B1', 'W3']);
    expect((await refs('kind=refund&to=2026-03-31')).sort()).toEqual(['W2']);
    expect(await refs('kind=payment&from=2026-03-01&to=2026-03-31&method=wechat')).not.toContain('W2');
    expect((await refs('client=P002&to=2026-03-31')).sort()).toEqual(['A1', 'B1', 'C1', 'W1', 'W2', 'W3']);
    expect(await refs('client=P901')).toEqual([]);
    expect(await refs('orderno=B1%25')).toEqual(expect.arrayContaining(['C1']));
    expect(await refs('orderno=B1_')).toEqual([]);
    const d = await list('method=wechat&state=success&from=2026-03-01&to=2026-03-02');
    expect({ total: d.total, amount: d.summary.amount }).toEqual(
      await direct(
        `p.method = 'wechat' and p.state = 'success' and p.paid_at >= '2026-03-01 00:00+08' and p.paid_at < '2026-03-03 00:00+08'`,
      ),
    );
    expect(d.summary.amount).toBe('249.95');
  });

  it('sorts by amount and time, both ways, and pages without overlap', async () => {
    const asc = (await list('sort=amount&order=asc')).list.map((r) => Number(r.amount));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=amount&order=desc')).list.map((r) => Number(r.amount));
    expect(desc).toEqual([...asc].reverse());
    const oldest = await refs('sort=time&order=asc');
    expect(oldest[0]).toBe('W1');
    const all = await refs('sort=time&order=asc');
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.length / 10); page++) {
      pages.push(
        ...(await get(`/api/Payment/List?sort=time&order=asc&page=${page}`))
          .json()
          .data.list.map((r: any) => r.reference),
      );
    }
    expect(pages).toEqual(all);
  });

  it('refuses bad filters with a message naming the field', async () => {
    const res = await get('/api/Payment/List?method=paypal');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('Method');
    expect((await get('/api/Payment/List?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/Payment/List?sort=guestname')).statusCode).toBe(400);
    expect((await get('/api/Payment/List?pageSize=7')).statusCode).toBe(400);
  });
});

describe('Reconciliation', () => {
  it("gives one local day's successful payments and refunds by method, and the total", async () => {
    const res = await get('/api/Payment/Reconciliation?day=2026-03-02');
    const d = res.json().data;
    expect(d.day).toBe('2026-03-02');
    expect(d.rows).toEqual([
      { method: 'wechat', payments: 0, received: '0.00', refunds: 1, refunded: '50.05', net: '-50.05' },
      { method: 'alipay', payments: 1, received: '200.10', refunds: 0, refunded: '0.00', net: '200.10' },
      { method: 'bank', payments: 0, received: '0.00', refunds: 0, refunded: '0.00', net: '0.00' },
      { method: 'cash', payments: 1, received: '0.01', refunds: 0, refunded: '0.00', net: '0.01' },
      { method: 'monthly', payments: 0, received: '0.00', refunds: 0, refunded: '0.00', net: '0.00' },
    ]);
    expect(d.total).toEqual({ payments: 2, received: '200.11', refunds: 1, refunded: '50.05', net: '150.06' });
  });

  it('follows the branch time zone', async () => {
    await ctx.db.execute(sql`update branches set timezone = 'UTC' where gscode = '001'`);
    try {
      const d = (await get('/api/Payment/Reconciliation?day=2026-03-01')).json().data;
      // 2026-03-02 00:30 in Shanghai is 2026-03-01 16:30 UTC.
      expect(d.total).toMatchObject({ payments: 2, received: '500.10' });
    } finally {
      await ctx.db.execute(sql`update branches set timezone = 'Asia/Shanghai' where gscode = '001'`);
    }
  });
});
