import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { reportClock } from './service.js';

/**
 * Known rows, exact figures. "Now" is Wednesday 2026-12-02 12:00 in Shanghai (UTC+8), so
 * this week (Mon 30 Nov – Sun 6 Dec) runs across the end of November.
 */
const NOW = new Date('2026-12-02T04:00:00Z');
reportClock.now = () => NOW;
// Test files share a process (vitest.config.ts, isolate: false): the next one gets the real clock.
afterAll(() => {
  reportClock.now = () => new Date();
});

let ctx: TestContext;
let admin: Record<string, string>;
let ids: Record<string, number>;

/** Local Shanghai time → instant. */
const sh = (local: string) => `${local}+08`;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db;
  await db.execute(sql`update branches set created_at = ${sh('2026-12-02 10:00')} where gscode = '001'`);
  await db.execute(
    sql`update branches set created_at = '2025-01-01T00:00:00Z', endtime = '2026-12-01' where gscode = '002'`,
  );
  const { rows } = await db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname, created_at) values
      ('001', '001K00001', '甲客户', '甲客户有限公司', ${sh('2026-12-02 09:00')}),
      ('001', '001K00002', '乙客户', '乙客户有限公司', ${sh('2026-12-01 09:00')}),
      ('001', '001K00003', '丙客户', '丙客户有限公司', ${sh('2026-10-01 09:00')}),
      ('002', '002K00001', '杭州客户', '杭州客户有限公司', ${sh('2026-12-01 20:00')})
    returning id, guestcode`);
  ids = Object.fromEntries(rows.map((r) => [String(r.guestcode), Number(r.id)]));
  const [A, B, C, X] = ['001K00001', '001K00002', '001K00003', '002K00001'].map((k) => ids[k]);
  await db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, created_at) values
      ('001', 'o1', ${A}, 4, 100.10, ${sh('2026-12-01 23:59')}),
      ('001', 'o2', ${B}, 1, 200.20, ${sh('2026-12-02 00:01')}),
      ('001', 'o3', ${A}, 4, 50.05, ${sh('2026-11-30 10:00')}),
      ('001', 'o4', ${C}, 4, 1000.00, ${sh('2026-11-29 23:59')}),
      ('001', 'o5', ${B}, 9, 300.00, ${sh('2026-12-02 09:00')}),
      ('001', 'o6', ${A}, 4, 10.00, ${sh('2026-12-02 10:00')}),
      ('001', 'o7', ${C}, 4, 5.55, ${sh('2025-06-15 12:00')}),
      ('002', 'x1', ${X}, 1, 777.77, ${sh('2026-12-02 11:00')})`);
  await db.execute(sql`
    insert into visits (gscode, visitor_id, client_id, at) values
      ('001', 'v1', null, ${sh('2026-12-02 08:00')}),
      ('001', 'v1', null, ${sh('2026-12-02 08:05')}),
      ('001', 'cA', ${A}, ${sh('2026-12-02 00:00')}),
      ('001', 'cC', ${C}, ${sh('2026-12-02 11:00')}),
      ('001', 'cB', ${B}, ${sh('2026-12-01 23:30')}),
      ('001', 'v2', null, ${sh('2026-12-01 08:00')}),
      ('001', 'v3', null, ${sh('2026-11-01 08:00')}),
      ('002', 'cX', ${X}, ${sh('2026-12-02 10:00')})`);
  await db.execute(sql`
    insert into members (gscode, client_id, user_name, wx_openid, created_at) values
      ('001', ${A}, 'm1', 'wx-1', ${sh('2026-12-02 07:00')}),
      ('001', ${A}, 'm2', null, ${sh('2026-12-02 23:59')}),
      ('001', ${B}, 'm3', 'wx-3', ${sh('2026-12-01 00:00')}),
      ('001', ${C}, 'm4', null, ${sh('2025-01-01 00:00')}),
      ('002', ${X}, 'm5', 'wx-5', ${sh('2026-12-02 07:00')})`);
  admin = (await ctx.login('001', 'admin')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: 'GET', url, headers });
const data = async (url: string, headers?: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.code).toBe(0);
  return body.data;
};
const zero = (dddate: string) => ({
  dddate,
  ddmonth: dddate.slice(0, 7),
  ddyear: dddate.slice(0, 4),
  dd_num: 0,
  gu_num: 0,
  jine: '0.00',
});

