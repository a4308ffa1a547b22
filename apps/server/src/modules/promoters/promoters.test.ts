import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInSeedUsers, type TestContext } from '../../../test/context.js';
import { inWords, testCalls, type Headers } from '../../../test/calls.js';

/**
 * Promoters (issue 12 #5): gettgzxUser and gettgzxdetail figures equal a direct SQL sum over the
 * orders; optgzxUser adds, enables, disables and sets the rate with the version the user saw;
 * another branch's promoters are invisible and refused; every change audited.
 */
let ctx: TestContext;
const { q, get, post, ok } = testCalls(() => ctx);
const list = async (headers: Headers, qs = 'pageSize=100') => {
  const res = await get(`/api/UManage/gettgzxUser?${qs}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Record<string, any>[]; total: number; summary: Record<string, any> };
};
const snapshot = async () => JSON.stringify(await q(`select json_agg(p order by member_id) as p from promoters p`));

let admin: Headers;
let admin2: Headers;
let operator: Headers;
let viewer: Headers;
const ids: Record<string, number> = {};
let orderSeq = 0;

async function addMember(gscode: string, userName: string, createdAt: string, status = 1) {
  const [{ id }] = await q<{ id: number }>(
    `insert into members (gscode, user_name, nickname, created_at, status) values ($1, $2, $2 || ' 昵称', $3, $4) returning id`,
    [gscode, userName, createdAt, status],
  );
  return id;
}
async function addClient(gscode: string, guestcode: string, promoterId: number | null, createdAt: string) {
  const [{ id }] = await q<{ id: number }>(
    `insert into clients (gscode, guestcode, guestname, longname, promoter_id, created_at) values ($1, $2, $2 || ' 客户', $2 || ' 有限公司', $3, $4) returning id`,
    [gscode, guestcode, promoterId, createdAt],
  );
  return id;
}
async function addOrder(gscode: string, clientId: number, status: number, amount: string, createdAt: string) {
  orderSeq++;
  await q(
    `insert into orders (gscode, orderno, client_id, status, amount, created_at) values ($1, $2, $3, $4, $5, $6)`,
    [gscode, `PT${gscode}${String(orderSeq).padStart(5, '0')}`, clientId, status, amount, createdAt],
  );
}

/** The figures of one promoter straight from the tables, as the contract defines them. */
async function direct(memberId: number) {
  const [r] = await q(
    `
    select count(distinct c.id)::int as referrals,
           count(o.id)::int as orders,
           coalesce(sum(o.amount), 0)::numeric(18, 2)::text as amount,
           coalesce(sum(o.amount) filter (where o.status = 4), 0)::numeric(18, 2)::text as completed,
           round(coalesce(sum(o.amount) filter (where o.status = 4), 0) * p.commission_rate / 100, 2)::numeric(18, 2)::text as commission
      from promoters p
      left join clients c on c.promoter_id = p.member_id and c.gscode = p.gscode
      left join orders o on o.client_id = c.id and o.gscode = c.gscode and o.status <> 9 and o.created_at >= greatest(c.created_at, p.created_at)
     where p.member_id = $1
     group by p.commission_rate`,
    [memberId],
  );
  return r;
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ admin, admin2, operator, viewer } = await signInSeedUsers(ctx));
  ids.ma = await addMember('001', 'ma-promo', '2025-01-01T00:00:00Z');
  ids.niu = await addMember('001', 'niu-promo', '2025-02-01T00:00:00Z');
  ids.plain = await addMember('001', 'plain-user', '2025-03-01T00:00:00Z');
  ids.off = await addMember('001', 'off-user', '2025-03-01T00:00:00Z', 0);
  ids.hz = await addMember('002', 'hz-promo', '2025-01-01T00:00:00Z');
  await q(
    `insert into promoters (member_id, gscode, status, commission_rate, created_at) values
           ($1, '001', 1, 5, '2025-01-01T00:00:00Z'), ($2, '001', 1, 12.5, '2025-06-01T00:00:00Z'), ($3, '002', 1, 8, '2025-01-01T00:00:00Z')`,
    [ids.ma, ids.niu, ids.hz],
  );
  // ma brought two clients; niu one that signed up before niu became a promoter, so only orders since 2025-06-01 count.
  ids.c1 = await addClient('001', 'R001', ids.ma, '2025-02-01T00:00:00Z');
  ids.c2 = await addClient('001', 'R002', ids.ma, '2025-04-01T00:00:00Z');
  ids.c3 = await addClient('001', 'R003', ids.niu, '2025-03-01T00:00:00Z');
  ids.c4 = await addClient('001', 'R004', null, '2025-03-01T00:00:00Z');
  ids.hc = await addClient('002', 'HR01', ids.hz, '2025-02-01T00:00:00Z');
  await addOrder('001', ids.c1, 4, '100.10', '2025-03-01T00:00:00Z');
  await addOrder('001', ids.c1, 4, '200.25', '2025-05-01T00:00:00Z');
  await addOrder('001', ids.c1, 1, '50.00', '2025-05-02T00:00:00Z');
  await addOrder('001', ids.c1, 9, '999.99', '2025-05-03T00:00:00Z');
  await addOrder('001', ids.c2, 4, '33.33', '2025-04-02T00:00:00Z');
  // Before the client signed up (an import, say): not the promoter's.
  await addOrder('001', ids.c2, 4, '77.77', '2025-03-15T00:00:00Z');
  await addOrder('001', ids.c3, 4, '400.00', '2025-05-01T00:00:00Z');
  await addOrder('001', ids.c3, 4, '0.03', '2025-07-01T00:00:00Z');
  await addOrder('001', ids.c3, 3, '60.00', '2025-07-02T00:00:00Z');
  await addOrder('001', ids.c4, 4, '5000.00', '2025-07-01T00:00:00Z');
  await addOrder('002', ids.hc, 4, '700002.27', '2025-07-01T00:00:00Z');
});
afterAll(() => ctx.close());

describe('gettgzxUser', () => {
  it('lists the promoters with referrals, orders, amount and commission equal to a direct SQL sum', async () => {
    const d = await list(admin);
    expect(d.total).toBe(2);
    const ma = d.list.find((r) => r.id === ids.ma)!;
    const niu = d.list.find((r) => r.id === ids.niu)!;
    expect(ma).toMatchObject({
      userName: 'ma-promo',
      nickname: 'ma-promo 昵称',
      status: 1,
      accountStatus: 1,
      commissionRate: '5.00',
      referrals: 2,
      orders: 4,
    });
    // 100.10 + 200.25 + 50.00 + 33.33; completed 333.68; 5 % = 16.684 → 16.68.
    expect(ma).toMatchObject({ amount: '383.68', completedAmount: '333.68', commission: '16.68' });
    // niu: only since 2025-06-01: 0.03 + 60.00; completed 0.03 × 12.5 % = 0.00375 → 0.00.
    expect(niu).toMatchObject({
      referrals: 1,
      orders: 2,
      amount: '60.03',
      completedAmount: '0.03',
      commission: '0.00',
      commissionRate: '12.50',
    });
    for (const row of d.list) {
      const sql = await direct(row.id);
      expect({
        referrals: row.referrals,
        orders: row.orders,
        amount: row.amount,
        completed: row.completedAmount,
        commission: row.commission,
      }).toEqual(sql);
    }
    expect(d.summary).toEqual({ referrals: 3, orders: 6, amount: '443.71', commission: '16.68' });
    expect(JSON.stringify(d)).not.toContain('700002.27');
    expect(JSON.stringify(d)).not.toContain('hz-promo');
  });

  it('filters by words and status, sorts, and answers bad input with 400', async () => {
    const names = async (qs: string) => (await list(admin, qs)).list.map((r) => r.userName);
    expect(await names('')).toEqual(['ma-promo', 'niu-promo']);
    expect(await names('q=NIU')).toEqual(['niu-promo']);
    expect(await names('sort=rate&order=desc')).toEqual(['niu-promo', 'ma-promo']);
    expect(await names('sort=referrals&order=asc')).toEqual(['niu-promo', 'ma-promo']);
    expect(await names('status=0')).toEqual([]);
    expect((await list(admin, 'q=niu')).summary).toEqual({
      referrals: 1,
      orders: 2,
      amount: '60.03',
      commission: '0.00',
    });
    for (const qs of ['status=3', 'sort=hash', 'pageSize=7', `q=${'x'.repeat(51)}`])
      expect((await get(`/api/UManage/gettgzxUser?${qs}`, admin)).statusCode, qs).toBe(400);
  });

  it("needs the page's mark; another branch sees only its own", async () => {
    expect((await get('/api/UManage/gettgzxUser', viewer)).statusCode).toBe(403);
    expect((await get('/api/UManage/gettgzxUser', operator)).statusCode).toBe(200);
    const other = await list(admin2);
    expect(other.list.map((r) => r.userName)).toEqual(['hz-promo']);
    expect(other.list[0]).toMatchObject({ referrals: 1, orders: 1, amount: '700002.27', commission: '56000.18' });
  });
});

describe('gettgzxdetail', () => {
  it('answers the promoter, its referred clients with their figures, and a page of their orders that count', async () => {
    const res = await get(`/api/UManage/gettgzxdetail?id=${ids.ma}&pageSize=10`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.promoter).toMatchObject({ id: ids.ma, commission: '16.68' });
    expect(d.clientsTotal).toBe(2);
    expect(d.clients.map((c: any) => [c.guestcode, c.orders, c.amount, c.completedAmount, c.commission])).toEqual([
      ['R002', 1, '33.33', '33.33', '1.67'],
      ['R001', 3, '350.35', '300.35', '15.02'],
    ]);
    expect(d.orders.total).toBe(4);
    expect(d.orders.list.map((o: any) => o.amount)).toEqual(['50.00', '200.25', '33.33', '100.10']);
    expect(d.orders.list[0]).toMatchObject({ guestcode: 'R001', status: 1, createdAt: '2025-05-02T00:00:00.000Z' });
    const one = (await get(`/api/UManage/gettgzxdetail?id=${ids.ma}&guestcode=R002`, admin)).json().data;
    expect(one.orders).toEqual({ total: 1, list: [expect.objectContaining({ amount: '33.33' })] });
    // A client that is not this promoter's referral: no orders.
    expect((await get(`/api/UManage/gettgzxdetail?id=${ids.ma}&guestcode=R004`, admin)).json().data.orders.total).toBe(
      0,
    );
    const page2 = (await get(`/api/UManage/gettgzxdetail?id=${ids.ma}&pageSize=10&page=2`, admin)).json().data;
    expect(page2.orders).toEqual({ total: 4, list: [] });
  });

  it("refuses another branch's promoter and a shop account that is not a promoter (404), bad input (400), a missing mark (403)", async () => {
    expect((await get(`/api/UManage/gettgzxdetail?id=${ids.hz}`, admin)).statusCode).toBe(404);
    const leak = await get(`/api/UManage/gettgzxdetail?id=${ids.hz}`, admin);
    expect(leak.body).not.toContain('hz-promo');
    expect((await get(`/api/UManage/gettgzxdetail?id=${ids.plain}`, admin)).statusCode).toBe(404);
    expect((await get('/api/UManage/gettgzxdetail', admin)).statusCode).toBe(400);
    expect((await get('/api/UManage/gettgzxdetail?id=abc', admin)).statusCode).toBe(400);
    expect((await get(`/api/UManage/gettgzxdetail?id=${ids.ma}`, viewer)).statusCode).toBe(403);
  });
});

describe('optgzxUser', () => {
  it('makes a shop account a promoter (default rate), refuses it twice, and refuses a disabled account', async () => {
    const d = await ok('/api/UManage/optgzxUser', admin, { op: 'add', id: ids.plain });
    expect(d).toEqual({ id: ids.plain, status: 1, commissionRate: '5.00', version: 0 });
    const row = (await list(admin, 'q=plain')).list[0];
    expect(row).toMatchObject({ referrals: 0, orders: 0, amount: '0.00', commission: '0.00' });
    const op = (
      await q(
        `select target_id, outcome, diff from operation_log where path = '/api/UManage/optgzxUser' order by id desc limit 1`,
      )
    )[0];
    expect(op).toMatchObject({
      target_id: String(ids.plain),
      outcome: 'ok',
      diff: { promoter: [null, true], commissionRate: [null, '5.00'] },
    });
    const again = await post('/api/UManage/optgzxUser', admin, { op: 'add', id: ids.plain });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('is a promoter already');
    const off = await post('/api/UManage/optgzxUser', admin, { op: 'add', id: ids.off, commissionRate: '3' });
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toContain('disabled');
  });

  it('enables, disables and sets the rate with the version the user saw; stale is 409; audited', async () => {
    const rated = await ok('/api/UManage/optgzxUser', admin, {
      op: 'rate',
      id: ids.ma,
      version: 0,
      commissionRate: '10',
    });
    expect(rated).toEqual({ id: ids.ma, status: 1, commissionRate: '10.00', version: 1 });
    const row = (await list(admin, 'q=ma-promo')).list[0];
    expect(row).toMatchObject({ commissionRate: '10.00', commission: '33.37' });
    expect(row.commission).toBe((await direct(ids.ma)).commission);
    const op = (
      await q(`select diff from operation_log where path = '/api/UManage/optgzxUser' order by id desc limit 1`)
    )[0];
    expect(op.diff).toEqual({ commissionRate: ['5.00', '10.00'] });
    const stale = await post('/api/UManage/optgzxUser', admin, { op: 'disable', id: ids.ma, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toContain('changed by someone else');
    const off = await ok('/api/UManage/optgzxUser', admin, { op: 'disable', id: ids.ma, version: 1 });
    expect(off).toMatchObject({ status: 0, version: 2 });
    expect((await list(admin, 'status=0')).list.map((r) => r.userName)).toEqual(['ma-promo']);
    await ok('/api/UManage/optgzxUser', admin, { op: 'enable', id: ids.ma, version: 2 });
    await ok('/api/UManage/optgzxUser', admin, { op: 'rate', id: ids.ma, version: 3, commissionRate: '100.00' });
    await ok('/api/UManage/optgzxUser', admin, { op: 'rate', id: ids.ma, version: 4, commissionRate: '0' });
  });

  it("refuses bad rates, a missing version or rate, another branch's account, a non-promoter, a missing mark; changes nothing", async () => {
    const before = await snapshot();
    const cases: [Headers, object, number, string][] = [
      [admin, { op: 'rate', id: ids.niu, version: 0, commissionRate: '100.01' }, 400, 'commissionRate'],
      [admin, { op: 'rate', id: ids.niu, version: 0, commissionRate: '1.234' }, 400, 'commissionRate'],
      [admin, { op: 'rate', id: ids.niu, version: 0, commissionRate: '-1' }, 400, 'commissionRate'],
      [admin, { op: 'rate', id: ids.niu, version: 0, commissionRate: 'abc' }, 400, 'commissionRate'],
      [admin, { op: 'rate', id: ids.niu, version: 0 }, 400, 'commission rate'],
      [admin, { op: 'disable', id: ids.niu }, 400, 'Send the version you saw'],
      [admin, { op: 'fire', id: ids.niu, version: 0 }, 400, 'op'],
      [admin, { op: 'disable', id: ids.hz, version: 0 }, 404, 'not found'],
      [admin, { op: 'add', id: ids.hz }, 404, 'not found'],
      [admin2, { op: 'disable', id: ids.niu, version: 0 }, 404, 'not found'],
      [admin, { op: 'disable', id: ids.c4 + 100000, version: 0 }, 404, 'not found'],
      [operator, { op: 'disable', id: ids.niu, version: 0 }, 403, 'Edit promoters'],
    ];
    await q(`insert into members (gscode, user_name) values ('001', 'not-promo')`);
    const [{ id: notPromo }] = await q(`select id from members where user_name = 'not-promo'`);
    cases.push([admin, { op: 'enable', id: notPromo, version: 0 }, 404, 'is not a promoter']);
    for (const [headers, payload, status, words] of cases) {
      const res = await post('/api/UManage/optgzxUser', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().msg, JSON.stringify(payload)).toContain(inWords(words));
    }
    expect(await snapshot()).toBe(before);
  });
});
