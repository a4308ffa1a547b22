import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminLogout,
  EndView,
  JobCancel,
  JobStart,
  LockSession,
  UnlockSession,
  type BranchFigureRow,
  type ChartRow,
  type UserInfo,
} from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import { seedClients } from '../../seed/clients.js';
import { generateOrders } from '../../seed/orders.js';
import { withTransaction } from '../../db/client.js';
import { CALLS } from '../../../test/walk.js';

/**
 * Headquarters (issue 41): every branch's figures side by side, equal to what each branch's own
 * dashboard and plain queries say; the read-only view of a branch and every refusal around it.
 */
let ctx: TestContext;
const { q, get, ok, refused } = testCalls(() => ctx);
let owner: Headers;
let admin001: Headers;
let admin002: Headers;
let viewer001: Headers;

const NOW = new Date();
/** The day `back` days before today in Shanghai (every demo branch's zone), YYYY-MM-DD. */
const day = (back: number) => new Date(NOW.getTime() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [gscode, seed] of [
    ['001', 3],
    ['002', 5],
  ] as const) {
    await seedClients(ctx.db, gscode, 80, seed, NOW);
    // A few clients of today and yesterday, so the short periods count some too.
    await q(
      `insert into clients (gscode, guestcode, guestname, longname, created_at)
       select $1, $1 || 'N' || g, 'new ' || g, 'new client ' || g, now() - (g * interval '9 hours') from generate_series(1, 4) g`,
      [gscode],
    );
    await withTransaction(ctx.db, (c) => generateOrders(c, { gscode, n: 900, seed, days: 400, now: NOW }));
  }
  owner = (await ctx.login('000', 'owner')).headers;
  admin001 = (await ctx.login('001', 'admin')).headers;
  admin002 = (await ctx.login('002', 'admin')).headers;
  viewer001 = (await ctx.login('001', 'viewer')).headers;
});
afterAll(() => ctx.close());

