import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@bo/contract';
import { ALL_ROUTES, isCallDef, type ApiRow, type OperationRow } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  // A role of another branch holding every grant: it must never show in 001's answers.
  await ctx.db.$client.query(
    `insert into roles (gscode, code, name, name_en) values ('002', 'secret', '秘密角色', 'Secret role')`,
  );
  await ctx.db.$client.query(`
    insert into role_menus (role_id, menu_id, active)
    select (select id from roles where gscode = '002' and code = 'secret'), menu_id, true
      from role_menus where role_id = (select id from roles where gscode = '002' and code = 'admin')`);
});
afterAll(() => ctx.close());

interface ApiAnswer {
  code: number;
  data: { list: ApiRow[]; total: number; groups: string[]; marks: { mark: string }[] };
}
interface OpAnswer {
  code: number;
  data: { list: OperationRow[]; total: number; pages: { route: string }[]; roles: { code: string }[] };
}
const apis = async (query = '', headers = admin) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/Menu/Apis?pageSize=500${query}`, headers })).json() as ApiAnswer;
const operations = async (query = '', headers = admin) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/Menu/Operations?pageSize=500${query}`, headers })
  ).json() as OpAnswer;
const codes = (roles: { code: string }[]) => roles.map((r) => r.code);

describe('the API catalogue', () => {
  it('lists every call of the contract, read from the contract, with its group, summary and mark', async () => {
    const body = await apis();
    expect(body.code).toBe(0);
    const calls = (Object.values(contract) as unknown[]).filter(isCallDef);
    expect(body.data.list.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      calls.map((c) => `${c.method} ${c.path}`).sort(),
    );
    expect(body.data.total).toBe(calls.length);
    for (const c of calls) {
      const row = body.data.list.find((r) => r.method === c.method && r.path === c.path)!;
      expect(row.summary).toBe(c.summary);
      expect(row.mark).toBe(c.mark === 'public' ? null : c.mark);
    }
    // Sorted by path by default.
    const paths = body.data.list.map((r) => r.path);
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
  });

  it("names the roles of the caller's branch that may make each call", async () => {
    const list = (await apis()).data.list;
    const row = (path: string) => list.find((r) => r.path === path)!;
    expect(row('/api/LAdmin/AdminLogin')).toMatchObject({ access: 'public', mark: null, group: 'LAdmin', roles: [] });
    expect(row('/api/LAdmin/Get_UserMenus')).toMatchObject({ access: 'session', mark: null });
    expect(codes(row('/api/LAdmin/Get_UserMenus').roles)).toEqual(['admin', 'operator', 'viewer']);
    expect(row('/api/Menu/Add')).toMatchObject({
      access: 'mark',
      mark: 'menu:edit',
      markTitle: { cn: '编辑菜单', en: 'Edit menus' },
      title: { en: 'Add menu item' },
    });
    expect(codes(row('/api/Menu/Add').roles)).toEqual(['admin']);
    // The operator holds the order desk's edit button, the read-only role does not.
    expect(codes(row('/api/Order/ChangeState').roles)).toEqual(['admin', 'operator']);
    expect(codes(row('/api/System/OperationLog').roles)).toEqual(['admin', 'operator', 'viewer']);
    // Never a role of another branch.
    expect(list.flatMap((r) => codes(r.roles))).not.toContain('secret');
    expect(JSON.stringify(await apis())).not.toContain('秘密角色');
  });

  it('follows the grants: a role disabled, or its grant made inactive, no longer counts', async () => {
    await ctx.db.$client.query(`update roles set status = 0 where gscode = '001' and code = 'viewer'`);
    const rolesOf = async (path: string) =>
      codes((await apis(`&q=${encodeURIComponent(path)}`)).data.list.find((r) => r.path === path)!.roles);
    expect(await rolesOf('/api/System/OperationLog')).toEqual(['admin', 'operator']);
    await ctx.db.$client.query(`update roles set status = 1 where gscode = '001' and code = 'viewer'`);
    await ctx.db.$client.query(`
      update role_menus set active = false
       where role_id = (select id from roles where gscode = '001' and code = 'operator')
         and menu_id = (select id from menus where url = '/system/log')`);
    expect(await rolesOf('/api/System/OperationLog')).toEqual(['admin', 'viewer']);
    await ctx.db.$client.query(
      `update role_menus set active = true where menu_id = (select id from menus where url = '/system/log')`,
    );
  });

  it('finds a call by path or words, and filters by group, mark and access', async () => {
    expect((await apis('&q=select_ds_menu')).data.list.map((r) => r.path)).toEqual(['/api/LAdmin/Select_Ds_Menu']);
    const menu = (await apis('&group=Menu')).data.list;
    expect(menu.length).toBeGreaterThan(3);
    expect(menu.every((r) => r.group === 'Menu')).toBe(true);
    expect((await apis('&mark=menu:edit')).data.list.map((r) => r.path).sort()).toEqual([
      '/api/Menu/Add',
      '/api/Menu/Change',
      '/api/Menu/Move',
      '/api/Menu/Remove',
      '/api/Menu/SetStatus',
    ]);
    expect((await apis('&access=public')).data.list.every((r) => r.access === 'public' && r.roles.length === 0)).toBe(
      true,
    );
    const body = await apis();
    expect(body.data.groups).toContain('UManage');
    expect(body.data.marks.map((m) => m.mark)).toContain('role:assign');
    // Paged like every list, sorted as asked.
    const page = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/Menu/Apis?page=2&pageSize=10&sort=method&order=desc',
        headers: admin,
      })
    ).json() as ApiAnswer;
    expect(page.data.list).toHaveLength(10);
    expect(page.data.total).toBe(body.data.total);
    expect(page.data.list[0].method >= page.data.list[9].method).toBe(true);
  });
});

