import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MAX } from '@bo/contract';
import { addAccount } from '../../../test/accounts.js';
import { testCalls } from '../../../test/calls.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { readExportAnswer } from '../../../test/export-answer.js';

/**
 * Batch state changes on the order list (issue 37 #2, docs/decisions/0147-batch-actions.md): one
 * transaction, every rule of the one-order move per order, a refused order left as it was and
 * named with why, one operation-log row; and the export of the rows picked.
 */
let ctx: TestContext;
const { q, post, get, ok, refused } = testCalls(() => ctx);
let admin: Record<string, string>;
let viewer: Record<string, string>;
let other: Record<string, string>;
let seller: Record<string, string>;
let sellerId: number;
let clientId: number;

const BATCH = '/api/Order/BatchChangeState';

/** `n` new orders of `gscode` in `status`; their ids. */
async function newOrders(n: number, status = 0, gscode = '001', client = clientId): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const [o] = await q<{ id: number }>(
      `insert into orders (gscode, orderno, client_id, status, amount)
       values ($1, 'B' || nextval('orders_id_seq'), $2, $3, 100) returning id`,
      [gscode, client, status],
    );
    ids.push(o.id);
  }
  return ids;
}
const items = async (ids: number[]) =>
  (await q<{ id: number; version: number }>(`select id, version from orders where id = any($1)`, [ids])).sort(
    (a, b) => ids.indexOf(a.id) - ids.indexOf(b.id),
  );
const states = async (ids: number[]) =>
  (await q<{ id: number; status: number }>(`select id, status from orders where id = any($1) order by id`, [ids])).map(
    (r) => r.status,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  [{ id: clientId }] = await q<{ id: number }>(
    `insert into clients (gscode, guestcode, guestname, longname) values ('001', 'KB1', '批量', '批量公司') returning id`,
  );
  await q(`insert into clients (gscode, guestcode, guestname, longname) values ('002', 'XB1', '杭州', '杭州公司')`);
  await q(
    `insert into roles (gscode, code, name, name_en, data_scope) values ('001', 'bseller', 'bseller', 'bseller', 'own')`,
  );
  await q(
    `insert into role_menus (role_id, menu_id, active)
     select (select id from roles where gscode = '001' and code = 'bseller'), menu_id, active
       from role_menus where role_id = (select id from roles where gscode = '001' and code = 'admin')`,
  );
  await addAccount(q, { userName: 'bseller', roleCode: 'bseller' });
  admin = (await ctx.login('001', 'admin')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
  other = (await ctx.login('002', 'admin')).headers;
  const s = await ctx.login('001', 'bseller');
  seller = s.headers;
  sellerId = s.ID;
});
afterAll(() => ctx.close());

