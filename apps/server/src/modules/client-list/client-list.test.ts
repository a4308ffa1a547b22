import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';

/**
 * The clients tab (issue 12 #1): Clients (filters, credit used and limit as the one definition
 * gives them, compared with a direct sum of the orders), SetClientStatus (version checked,
 * another branch's client not found, the mark enforced) and GetQpcGuestcode.
 */
let ctx: TestContext;
type Headers = Record<string, string>;
const { q, get, post } = testCalls(() => ctx);
const list = async (headers: Headers, filters: Record<string, string> = {}) => {
  const res = await get(`/api/UManage/Clients?${new URLSearchParams({ pageSize: '100', ...filters })}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Record<string, any>[]; total: number };
};
const codes = async (headers: Headers, filters: Record<string, string> = {}) =>
  (await list(headers, filters)).list.map((r) => r.guestcode);

let admin: Headers;
let admin2: Headers;
let viewer: Headers;
const ids: Record<string, number> = {};

async function addClient(gscode: string, guestcode: string, guestname: string, fields: Record<string, unknown> = {}) {
  const cols = ['gscode', 'guestcode', 'guestname', 'longname', ...Object.keys(fields)];
  const values = [gscode, guestcode, guestname, `${guestname}有限公司`, ...Object.values(fields)];
  const [{ id }] = await q<{ id: number }>(
    `insert into clients (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    values,
  );
  return id;
}
async function addOrder(
  gscode: string,
  clientId: number,
  no: string,
  amount: string,
  paid: string,
  status: number,
  at: string,
) {
  await q(
    `insert into orders (gscode, orderno, client_id, status, amount, paid, pay_state, created_at) values ($1, $2, $3, $4, $5, $6, 0, $7)`,
    [gscode, no, clientId, status, amount, paid, at],
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  admin2 = (await ctx.login('002', 'admin')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
  ids.monthly = await addClient('001', '001K00007', '月结印务', {
    isyuejie: 1,
    maxprice: '1000.00',
    clienttype: 1,
    clientlevel: 'A',
    area: '华东',
    linkman: '张经理',
    mobile: '13800000001',
  });
  ids.tmp = await addClient('001', '001K00008', '临时额度', {
    isyuejie: 1,
    maxprice: '100.00',
    tmpprice: '5000.00',
    tmp_until: '2099-12-31',
  });
  ids.prepaid = await addClient('001', '001K00012', '现结广告', { isyuejie: 0, maxprice: '0', clienttype: 2 });
  ids.hz = await addClient('002', '002K00001', '杭州客户', { isyuejie: 1, maxprice: '1' });
  // 月结印务 owes 1,200.50 (cancelled orders do not count), over its 1,000 limit; 临时额度 owes 300 within 100 + 5,000.
  await addOrder('001', ids.monthly, 'CL-1', '1000.00', '0', 1, '2026-10-01T02:00:00Z');
  await addOrder('001', ids.monthly, 'CL-2', '500.50', '300.00', 4, '2026-10-05T02:00:00Z');
  await addOrder('001', ids.monthly, 'CL-3', '9999.00', '0', 9, '2026-10-06T02:00:00Z');
  await addOrder('001', ids.tmp, 'CL-4', '300.00', '0', 2, '2026-09-01T02:00:00Z');
  await addOrder('002', ids.hz, 'CL-5', '50.00', '0', 1, '2026-09-01T02:00:00Z');
});
afterAll(() => ctx.close());

describe('Clients', () => {
  it("lists the branch's clients with credit used, limit and last order as the orders give them", async () => {
    const rows = (await list(admin)).list;
    expect(rows.map((r) => r.guestcode)).toEqual(['001K00012', '001K00008', '001K00007']);
    const monthly = rows.find((r) => r.guestcode === '001K00007')!;
    const [direct] = await q(
      `select sum(amount - paid)::numeric(18, 2)::text as owed from orders where client_id = $1 and status <> 9`,
      [ids.monthly],
    );
    expect(monthly).toMatchObject({
      creditUsed: direct.owed,
      creditLimit: '1000.00',
      overLimit: true,
      linkman: '张经理',
      status: 1,
      lastOrderAt: '2026-10-06T02:00:00.000Z',
    });
    expect(direct.owed).toBe('1200.50');
    expect(rows.find((r) => r.guestcode === '001K00008')).toMatchObject({
      creditUsed: '300.00',
      creditLimit: '5100.00',
      overLimit: false,
    });
    expect(rows.find((r) => r.guestcode === '001K00012')).toMatchObject({
      creditUsed: '0.00',
      overLimit: false,
      lastOrderAt: null,
    });
    expect(await codes(admin2)).toEqual(['002K00001']);
  });

  it('filters by words, type, level, area, settlement, status and over the limit; sorts', async () => {
    expect(await codes(admin, { q: '张经理' })).toEqual(['001K00007']);
    // Two characters (no trigram; the bigram index), in any field, any case; a wildcard is itself.
    expect(await codes(admin, { q: '经理' })).toEqual(['001K00007']);
    expect(await codes(admin, { q: '1K' })).toEqual(['001K00012', '001K00008', '001K00007']);
    expect(await codes(admin, { q: '额度' })).toEqual(['001K00008']);
    expect(await codes(admin, { q: '_0' })).toEqual([]);
    expect(await codes(admin, { q: '有限公司', type: '2' })).toEqual(['001K00012']);
    expect(await codes(admin, { level: 'A' })).toEqual(['001K00007']);
    expect(await codes(admin, { area: '华东' })).toEqual(['001K00007']);
    expect(await codes(admin, { settlement: 'prepaid' })).toEqual(['001K00012']);
    expect(await codes(admin, { overLimit: 'yes' })).toEqual(['001K00007']);
    expect(await codes(admin, { sort: 'guestcode', order: 'asc' })).toEqual(['001K00007', '001K00008', '001K00012']);
    // A LIKE wildcard is taken as itself.
    expect(await codes(admin, { q: '%' })).toEqual([]);
    const bad = await get('/api/UManage/Clients?type=7', admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('Clients totals', () => {
  /** The filters the totals come from client_counts for, with the same condition written directly on clients. */
  const CASES: [Record<string, string>, string][] = [
    [{}, 'true'],
    [{ type: '2' }, 'clienttype = 2'],
    [{ type: '1,2' }, 'clienttype in (1, 2)'],
    [{ level: 'A' }, "clientlevel = 'A'"],
    [{ area: '华' }, "area like '%华%'"],
    [{ settlement: 'monthly' }, 'isyuejie = 1'],
    [{ settlement: 'prepaid', status: '1' }, 'isyuejie <> 1 and status = 1'],
    [{ status: '0' }, 'status = 0'],
  ];
  async function expectTotalsAsCounted() {
    for (const [filters, where] of CASES) {
      const [{ n }] = await q<{ n: number }>(
        `select count(*)::int as n from clients where gscode = '001' and ${where}`,
      );
      expect((await list(admin, filters)).total, JSON.stringify(filters)).toBe(n);
    }
  }

  it("are the clients' own count for every filter, after adding, editing, disabling and deleting (client_counts by its triggers)", async () => {
    await expectTotalsAsCounted();
    // Several clients in one statement, then edits of the counted columns, then deletes.
    await q(`insert into clients (gscode, guestcode, guestname, longname, clienttype, clientlevel, area, isyuejie)
             select '001', '001K9' || lpad(g::text, 4, '0'), '批量' || g, '批量' || g || '有限公司', 1 + g % 5, (array['A', 'B'])[1 + g % 2], (array['华东', '西南'])[1 + g % 2], g % 2
               from generate_series(1, 40) g`);
    await expectTotalsAsCounted();
    await q(
      `update clients set clienttype = 2, area = '华北', status = 0 where gscode = '001' and guestcode like '001K9%' and clientlevel = 'A'`,
    );
    await q(`update clients set isyuejie = 1 - isyuejie where gscode = '001' and guestname like '批量1%'`);
    await expectTotalsAsCounted();
    await q(`delete from clients where gscode = '001' and guestcode like '001K9%'`);
    await expectTotalsAsCounted();
    // No row is left at zero, and another branch's clients never count.
    expect(await q(`select * from client_counts where n <= 0`)).toEqual([]);
    expect((await list(admin2)).total).toBe(1);
  });
});

describe('SetClientStatus', () => {
  it('disables and enables with the version seen; a stale version, another branch or a missing mark changes nothing', async () => {
    const [{ version }] = await q(`select version from clients where id = $1`, [ids.prepaid]);
    const off = await post('/api/UManage/SetClientStatus', admin, { id: ids.prepaid, version, status: 0 });
    expect(off.json().data).toEqual({ id: ids.prepaid, status: 0, version: version + 1 });
    expect(await codes(admin, { status: '0' })).toEqual(['001K00012']);
    const stale = await post('/api/UManage/SetClientStatus', admin, { id: ids.prepaid, version, status: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/changed by someone else meanwhile/);
    expect(
      (await post('/api/UManage/SetClientStatus', admin2, { id: ids.prepaid, version: version + 1, status: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/UManage/SetClientStatus', viewer, { id: ids.prepaid, version: version + 1, status: 1 }))
        .statusCode,
    ).toBe(403);
    const [{ status }] = await q(`select status from clients where id = $1`, [ids.prepaid]);
    expect(status).toBe(0);
    const logs = await q(
      `select outcome, diff from operation_log where target_id = $1 and path = '/api/UManage/SetClientStatus' order by id`,
      [String(ids.prepaid)],
    );
    expect(logs[0]).toMatchObject({ outcome: 'ok' });
    expect(JSON.stringify(logs[0].diff)).toContain('status');
  });
});

describe('GetQpcGuestcode', () => {
  it("answers the branch's next free customer number, skipping numbers taken", async () => {
    await q(`update branches set guestcode_seq = 6 where gscode = '001'`);
    const next = await get('/api/UManage/GetQpcGuestcode', admin);
    expect(next.json().data).toEqual({ guestcode: '001K00009' });
    await q(`update branches set guestcode_seq = 0 where gscode = '002'`);
    expect((await get('/api/UManage/GetQpcGuestcode', admin2)).json().data).toEqual({ guestcode: '002K00002' });
    expect((await get('/api/UManage/GetQpcGuestcode', viewer)).statusCode).toBe(403);
  });
});
