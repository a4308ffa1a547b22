import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Db } from '../../db/client.js';
import type { Session } from '../../plugins/session.js';
import { localDate, ReportCache } from './cache.js';

describe('localDate', () => {
  it('gives the calendar date in the branch time zone', () => {
    const t = new Date('2026-12-01T16:30:00Z');
    expect(localDate(t, 'Asia/Shanghai')).toBe('2026-12-02');
    expect(localDate(t, 'Europe/London')).toBe('2026-12-01');
  });
});

describe('ReportCache', () => {
  // The branch's figures' version, as the database would give it.
  let version = 1;
  const statsVersionOf = async () => version;
  const session = (statsVersion: number, timezone = 'Asia/Shanghai') => {
    version = statsVersion;
    return { gscode: '001', branch: { timezone } } as Session;
  };
  const now = new Date('2026-12-02T04:00:00Z');
  // The figures' database: statsVersionOf above answers without one.
  const noDb = {} as Db;

  it('computes again when the version, the time zone or the local date moves', async () => {
    const cache = new ReportCache(10, statsVersionOf);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get(noDb, session(1), now, 'ReportData', compute)).toBe(1);
    expect(await cache.get(noDb, session(1), now, 'ReportData', compute)).toBe(1);
    expect(await cache.get(noDb, session(2), now, 'ReportData', compute)).toBe(2);
    expect(await cache.get(noDb, session(2, 'Europe/London'), now, 'ReportData', compute)).toBe(3);
    expect(await cache.get(noDb, session(2), new Date('2026-12-02T16:00:00Z'), 'ReportData', compute)).toBe(4);
    expect(await cache.get(noDb, session(2), now, 'Report:day', compute)).toBe(5);
  });

  it('forgets the least recently used answer beyond its size, and keeps nothing at size 0', async () => {
    const cache = new ReportCache(2, statsVersionOf);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get(noDb, session(1), now, 'a', compute);
    await cache.get(noDb, session(1), now, 'b', compute);
    await cache.get(noDb, session(1), now, 'a', compute);
    await cache.get(noDb, session(1), now, 'c', compute);
    expect(computed).toBe(3);
    await cache.get(noDb, session(1), now, 'a', compute);
    expect(computed).toBe(3);
    await cache.get(noDb, session(1), now, 'b', compute);
    expect(computed).toBe(4);
    const off = new ReportCache(0, statsVersionOf);
    await off.get(noDb, session(1), now, 'a', compute);
    await off.get(noDb, session(1), now, 'a', compute);
    expect(computed).toBe(6);
  });
});

describe('cached dashboard answers after writes', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    headers = (await ctx.login('001', 'admin')).headers;
  });
  afterAll(() => ctx.close());

  const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers })).json().data;

  it('follow every write to orders, visits, clients and members at once', async () => {
    const before = await get('/api/Reports/ReportData');
    expect(before).toMatchObject({
      odata: { today: 0 },
      vdata: { today: 0 },
      cdata: { total: 0 },
      udata: { total: 0 },
    });
    const [client] = (
      await ctx.db.execute(sql`
      insert into clients (gscode, guestcode, guestname, longname) values ('001', 'K1', '新客户', '新客户有限公司') returning id`)
    ).rows;
    await ctx.db.execute(
      sql`insert into orders (gscode, orderno, client_id, status, amount) values ('001', 'n1', ${client.id}, 1, 12.34)`,
    );
    await ctx.db.execute(sql`insert into visits (gscode, visitor_id, client_id) values ('001', 'cK1', ${client.id})`);
    await ctx.db.execute(
      sql`insert into members (gscode, client_id, user_name, wx_openid) values ('001', ${client.id}, 'm', 'wx')`,
    );
    const after = await get('/api/Reports/ReportData');
    expect(after).toMatchObject({
      odata: { today: 1, total: 1 },
      tdata: { today: '12.34' },
      vdata: { today: 1 },
      cdata: { today: 1, total: 1 },
      udata: { total: 1 },
      fdata: { total: 1 },
      conversionrate: '100.00',
    });

    expect((await get('/api/Reports/Ranking?rankname=today'))[0]).toMatchObject({ guestname: '新客户', jine: '12.34' });
    await ctx.db.execute(sql`update clients set guestname = '改名客户' where id = ${client.id}`);
    expect((await get('/api/Reports/Ranking?rankname=today'))[0]).toMatchObject({ guestname: '改名客户' });

    await ctx.db.execute(sql`delete from orders where orderno = 'n1'`);
    expect(await get('/api/Reports/Ranking?rankname=today')).toEqual([]);
    expect((await get('/api/Reports/ReportData')).odata.today).toBe(0);
  });

  it('never show one branch the answer of another', async () => {
    const other = (await ctx.login('002', 'admin')).headers;
    await ctx.db.execute(sql`
      insert into clients (gscode, guestcode, guestname, longname) values ('002', 'K2', '杭州', '杭州公司');
      insert into orders (gscode, orderno, client_id, status, amount) select '002', 'h1', id, 1, 99 from clients where guestcode = 'K2'`);
    const mine = await get('/api/Reports/ReportData');
    const theirs = (await ctx.app.inject({ method: 'GET', url: '/api/Reports/ReportData', headers: other })).json()
      .data;
    expect(theirs.odata.today).toBe(1);
    expect(mine.odata.today).toBe(0);
  });
});
