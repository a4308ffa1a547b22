import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { makeWebDist } from '../../test/web-dist.js';

const OFFICE = '10.20.30.40';
let ctx: TestContext;
const dist = makeWebDist({ 'index.html': '<!doctype html>', 'assets/index-abc.js': 'console.log(1)' });
beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_PER_MINUTE: '20',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '40',
    WEB_DIST: dist.dir,
  });
  // Thirty staff accounts of branch 001, all administrators, with the demo password.
  await ctx.db.execute(sql`
    insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
    select '001', 'staff' || i, 'Staff ' || i, 'C001', 'admin', (select password_hash from users where gscode = '001' and user_name = 'admin')
      from generate_series(1, 30) i`);
});
afterAll(async () => {
  await ctx.close();
  dist.remove();
});

const CONSOLE_CALLS = [
  '/api/LAdmin/Get_UserMenus',
  '/api/Reports/ReportData',
  '/api/Reports/Report?ywtype=day',
  '/api/Reports/Ranking?rankname=today',
  '/api/UManage/getUserGscode',
];

describe('the general rate limit', () => {
  it('lets thirty users behind one office address each sign in and load the console', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/LAdmin/AdminLogin',
        remoteAddress: OFFICE,
        payload: { gscode: '001', username: `staff${i}`, password: 'admin123' },
      });
      expect(signIn.json().code).toBe(0);
      const { token, ID } = signIn.json().data;
      for (const url of CONSOLE_CALLS) {
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          remoteAddress: OFFICE,
          headers: { 'x-token': token, 'x-user-id': String(ID) },
        });
        statuses.push(res.statusCode);
      }
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('limits one signed-in user, wherever they call from, and tells them when to retry', async () => {
    const u = await ctx.login('001', 'operator');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/LAdmin/Get_UserMenus',
        remoteAddress: `10.0.${i}.1`,
        headers: u.headers,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const last = await ctx.app.inject({
      method: 'GET',
      url: '/api/LAdmin/Get_UserMenus',
      headers: { ...u.headers, 'accept-language': 'en' },
    });
    expect(last.json()).toMatchObject({ code: 8, data: null });
    expect(last.json().msg).toMatch(/^Too many requests; try again in \d+ seconds$/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another user of the same address is not held back.
    const other = await ctx.login('001', 'viewer');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers: other.headers })).statusCode,
    ).toBe(200);
  });

  it('counts forged or ended sessions against their address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/LAdmin/Get_UserMenus',
        remoteAddress: '10.66.66.66',
        headers: { 'x-token': `forged-${i}`, 'x-user-id': String(i + 1) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
  });

  it('never counts static files', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: i % 2 ? '/assets/index-abc.js' : '/dashboard/console',
        remoteAddress: '10.77.77.77',
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