describe('BatchChangeState', () => {
  it('changes the orders the move is legal for and names each refused one with why, in the order asked', async () => {
    const placed = await newOrders(3, 0);
    const [shipped] = await newOrders(1, 3);
    const [stale] = await newOrders(1, 0);
    const [elsewhere] = await newOrders(
      1,
      0,
      '002',
      (await q<{ id: number }>(`select id from clients where guestcode = 'XB1'`))[0].id,
    );
    const asked = [...(await items([stale, ...placed, shipped])), { id: elsewhere, version: 0 }];
    await q(`update orders set version = version + 1 where id = $1`, [stale]);
    const logBefore = (await q(`select id from operation_log`)).length;

    const out = await ok(BATCH, admin, { items: asked, action: 'confirm' });

    expect(out.changed).toBe(3);
    expect(out.unchanged).toBe(0);
    expect(out.refused.map((r: { id: number }) => r.id)).toEqual([stale, shipped, elsewhere]);
    expect(out.refused.map((r: { reason: string }) => r.reason)).toEqual([
      expect.stringMatching(/changed/i),
      expect.stringMatching(/shipped.*cannot be confirmed|cannot be confirmed/i),
      expect.stringMatching(/not found|does not exist/i),
    ]);
    expect(await states(placed)).toEqual([1, 1, 1]);
    expect(await states([stale, shipped])).toEqual([3, 0]); // by id: shipped was made first
    expect(await states([elsewhere])).toEqual([0]);
    // Each changed order has its event, by the user, as the one-order move writes it.
    const events = await q(`select order_id, action from order_events where order_id = any($1)`, [
      [...placed, stale, shipped],
    ]);
    expect(events.map((e) => e.order_id).sort()).toEqual([...placed].sort());

    // One operation-log row: every changed order before and after, the refused ones with why.
    const log = await q(`select action, outcome, target_id, diff from operation_log order by id`);
    expect(log.length - logBefore).toBe(1);
    const row = log.at(-1)!;
    expect(row).toMatchObject({ action: 'change order state (batch)', outcome: 'ok' });
    expect(row.diff[placed[0]]).toEqual([
      { status: 0, version: 0 },
      { status: 1, version: 1 },
    ]);
    expect(Object.keys(row.diff.refused[1]).map(Number).sort()).toEqual([stale, shipped, elsewhere].sort());
  });

  it("says the refusals in the caller's language", async () => {
    const [shipped] = await newOrders(1, 3);
    const res = await post(BATCH, admin, { items: await items([shipped]), action: 'confirm' }, 'cn');
    expect(res.json().data.refused[0].reason).toMatch(/已发货/);
  });

  it('keeps the one-order rules: a cancel without a reason changes nothing, a cancel with one cancels every order', async () => {
    const ids = await newOrders(2, 1);
    const without = await ok(BATCH, admin, { items: await items(ids), action: 'cancel' });
    expect(without.changed).toBe(0);
    expect(without.refused).toHaveLength(2);
    expect(await states(ids)).toEqual([1, 1]);
    const withReason = await ok(BATCH, admin, { items: await items(ids), action: 'cancel', reason: '客户撤单' });
    expect(withReason.changed).toBe(2);
    expect(await states(ids)).toEqual([9, 9]);
    const restored = await ok(BATCH, admin, { items: await items(ids), action: 'restore' });
    expect(restored.changed).toBe(2);
    expect(await states(ids)).toEqual([1, 1]);
  });

  it('is refused whole without the mark, for bad input, for an id twice and past the batch limit', async () => {
    const ids = await newOrders(2, 0);
    const asked = await items(ids);
    await refused(BATCH, viewer, { items: asked, action: 'confirm' }, 403);
    await refused(BATCH, admin, { items: [], action: 'confirm' }, 400);
    await refused(BATCH, admin, { items: [asked[0], asked[0]], action: 'confirm' }, 400);
    await refused(BATCH, admin, { items: asked, action: 'launch' }, 400);
    // Every row wrong the same way: the refusal names a few and counts the rest, not 300 lines.
    const wrong = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, version: 0, guestcode: 'x' }));
    const msg = await refused(BATCH, admin, { items: wrong, action: 'confirm' }, 400);
    expect(msg).toMatch(/and 29\d more like these$/);
    expect(msg.length).toBeLessThan(1000);
    const many = Array.from({ length: BATCH_MAX + 1 }, (_, i) => ({ id: i + 1, version: 0 }));
    await refused(BATCH, admin, { items: many, action: 'confirm' }, 400);
    expect(await states(ids)).toEqual([0, 0]);
  });

  it("is another branch's: none of its orders change, each is not found", async () => {
    const ids = await newOrders(2, 0);
    const out = await ok(BATCH, other, { items: await items(ids), action: 'confirm' });
    expect(out).toMatchObject({ changed: 0, refused: [{ id: ids[0] }, { id: ids[1] }] });
    expect(await states(ids)).toEqual([0, 0]);
  });

  it("keeps an own account to its clients' orders", async () => {
    const [mine] = await q<{ id: number }>(
      `insert into clients (gscode, guestcode, guestname, longname, salesperson_id) values ('001', 'KB2', '我的', '我的公司', $1) returning id`,
      [sellerId],
    );
    const [own] = await newOrders(1, 0, '001', mine.id);
    const [notOwn] = await newOrders(1, 0);
    const out = await ok(BATCH, seller, { items: await items([own, notOwn]), action: 'confirm' });
    expect(out.changed).toBe(1);
    expect(out.refused).toEqual([{ id: notOwn, reason: expect.any(String) }]);
    expect(await states([own, notOwn])).toEqual([1, 0]);
  });

  it('two batches over the same orders at once: each order moves once, neither deadlocks', async () => {
    const ids = await newOrders(40, 0);
    const asked = await items(ids);
    const [a, b] = await Promise.all([
      ok(BATCH, admin, { items: asked, action: 'confirm' }),
      ok(BATCH, admin, { items: [...asked].reverse(), action: 'confirm' }),
    ]);
    expect(a.changed + b.changed).toBe(40);
    expect(a.refused.length + b.refused.length).toBe(40);
    expect(new Set(await states(ids))).toEqual(new Set([1]));
  });
});

describe('OrderExport of the rows picked', () => {
  it('holds only the ids asked, of the branch; bad ids are refused', async () => {
    const ids = await newOrders(3, 0);
    const numbers = (
      await q<{ orderno: string }>(`select orderno from orders where id = any($1) order by id`, [ids])
    ).map((r) => r.orderno);
    const res = await get(`/api/Order/Export?ids=${ids[0]},${ids[2]}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const picked = await readExportAnswer(res);
    expect(picked.problems).toEqual([]);
    expect(picked.text).toContain('end 2 rows');
    expect(picked.text).toContain(numbers[0]);
    expect(picked.text).not.toContain(numbers[1]);
    const elsewhere = await readExportAnswer(await get(`/api/Order/Export?ids=${ids[0]}`, other));
    expect(elsewhere.text).not.toContain(numbers[0]);
    expect((await get(`/api/Order/Export?ids=1,x`, admin)).statusCode).toBe(400);
    expect((await get(`/api/Order/Export?ids=99999999999`, admin)).statusCode).toBe(400);
  });
});
