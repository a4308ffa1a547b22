import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../test/accounts.js';
import { testCalls, type Headers } from '../../test/calls.js';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../test/context.js';

/**
 * A role's data scope (issue 37 #1, docs/decisions/0145-data-scope.md): what an `own` account's
 * lists, totals and figures hold, what it adds, and who may give a role the whole branch. That it
 * reads and changes nothing else, over every call, is quality/data-scope.test.ts.
 */
let ctx: TestContext;
const { q, get, ok, refused } = testCalls(() => ctx);
let admin: Headers;
/** 001/seller: every grant of the administrator, data scope own; 001/sellerboss: the same marks, scope all. */
let seller: Headers;
let sellerId: number;

const data = async (url: string, headers: Headers) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [code, scope] of [
    ['seller', 'own'],
    ['sellerboss', 'all'],
  ]) {
    await q(`insert into roles (gscode, code, name, name_en, data_scope) values ('001', $1, $1, $1, $2)`, [
      code,
      scope,
    ]);
    await q(
      `insert into role_menus (role_id, menu_id, active)
       select (select id from roles where gscode = '001' and code = $1), menu_id, active
         from role_menus where role_id = (select id from roles where gscode = '001' and code = 'admin')`,
      [code],
    );
    await addAccount(q, { userName: code, roleCode: code });
  }
  admin = (await ctx.login('001', 'admin')).headers;
  const s = await ctx.login('001', 'seller');
  seller = s.headers;
  sellerId = s.ID;
  // Five clients with two orders and a payment each: the seller looks after three of them.
  for (let i = 1; i <= 5; i++) {
    const [c] = await q<{ id: number }>(
      `insert into clients (gscode, guestcode, guestname, longname, salesperson_id)
       values ('001', $1, $2, $2 || ' 有限公司', $3) returning id`,
      [`KDS${i}`, `范围客户${i}`, i <= 3 ? sellerId : null],
    );
    for (const amount of [50 * i, 150 * i]) {
      const [o] = await q<{ id: number }>(
        `insert into orders (gscode, orderno, client_id, status, amount) values ('001', $1, $2, 1, $3) returning id`,
        [`DS${i}-${amount}`, c.id, amount],
      );
      await q(`insert into payments (gscode, order_id, client_id, amount, method) values ('001', $1, $2, 10, 'cash')`, [
        o.id,
        c.id,
      ]);
    }
  }
});
afterAll(() => ctx.close());