const figures = async (from: string, to: string, headers = owner) => {
  const res = await get(`/api/Platform/BranchFigures?from=${from}&to=${to}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data as BranchFigureRow[];
};

/** The same days summed as the branch's administrator's chart shows them (Reports/Report with a range). */
async function chartTotals(headers: Headers, from: string, to: string) {
  const res = await get(`/api/Reports/Report?from=${from}&to=${to}`, headers);
  expect(res.json().code, res.body).toBe(0);
  const bars = res.json().data as ChartRow[];
  return {
    orders: bars.reduce((n, b) => n + b.dd_num, 0),
    sales: bars.reduce((n, b) => n + Math.round(Number(b.jine) * 100), 0),
  };
}

/** The same figures by plain queries over the orders, clients and visits themselves. */
async function plainFigures(gscode: string, from: string, to: string) {
  const local = `at time zone (select timezone from branches where gscode = $1)`;
  const [o] = await q(
    `select count(*)::int as orders, coalesce(sum(amount), 0)::text as sales,
            (count(*) filter (where pay_state = 2))::int as paid
       from orders where gscode = $1 and status <> 9 and (created_at ${local})::date between $2::date and $3::date`,
    [gscode, from, to],
  );
  const [c] = await q(
    `select count(*)::int as n from clients where gscode = $1 and (created_at ${local})::date between $2::date and $3::date`,
    [gscode, from, to],
  );
  const [v] = await q(
    `select count(*)::int as n from visits where gscode = $1 and (at ${local})::date between $2::date and $3::date`,
    [gscode, from, to],
  );
  return { orders: o.orders, sales: Number(o.sales), paidOrders: o.paid, newClients: c.n, visitors: v.n };
}

describe('branch figures', () => {
  const periods: [string, number, number][] = [
    ['today', 0, 0],
    ['7 days', 6, 0],
    ['30 days', 29, 0],
    ['a quarter a year ago', 400, 310],
    ['a year', 364, 0],
  ];

  it.each(periods)(
    "%s: each branch's row equals its administrator's chart and the plain queries",
    async (_name, back, upTo) => {
      const [from, to] = [day(back), day(upTo)];
      const rows = await figures(from, to);
      expect(rows.map((r) => r.gscode).sort()).toEqual(['001', '002']);
      for (const [gscode, headers] of [
        ['001', admin001],
        ['002', admin002],
      ] as const) {
        const row = rows.find((r) => r.gscode === gscode)!;
        const chart = await chartTotals(headers, from, to);
        expect({ orders: row.orders, sales: Math.round(Number(row.sales) * 100) }).toEqual(chart);
        const plain = await plainFigures(gscode, from, to);
        expect({ ...row, sales: Number(row.sales) }).toMatchObject(plain);
        expect(row.avgOrder).toBe(row.orders ? (Number(row.sales) / row.orders).toFixed(2) : '0.00');
        expect(row.conversion).toBe(row.visitors ? ((100 * row.orders) / row.visitors).toFixed(2) : '0.00');
      }
      // By sales, highest first.
      expect(Number(rows[0].sales)).toBeGreaterThanOrEqual(Number(rows[1].sales));
    },
  );

  it('the change is against the period of the same length just before', async () => {
    const now = await figures(day(29), day(0));
    const before = await figures(day(59), day(30));
    for (const row of now) {
      const prev = Number(before.find((r) => r.gscode === row.gscode)!.sales);
      expect(prev).toBeGreaterThan(0);
      expect(Number(row.salesChange)).toBeCloseTo((100 * (Number(row.sales) - prev)) / prev, 2);
    }
    // Days before any order: nothing to compare with.
    const first = await figures(day(1500), day(1500));
    expect(first.every((r) => r.salesChange === null && r.orders === 0 && r.sales === '0.00')).toBe(true);
  });

  it("says a branch's state: disabled, expired, ending within 30 days, or live", async () => {
    await q(`update branches set isopen = 1, endtime = $1::date where gscode = '002'`, [day(1)]);
    expect((await figures(day(0), day(0))).find((r) => r.gscode === '002')).toMatchObject({
      state: 'expired',
      endtime: day(1),
    });
    await q(`update branches set endtime = $1::date where gscode = '002'`, [day(-10)]);
    expect((await figures(day(0), day(0))).find((r) => r.gscode === '002')!.state).toBe('ending');
    await q(`update branches set endtime = $1::date where gscode = '002'`, [day(-40)]);
    expect((await figures(day(0), day(0))).find((r) => r.gscode === '002')!.state).toBe('live');
    await q(`update branches set isopen = 0, endtime = null where gscode = '002'`);
  });

  it("is the platform owner's alone: refused to a branch administrator, a viewer, and without a session", async () => {
    for (const headers of [admin001, viewer001]) {
      const res = await get(`/api/Platform/BranchFigures?from=${day(6)}&to=${day(0)}`, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(8);
    }
    expect((await get(`/api/Platform/BranchFigures?from=${day(6)}&to=${day(0)}`)).json().code).toBe(7);
  });

  it('refuses a period without both ends, backwards, too long or not a day, and says why', async () => {
    for (const query of [
      `from=${day(3)}`,
      `from=${day(0)}&to=${day(3)}`,
      `from=${day(2000)}&to=${day(0)}`,
      'from=2026-13-01&to=2026-12-01',
    ]) {
      const res = await get(`/api/Platform/BranchFigures?${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg, query).toMatch(/from|to|start|end|day/i);
    }
  });

  it("lists the page in the platform owner's menu only", async () => {
    const urls = async (headers: Headers) =>
      JSON.stringify((await get('/api/LAdmin/Get_UserMenus', headers)).json()).includes('/dashboard/branches');
    expect(await urls(owner)).toBe(true);
    expect(await urls(admin001)).toBe(false);
  });
});

