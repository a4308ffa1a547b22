import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { reportClock } from '../reports/service.js';

/** One order's detail, its state machine, stale copies, concurrency, notes and the dashboard. */
let ctx: TestContext;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let other: Record<string, string>;
let adminId: number;

const H = (h: Record<string, string>, lang = 'en') => ({ ...h, 'accept-language': lang });
const detail = (id: number, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/Order/Detail?id=${id}`, headers: H(headers) });
const change = (payload: object, headers = admin, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: '/api/Order/ChangeState', payload, headers: H(headers, lang) });
const note = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/Order/AddNote', payload, headers: H(headers) });

/** A new order of `gscode` placed now, with two lines and a payment; returns its id. */
async function newOrder(gscode = '001', status = 0): Promise<number> {
  const { rows } = await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, qty, items, paid, pay_state, consignee, phone, address)
    values (${gscode}, 'T' || nextval('orders_id_seq'), (select id from clients where gscode = ${gscode} limit 1), ${status}, 150.50, 600,
            '标准名片, 信封', 100.00, 1, '王伟', '13800000000', '上海市浦东新区 1 号')
    returning id`);
  const id = Number(rows[0].id);
  await ctx.db.execute(sql`
    insert into order_lines (order_id, gscode, product, size, paper, finish, qty, price, amount) values
      (${id}, ${gscode}, '标准名片', '90×54 mm', '300 g 铜版纸', '覆哑膜', 500, 0.25, 125.00),
      (${id}, ${gscode}, '信封', 'DL', '120 g 双胶纸', '', 100, 0.255, 25.50)`);
  await ctx.db.execute(sql`
    insert into payments (gscode, order_id, client_id, amount, method, reference, state, recorded_by)
    values (${gscode}, ${id}, (select client_id from orders where id = ${id}), 100.00, 'wechat', 'WX123', 'success', ${adminId}),
           (${gscode}, ${id}, (select client_id from orders where id = ${id}), 50.50, 'alipay', 'AP9', 'failed', null)`);
  return id;
}
const orderRow = async (id: number) =>
  (await ctx.db.execute(sql`select status, version, cancel_reason, tracking, updated_at from orders where id = ${id}`))
    .rows[0];
const eventCount = async (id: number) =>
  Number((await ctx.db.execute(sql`select count(*)::int as n from order_events where order_id = ${id}`)).rows[0].n);

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(
    sql`insert into clients (gscode, guestcode, guestname, longname) values ('001', 'K1', '甲', '甲公司'), ('002', 'X1', '杭州', '杭州公司')`,
  );
  const a = await ctx.login('001', 'admin');
  admin = a.headers;
  adminId = a.ID;
  viewer = (await ctx.login('001', 'viewer')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

describe('OrderDetail', () => {
  it('answers lines, payments with who recorded them, delivery, the creation as first event, and the legal actions', async () => {
    const id = await newOrder();
    const res = await detail(id);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id,
      status: 0,
      version: 0,
      guestcode: 'K1',
      qty: 600,
      amount: '150.50',
      paid: '100.00',
      pay_state: 'partial',
      delivery: { consignee: '王伟', phone: '13800000000', address: '上海市浦东新区 1 号', tracking: '' },
      actions: ['confirm', 'cancel'],
      notes: [],
      cancel_reason: '',
    });
    expect(d.lines).toEqual([
      {
        product: '标准名片',
        size: '90×54 mm',
        paper: '300 g 铜版纸',
        finish: '覆哑膜',
        qty: 500,
        price: '0.25',
        amount: '125.00',
      },
      { product: '信封', size: 'DL', paper: '120 g 双胶纸', finish: '', qty: 100, price: '0.26', amount: '25.50' },
    ]);
    expect(d.payments.map((p: Record<string, unknown>) => [p.amount, p.method, p.state, p.recorded_by])).toEqual([
      ['100.00', 'wechat', 'success', '上海管理员'],
      ['50.50', 'alipay', 'failed', ''],
    ]);
    expect(d.events).toEqual([{ at: d.created_at, action: 'create', from: null, to: 0, reason: '', by: '' }]);
  });

  it("another branch's order is not found, exactly like a missing one", async () => {
    const id = await newOrder('002');
    const theirs = await detail(id);
    const missing = await detail(987654321);
    expect(theirs.statusCode).toBe(404);
    const { requestId: _a, ...t } = theirs.json();
    const { requestId: _b, ...m } = missing.json();
    expect(t).toEqual(m);
    expect((await detail(id, other)).statusCode).toBe(200);
  });
});