describe('the operation catalogue', () => {
  it('lists every button of every page with its titles, page and the roles holding it', async () => {
    const body = await operations();
    expect(body.code).toBe(0);
    const buttons = ALL_ROUTES.flatMap((r) => (r.buttons ?? []).map((b) => ({ ...b, page: r.path })));
    expect(body.data.list.map((o) => `${o.pageRoute} ${o.mark}`).sort()).toEqual(
      buttons.map((b) => `${b.page} ${b.mark}`).sort(),
    );
    const assign = body.data.list.find((o) => o.mark === 'role:assign')!;
    expect(assign).toMatchObject({
      menuname: '分配权限',
      menuename: 'Roles: Assign permissions',
      pageRoute: '/user/role',
      pageNameEn: 'Roles',
      status: 1,
      builtin: true,
    });
    expect(codes(assign.roles)).toEqual(['admin']);
    expect(codes(body.data.list.find((o) => o.mark === 'order:edit')!.roles)).toEqual(['admin', 'operator']);
    expect(body.data.list.flatMap((o) => codes(o.roles))).not.toContain('secret');
    expect(codes(body.data.roles)).toEqual(['admin', 'operator', 'viewer']);
  });

  it('filters by page, role and words, and a disabled button is held by nobody', async () => {
    expect((await operations('&pageRoute=/user/adaccount')).data.list.map((o) => o.mark).sort()).toEqual([
      'company:edit',
      'staff:edit',
      'staff:signout',
    ]);
    const operator = (await operations('&role=operator')).data.list;
    expect(operator.every((o) => codes(o.roles).includes('operator'))).toBe(true);
    expect(operator.map((o) => o.mark)).not.toContain('role:assign');
    expect((await operations('&role=viewer')).data.list).toEqual([]);
    expect((await operations(`&q=${encodeURIComponent('导出付款')}`)).data.list.map((o) => o.mark)).toEqual([
      'payment:export',
    ]);
    await ctx.db.$client.query(`update menus set status = 0 where permission = 'payment:export'`);
    expect((await operations('&q=payment:export')).data.list[0]).toMatchObject({ status: 0, roles: [] });
    await ctx.db.$client.query(`update menus set status = 1 where permission = 'payment:export'`);
  });
});