describe('ReportData', () => {
  it('counts every card for the branch, today vs yesterday vs total, in its time zone', async () => {
    expect(await data('/api/Reports/ReportData?guestcode=C001&gscode=001')).toEqual({
      scope: 'branch',
      vdata: { today: 4, previous: 2, total: 7 },
      cdata: { today: 1, previous: 1, total: 3 },
      fdata: { today: 1, previous: 1, total: 2 },
      udata: { today: 2, previous: 1, total: 4 },
      // o2 at 00:01 is today, o1 at 23:59 yesterday; o5 is cancelled.
      odata: { today: 2, previous: 1, total: 6 },
      tdata: { today: '210.20', previous: '100.10', total: '1365.90' },
      // Three distinct visitors today; only cA's client ordered today.
      conversionrate: '33.33',
    });
  });

  it("never includes another branch's rows", async () => {
    const other = (await ctx.login('002', 'admin')).headers;
    expect(await data('/api/Reports/ReportData', other)).toEqual({
      scope: 'branch',
      vdata: { today: 1, previous: 0, total: 1 },
      cdata: { today: 0, previous: 1, total: 1 },
      fdata: { today: 1, previous: 0, total: 1 },
      udata: { today: 1, previous: 0, total: 1 },
      odata: { today: 1, previous: 0, total: 1 },
      tdata: { today: '777.77', previous: '0.00', total: '777.77' },
      conversionrate: '100.00',
    });
  });
});

