import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, type ServerMenuItem } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function menusOf(gscode: string, user: string, query = '') {
  const u = await ctx.login(gscode, user);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/LAdmin/Get_UserMenus?${query}`, headers: u.headers });
  return res.json() as {
    code: number;
    msg: string;
    data: ServerMenuItem[];
    data2: ServerMenuItem[];
    data3: ServerMenuItem[];
  };
}

describe('Get_UserMenus', () => {
  it('gives the administrator every page in three levels, children naming their parent', async () => {
    const body = await menusOf('001', 'admin', 'guestcode=C001&gscode=001&role=admin&operators=OP001');
    expect(body.code).toBe(0);
    expect(body.data.map((m) => m.url)).toEqual([
      '/dashboard',
      '/order',
      '/space',
      '/message',
      '/system',
      '/safeguard',
      '/plan',
      '/user',
      '/pic',
      '/menu',
      '/widget',
    ]);
    const pages = [...body.data2, ...body.data3].filter((m) => m.menutype === 'menu').map((m) => m.url);
    // Every page but the platform owner's own (headquarters, RouteDef.platformOnly).
    expect(pages.sort()).toEqual(
      ALL_ROUTES.filter((r) => !r.platformOnly)
        .map((r) => r.path)
        .sort(),
    );
    const owner = await menusOf('000', 'owner', '');
    const ownerPages = [...owner.data2, ...owner.data3].map((m) => m.url);
    expect(ownerPages).toContain('/dashboard/branches');
    const tops = new Set(body.data.map((m) => m.menuename));
    for (const m of body.data2) expect(tops.has(m.menuparent)).toBe(true);
    const seconds = new Set(body.data2.map((m) => m.menuename));
    expect(body.data3.length).toBeGreaterThan(0);
    for (const m of body.data3) expect(seconds.has(m.menuparent)).toBe(true);
    const console = body.data2.find((m) => m.url === '/dashboard/console')!;
    expect(console).toMatchObject({
      menuname: '主控台',
      menuename: 'Console',
      menuparent: 'Dashboard',
      icon: 'HomeOutlined',
      active: true,
    });
    expect(console.permission.sort()).toEqual(['client:edit', 'client:view', 'dashboard:console']);
    expect(body.data.every((m) => m.menuparent === '')).toBe(true);
  });

  it('shows the operator some pages inactive and without marks, and hides others', async () => {
    const body = await menusOf('001', 'operator');
    const all = [...body.data2, ...body.data3];
    const role = all.find((m) => m.url === '/user/role')!;
    expect(role).toMatchObject({ active: false, permission: [] });
    expect(all.find((m) => m.url === '/menu/api')).toBeUndefined();
    // The operator may apply for credit but not approve it.
    const credit = all.find((m) => m.url === '/user/CheckCredit')!;
    expect(credit.permission).toEqual(['credit:list', 'credit:apply']);
  });

  it('decides by the session, not by the role named in the query', async () => {
    const asked = await menusOf('001', 'viewer', 'role=admin&gscode=001');
    const plain = await menusOf('001', 'viewer');
    expect(asked).toEqual(plain);
    expect([...asked.data2].map((m) => m.url)).not.toContain('/user/role');
    expect(asked.data2.every((m) => m.permission.every((p) => !p.endsWith(':edit')))).toBe(true);
  });

  it('refuses a query naming another branch or customer code', async () => {
    expect(await menusOf('001', 'admin', 'gscode=002')).toMatchObject({ code: 8, data: null });
    expect(await menusOf('001', 'admin', 'guestcode=C002')).toMatchObject({ code: 8, data: null });
  });
});
