import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { inWords, testCalls, type Headers } from '../../../test/calls.js';
import { creditOverColumn } from '../orders/list.js';

/**
 * Credit review (issue 12 #4): CheckCreditList, ApplyCredit and fun_AuditPass, each in the
 * session's branch only; an approval applies the terms to the client in the same transaction
 * (two at once: one wins, the other 409); a refusal changes nothing; the operation log.
 */
let ctx: TestContext;
const { q, get, post, ok } = testCalls(() => ctx);
const list = async (headers: Headers, query = '') => {
  const res = await get(`/api/UManage/CheckCreditList?pageSize=100${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Record<string, any>[]; total: number; summary: { pending: number } };
};
const snapshot = async () =>
  JSON.stringify(
    await q(`select (select json_agg(a order by id) from credit_applications a) as apps,
    (select json_agg(json_build_object('id', c.id, 'isyuejie', c.isyuejie, 'maxprice', c.maxprice, 'maxdays', c.maxdays, 'tmpprice', c.tmpprice,
       'tmpdays', c.tmpdays, 'tmp_until', c.tmp_until, 'version', c.version) order by c.id) from clients c) as clients`),
  );
const clientOf = async (id: number) =>
  (
    await q(
      `select isyuejie, maxprice::text, maxdays, tmpprice::text, tmpdays, tmp_until::text, version from clients where id = $1`,
      [id],
    )
  )[0];

let admin: Headers;
let admin2: Headers;
let operator: Headers;
const ids: Record<string, number> = {};

async function addClient(gscode: string, guestcode: string, guestname: string, status = 1) {
  const [{ id }] = await q<{ id: number }>(
    `insert into clients (gscode, guestcode, guestname, longname, status, isyuejie, maxprice) values ($1, $2, $3, $3 || ' 有限公司', $4, 0, 0) returning id`,
    [gscode, guestcode, guestname, status],
  );
  return id;
}
async function addApplication(
  gscode: string,
  clientId: number,
  fields: { state?: number; maxprice?: string; appliedAt?: string } = {},
) {
  const [{ id }] = await q<{ id: number }>(
    `insert into credit_applications (gscode, client_id, isyuejie, maxprice, maxdays, state, applied_at, reason)
     values ($1, $2, 1, $3, 30, $4, coalesce($5::timestamptz, now()), 'seeded') returning id`,
    [gscode, clientId, fields.maxprice ?? '10000', fields.state ?? 0, fields.appliedAt ?? null],
  );
  return Number(id);
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = (await ctx.login('001', 'admin')).headers;
  admin2 = (await ctx.login('002', 'admin')).headers;
  operator = (await ctx.login('001', 'operator')).headers;
  ids.acme = await addClient('001', 'C0001', '蓝天印务');
  ids.beta = await addClient('001', 'C0002', '白云广告');
  ids.gamma = await addClient('001', 'C0003', '青山文具');
  ids.off = await addClient('001', 'C0004', '停用客户', 0);
  ids.hz = await addClient('002', 'H0001', '杭州专用客户');
  ids.oldApproved = await addApplication('001', ids.beta, {
    state: 1,
    maxprice: '5000',
    appliedAt: '2026-03-01T02:00:00Z',
  });
  ids.oldRejected = await addApplication('001', ids.beta, {
    state: 2,
    maxprice: '90000',
    appliedAt: '2026-04-01T02:00:00Z',
  });
  ids.hzApp = await addApplication('002', ids.hz);
});
afterAll(() => ctx.close());

describe('ApplyCredit', () => {
  it('files a pending application (operator may), one pending per client, logged', async () => {
    const { id } = await ok('/api/UManage/ApplyCredit', operator, {
      guestcode: 'C0001',
      isyuejie: 1,
      maxprice: '50000',
      maxdays: 30,
      tmpprice: '20000.50',
      tmpdays: 15,
      reason: '旺季订单增加',
    });
    ids.acmeApp = id;
    const row = (
      await q(
        `select state, maxprice::text, tmpprice::text, tmpdays, applied_by from credit_applications where id = $1`,
        [id],
      )
    )[0];
    expect(row).toMatchObject({ state: 0, maxprice: '50000.00', tmpprice: '20000.50', tmpdays: 15 });
    expect(row.applied_by).not.toBeNull();
    const before = await snapshot();
    const again = await post('/api/UManage/ApplyCredit', admin, {
      guestcode: 'C0001',
      isyuejie: 1,
      maxprice: '1',
      maxdays: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('pending already');
    expect(await snapshot()).toBe(before);
    const op = (
      await q(
        `select target_id, outcome, diff from operation_log where path = '/api/UManage/ApplyCredit' and outcome = 'ok' order by id desc limit 1`,
      )
    )[0];
    expect(op.target_id).toBe(String(id));
    expect(JSON.stringify(op.diff)).toContain('50000.00');
  });

  it('refuses bad input, another branch and a disabled client with 4xx, changing nothing', async () => {
    const before = await snapshot();
    const base = { guestcode: 'C0003', isyuejie: 1, maxprice: '100', maxdays: 30 };
    for (const [headers, body, status, words] of [
      [admin, { ...base, maxprice: '-1' }, 400, 'maxprice'],
      [admin, { ...base, maxprice: '1.234' }, 400, 'maxprice'],
      [admin, { ...base, maxprice: 100 }, 400, 'maxprice'],
      [admin, { ...base, maxprice: '12345678901' }, 400, 'maxprice'],
      [admin, { ...base, maxdays: 366 }, 400, 'maxdays'],
      [admin, { ...base, isyuejie: 2 }, 400, 'isyuejie'],
      [admin, { ...base, reason: 'x'.repeat(501) }, 400, 'reason'],
      [admin, { ...base, tmpprice: '100' }, 400, 'temporary limit needs its days'],
      [admin, { ...base, guestcode: 'H0001' }, 404, 'H0001'],
      [admin2, { ...base }, 404, 'C0003'],
      [admin, { ...base, guestcode: 'C0004' }, 409, 'disabled'],
      [admin, { ...base, extra: 1 }, 400, 'extra'],
    ] as const) {
      const res = await post('/api/UManage/ApplyCredit', headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().msg, JSON.stringify(body)).toContain(inWords(words));
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('CheckCreditList', () => {
  it("lists the branch's applications with the client's credit now, pending first", async () => {
    const d = await list(admin);
    expect(d.total).toBe(3);
    expect(d.summary.pending).toBe(1);
    expect(d.list.map((r) => r.id)).toEqual([ids.acmeApp, ids.oldRejected, ids.oldApproved]);
    expect(d.list[0]).toMatchObject({
      isyuejie: 1,
      maxprice: '50000.00',
      maxdays: 30,
      tmpprice: '20000.50',
      tmpdays: 15,
      reason: '旺季订单增加',
      appliedBy: 'operator',
      state: 0,
      auditedBy: '',
      auditedAt: null,
      auditComment: '',
      client: {
        id: ids.acme,
        guestcode: 'C0001',
        guestname: '蓝天印务',
        isyuejie: 0,
        maxprice: '0.00',
        creditUsed: '0.00',
        creditLimit: '0.00',
        tmpUntil: null,
      },
    });
    expect(JSON.stringify(d)).not.toContain('杭州');
  });

  it('filters by state, client words and applied days, and sorts', async () => {
    const idsOf = async (query: string) => (await list(admin, query)).list.map((r) => r.id);
    expect(await idsOf('&state=0')).toEqual([ids.acmeApp]);
    expect(await idsOf('&state=1,2')).toEqual([ids.oldRejected, ids.oldApproved]);
    expect(await idsOf('&q=白云')).toEqual([ids.oldRejected, ids.oldApproved]);
    expect(await idsOf('&q=C0001')).toEqual([ids.acmeApp]);
    expect(await idsOf('&q=%25')).toEqual([]);
    expect(await idsOf('&from=2026-03-01&to=2026-03-01')).toEqual([ids.oldApproved]);
    expect(await idsOf('&sort=maxprice&order=asc')).toEqual([ids.oldApproved, ids.acmeApp, ids.oldRejected]);
    expect(await idsOf('&sort=applied&order=asc')).toEqual([ids.oldApproved, ids.oldRejected, ids.acmeApp]);
    for (const bad of ['&state=3', '&sort=reason', '&from=2026-02-30', '&pageSize=7', `&q=${'x'.repeat(51)}`]) {
      expect((await get(`/api/UManage/CheckCreditList?${bad}`, admin)).statusCode, bad).toBe(400);
    }
  });

  it('another branch sees only its own', async () => {
    const d = await list(admin2);
    expect(d.list.map((r) => r.id)).toEqual([ids.hzApp]);
  });
});

describe('fun_AuditPass', () => {
  it('refuses the operator (no credit:audit), another branch (404), a rejection without comment and bad input, changing nothing', async () => {
    const before = await snapshot();
    for (const [headers, body, status] of [
      [operator, { id: ids.acmeApp, pass: true }, 403],
      [admin2, { id: ids.acmeApp, pass: true }, 404],
      [admin, { id: ids.hzApp, pass: true }, 404],
      [admin, { id: ids.acmeApp, pass: false }, 400],
      [admin, { id: ids.acmeApp, pass: false, comment: '   ' }, 400],
      [admin, { id: ids.acmeApp, pass: 'yes' }, 400],
      [admin, { id: 0, pass: true }, 400],
      [admin, { id: ids.acmeApp, pass: true, comment: 'x'.repeat(501) }, 400],
      [admin, { id: 999_999_999, pass: true }, 404],
    ] as const) {
      const res = await post('/api/UManage/fun_AuditPass', headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await post('/api/UManage/fun_AuditPass', admin, { id: ids.acmeApp, pass: false })).json().msg).toContain(
      'needs a comment',
    );
    expect(await snapshot()).toBe(before);
  });

  it('two approvals of one application at once: one applies the terms, the other gets 409', async () => {
    const versionBefore = (await clientOf(ids.acme)).version;
    const [a, b] = await Promise.all([
      post('/api/UManage/fun_AuditPass', admin, { id: ids.acmeApp, pass: true, comment: '同意' }),
      post('/api/UManage/fun_AuditPass', admin, { id: ids.acmeApp, pass: true, comment: '同意' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().msg).toContain('approved already');
    const [{ today }] = await q(`select ((now() at time zone 'Asia/Shanghai')::date + 15)::text as today`);
    expect(await clientOf(ids.acme)).toEqual({
      isyuejie: 1,
      maxprice: '50000.00',
      maxdays: 30,
      tmpprice: '20000.50',
      tmpdays: 15,
      tmp_until: today,
      version: versionBefore + 1,
    });
    const row = (await list(admin, '&q=C0001')).list[0];
    expect(row).toMatchObject({ state: 1, auditedBy: 'admin', auditComment: '同意' });
    expect(row.client).toMatchObject({ isyuejie: 1, maxprice: '50000.00', creditLimit: '70000.50', tmpUntil: today });
    const op = await q(
      `select target_id, outcome, diff from operation_log where path = '/api/UManage/fun_AuditPass' and outcome = 'ok' order by id desc`,
    );
    expect(op).toHaveLength(1);
    expect(JSON.stringify(op[0].diff)).toContain('50000.00');
  });

  it('a rejection with a comment marks the application and leaves the client alone', async () => {
    const { id } = await ok('/api/UManage/ApplyCredit', admin, {
      guestcode: 'C0003',
      isyuejie: 1,
      maxprice: '8000',
      maxdays: 60,
    });
    const clientBefore = await clientOf(ids.gamma);
    expect(await ok('/api/UManage/fun_AuditPass', admin, { id, pass: false, comment: '欠款过多' })).toMatchObject({
      id,
      state: 2,
    });
    expect(await clientOf(ids.gamma)).toEqual(clientBefore);
    const again = await post('/api/UManage/fun_AuditPass', admin, { id, pass: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('rejected already');
    // Decided: the client may apply again.
    await ok('/api/UManage/ApplyCredit', admin, { guestcode: 'C0003', isyuejie: 0, maxprice: '0', maxdays: 0 });
  });
});

describe('over the limit', () => {
  it('flags an unpaid order of a monthly-settlement client owing more than its limit in the order list (never blocks it), and shows the credit used', async () => {
    // C0001 was approved above: monthly, limit 50000 + a temporary 20000.50 in force.
    await q(
      `insert into orders (gscode, orderno, client_id, status, amount, paid, pay_state, created_at) values
             ('001', 'CR-1', $1, 1, 60000, 0, 0, now()), ('001', 'CR-2', $1, 4, 5000, 5000, 2, now()),
             ('001', 'CR-3', $2, 1, 90000, 0, 0, now())`,
      [ids.acme, ids.gamma],
    );
    const flags = async () => {
      const res = await get('/api/Order/List?pageSize=100&orderno=CR-', admin);
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(
        (res.json().data.list as { orderno: string; creditOver: boolean }[]).map((r) => [r.orderno, r.creditOver]),
      );
    };
    // 60000 owed against 70000.50: not over.
    expect(await flags()).toEqual({ 'CR-1': false, 'CR-2': false, 'CR-3': false });
    await q(
      `insert into orders (gscode, orderno, client_id, status, amount, paid, pay_state, created_at) values ('001', 'CR-4', $1, 0, 20000, 100, 1, now())`,
      [ids.acme],
    );
    // 79900 owed: the unpaid orders are flagged, the paid one is not; C0003 pays before production (isyuejie 0): never over.
    expect(await flags()).toEqual({ 'CR-1': true, 'CR-2': false, 'CR-3': false, 'CR-4': true });
    // The list reads its flags from bo_order_page_rows (migration 0026): the same as the rule of credit-used.ts as creditOverColumn writes it.
    const [{ timezone }] = await q<{ timezone: string }>(`select timezone from branches where gscode = '001'`);
    const reference = await ctx.db.execute(sql`select o.orderno, ${creditOverColumn('001', timezone)}
      from orders o join clients c on c.id = o.client_id where o.gscode = '001' and o.orderno like 'CR-%'`);
    expect(await flags()).toEqual(Object.fromEntries(reference.rows.map((r) => [r.orderno, r.credit_over === true])));
    const row = (await list(admin, '&q=C0001&state=1')).list[0];
    expect(row.client).toMatchObject({ creditUsed: '79900.00', creditLimit: '70000.50' });
  });
});