describe('an own data scope', () => {
  it("lists and counts the seller's clients and their orders, payments and figures only", async () => {
    const mine = await q<{ id: number }>(`select id from clients where salesperson_id = $1 order by id`, [sellerId]);
    expect(mine).toHaveLength(3);
    const clients = await data('/api/UManage/Clients?page=1&pageSize=100', seller);
    expect(clients.total).toBe(3);
    expect(clients.list.map((c: { id: number }) => c.id).sort()).toEqual(mine.map((c) => c.id));

    const [sums] = await q<{ n: number; amount: string }>(
      `select count(*)::int as n, round(coalesce(sum(amount), 0), 2)::text as amount from orders
        where gscode = '001' and client_id in (select id from clients where salesperson_id = $1)`,
      [sellerId],
    );
    expect(sums.n).toBeGreaterThan(0);
    const orders = await data('/api/Order/List?page=1&pageSize=15', seller);
    expect({ n: orders.total, amount: orders.summary.amount }).toEqual({ n: sums.n, amount: sums.amount });
    const everyOrder = await data('/api/Order/List?page=1&pageSize=15', admin);
    expect(everyOrder.total).toBeGreaterThan(sums.n);
    // An amount range is counted from the orders, not the branch-wide amount bands.
    const [big] = await q<{ n: number }>(
      `select count(*)::int as n from orders
        where gscode = '001' and amount >= 100 and client_id in (select id from clients where salesperson_id = $1)`,
      [sellerId],
    );
    expect((await data('/api/Order/List?page=1&pageSize=15&amountMin=100', seller)).total).toBe(big.n);

    const [paid] = await q<{ n: number }>(
      `select count(*)::int as n from payments where client_id in (select id from clients where salesperson_id = $1)`,
      [sellerId],
    );
    expect((await data('/api/Payment/List?page=1&pageSize=15', seller)).total).toBe(paid.n);

    const [year] = await q<{ n: number }>(
      `select coalesce(sum(dd_num), 0)::int as n from order_rollup
        where gscode = '001' and grain = 'y' and client_id in (select id from clients where salesperson_id = $1)`,
      [sellerId],
    );
    const figures = await data('/api/Reports/ReportData?gscode=001', seller);
    expect(figures.odata.total).toBe(year.n);
    expect(figures.cdata.total).toBe(3);
    expect((await data('/api/Reports/ReportData?gscode=001', admin)).odata.total).toBeGreaterThan(year.n);
    const ranking = await data('/api/Reports/Ranking?gscode=001&rankname=today', seller);
    expect(ranking.map((r: { guestname: string }) => r.guestname).sort()).toEqual([
      '范围客户1',
      '范围客户2',
      '范围客户3',
    ]);
  });

  it('makes the seller the salesperson of a client it adds, so it keeps it', async () => {
    const added = await ok('/api/UManage/AddClient', seller, {
      guestname: '自己的客户',
      longname: '自己的客户有限公司',
    });
    const [row] = await q(`select salesperson_id from clients where gscode = '001' and guestcode = $1`, [
      added.guestcode,
    ]);
    expect(row.salesperson_id).toBe(sellerId);
    expect((await data('/api/UManage/Clients?page=1&pageSize=100', seller)).total).toBe(4);
  });

  it('tells the console at sign-in that the account reaches its own clients only', async () => {
    const signIn = async (username: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/LAdmin/AdminLogin',
          payload: { gscode: '001', username, password: TEST_PASSWORD },
        })
      ).json().data;
    expect((await signIn('seller')).dataScope).toBe('own');
    expect(await signIn('sellerboss')).not.toHaveProperty('dataScope');
  });

  it("finds another salesperson's client by neither code nor name (404)", async () => {
    const [other] = await q<{ guestcode: string; guestname: string }>(
      `select guestcode, guestname from clients where gscode = '001' and salesperson_id is distinct from $1 limit 1`,
      [sellerId],
    );
    expect((await get(`/api/UManage/ClientInfo?guestcode=${other.guestcode}`, seller)).statusCode).toBe(404);
    expect(
      (await get(`/api/UManage/get_UserInfo?guestname=${encodeURIComponent(other.guestname)}`, seller)).statusCode,
    ).toBe(404);
    expect((await get(`/api/UManage/ClientInfo?guestcode=${other.guestcode}`, admin)).statusCode).toBe(200);
  });
});

