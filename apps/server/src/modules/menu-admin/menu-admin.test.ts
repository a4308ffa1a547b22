import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, ROUTE_GROUPS, type MenuRow, type ServerMenuItem } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { makeWebDist } from '../../../test/web-dist.js';

let ctx: TestContext;
const dist = makeWebDist({ 'index.html': '<!doctype html><title>console</title>' });
beforeAll(async () => {
  ctx = await createTestContext({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await ctx.close();
  dist.remove();
});

type Headers = Record<string, string>;
const { q } = testCalls(() => ctx);

let ownerHeaders: Headers;
const owner = async () => (ownerHeaders ??= (await ctx.login('000', 'owner')).headers);
const post = async (url: string, payload: object, headers?: Headers, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': lang, ...(headers ?? (await owner())) },
  });
const catalogue = async (headers?: Headers, query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/LAdmin/Select_Ds_Menu${query}`,
    headers: headers ?? (await owner()),
  });
  return res.json() as { code: number; msg: string; data: { list: MenuRow[]; canEdit: boolean } };
};
const rowOf = async (url: string, type = 'menu') =>
  (await catalogue()).data.list.find((r) => r.url === url && r.menutype === type)!;
const rowById = async (id: number) => (await catalogue()).data.list.find((r) => r.id === id)!;
const menusOf = async (gscode: string, user: string) => {
  const u = await ctx.login(gscode, user);
  const body = (await ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers: u.headers })).json();
  return [...body.data, ...body.data2, ...body.data3] as ServerMenuItem[];
};
/** Roles holding a grant of the row, as "gscode/code". */
const holders = async (menuId: number) =>
  (
    await q(
      `select r.gscode || '/' || r.code as who from role_menus rm join roles r on r.id = rm.role_id where rm.menu_id = $1 order by 1`,
      [menuId],
    )
  ).map((r) => r.who);

const page = (over: Record<string, unknown> = {}) => ({
  menuname: '帮助',
  menuename: 'Help',
  menutype: 'menu',
  url: '/help/manual',
  icon: 'ReadOutlined',
  permission: '',
  sort: 5,
  hidden: false,
  link: '',
  embed: false,
  ...over,
});

let helpDir: MenuRow;

describe('Select_Ds_Menu', () => {
  it('lists the whole catalogue in tree order, parents first, and tells who may change it', async () => {
    const admin = await ctx.login('001', 'admin');
    const body = await catalogue(admin.headers);
    expect(body.code).toBe(0);
    expect(body.data.canEdit).toBe(false);
    const list = body.data.list;
    const seen = new Set<number>();
    for (const r of list) {
      if (r.parentId !== null) expect(seen.has(r.parentId)).toBe(true);
      seen.add(r.id);
    }
    expect(list.filter((r) => r.level === 1).map((r) => r.url)).toEqual(ROUTE_GROUPS.map((g) => g.path));
    expect(
      list
        .filter((r) => r.menutype === 'menu')
        .map((r) => r.url)
        .sort(),
    ).toEqual(ALL_ROUTES.map((r) => r.path).sort());
    expect(list.every((r) => r.builtin && r.status === 1 && !r.hidden && r.match)).toBe(true);
    const button = list.find((r) => r.permission === 'menu:edit')!;
    expect(button).toMatchObject({ menutype: 'button', level: 3, url: '' });
    expect((await catalogue()).data.canEdit).toBe(true);
  });

  it('finds rows by title, route or mark, with their ancestors kept for the tree', async () => {
    const list = (await catalogue(undefined, '?q=ROLE:ASSIGN')).data.list;
    expect(list.map((r) => [r.url || r.permission, r.match])).toEqual([
      ['/user', false],
      ['/user/role', false],
      ['role:assign', true],
    ]);
    expect((await catalogue(undefined, '?q=角色权限')).data.list.filter((r) => r.match).map((r) => r.url)).toEqual([
      '/user/role',
    ]);
    expect((await catalogue(undefined, '?q=nothing-like-this')).data.list).toEqual([]);
  });
});

describe('adding rows', () => {
  it("adds a directory and a page that opens an external address; both are granted to every branch's administrator role, and no other role", async () => {
    const dir = await post('/api/Menu/Add', {
      ...page({
        menuname: '帮助中心',
        menuename: 'Help centre',
        menutype: 'directory',
        url: '/help',
        icon: 'QuestionCircleOutlined',
        sort: 100,
      }),
      parentId: null,
    });
    expect(dir.json()).toMatchObject({ code: 0, data: { menutype: 'directory', level: 1, builtin: false, status: 1 } });
    helpDir = dir.json().data;
    const res = await post('/api/Menu/Add', { ...page({ link: 'https://example.com/manual' }), parentId: helpDir.id });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { menuename: 'Help', level: 2, link: 'https://example.com/manual', embed: false },
    });
    const id = res.json().data.id;
    expect(await holders(id)).toEqual(['000/admin', '001/admin', '002/admin']);
    expect(await holders(helpDir.id)).toEqual(['000/admin', '001/admin', '002/admin']);

    // At once in an administrator's menu of another branch, with its address; not in the operator's.
    const item = (await menusOf('001', 'admin')).find((m) => m.url === '/help/manual');
    expect(item).toMatchObject({
      menuename: 'Help',
      menuparent: 'Help centre',
      link: 'https://example.com/manual',
      embed: false,
      hidden: false,
      active: true,
    });
    expect((await menusOf('001', 'operator')).some((m) => m.url.startsWith('/help'))).toBe(false);

    // The operation log keeps what was added.
    const [log] = await q(
      `select action, target_id, outcome, diff from operation_log where path = '/api/Menu/Add' order by id desc limit 1`,
    );
    expect(log).toMatchObject({ outcome: 'ok', target_id: String(id) });
    expect(log.diff).toMatchObject({
      menuename: [null, 'Help'],
      link: [null, 'https://example.com/manual'],
      parent: [null, 'Help centre'],
    });
  });

  it("refuses bad input with the field and the rule, in the caller's language, and changes nothing", async () => {
    const before = await q('select count(*)::int as n from menus');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ link: 'javascript:alert(1)' }, /Link must be empty or an http:\/\/ or https:\/\/ address/],
      [{ link: 'data:text/html,<b>x</b>' }, /Link must be empty or an http/],
      [{ link: '/help/manual' }, /Link must be empty or an http/],
      [{ link: 'https://user:secret@example.com/' }, /Link must be empty or an http/],
      [{ url: 'help/manual' }, /Route must start with '\/'/],
      [{ url: '/help/a.html' }, /Route must start with '\/'/],
      [{ permission: 'Help' }, /Permission mark must look like domain:action/],
      [{ icon: '<svg>' }, /Icon must be an icon name/],
      [{ sort: 1.5 }, /Sort/],
      [{ menuename: '   ' }, /English title/],
      [{ menuename: 'x'.repeat(41) }, /English title must be at most 40 characters/],
      [{ menutype: 'folder' }, /Menu type must be one of/],
    ];
    for (const [over, message] of cases) {
      const res = await post('/api/Menu/Add', {
        ...page({ menuename: 'Bad', url: '/bad', ...over }),
        parentId: helpDir.id,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().msg, JSON.stringify(over)).toMatch(message);
    }
    const cn = await post(
      '/api/Menu/Add',
      { ...page({ menuename: 'Bad', url: '/bad', link: 'javascript:void(0)' }), parentId: helpDir.id },
      undefined,
      'zh-CN',
    );
    expect(cn.json().msg).toContain('应为空，或 http:// 或 https:// 开头的网址');
    expect(await q('select count(*)::int as n from menus')).toEqual(before);
  });

  it('refuses rows that break the rules of the tree, each with a message', async () => {
    const console = await rowOf('/dashboard/console');
    const dashboard = await rowOf('/dashboard', 'directory');
    const icons = await rowOf('/widget/icons', 'directory');
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...page({ menuename: 'Console', url: '/help/other' }), parentId: helpDir.id },
        'The English title "Console" is already used by another item',
      ],
      [
        { ...page({ menuename: 'help centre', url: '/help/other' }), parentId: helpDir.id },
        'The English title "help centre" is already used by another item',
      ],
      [
        { ...page({ menuename: 'Other', url: '/help/manual' }), parentId: helpDir.id },
        'The route /help/manual is already used by the item "Help"',
      ],
      [
        { ...page({ menuename: 'Other', url: '/order' }), parentId: helpDir.id },
        'The route /order belongs to the system or a built-in page and cannot be used',
      ],
      [
        { ...page({ menuename: 'Other', url: '/api/anything' }), parentId: helpDir.id },
        'The route /api/anything belongs to the system',
      ],
      [{ ...page({ menuename: 'Other', url: '/exception/403' }), parentId: helpDir.id }, 'belongs to the system'],
      [{ ...page({ menuename: 'Other', url: '/other' }), parentId: null }, 'A page must be under a directory'],
      [
        {
          ...page({ menuename: 'Other', menutype: 'button', url: '', icon: '', permission: 'help:x' }),
          parentId: helpDir.id,
        },
        'A button must be under a page',
      ],
      [
        { ...page({ menuename: 'Other', menutype: 'directory', url: '/other' }), parentId: console.id },
        'A directory must be at the top or under another directory',
      ],
      [
        {
          ...page({ menuename: 'Other', menutype: 'button', url: '', icon: '', permission: '' }),
          parentId: console.id,
        },
        'A button needs a permission mark',
      ],
      [
        {
          ...page({ menuename: 'Other', menutype: 'button', url: '/x', icon: '', permission: 'help:x' }),
          parentId: console.id,
        },
        'A button has no route, icon or address',
      ],
      [
        { ...page({ menuename: 'Other', menutype: 'directory', url: '/other', permission: 'help:x' }), parentId: null },
        'A directory has no permission mark',
      ],
      [
        {
          ...page({ menuename: 'Other', menutype: 'directory', url: '/other', link: 'https://example.com' }),
          parentId: null,
        },
        'Only a page can open an address',
      ],
      [
        { ...page({ menuename: 'Other', url: '/other' }), parentId: icons.id, menutype: 'directory' },
        'Menus nest at most three levels deep',
      ],
      [{ ...page({ menuename: 'Other', url: '' }), parentId: dashboard.id }, 'A directory or a page needs a route'],
      [
        { ...page({ menuename: 'Other', url: '/other', embed: true }), parentId: helpDir.id },
        'Opening inside the console needs an address',
      ],
      [
        {
          ...page({ menuename: 'Other', url: '/other', link: 'http://localhost:80/x', embed: true }),
          parentId: helpDir.id,
        },
        "The console's own address cannot be embedded in it",
      ],
      [{ ...page({ menuename: 'Other', url: '/other' }), parentId: 999_999 }, 'The parent item does not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/Menu/Add', body);
      expect(res.json().msg, JSON.stringify(body)).toContain(message);
      expect(res.json().code).toBe(8);
    }
    expect((await catalogue()).data.list.some((r) => r.menuename === 'Other')).toBe(false);
  });
});

describe('changing rows', () => {
  it("changes a built-in row's titles, icon, sort and hidden, but never its route, type or mark, and never gives it an address", async () => {
    const plan = await rowOf('/plan/year-plan');
    const fields = {
      menuname: plan.menuname,
      menuename: plan.menuename,
      menutype: plan.menutype,
      url: plan.url,
      icon: plan.icon,
      permission: plan.permission,
      sort: plan.sort,
      hidden: plan.hidden,
      link: plan.link,
      embed: plan.embed,
    };
    for (const [over, message] of [
      [{ url: '/plan/other' }, 'The route, type and mark of a built-in item cannot be changed'],
      [{ permission: 'plan:other' }, 'The route, type and mark of a built-in item cannot be changed'],
      [{ link: 'https://example.com/' }, 'has a page of the console'],
    ] as const) {
      const res = await post('/api/Menu/Change', { ...fields, ...over, id: plan.id, stamp: plan.stamp });
      expect(res.json().msg).toContain(message);
    }
    const res = await post('/api/Menu/Change', {
      ...fields,
      menuname: '年计划',
      menuename: 'Plans of the year',
      icon: 'FlagOutlined',
      hidden: true,
      id: plan.id,
      stamp: plan.stamp,
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { menuename: 'Plans of the year', hidden: true, url: '/plan/year-plan' },
    });
    // Hidden: still granted and still served, flagged so the web keeps it out of the menu.
    expect((await menusOf('001', 'admin')).find((m) => m.url === '/plan/year-plan')).toMatchObject({
      hidden: true,
      active: true,
      permission: ['plan:year', 'plan:edit'],
    });
    const [log] = await q(`select diff from operation_log where path = '/api/Menu/Change' order by id desc limit 1`);
    expect(log.diff).toEqual({
      menuname: ['年度计划', '年计划'],
      menuename: ['Year plan', 'Plans of the year'],
      icon: ['CalendarOutlined', 'FlagOutlined'],
      hidden: [false, true],
    });

    // A change made on an outdated read is refused, and says so.
    const again = await post('/api/Menu/Change', { ...fields, menuname: '又一个', id: plan.id, stamp: plan.stamp });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This menu item was changed by someone else meanwhile; reload and try again');
    const back = await rowOf('/plan/year-plan');
    expect((await post('/api/Menu/Change', { ...fields, id: plan.id, stamp: back.stamp })).json().code).toBe(0);
  });

  it('changes a custom page into one embedded in the console, and back', async () => {
    const help = await rowOf('/help/manual');
    const base = {
      menuname: help.menuname,
      menuename: help.menuename,
      menutype: help.menutype,
      url: help.url,
      icon: help.icon,
      permission: help.permission,
      sort: help.sort,
      hidden: help.hidden,
      link: help.link,
    };
    const res = await post('/api/Menu/Change', { ...base, embed: true, id: help.id, stamp: help.stamp });
    expect(res.json()).toMatchObject({ code: 0, data: { embed: true } });
    expect((await menusOf('002', 'admin')).find((m) => m.url === '/help/manual')).toMatchObject({
      embed: true,
      link: 'https://example.com/manual',
    });
    // A page with children cannot become a button, and a page cannot become a directory while it holds buttons.
    const btn = await post('/api/Menu/Add', {
      ...page({
        menuname: '打印',
        menuename: 'Help: Print',
        menutype: 'button',
        url: '',
        icon: '',
        permission: 'help:print',
      }),
      parentId: help.id,
    });
    expect(btn.json().code).toBe(0);
    const now = await rowOf('/help/manual');
    const asDir = await post('/api/Menu/Change', {
      ...base,
      menutype: 'directory',
      link: '',
      embed: false,
      id: now.id,
      stamp: now.stamp,
    });
    expect(asDir.json().msg).toBe('Its children cannot stay under an item of this type');
    expect((await post('/api/Menu/Remove', { id: btn.json().data.id, stamp: btn.json().data.stamp })).json().code).toBe(
      0,
    );
  });
});

describe('the console page may frame what the catalogue embeds, and only that', () => {
  it("adds the embedded rows' origins to the page's frame-src; nothing for API answers", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/help/manual' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://example.com");
    expect(csp).toContain("script-src 'self'");
    expect(csp.match(/frame-src/g)).toHaveLength(1);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus' });
    expect(String(api.headers['content-security-policy'])).not.toContain('frame-src');
  });
});

describe('moving rows', () => {
  it('moves a row up and down among its siblings, and under another directory', async () => {
    const users = await rowOf('/user', 'directory');
    const order = async () => (await catalogue()).data.list.filter((r) => r.parentId === users.id).map((r) => r.url);
    const before = await order();
    const role = await rowOf('/user/role');
    const res = await post('/api/Menu/Move', { id: role.id, stamp: role.stamp, parentId: users.id, index: 0 });
    expect(res.json()).toMatchObject({ code: 0, data: { parentId: users.id } });
    expect(await order()).toEqual(['/user/role', ...before.filter((u) => u !== '/user/role')]);
    const moved = await rowOf('/user/role');
    await post('/api/Menu/Move', {
      id: moved.id,
      stamp: moved.stamp,
      parentId: users.id,
      index: before.indexOf('/user/role'),
    });
    expect(await order()).toEqual(before);

    // Under the help directory, with its buttons along; then back.
    const role2 = await rowOf('/user/role');
    expect(
      (await post('/api/Menu/Move', { id: role2.id, stamp: role2.stamp, parentId: helpDir.id, index: 99 })).json().code,
    ).toBe(0);
    const admin = await menusOf('001', 'admin');
    expect(admin.find((m) => m.url === '/user/role')).toMatchObject({
      menuparent: 'Help centre',
      permission: ['role:list', 'role:edit', 'role:assign'],
    });
    const role3 = await rowOf('/user/role');
    expect(
      (
        await post('/api/Menu/Move', {
          id: role3.id,
          stamp: role3.stamp,
          parentId: users.id,
          index: before.indexOf('/user/role'),
        })
      ).json().code,
    ).toBe(0);
    expect(await order()).toEqual(before);
  });

  it('refuses a move under itself, too deep, or of the wrong kind', async () => {
    const widgets = await rowOf('/widget', 'directory');
    const icons = await rowOf('/widget/icons', 'directory');
    const console = await rowOf('/dashboard/console');
    const help = await rowById(helpDir.id);
    expect(
      (await post('/api/Menu/Move', { id: widgets.id, stamp: widgets.stamp, parentId: icons.id, index: 0 })).json().msg,
    ).toBe('An item cannot move under itself or one of its children');
    expect(
      (await post('/api/Menu/Move', { id: widgets.id, stamp: widgets.stamp, parentId: help.id, index: 0 })).json().msg,
    ).toContain('at most three levels');
    expect(
      (await post('/api/Menu/Move', { id: console.id, stamp: console.stamp, parentId: null, index: 0 })).json().msg,
    ).toBe('A page must be under a directory');
    const button = (await catalogue()).data.list.find((r) => r.permission === 'client:edit')!;
    const orders = await rowOf('/order', 'directory');
    expect(
      (await post('/api/Menu/Move', { id: button.id, stamp: button.stamp, parentId: orders.id, index: 0 })).json().msg,
    ).toBe('A button must be under a page');
  });
});

describe('disabling and enabling rows', () => {
  it('disables a directory with everything below it: gone from every menu, its marks gone from every session; then enables it again', async () => {
    const plan = await rowOf('/plan', 'directory');
    const admin = await ctx.login('001', 'admin');
    const res = await post('/api/Menu/SetStatus', { id: plan.id, stamp: plan.stamp, status: 0 });
    expect(res.json()).toMatchObject({ code: 0, data: { changed: 3 } });
    expect((await menusOf('001', 'admin')).some((m) => m.url.startsWith('/plan'))).toBe(false);
    const [log] = await q(`select diff from operation_log where path = '/api/Menu/SetStatus' order by id desc limit 1`);
    expect(log.diff).toEqual({
      status: [1, 0],
      affected: [null, ['Plans', 'Year plan', 'Year plan: Edit year plans']],
    });
    // The page under it cannot be enabled alone.
    const year = await rowOf('/plan/year-plan');
    expect(year.status).toBe(0);
    expect((await post('/api/Menu/SetStatus', { id: year.id, stamp: year.stamp, status: 1 })).json().msg).toBe(
      'Its parent is disabled; enable the parent first',
    );
    // Nor can an enabled row move under it.
    const excel = await rowOf('/widget/excel');
    expect(
      (await post('/api/Menu/Move', { id: excel.id, stamp: excel.stamp, parentId: plan.id, index: 0 })).json().msg,
    ).toBe('Its parent is disabled; enable the parent first');
    const planNow = await rowOf('/plan', 'directory');
    expect(
      (await post('/api/Menu/SetStatus', { id: planNow.id, stamp: planNow.stamp, status: 1 })).json(),
    ).toMatchObject({ code: 0, data: { changed: 3 } });
    expect((await menusOf('001', 'admin')).some((m) => m.url === '/plan/year-plan')).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers: admin.headers })).json().code,
    ).toBe(0);
  });

  it('a disabled button takes its mark from every session at once', async () => {
    const button = (await catalogue()).data.list.find((r) => r.permission === 'report:export')!;
    const admin = await ctx.login('001', 'admin');
    const marks = async () =>
      (await menusOf('001', 'admin')).find((m) => m.url === '/dashboard/ordersummary')!.permission;
    expect(await marks()).toContain('report:export');
    await post('/api/Menu/SetStatus', { id: button.id, stamp: button.stamp, status: 0 });
    expect(await marks()).not.toContain('report:export');
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/Menu/Apis?mark=report:export',
      headers: admin.headers,
    });
    expect(exported.json().data.list.every((r: { roles: unknown[] }) => r.roles.length === 0)).toBe(true);
    const now = await rowById(button.id);
    await post('/api/Menu/SetStatus', { id: now.id, stamp: now.stamp, status: 1 });
    expect(await marks()).toContain('report:export');
  });

  it('never disables the menu page or its edit button, nor a directory holding them (nobody could manage menus again)', async () => {
    for (const find of [
      (r: MenuRow) => r.url === '/menu',
      (r: MenuRow) => r.url === '/menu/menu',
      (r: MenuRow) => r.permission === 'menu:edit',
    ]) {
      const row = (await catalogue()).data.list.find(find)!;
      expect((await post('/api/Menu/SetStatus', { id: row.id, stamp: row.stamp, status: 0 })).json().msg).toContain(
        'cannot be disabled',
      );
      expect((await rowById(row.id)).status).toBe(1);
    }
  });
});

describe('deleting rows', () => {
  it('deletes custom rows without children only, never built-in rows; grants go with them', async () => {
    const builtin = await rowOf('/widget/excel');
    expect((await post('/api/Menu/Remove', { id: builtin.id, stamp: builtin.stamp })).json().msg).toBe(
      'A built-in item cannot be deleted; hide or disable it instead',
    );
    const dir = await rowById(helpDir.id);
    expect((await post('/api/Menu/Remove', { id: dir.id, stamp: dir.stamp })).json().msg).toBe(
      'Delete or move its children first',
    );
    const help = await rowOf('/help/manual');
    expect((await post('/api/Menu/Remove', { id: help.id, stamp: 'outdated' })).statusCode).toBe(409);
    expect((await post('/api/Menu/Remove', { id: help.id, stamp: help.stamp })).json()).toMatchObject({
      code: 0,
      data: null,
    });
    expect(await holders(help.id)).toEqual([]);
    expect((await post('/api/Menu/Remove', { id: help.id, stamp: help.stamp })).statusCode).toBe(404);
    const [log] = await q(
      `select target_id, diff from operation_log where path = '/api/Menu/Remove' and outcome = 'ok' order by id desc limit 1`,
    );
    expect(log).toMatchObject({ target_id: String(help.id), diff: { menuename: ['Help', null] } });
    const dirNow = await rowById(helpDir.id);
    expect((await post('/api/Menu/Remove', { id: dirNow.id, stamp: dirNow.stamp })).json().code).toBe(0);
    expect((await menusOf('001', 'admin')).some((m) => m.url.startsWith('/help'))).toBe(false);
  });
});

describe('concurrent changes', () => {
  it('two owners adding the same English title at once: one row, the other told', async () => {
    const body = {
      ...page({ menuname: '同时', menuename: 'At once', menutype: 'directory', url: '/at-once' }),
      parentId: null,
    };
    const answers = await Promise.all([
      post('/api/Menu/Add', body),
      post('/api/Menu/Add', body),
      post('/api/Menu/Add', body),
    ]);
    expect(answers.map((a) => a.json().code).sort()).toEqual([0, 8, 8]);
    expect(await q(`select count(*)::int as n from menus where menuename = 'At once'`)).toEqual([{ n: 1 }]);
  });
});