describe('a read-only view of a branch', () => {
  const view = async (gscode = '001', reason = 'monthly review of Shanghai') =>
    (await ok('/api/Platform/ViewBranch', owner, { gscode, reason })) as UserInfo;
  const headersOf = (u: UserInfo): Headers => ({ 'x-token': u.token, 'x-user-id': String(u.ID) });
  const oplog = async (headers: Headers, path: string) =>
    ((await get('/api/System/OperationLog?pageSize=100', headers)).json().data.list as Record<string, any>[]).filter(
      (r) => r.path === path,
    );

  it("opens the branch as its administrator sees it, for an hour, and leaves the owner's session as it is", async () => {
    const info = await view();
    expect(info).toMatchObject({ gscode: '001', roles: 'admin', userName: 'owner', company: expect.any(String) });
    const until = new Date(info.viewing!.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(info.viewing).toMatchObject({ reason: 'monthly review of Shanghai', viewer: '000/owner' });
    const v = headersOf(info);
    // 001's orders, exactly as its administrator reads them.
    const list = async (h: Headers) => (await get('/api/Order/List?pageSize=15', h)).json().data;
    expect((await list(v)).total).toBe((await list(admin001)).total);
    expect((await list(v)).total).toBeGreaterThan(0);
    // 001's menu: no headquarters page.
    expect(JSON.stringify((await get('/api/LAdmin/Get_UserMenus', v)).json())).not.toContain('/dashboard/branches');
    // The owner's own session still works.
    expect((await get(`/api/Platform/BranchFigures?from=${day(0)}&to=${day(0)}`, owner)).json().code).toBe(0);
  });

  it('refuses every write, whatever it is, and changes nothing; exports are allowed', async () => {
    const v = headersOf(await view());
    const roles = await q(`select count(*)::int as n from roles where gscode = '001'`);
    const msg = await refused('/api/UManage/AddRole', v, { code: 'hqrole', name: '总部', name_en: 'HQ' }, 403);
    expect(msg).toMatch(/Read-only view/);
    expect(await q(`select count(*)::int as n from roles where gscode = '001'`)).toEqual(roles);
    // Even a body that would fail validation: refused as read-only before the input is looked at.
    expect(await refused('/api/UManage/AddRole', v, { nonsense: true }, 403)).toMatch(/Read-only view/);
    // A platform call from the view: the view is branch 001's, not the platform's.
    expect(await refused('/api/Platform/ViewBranch', v, { gscode: '002', reason: 'hop' }, 403)).toMatch(/Read-only/);
    expect((await get(`/api/Platform/BranchFigures?from=${day(0)}&to=${day(0)}`, v)).statusCode).toBe(403);
    // Another branch's figures through the view's query: refused.
    expect((await get('/api/Reports/ReportData?gscode=002', v)).statusCode).toBe(403);
    const exported = await get('/api/Order/Export?from=' + day(2) + '&to=' + day(0), v);
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    // The refusal and the export are in 001's log, under the owner's name with its branch.
    const denied = await oplog(admin001, '/api/UManage/AddRole');
    expect(denied[0]).toMatchObject({ userName: '000/owner', outcome: 'denied' });
    expect((await oplog(admin001, '/api/Order/Export'))[0]).toMatchObject({ userName: '000/owner', outcome: 'ok' });
  });

  it('refuses every write call of the contract but ending it, signing out, the lock screen and export jobs', async () => {
    const v = headersOf(await view('001', 'every write'));
    // A job is started and cancelled in the view; an import's kind is refused by Start (jobs.test.ts).
    const allowed = new Set<string>(
      [EndView, AdminLogout, LockSession, UnlockSession, JobStart, JobCancel].map((c) => c.path),
    );
    const writes = CALLS.filter((c) => c.method !== 'GET' && c.mark !== 'public' && !allowed.has(c.path));
    expect(writes.length).toBeGreaterThan(100);
    const before = await q(`select count(*)::int as n from operation_log where gscode = '001' and outcome = 'ok'`);
    const answered = [];
    for (const c of writes) {
      const res = await ctx.app.inject({
        method: c.method,
        url: c.path.replace(/:(\w+)/g, 'x'),
        headers: { ...v, 'accept-language': 'en' },
        payload: {},
      });
      answered.push(`${c.method} ${c.path} → ${res.statusCode} ${res.json().code} ${res.json().msg}`);
    }
    expect(
      answered.filter(
        (a) => !a.endsWith('→ 403 8 Read-only view: nothing in this branch can be changed. Exit the view first'),
      ),
    ).toEqual([]);
    expect(await q(`select count(*)::int as n from operation_log where gscode = '001' and outcome = 'ok'`)).toEqual(
      before,
    );
  });

  it("is written in the branch's log and the platform's when it opens and when it ends", async () => {
    const info = await view('001', 'checking a complaint');
    const opened = (await oplog(admin001, '/api/Platform/ViewBranch'))[0];
    expect(opened).toMatchObject({ userName: '000/owner', targetId: '001', outcome: 'ok' });
    expect(opened.diff.reason[1]).toBe('checking a complaint');
    expect(opened.title.en).toBe('View a branch read-only');
    expect(opened.ip).not.toBe('');
    const platform = (await oplog(owner, '/api/Platform/ViewBranch'))[0];
    expect(platform).toMatchObject({ userName: 'owner', targetId: '001', outcome: 'ok' });

    const v = headersOf(info);
    expect(await ok('/api/Platform/EndView', v)).toBeNull();
    expect((await get('/api/Order/List', v)).json().code).toBe(7);
    expect((await oplog(admin001, '/api/Platform/EndView'))[0]).toMatchObject({
      userName: '000/owner',
      targetId: '001',
    });
    expect((await oplog(owner, '/api/Platform/EndView'))[0]).toMatchObject({ userName: '000/owner', targetId: '001' });
    // Ending a session that is not a view: refused.
    expect(await refused('/api/Platform/EndView', owner, {}, 409)).toMatch(/not a read-only view/);
  });

  it('ends by itself after its hour, written once in both logs however many calls find it over', async () => {
    const info = await view('001', 'time limit');
    await q(
      `update sessions set view_until = now() - interval '1 second' where token_hash is not null and view_reason = 'time limit'`,
    );
    const v = headersOf(info);
    const answers = await Promise.all([
      get('/api/Order/List', v),
      get('/api/Order/List', v),
      get('/api/LAdmin/Get_UserMenus', v),
    ]);
    expect(answers.map((a) => a.json().code)).toEqual([7, 7, 7]);
    const ended = await q(
      `select gscode from operation_log where action = 'read-only view ended by itself' and diff->'reason'->>1 = 'time limit' order by gscode`,
    );
    expect(ended.map((r) => r.gscode)).toEqual(['000', '001']);
  });

  it('is refused to anyone but the platform owner, for its own branch, an unknown or disabled one, and without a reason', async () => {
    expect(await refused('/api/Platform/ViewBranch', admin001, { gscode: '002', reason: 'curious' }, 403)).toMatch(
      /platform owner/,
    );
    expect(await refused('/api/Platform/ViewBranch', owner, { gscode: '000', reason: 'myself' }, 400)).toMatch(
      /own branch/,
    );
    await refused('/api/Platform/ViewBranch', owner, { gscode: 'zzz', reason: 'nobody' }, 404);
    expect(await refused('/api/Platform/ViewBranch', owner, { gscode: '001', reason: ' ' }, 400)).toMatch(/reason/i);
    await refused('/api/Platform/ViewBranch', owner, { gscode: '001', reason: 'x'.repeat(201) }, 400);
    await q(`update branches set status = 0 where gscode = '002'`);
    try {
      expect(await refused('/api/Platform/ViewBranch', owner, { gscode: '002', reason: 'closed' }, 400)).toMatch(
        /disabled/,
      );
    } finally {
      await q(`update branches set status = 1 where gscode = '002'`);
    }
    // No session was left open by the refusals.
    const open = await q(
      `select count(*)::int as n from sessions where view_until is not null and view_reason in ('curious', 'myself', 'nobody', 'closed')`,
    );
    expect(open[0].n).toBe(0);
  });

  it('ends when the viewed branch is disabled meanwhile', async () => {
    const v = headersOf(await view('002', 'disabled meanwhile'));
    await q(`update branches set status = 0 where gscode = '002'`);
    try {
      expect((await get('/api/Order/List', v)).json().code).toBe(7);
    } finally {
      await q(`update branches set status = 1 where gscode = '002'`);
    }
    expect((await get('/api/Order/List', v)).json().code).toBe(7);
  });
});