describe('who gives the whole branch', () => {
  it('an own account adds only own roles, changes no all role and gives no all role to an account', async () => {
    const msg = await refused(
      '/api/UManage/AddRole',
      seller,
      { code: 'wide', name: '全部', name_en: 'Wide', dataScope: 'all' },
      403,
    );
    expect(msg).toContain('All data');
    // Left out, the scope is `all`: refused the same.
    await refused('/api/UManage/AddRole', seller, { code: 'wide', name: '全部', name_en: 'Wide' }, 403);
    const narrow = await ok('/api/UManage/AddRole', seller, {
      code: 'narrow',
      name: '本人',
      name_en: 'Narrow',
      dataScope: 'own',
    });
    expect(narrow.dataScope).toBe('own');
    await refused('/api/UManage/ChangeRole', seller, { roleId: narrow.id, dataScope: 'all' }, 403);
    const [boss] = await q<{ id: number }>(`select id from roles where gscode = '001' and code = 'sellerboss'`);
    expect(await refused('/api/UManage/ChangeRole', seller, { roleId: boss.id, name: '改名' }, 403)).toContain(
      'All data',
    );
    await refused(
      '/api/UManage/CopyRole',
      seller,
      { roleId: boss.id, code: 'bosscopy', name: '复制', name_en: 'Copy' },
      403,
    );
    const [viewer] = await q<{ id: number }>(`select id from users where gscode = '001' and user_name = 'viewer'`);
    await refused('/api/UManage/SetRole', seller, { id: viewer.id, roleCode: 'sellerboss' }, 403);
    expect(
      await q(`select code, data_scope from roles where gscode = '001' and code in ('narrow', 'wide') order by code`),
    ).toEqual([{ code: 'narrow', data_scope: 'own' }]);
  });

  it('an all account gives either, and the change applies to signed-in accounts at once', async () => {
    const [narrow] = await q<{ id: number }>(`select id from roles where gscode = '001' and code = 'narrow'`);
    const changed = await ok('/api/UManage/ChangeRole', admin, { roleId: narrow.id, dataScope: 'all' });
    expect(changed.dataScope).toBe('all');
    const [seller0] = await q<{ id: number }>(`select id from roles where gscode = '001' and code = 'seller'`);
    await ok('/api/UManage/ChangeRole', admin, { roleId: seller0.id, dataScope: 'all' });
    const all = await data('/api/UManage/Clients?page=1&pageSize=15', seller);
    expect(all.total).toBeGreaterThan(4);
    await ok('/api/UManage/ChangeRole', admin, { roleId: seller0.id, dataScope: 'own' });
    expect((await data('/api/UManage/Clients?page=1&pageSize=15', seller)).total).toBe(4);
  });
});

describe('assigning a client to a salesperson', () => {
  const clientRow = async (code: string) =>
    (
      await q<{ id: number; version: number; salesperson_id: number | null }>(
        `select id, version, salesperson_id from clients where gscode = '001' and guestcode = $1`,
        [code],
      )
    )[0];

  it('gives the client to the seller, who then sees it; the log names both', async () => {
    const c = await clientRow('KDS5');
    const saved = await ok('/api/UManage/SetClientSalesperson', admin, {
      id: c.id,
      version: c.version,
      salesperson: sellerId,
    });
    expect(saved).toEqual({ id: c.id, salesperson: { id: sellerId, name: 'seller' }, version: c.version + 1 });
    const listed = await data('/api/UManage/Clients?page=1&pageSize=100', seller);
    expect(listed.list.map((r: { guestcode: string }) => r.guestcode)).toContain('KDS5');
    const [log] = await q(`select action, target_id, diff from operation_log order by id desc limit 1`);
    expect(log).toMatchObject({ action: 'set client salesperson', target_id: String(c.id) });
    expect(JSON.stringify(log.diff)).toContain('seller');
    await ok('/api/UManage/SetClientSalesperson', admin, { id: c.id, version: c.version + 1, salesperson: null });
    expect((await clientRow('KDS5')).salesperson_id).toBeNull();
  });

  it('refuses a stale version, an account of another branch or a disabled one, and an own account; nothing changes', async () => {
    const c = await clientRow('KDS4');
    await refused(
      '/api/UManage/SetClientSalesperson',
      admin,
      { id: c.id, version: c.version + 1, salesperson: sellerId },
      409,
    );
    const [other] = await q<{ id: number }>(`select id from users where gscode = '002' and user_name = 'admin'`);
    await refused(
      '/api/UManage/SetClientSalesperson',
      admin,
      { id: c.id, version: c.version, salesperson: other.id },
      400,
    );
    await q(`update users set status = 0 where gscode = '001' and user_name = 'sellerboss'`);
    const [boss] = await q<{ id: number }>(`select id from users where gscode = '001' and user_name = 'sellerboss'`);
    await refused(
      '/api/UManage/SetClientSalesperson',
      admin,
      { id: c.id, version: c.version, salesperson: boss.id },
      400,
    );
    const mineNow = await clientRow('KDS1');
    const msg = await refused(
      '/api/UManage/SetClientSalesperson',
      seller,
      { id: mineNow.id, version: mineNow.version, salesperson: null },
      403,
    );
    expect(msg).toBe('Only an account that sees all data can assign a salesperson');
    expect(await clientRow('KDS4')).toEqual(c);
    expect(await clientRow('KDS1')).toEqual(mineNow);
  });
});