describe('ChangeState', () => {
  it('moves an order through its life: version, history with who, the audit before/after', async () => {
    const id = await newOrder();
    let v = 0;
    for (const [action, to, extra] of [
      ['confirm', 1, {}],
      ['produce', 2, {}],
      ['ship', 3, { tracking: 'SF1234567890' }],
      ['complete', 4, {}],
    ] as const) {
      const res = await change({ id, action, version: v, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      expect(d).toMatchObject({ status: to, version: v + 1 });
      v++;
    }
    const d = (await detail(id)).json().data;
    expect(d.delivery.tracking).toBe('SF1234567890');
    expect(d.actions).toEqual([]);
    expect(d.events.map((e: Record<string, unknown>) => [e.action, e.from, e.to, e.by])).toEqual([
      ['create', null, 0, ''],
      ['confirm', 0, 1, '上海管理员'],
      ['produce', 1, 2, '上海管理员'],
      ['ship', 2, 3, '上海管理员'],
      ['complete', 3, 4, '上海管理员'],
    ]);
    const { rows } = await ctx.db.execute(sql`
      select action, target_id, outcome, diff from operation_log where path = '/api/Order/ChangeState' and target_id = ${String(id)} order by id`);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      action: 'change order state',
      outcome: 'ok',
      diff: { status: [0, 1], version: [0, 1] },
    });
    expect(rows[2]).toMatchObject({ diff: { status: [2, 3], version: [2, 3], tracking: ['', 'SF1234567890'] } });
  });

  it('refuses an illegal move naming the state and the action, in the caller language, and changes nothing', async () => {
    const id = await newOrder();
    const before = await orderRow(id);
    const en = await change({ id, action: 'ship', version: 0 });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ code: 8, msg: 'This order is placed: it cannot be shipped' });
    const cn = await change({ id, action: 'restore', version: 0 }, admin, 'zh-CN');
    expect(cn.json().msg).toBe('订单当前为「已下单」，不能「恢复」');
    expect(await orderRow(id)).toEqual(before);
    expect(await eventCount(id)).toBe(0);
    const { rows } = await ctx.db.execute(
      sql`select outcome from operation_log where path = '/api/Order/ChangeState' and target_id = ${String(id)}`,
    );
    expect(rows).toEqual([{ outcome: 'error' }, { outcome: 'error' }]);
  });

  it('refuses a change based on a stale copy, with the reload message, and changes nothing', async () => {
    const id = await newOrder();
    expect((await change({ id, action: 'confirm', version: 0 })).statusCode).toBe(200);
    const before = await orderRow(id);
    for (const version of [0, 2, 2_147_483_647]) {
      const res = await change({ id, action: 'produce', version });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('This order was changed by someone else meanwhile; reload it and try again');
    }
    expect((await change({ id, action: 'produce', version: 0 }, admin, 'zh-CN')).json().msg).toBe(
      '该订单已被他人修改，请刷新后重试',
    );
    expect(await orderRow(id)).toEqual(before);
    expect(await eventCount(id)).toBe(1);
  });

  it('two changes from the same version at once: exactly one wins', async () => {
    const id = await newOrder();
    const results = await Promise.all([
      change({ id, action: 'confirm', version: 0 }),
      change({ id, action: 'cancel', version: 0, reason: 'customer changed mind' }),
      change({ id, action: 'confirm', version: 0 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await eventCount(id)).toBe(1);
    expect((await orderRow(id)).version).toBe(1);
  });

  it('cancel needs a reason; restore goes back to the state the order was cancelled from', async () => {
    const id = await newOrder();
    await change({ id, action: 'confirm', version: 0 });
    for (const reason of [undefined, '', '   ']) {
      const res = await change({ id, action: 'cancel', version: 1, ...(reason === undefined ? {} : { reason }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Cancelling an order needs a reason');
    }
    const cancelled = (await change({ id, action: 'cancel', version: 1, reason: '客户取消' })).json().data;
    expect(cancelled).toMatchObject({ status: 9, cancel_reason: '客户取消', actions: ['restore'] });
    const restored = (await change({ id, action: 'restore', version: 2 })).json().data;
    expect(restored).toMatchObject({ status: 1, cancel_reason: '', version: 3 });
    expect(restored.events.map((e: Record<string, unknown>) => [e.action, e.from, e.to, e.reason])).toEqual([
      ['create', null, 0, ''],
      ['confirm', 0, 1, ''],
      ['cancel', 1, 9, '客户取消'],
      ['restore', 9, 1, ''],
    ]);
    // Shipped orders cannot be cancelled.
    await change({ id, action: 'produce', version: 3 });
    expect((await change({ id, action: 'cancel', version: 4, reason: 'x' })).json().msg).toBe(
      'This order is in production: it cannot be cancelled',
    );
  });

  it("another branch's order: not found, nothing changed; without order:edit: refused", async () => {
    const id = await newOrder('002');
    const before = await orderRow(id);
    expect((await change({ id, action: 'confirm', version: 0 })).statusCode).toBe(404);
    expect((await note({ id, text: 'hello' })).statusCode).toBe(404);
    const own = await newOrder();
    const res = await change({ id: own, action: 'confirm', version: 0 }, viewer);
    expect(res.statusCode).toBe(403);
    expect((await note({ id: own, text: 'hello' }, viewer)).statusCode).toBe(403);
    expect(await orderRow(id)).toEqual(before);
    expect((await orderRow(own)).version).toBe(0);
    expect((await ctx.db.execute(sql`select count(*)::int as n from order_notes`)).rows[0].n).toBe(0);
  });

  it("a cancel takes the order out of today's dashboard count at once, a restore puts it back", async () => {
    reportClock.now = () => new Date();
    const figures = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/Reports/ReportData?gscode=001&guestcode=C001',
          headers: admin,
        })
      ).json().data;
    const id = await newOrder();
    const start = await figures();
    const res = await change({ id, action: 'cancel', version: 0, reason: 'duplicate' });
    expect(res.statusCode).toBe(200);
    const after = await figures();
    expect(after.odata.today).toBe(start.odata.today - 1);
    expect(Number(after.tdata.today)).toBeCloseTo(Number(start.tdata.today) - 150.5, 2);
    await change({ id, action: 'restore', version: 1 });
    expect((await figures()).odata.today).toBe(start.odata.today);
  });
});

describe('AddNote', () => {
  it('adds a note with who and when, oldest first, without moving the version', async () => {
    const id = await newOrder();
    await note({ id, text: '客户要求加急' });
    const res = await note({ id, text: '  second  ' });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.notes.map((n: Record<string, unknown>) => [n.text, n.by])).toEqual([
      ['客户要求加急', '上海管理员'],
      ['second', '上海管理员'],
    ]);
    expect(d.version).toBe(0);
    for (const text of ['', '   ', 'x'.repeat(501)]) expect((await note({ id, text })).statusCode).toBe(400);
  });
});

describe('Salespeople', () => {
  it("lists the branch's enabled staff, never another branch's", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Order/Salespeople', headers: admin });
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['上海管理员', '上海操作员']));
    expect(names.some((n: string) => n.startsWith('杭州'))).toBe(false);
  });
});