describe('Report (histogram rows)', () => {
  it('day: the last 30 local days, oldest first, empty days as zeros', async () => {
    const rows = await data('/api/Reports/Report?guestcode=C001&gscode=001&ywtype=day');
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(zero('2026-11-03'));
    const byDate = Object.fromEntries(rows.map((r: { dddate: string }) => [r.dddate, r]));
    expect(byDate['2026-12-02']).toEqual({
      dddate: '2026-12-02',
      ddmonth: '2026-12',
      ddyear: '2026',
      dd_num: 2,
      gu_num: 2,
      jine: '210.20',
    });
    expect(byDate['2026-12-01']).toMatchObject({ dd_num: 1, gu_num: 1, jine: '100.10' });
    expect(byDate['2026-11-30']).toMatchObject({ dd_num: 1, gu_num: 1, jine: '50.05' });
    expect(byDate['2026-11-29']).toMatchObject({ dd_num: 1, gu_num: 1, jine: '1000.00' });
    expect(rows.filter((r: { dd_num: number }) => r.dd_num > 0)).toHaveLength(4);
    expect(rows.at(-1).dddate).toBe('2026-12-02');
  });

  it('week: 12 weeks starting Monday, the current one across the month end', async () => {
    const rows = await data('/api/Reports/Report?ywtype=week');
    expect(rows.map((r: { dddate: string }) => r.dddate)).toEqual([
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(rows[11]).toEqual({
      dddate: '2026-11-30',
      ddmonth: '2026-11',
      ddyear: '2026',
      dd_num: 4,
      gu_num: 2,
      jine: '360.35',
    });
    expect(rows[10]).toMatchObject({ dd_num: 1, gu_num: 1, jine: '1000.00' });
    expect(rows.slice(0, 10)).toEqual(rows.slice(0, 10).map((r: { dddate: string }) => zero(r.dddate)));
  });

  it('month: 12 months', async () => {
    const rows = await data('/api/Reports/Report?ywtype=month');
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(zero('2026-01-01'));
    expect(rows[11]).toEqual({
      dddate: '2026-12-01',
      ddmonth: '2026-12',
      ddyear: '2026',
      dd_num: 3,
      gu_num: 2,
      jine: '310.30',
    });
    expect(rows[10]).toEqual({
      dddate: '2026-11-01',
      ddmonth: '2026-11',
      ddyear: '2026',
      dd_num: 2,
      gu_num: 2,
      jine: '1050.05',
    });
  });

  it('year: 5 years, distinct clients over the whole year', async () => {
    const rows = await data('/api/Reports/Report?ywtype=year');
    expect(rows).toEqual([
      zero('2022-01-01'),
      zero('2023-01-01'),
      zero('2024-01-01'),
      { dddate: '2025-01-01', ddmonth: '2025-01', ddyear: '2025', dd_num: 1, gu_num: 1, jine: '5.55' },
      { dddate: '2026-01-01', ddmonth: '2026-01', ddyear: '2026', dd_num: 5, gu_num: 3, jine: '1360.35' },
    ]);
  });

  it('refuses an unknown ywtype naming the field', async () => {
    const res = await get('/api/Reports/Report?ywtype=decade');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('统计周期');
  });
});

describe('Ranking', () => {
  const rank = (name: string) => data(`/api/Reports/Ranking?guestcode=C001&gscode=001&rankname=${name}`);
  const row = (guestcode: string, guestname: string, jine: string, dd_num: number, percentage: string) => ({
    guestname,
    guestcode,
    jine,
    dd_num,
    percentage,
  });

  it('ranks each period by amount with its share of the period total', async () => {
    expect(await rank('today')).toEqual([
      row('001K00002', '乙客户', '200.20', 1, '95.24'),
      row('001K00001', '甲客户', '10.00', 1, '4.76'),
    ]);
    expect(await rank('yesterday')).toEqual([row('001K00001', '甲客户', '100.10', 1, '100.00')]);
    expect(await rank('thisweek')).toEqual([
      row('001K00002', '乙客户', '200.20', 1, '55.56'),
      row('001K00001', '甲客户', '160.15', 3, '44.44'),
    ]);
    expect(await rank('lastweek')).toEqual([row('001K00003', '丙客户', '1000.00', 1, '100.00')]);
    expect(await rank('thismonth')).toEqual([
      row('001K00002', '乙客户', '200.20', 1, '64.52'),
      row('001K00001', '甲客户', '110.10', 2, '35.48'),
    ]);
    expect(await rank('lastmonth')).toEqual([
      row('001K00003', '丙客户', '1000.00', 1, '95.23'),
      row('001K00001', '甲客户', '50.05', 1, '4.77'),
    ]);
  });

  it('keeps the top 10 of many clients, the share still of the whole period', async () => {
    await ctx.db.execute(sql`
      insert into clients (gscode, guestcode, guestname, longname)
      select '001', '001R' || lpad(g::text, 3, '0'), 'R' || lpad(g::text, 3, '0'), 'R公司' from generate_series(1, 12) g`);
    await ctx.db.execute(sql`
      insert into orders (gscode, orderno, client_id, status, amount, created_at)
      select '001', 'r' || g, c.id, 1, 1000 + g, ${sh('2026-10-15 12:00')}
        from generate_series(1, 12) g join clients c on c.gscode = '001' and c.guestcode = '001R' || lpad(g::text, 3, '0')`);
    reportClock.now = () => new Date(sh('2026-10-20 12:00'));
    try {
      const rows = await rank('thismonth');
      expect(rows).toHaveLength(10);
      expect(rows.map((r: { guestname: string }) => r.guestname)).toEqual([
        'R012',
        'R011',
        'R010',
        'R009',
        'R008',
        'R007',
        'R006',
        'R005',
        'R004',
        'R003',
      ]);
      // 12078.00 in all; R012 has 1012.00 of it.
      expect(rows[0]).toMatchObject({ jine: '1012.00', dd_num: 1, percentage: '8.38' });
    } finally {
      reportClock.now = () => NOW;
    }
  });

  it('refuses an unknown rankname', async () => {
    expect((await get('/api/Reports/Ranking?rankname=forever')).statusCode).toBe(400);
  });
});

describe('scope and permissions', () => {
  it("refuses another branch's gscode or customer code with code 8", async () => {
    for (const url of [
      '/api/Reports/ReportData?gscode=002',
      '/api/Reports/ReportData?guestcode=C002',
      '/api/Reports/ReportData?guestcode=P000',
      '/api/Reports/Report?gscode=002&ywtype=day',
      '/api/Reports/Ranking?guestcode=C002&rankname=today',
    ]) {
      const res = await get(url);
      expect(res.json(), url).toMatchObject({ code: 8, data: null });
    }
  });

  it('refuses a role without the dashboard mark with HTTP 403 code 8', async () => {
    await ctx.db.execute(sql`
      delete from role_menus where role_id = (select id from roles where gscode = '001' and code = 'viewer')
         and menu_id in (select id from menus where permission = 'dashboard:console')`);
    const viewer = (await ctx.login('001', 'viewer')).headers;
    for (const url of [
      '/api/Reports/ReportData',
      '/api/Reports/Report?ywtype=day',
      '/api/Reports/Ranking?rankname=today',
    ]) {
      const res = await get(url, viewer);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 8, data: null });
    }
  });

  it('needs a session (code 7)', async () => {
    const res = await get('/api/Reports/ReportData', {});
    expect(res.json().code).toBe(7);
  });
});

