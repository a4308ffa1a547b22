import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { reportClock } from './service.js';

/**
 * Custom ranges of the chart and the ranking (issue 37 #6): the same figures as the fixed
 * periods for the same days. "Now" is Wednesday 2026-12-02 12:00 in Shanghai (UTC+8).
 */
const NOW = new Date('2026-12-02T04:00:00Z');
reportClock.now = () => NOW;
afterAll(() => {
  reportClock.now = () => new Date();
});

let ctx: TestContext;
let admin: Record<string, string>;

interface Row {
  dddate: string;
  dd_num: number;
  gu_num: number;
  jine: string;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname) values
      ('001', '001Q00001', '甲', '甲公司'), ('001', '001Q00002', '乙', '乙公司'),
      ('001', '001Q00003', '丙', '丙公司'), ('002', '002Q00001', '杭', '杭公司')`);
  // Two orders a day from 2025-10-01 to 2026-12-02, at 00:01 and 23:59 Shanghai time (the edges
  // of the local day), rotating three clients; every seventh cancelled; another branch's order
  // on each of the same days.
  await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, created_at)
    select '001', 'q' || i, c.id, case when i % 7 = 0 then 9 else 1 end, (i * 37 % 500) + 0.25,
           (('2025-10-01'::date + i / 2)::timestamp + case when i % 2 = 0 then time '00:01' else time '23:59' end)
             at time zone 'Asia/Shanghai'
      from generate_series(0, 2 * 427 + 1) i
      join clients c on c.guestcode = '001Q0000' || (i % 3 + 1)`);
  await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, created_at)
    select '002', 'h' || i, c.id, 1, 999.99, ('2025-10-01'::date + i)::timestamp at time zone 'Asia/Shanghai' + interval '12 hours'
      from generate_series(0, 427) i join clients c on c.guestcode = '002Q00001'`);
  admin = (await ctx.login('001', 'admin')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, lang = 'zh-CN', headers = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
const data = async (url: string, headers = admin) => {
  const res = await get(url, 'zh-CN', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const chart = (q: string): Promise<Row[]> => data(`/api/Reports/Report?guestcode=C001&gscode=001&${q}`);
const cents = (s: string) => Math.round(Number(s) * 100);
const total = (rows: Row[]) => ({
  dd_num: rows.reduce((s, r) => s + r.dd_num, 0),
  cents: rows.reduce((s, r) => s + cents(r.jine), 0),
});

describe('Report with from/to', () => {
  it('the last 7 days: one bar a day, equal to those days of the day view', async () => {
    const days = await chart('ywtype=day');
    const range = await chart('from=2026-11-26&to=2026-12-02');
    expect(range).toEqual(days.slice(-7));
    expect(range.every((r) => r.dd_num > 0)).toBe(true);
  });

  it('a month in days sums to that month of the month view', async () => {
    const month = (await chart('ywtype=month')).find((r) => r.dddate === '2026-11-01')!;
    const range = await chart('from=2026-11-01&to=2026-11-30');
    expect(range).toHaveLength(30);
    expect(total(range)).toEqual({ dd_num: month.dd_num, cents: cents(month.jine) });
  });

  it('12 whole weeks: one bar a week, equal to the week view', async () => {
    const weeks = await chart('ywtype=week');
    expect(await chart(`from=${weeks[0]!.dddate}&to=2026-12-06`)).toEqual(weeks);
  });

  it('over 366 days: one bar a month, whole months equal to the month view', async () => {
    const months = await chart('ywtype=month');
    const range = await chart('from=2025-12-01&to=2026-12-31');
    expect(range).toHaveLength(13);
    expect(range.slice(1)).toEqual(months);
  });

  it('cuts the first week to the range: its bar starts on the range first day', async () => {
    const range = await chart('from=2026-09-16&to=2026-12-02');
    expect(range[0]!.dddate).toBe('2026-09-16');
    expect(range[1]!.dddate).toBe('2026-09-21');
    const firstDays = await chart('from=2026-09-16&to=2026-09-20');
    expect({ dd_num: range[0]!.dd_num, cents: cents(range[0]!.jine) }).toEqual(total(firstDays));
  });

  it("reads only the session's branch; the platform owner gets every branch", async () => {
    const other = (await ctx.login('002', 'admin')).headers;
    expect(await data('/api/Reports/Report?from=2026-12-01&to=2026-12-02', other)).toEqual([
      { dddate: '2026-12-01', ddmonth: '2026-12', ddyear: '2026', dd_num: 1, gu_num: 1, jine: '999.99' },
      { dddate: '2026-12-02', ddmonth: '2026-12', ddyear: '2026', dd_num: 1, gu_num: 1, jine: '999.99' },
    ]);
    const owner = (await ctx.login('000', 'owner')).headers;
    const all = await data('/api/Reports/Report?from=2026-12-01&to=2026-12-02', owner);
    const own = await chart('from=2026-12-01&to=2026-12-02');
    expect(all.map((r: Row) => r.dd_num)).toEqual(own.map((r) => r.dd_num + 1));
  });
});

describe('Ranking with from/to', () => {
  const rank = (q: string) => data(`/api/Reports/Ranking?guestcode=C001&gscode=001&${q}`);

  it('equals each fixed period over the same days', async () => {
    for (const [word, from, to] of [
      ['today', '2026-12-02', '2026-12-02'],
      ['yesterday', '2026-12-01', '2026-12-01'],
      ['thisweek', '2026-11-30', '2026-12-06'],
      ['lastweek', '2026-11-23', '2026-11-29'],
      ['thismonth', '2026-12-01', '2026-12-31'],
      ['lastmonth', '2026-11-01', '2026-11-30'],
    ]) {
      const fixed = await rank(`rankname=${word}`);
      expect(fixed.length, word).toBeGreaterThan(0);
      expect(await rank(`from=${from}&to=${to}`), word).toEqual(fixed);
    }
  });

  it('sums a client over the range, the shares of the whole range', async () => {
    const rows = await rank('from=2026-01-01&to=2026-12-31');
    expect(rows).toHaveLength(3);
    const year = (await chart('ywtype=year')).at(-1)!;
    expect(rows.reduce((s: number, r: { dd_num: number }) => s + r.dd_num, 0)).toBe(year.dd_num);
    expect(rows.reduce((s: number, r: { jine: string }) => s + cents(r.jine), 0)).toBe(cents(year.jine));
    expect(rows.reduce((s: number, r: { percentage: string }) => s + Number(r.percentage), 0)).toBeCloseTo(100, 1);
  });
});

describe('refusals', () => {
  const refused = async (url: string, cn: string, en: string) => {
    const zh = await get(url, 'zh-CN');
    expect(zh.statusCode, url).toBe(400);
    expect(zh.json().msg, url).toContain(cn);
    const res = await get(url, 'en');
    expect(res.statusCode, url).toBe(400);
    expect(res.json().msg, url).toContain(en);
  };

  it('refuses to before from, too long a range, half a range and a day out of bounds', async () => {
    for (const call of ['Report', 'Ranking']) {
      const url = `/api/Reports/${call}?`;
      await refused(
        `${url}from=2026-12-02&to=2026-12-01`,
        '结束日期不能早于开始日期',
        'must not be before the start day',
      );
      await refused(`${url}from=2026-12-02`, '开始日期和结束日期须同时给出', 'from and to go together');
      await refused(`${url}to=2026-12-02`, '开始日期和结束日期须同时给出', 'from and to go together');
      await refused(`${url}from=1899-12-31&to=2026-12-01`, '1900-01-01', '1900-01-01');
      await refused(`${url}from=2026-12-01&to=2101-01-01`, '2100-12-31', '2100-12-31');
      await refused(`${url}from=2026-02-30&to=2026-03-01`, '开始日期', 'From');
    }
    await refused('/api/Reports/Report?from=2021-12-01&to=2026-12-05', '最多 1830 天', 'at most 1830 days');
    expect((await get('/api/Reports/Report?from=2021-12-01&to=2026-12-04')).statusCode).toBe(200);
    await refused('/api/Reports/Ranking?from=2025-12-01&to=2026-12-02', '最多 366 天', 'at most 366 days');
    expect((await get('/api/Reports/Ranking?from=2025-12-02&to=2026-12-02')).statusCode).toBe(200);
  });
});
