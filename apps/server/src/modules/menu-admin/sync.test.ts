import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { syncMenuCatalogue } from './sync.js';

/**
 * The start-up sync of the menu catalogue: what the route catalogue has and an existing database
 * lacks comes back as built-in rows granted to every branch's administrator role; nothing that
 * exists changes. (A note of the last session: new catalogue buttons reached only fresh databases.)
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { q } = testCalls(() => ctx);
/** Every row but its id, and every grant by branch, role and row title: what the sync must leave alone. */
const snapshot = async () => ({
  menus:
    await q(`select menuname, menuename, menutype, url, icon, permission, sort, status, hidden, builtin, link, embed,
                         (select p.menuename from menus p where p.id = m.parent_id) as parent
                    from menus m order by menuename`),
  grants: await q(`select r.gscode, r.code, m.menuename, rm.active from role_menus rm join roles r on r.id = rm.role_id
                     join menus m on m.id = rm.menu_id order by 1, 2, 3`),
});
const holders = async (where: string) =>
  (
    await q(`select r.gscode || '/' || r.code as who from role_menus rm join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
             where ${where} order by 1`)
  ).map((r) => r.who);

describe('the menu catalogue sync at start', () => {
  it('changes nothing in a database that has the whole catalogue', async () => {
    const before = await snapshot();
    expect(await syncMenuCatalogue(ctx.db)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("adds back a missing built-in button under its page, granted to every branch's administrator role only", async () => {
    // The operator of every branch held this button too: after the sync only the administrators do.
    expect(await holders(`m.permission = 'report:export'`)).toEqual([
      '000/admin',
      '000/operator',
      '001/admin',
      '001/operator',
      '002/admin',
      '002/operator',
    ]);
    await q(`delete from menus where permission = 'report:export' and menutype = 'button'`);
    expect(await holders(`m.permission = 'report:export'`)).toEqual([]);
    // Something an administrator changed meanwhile stays as it is.
    await q(`update menus set menuname = '订单汇总', hidden = true where url = '/dashboard/ordersummary'`);
    const before = await snapshot();

    expect(await syncMenuCatalogue(ctx.db)).toEqual(['Order overview: Export']);
    const [row] = await q(`select b.menuname, b.menutype, b.builtin, b.status, b.hidden, p.url as page
                             from menus b join menus p on p.id = b.parent_id where b.permission = 'report:export'`);
    expect(row).toEqual({
      menuname: '导出',
      menutype: 'button',
      builtin: true,
      status: 1,
      hidden: false,
      page: '/dashboard/ordersummary',
    });
    expect(await holders(`m.permission = 'report:export'`)).toEqual(['000/admin', '001/admin', '002/admin']);
    const after = await snapshot();
    expect(after.menus.filter((m) => m.permission !== 'report:export')).toEqual(before.menus);
    expect(after.grants.filter((g) => g.menuename !== 'Order overview: Export')).toEqual(before.grants);
    // The administrator's session holds the mark again.
    const admin = await ctx.login('001', 'admin');
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers: admin.headers })
    ).json();
    expect(body.data2.find((m: { url: string }) => m.url === '/dashboard/ordersummary').permission).toContain(
      'report:export',
    );

    expect(await syncMenuCatalogue(ctx.db)).toEqual([]);
  });

  it('adds back a missing directory with its pages and buttons, taking a free English title when its own is taken', async () => {
    await q(`delete from menus where parent_id in (select id from menus where url like '/menu/%')`);
    await q(`delete from menus where url like '/menu/%' and menutype = 'menu'`);
    await q(`delete from menus where url = '/menu'`);
    // A custom row took the directory's English title meanwhile.
    await q(
      `insert into menus (menuname, menuename, menutype, url, sort) values ('菜单', 'Menus', 'directory', '/custom-menus', 50)`,
    );
    const added = await syncMenuCatalogue(ctx.db);
    expect(added).toEqual(['Menus (2)', 'Menu', 'Menu: Edit menus', 'APIs', 'Operations']);
    const rows = await q(
      `select m.menuename, m.url, m.permission, p.menuename as parent from menus m left join menus p on p.id = m.parent_id
                           where m.menuename = any($1) order by m.id`,
      [added],
    );
    expect(rows).toEqual([
      { menuename: 'Menus (2)', url: '/menu', permission: '', parent: null },
      { menuename: 'Menu', url: '/menu/menu', permission: 'menu:list', parent: 'Menus (2)' },
      { menuename: 'Menu: Edit menus', url: '', permission: 'menu:edit', parent: 'Menu' },
      { menuename: 'APIs', url: '/menu/api', permission: 'menu:api', parent: 'Menus (2)' },
      { menuename: 'Operations', url: '/menu/operation', permission: 'menu:operation', parent: 'Menus (2)' },
    ]);
    expect(await holders(`m.url = '/menu/api'`)).toEqual(['000/admin', '001/admin', '002/admin']);
    expect(await holders(`m.url = '/custom-menus'`)).toEqual([]);
  });

  it('adds a missing row once when several servers start at once', async () => {
    await q(`delete from menus where permission = 'oplog:export' and menutype = 'button'`);
    const runs = await Promise.all([syncMenuCatalogue(ctx.db), syncMenuCatalogue(ctx.db), syncMenuCatalogue(ctx.db)]);
    expect(runs.flat()).toEqual(['Operation log: Export operation log']);
    expect(await q(`select count(*)::int as n from menus where permission = 'oplog:export'`)).toEqual([{ n: 1 }]);
    expect(await holders(`m.permission = 'oplog:export'`)).toEqual(['000/admin', '001/admin', '002/admin']);
  });

  it('a row added under a disabled directory starts disabled', async () => {
    await q(
      `update menus set status = 0 where url in ('/system', '/system/log') or parent_id = (select id from menus where url = '/system/log')`,
    );
    await q(`delete from menus where permission = 'oplog:export' and menutype = 'button'`);
    expect(await syncMenuCatalogue(ctx.db)).toEqual(['Operation log: Export operation log']);
    expect(await q(`select status from menus where permission = 'oplog:export'`)).toEqual([{ status: 0 }]);
  });
});
