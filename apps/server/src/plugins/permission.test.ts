import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('permission marks', () => {
  it('refuses a call whose mark the role lacks with HTTP 403 code 8, and logs the refusal', async () => {
    const op = await ctx.login('001', 'operator');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/UManage/Roles',
      headers: { ...op.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 8,
      msg: 'You do not have permission for this (it needs "Roles")',
      data: null,
    });
    const { rows } = await ctx.db.execute(
      sql`select gscode, user_name, outcome, path from operation_log where user_id = ${op.ID}`,
    );
    expect(rows).toEqual([{ gscode: '001', user_name: 'operator', outcome: 'denied', path: '/api/UManage/Roles' }]);
  });

  it('lets a role holding the mark through', async () => {
    const admin = await ctx.login('001', 'admin');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/UManage/Roles', headers: admin.headers });
    expect(res.json().code).toBe(0);
    expect(res.json().data.list.map((r: { code: string }) => r.code)).toEqual(['admin', 'operator', 'viewer']);
  });

  it('follows a change of grants at the next request', async () => {
    const viewer = await ctx.login('002', 'viewer');
    const call = () => ctx.app.inject({ method: 'GET', url: '/api/UManage/Roles', headers: viewer.headers });
    expect((await call()).statusCode).toBe(403);
    await ctx.db.execute(sql`
      insert into role_menus (role_id, menu_id, active)
      select r.id, m.id, true from roles r, menus m where r.gscode = '002' and r.code = 'viewer' and m.permission = 'role:list'`);
    expect((await call()).json().code).toBe(0);
  });
});

describe('branch scope', () => {
  it('shows each branch only its own login log', async () => {
    await ctx.login('002', 'admin');
    const viewer = await ctx.login('001', 'viewer');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/UManage/LoginDslog?pageSize=100',
      headers: viewer.headers,
    });
    const { list, total } = res.json().data;
    expect(total).toBeGreaterThan(0);
    expect(list.length).toBe(total);
    const { rows } = await ctx.db.execute(sql`select count(*)::int as n from login_log where gscode = '001'`);
    expect(total).toBe(rows[0].n);
    const other = await ctx.db.execute(sql`select count(*)::int as n from login_log where gscode = '002'`);
    expect(other.rows[0].n).toBeGreaterThan(0);
  });

  it('shows each branch only its own roles', async () => {
    const admin = await ctx.login('002', 'admin');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/UManage/Roles', headers: admin.headers });
    const { rows } = await ctx.db.execute(sql`select id from roles where gscode = '002' order by id`);
    expect(res.json().data.list.map((r: { id: number }) => r.id)).toEqual(rows.map((r) => r.id));
  });
});
