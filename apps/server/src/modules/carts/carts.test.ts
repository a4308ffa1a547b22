import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { generateCarts } from '../../seed/orders.js';
import { withTransaction } from '../../db/client.js';

let ctx: TestContext;
let admin: Record<string, string>;
const { q } = testCalls(() => ctx);
const DAY = 86_400_000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b, h] = await q<{ id: number }>(`
    insert into clients (gscode, guestcode, guestname, longname) values
      ('001', 'Q001', '鼎盛广告', '上海鼎盛广告有限公司'), ('001', 'Q002', '华彩印务', '上海华彩印务有限公司'),
      ('002', 'Q901', '杭州客户', '杭州客户有限公司')
    returning id`);
  const [ma, mb, mh] = await q<{ id: number }>(
    `
    insert into members (gscode, client_id, user_name) values ('001', $1, 'zhang_san'), ('001', $2, 'li%si'), ('002', $3, 'hz_user')
    returning id`,
    [a.id, b.id, h.id],
  );
  // fresh: changed 2 days ago; old: 7 days and 1 hour ago (abandoned at 7 days); edge: 6 days 23 h.
  await q(
    `
    insert into carts (gscode, client_id, member_id, items, item_count, qty, amount, created_at, updated_at) values
      ('001', $1, $2, '标准名片', 1, 200, 30.10, $7, $8),
      ('001', $3, $4, '宣传单页, 信封', 2, 500, 120.05, $9, $9),
      ('001', $3, null, '工作证', 1, 100, 0.01, $10, $10),
      ('002', $5, $6, '杭州名片', 1, 999, 999.99, $9, $9)`,
    [a.id, ma.id, b.id, mb.id, h.id, mh.id, ago(10), ago(2), ago(7, 1), ago(6, 23)],
  );
  admin = (await ctx.login('001', 'admin')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': 'en' } });
const list = async (qs = '') => {
  const res = await get(`/api/Cart/List?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const items = async (qs = '') => (await list(qs)).list.map((r: { items: string }) => r.items);

describe('CartList', () => {
  it("lists the branch's carts with member, client, age and abandoned flag, last changed first, with the summary of the whole set", async () => {
    const d = await list();
    expect(d.abandonDays).toBe(7);
    expect(d.total).toBe(3);
    expect(d.summary).toEqual({ qty: 800, amount: '150.16' });
    expect(d.list.map((r: any) => [r.items, r.member, r.guestcode, r.age_days, r.abandoned])).toEqual([
      ['标准名片', 'zhang_san', 'Q001', 2, false],
      ['工作证', '', 'Q002', 6, false],
      ['宣传单页, 信封', 'li%si', 'Q002', 7, true],
    ]);
    expect(d.list[0]).toMatchObject({ guestname: '鼎盛广告', item_count: 1, qty: 200, amount: '30.10' });
    expect(Date.parse(d.list[0].created_at)).toBeLessThan(Date.parse(d.list[0].updated_at));
  });

  it('filters by client, member prefix (wildcards literal), abandoned and last-changed days', async () => {
    expect(await items('client=Q002')).toEqual(['工作证', '宣传单页, 信封']);
    expect(await items('client=Q901')).toEqual([]);
    expect(await items('member=zhang')).toEqual(['标准名片']);
    expect(await items('member=li%25')).toEqual(['宣传单页, 信封']);
    expect(await items('member=l_')).toEqual([]);
    expect(await items('abandoned=yes')).toEqual(['宣传单页, 信封']);
    expect(await items('abandoned=no')).toEqual(['标准名片', '工作证']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await items(`from=${today}&to=${today}`)).toEqual([]);
    expect(await items('from=1900-01-01&to=2100-12-31')).toHaveLength(3);
    const d = await list('abandoned=no');
    expect({ total: d.total, summary: d.summary }).toEqual({ total: 2, summary: { qty: 300, amount: '30.11' } });
  });

  it('sorts by last change, creation and amount, both ways', async () => {
    expect(await items('sort=amount&order=asc')).toEqual(['工作证', '标准名片', '宣传单页, 信封']);
    expect(await items('sort=amount')).toEqual(['宣传单页, 信封', '标准名片', '工作证']);
    expect(await items('sort=created&order=asc')).toEqual(['标准名片', '宣传单页, 信封', '工作证']);
    expect(await items('sort=updated&order=asc')).toEqual(['宣传单页, 信封', '工作证', '标准名片']);
  });

  it('follows the abandon days: SetAbandonDays needs cart:settings, is audited and changes the flags', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/Cart/SetAbandonDays',
      payload: { days: 3 },
      headers: viewer,
    });
    expect(refused.statusCode).toBe(403);
    expect((await get('/api/Cart/List', viewer)).json().code).toBe(0);

    for (const days of [0, 366, 2.5]) {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/Cart/SetAbandonDays',
        payload: { days },
        headers: admin,
      });
      expect(bad.statusCode).toBe(400);
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Cart/SetAbandonDays',
      payload: { days: 3 },
      headers: admin,
    });
    expect(res.json()).toMatchObject({ code: 0, data: { abandonDays: 3 } });
    const d = await list('abandoned=yes');
    expect(d.abandonDays).toBe(3);
    expect(d.list.map((r: any) => r.items)).toEqual(['工作证', '宣传单页, 信封']);
    expect(
      await q(
        `select action, target_id, diff from operation_log where path = '/api/Cart/SetAbandonDays' and outcome = 'ok'`,
      ),
    ).toEqual([{ action: 'set cart abandon days', target_id: '001', diff: { abandonDays: [7, 3] } }]);
    // The other branch keeps its own setting.
    const other = (await ctx.login('002', 'admin')).headers;
    expect((await get('/api/Cart/List', other)).json().data).toMatchObject({ abandonDays: 7, total: 1 });
  });

  it('makes a system settings form read before the change stale, so its save cannot write the old days back', async () => {
    const read = (await get('/api/Setting/Get', admin)).json().data;
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Cart/SetAbandonDays',
      payload: { days: read.settings.cartAbandonDays + 1 },
      headers: admin,
    });
    expect(changed.json().code).toBe(0);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/Setting/Save',
      payload: { settings: read.settings, version: read.version },
      headers: admin,
    });
    expect(stale.statusCode).toBe(409);
    const now = (await get('/api/Setting/Get', admin)).json().data;
    expect(now.settings.cartAbandonDays).toBe(read.settings.cartAbandonDays + 1);
    expect(now.version).toBe(read.version + 1);
  });
});

describe('generateCarts (demo data)', () => {
  it("makes carts of the branch's members whose header equals the sum of their items, some abandoned", async () => {
    await q(`insert into members (gscode, client_id, user_name)
             select '001', (select id from clients where guestcode = 'Q001'), 'gen' || g from generate_series(1, 60) g`);
    const now = new Date();
    await withTransaction(ctx.db, (c) => generateCarts(c, '001', 7, now));
    const carts = await q(
      `
      select k.items, k.item_count, k.qty, k.amount::text, k.member_id, m.client_id = k.client_id as same_client,
             k.created_at <= k.updated_at and k.updated_at <= $1 as times_ok,
             (select string_agg(product, ', ' order by id) from cart_items i where i.cart_id = k.id) as sum_items,
             (select count(*)::int from cart_items i where i.cart_id = k.id) as sum_n,
             (select sum(qty)::int from cart_items i where i.cart_id = k.id) as sum_qty,
             (select sum(amount)::text from cart_items i where i.cart_id = k.id) as sum_amount,
             k.updated_at < $1::timestamptz - interval '7 days' as abandoned
        from carts k join members m on m.id = k.member_id where m.user_name like 'gen%'`,
      [now.toISOString()],
    );
    expect(carts.length).toBeGreaterThan(5);
    for (const k of carts) {
      expect(k).toMatchObject({
        items: k.sum_items,
        item_count: k.sum_n,
        qty: k.sum_qty,
        amount: k.sum_amount,
        same_client: true,
        times_ok: true,
      });
    }
    expect(carts.some((k) => k.abandoned)).toBe(true);
    expect(carts.some((k) => !k.abandoned)).toBe(true);
  });
});