describe('platform owner', () => {
  it('gets the platform dashboard across all branches', async () => {
    // Clients made by the seed and by earlier tests carry the real time, which can be the test's
    // "today" (it is on 2026-12-02): moved well before it, so the figures count the known rows only.
    await ctx.db.execute(
      sql`update clients set created_at = '2025-01-01T00:00:00Z' where not (id = any(${`{${Object.values(ids).join(',')}}`}::int[]))`,
    );
    const owner = (await ctx.login('000', 'owner')).headers;
    const d = await data('/api/Reports/ReportData?guestcode=P000&gscode=000', owner);
    expect(d).toEqual({
      scope: 'platform',
      merchants: { today: 1, previous: 0, total: 2 },
      // 002's subscription ended on 2026-12-01.
      platforms: { today: 1, previous: 0, total: 1 },
      customers: { today: 1, previous: 2, total: 4 + 12 },
      vdata: { today: 5, previous: 2, total: 8 },
      odata: { today: 3, previous: 1, total: 7 + 12 },
      tdata: { today: '987.97', previous: '100.10', total: '14221.67' },
      branches: [
        {
          gscode: '001',
          longname: '上海名片印刷有限公司',
          dd_num: 2,
          jine: '210.20',
          total_num: 18,
          total_jine: '13443.90',
        },
        {
          gscode: '002',
          longname: '杭州快印科技有限公司',
          dd_num: 1,
          jine: '777.77',
          total_num: 1,
          total_jine: '777.77',
        },
      ],
    });
    expect(await data('/api/Reports/Ranking?rankname=today', owner)).toEqual([
      { guestname: '杭州快印科技有限公司', guestcode: '002', jine: '777.77', dd_num: 1, percentage: '78.72' },
      { guestname: '上海名片印刷有限公司', guestcode: '001', jine: '210.20', dd_num: 2, percentage: '21.28' },
    ]);
    const days = await data('/api/Reports/Report?ywtype=day', owner);
    expect(days.at(-1)).toEqual({
      dddate: '2026-12-02',
      ddmonth: '2026-12',
      ddyear: '2026',
      dd_num: 3,
      gu_num: 3,
      jine: '987.97',
    });
  });

  it('is never given to an ordinary administrator', async () => {
    const d = await data('/api/Reports/ReportData');
    expect(d.scope).toBe('branch');
    expect(d).not.toHaveProperty('merchants');
    expect((await get('/api/Reports/ReportData?guestcode=P000&gscode=000')).json().code).toBe(8);
  });
});

describe('time zone', () => {
  it("follows a change of the branch's time zone at once", async () => {
    const other = (await ctx.login('002', 'admin')).headers;
    // x1 at 2026-12-02 11:00 Shanghai is 2026-12-01 22:00 in New York, where it is 2026-12-01 23:00 now.
    await ctx.db.execute(sql`update branches set timezone = 'America/New_York' where gscode = '002'`);
    const d = await data('/api/Reports/ReportData', other);
    expect(d.odata).toEqual({ today: 1, previous: 0, total: 1 });
    const rows = await data('/api/Reports/Report?ywtype=day', other);
    expect(rows.at(-1)).toMatchObject({ dddate: '2026-12-01', dd_num: 1, jine: '777.77' });
    // An order at 23:30 New York time on 30 November is yesterday there.
    await ctx.db.execute(sql`insert into orders (gscode, orderno, client_id, status, amount, created_at)
      values ('002', 'x2', ${ids['002K00001']}, 1, 1.00, '2026-11-30 23:30-05')`);
    expect((await data('/api/Reports/ReportData', other)).odata).toEqual({ today: 1, previous: 1, total: 2 });
    expect(await data('/api/Reports/Ranking?rankname=yesterday', other)).toEqual([
      { guestname: '杭州客户', guestcode: '002K00001', jine: '1.00', dd_num: 1, percentage: '100.00' },
    ]);
  });
});
