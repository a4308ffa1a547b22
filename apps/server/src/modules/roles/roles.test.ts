import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PowerNode, PowersData, RoleRow } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';

/**
 * Roles and powers (issue 11 #2): the list, add, change, copy and remove, the powers tree and
 * its save, the rules the server enforces (each refusal changes nothing), and that saved powers
 * apply at once to signed-in users.
 */
let ctx: TestContext;
type Headers = Record<string, string>;
let admin: Headers;
let admin2: Headers;
/** 001/roleman: a role manager holding the roles page and its buttons, orders, and nothing else. */
let roleman: Headers;
let viewer: Headers;

const { q, get, post } = testCalls(() => ctx);
async function ok<T = any>(res: Awaited<ReturnType<typeof get>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
}
const roleId = async (code: string, gscode = '001') =>
  (await q<{ id: number }>(`select id from roles where gscode = $1 and code = $2`, [gscode, code]))[0].id;
const menuOf = async (mark: string) =>
  (await q<{ id: number }>(`select id from menus where permission = $1 order by id limit 1`, [mark]))[0].id;
const grantsOf = async (id: number) =>
  q<{ permission: string; menutype: string; active: boolean }>(
    `select m.permission, m.menutype, rm.active from role_menus rm join menus m on m.id = rm.menu_id where rm.role_id = $1 order by m.id`,
    [id],
  );
const marksOf = async (id: number) =>
  (await grantsOf(id))
    .filter((g) => g.permission)
    .map((g) => `${g.permission}${g.active ? '' : ' (inactive)'}`)
    .sort();
const powers = async (id: number, headers = admin) =>
  ok<PowersData>(await get(`/api/UManage/Powers?roleId=${id}`, headers));
const lastOp = async () =>
  (
    await q(
      `select user_name, method, path, action, target_id, outcome, diff from operation_log order by id desc limit 1`,
    )
  )[0];
const snapshot = async () => ({
  roles: await q(`select id, gscode, code, name, name_en, status, version from roles order by id`),
  grants: await q(`select role_id, menu_id, active from role_menus order by role_id, menu_id`),
});
const flat = (nodes: PowerNode[]): PowerNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

async function addAccount(gscode: string, userName: string, roleCode: string) {
  await q(
    `insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash)
     select $1, $2, $2, b.guestcode, $3, '', (select password_hash from users where gscode = '001' and user_name = 'admin')
       from branches b where b.gscode = $1`,
    [gscode, userName, roleCode],
  );
}

/** Saves the grants of the rows carrying these marks (pages active unless named in `inactive`), as `who`. */
async function savePowersAs(who: Headers, id: number, marks: string[], inactive: string[] = []) {
  const { role } = await powers(id);
  const grants = await Promise.all(
    [...marks, ...inactive].map(async (m) => ({ menuId: await menuOf(m), active: !inactive.includes(m) })),
  );
  return post('/api/UManage/SavePowers', who, { roleId: id, version: role.version, grants });
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  await addAccount('001', 'admin2', 'admin');
  admin2 = (await ctx.login('001', 'admin2')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
  await q(`insert into roles (gscode, code, name, name_en) values ('001', 'roleman', '角色管理员', 'Role manager')`);
  const res = await savePowersAs(admin, await roleId('roleman'), [
    'role:list',
    'role:edit',
    'role:assign',
    'order:list',
  ]);
  await ok(res);
  await addAccount('001', 'roleman', 'roleman');
  roleman = (await ctx.login('001', 'roleman')).headers;
});
afterAll(() => ctx.close());

describe('Roles (the list)', () => {
  it("lists the branch's roles with names, status, accounts holding each, builtin and version, on the list protocol", async () => {
    const d = await ok<{ list: RoleRow[]; total: number }>(await get('/api/UManage/Roles?pageSize=100', admin));
    expect(d.list.map((r) => r.code)).toEqual(['admin', 'operator', 'viewer', 'roleman']);
    expect(d.total).toBe(4);
    const [{ n }] = await q<{ n: number }>(
      `select count(*)::int as n from users where gscode = '001' and role_code = 'admin'`,
    );
    expect(d.list[0]).toMatchObject({
      code: 'admin',
      name: '管理员',
      name_en: 'Administrator',
      status: 1,
      users: n,
      builtin: true,
      version: 0,
    });
    expect(d.list[1]).toMatchObject({ code: 'operator', builtin: false, users: expect.any(Number) });
    expect(d.list[3]).toMatchObject({ code: 'roleman', users: 1, version: 1 });
  });

  it('searches code and names (either language), filters by status, sorts and pages', async () => {
    await q(
      `insert into roles (gscode, code, name, name_en, status) values ('001', 'sleeper', '停用角色', 'Sleeper 100%', 0), ('002', 'manager2', '经理', 'Manager', 1)`,
    );
    const codes = async (qs: string) =>
      (await ok<{ list: RoleRow[]; total: number }>(await get(`/api/UManage/Roles?${qs}`, admin))).list.map(
        (r) => r.code,
      );
    expect(await codes('q=MAN')).toEqual(['roleman']);
    expect(await codes(`q=${encodeURIComponent('只读')}`)).toEqual(['viewer']);
    expect(await codes(`q=${encodeURIComponent('100%')}`)).toEqual(['sleeper']);
    expect(await codes(`q=${encodeURIComponent('%')}`)).toEqual(['sleeper']);
    expect(await codes('status=0')).toEqual(['sleeper']);
    expect(await codes('status=1,0&sort=code&order=asc')).toEqual([
      'admin',
      'operator',
      'roleman',
      'sleeper',
      'viewer',
    ]);
    const [{ busiest }] = await q<{ busiest: string }>(
      `select role_code as busiest from users where gscode = '001' group by role_code order by count(*) desc, role_code desc limit 1`,
    );
    expect((await codes('sort=users&order=desc'))[0]).toBe(busiest);
    const page = await ok<{ list: RoleRow[]; total: number }>(
      await get('/api/UManage/Roles?pageSize=10&page=2', admin),
    );
    expect(page).toMatchObject({ list: [], total: 5 });
    // Branch 002's role never shows in 001.
    expect(await codes('q=manager2')).toEqual([]);
    await q(`delete from roles where code in ('sleeper', 'manager2')`);
  });

  it('needs role:list: the read-only role is refused', async () => {
    expect((await get('/api/UManage/Roles', viewer)).statusCode).toBe(403);
  });
});

describe('AddRole, ChangeRole', () => {
  it('adds a role without powers, audited; the code is unique in the branch with a clear message', async () => {
    const role = await ok<RoleRow>(
      await post('/api/UManage/AddRole', admin, { code: 'desk', name: '前台', name_en: 'Front desk' }),
    );
    expect(role).toMatchObject({
      code: 'desk',
      name: '前台',
      name_en: 'Front desk',
      status: 1,
      users: 0,
      builtin: false,
      version: 0,
    });
    expect(await grantsOf(role.id)).toEqual([]);
    expect(await lastOp()).toMatchObject({
      path: '/api/UManage/AddRole',
      action: 'add role',
      target_id: 'desk',
      outcome: 'ok',
      diff: { code: [null, 'desk'], name: [null, '前台'], name_en: [null, 'Front desk'], status: [null, 1] },
    });
    const again = await post('/api/UManage/AddRole', admin, { code: 'desk', name: '另一个', name_en: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This branch already has a role with the code "desk"; choose another code');
    const cn = await post('/api/UManage/AddRole', admin, { code: 'desk', name: '另一个', name_en: 'Another' }, 'zh-CN');
    expect(cn.json().msg).toBe('本分公司已有代码为「desk」的角色，请换一个代码');
    // The same code in another branch is another role.
    const other = await ctx.login('002', 'admin');
    await ok(await post('/api/UManage/AddRole', other.headers, { code: 'desk', name: '前台', name_en: 'Front desk' }));
  });

  it('refuses bad input with the field and the rule, and adds nothing', async () => {
    const before = await snapshot();
    const cases: [object, string][] = [
      [
        { code: 'Desk 2', name: 'a', name_en: 'b' },
        'Code must be lower-case letters, digits, - and _, starting with a letter',
      ],
      [
        { code: '2desk', name: 'a', name_en: 'b' },
        'Code must be lower-case letters, digits, - and _, starting with a letter',
      ],
      [{ code: 'x'.repeat(31), name: 'a', name_en: 'b' }, 'Code must be at most 30 characters'],
      [{ code: 'ok', name: '  ', name_en: 'b' }, 'Name is required'],
      [{ code: 'ok', name: 'a' }, 'Name (English) is required'],
      [{ code: 'ok', name: 'a', name_en: 'n'.repeat(51) }, 'Name (English) must be at most 50 characters'],
      [{ code: 'ok', name: 'a', name_en: 'b', status: 2 }, 'Status'],
    ];
    for (const [body, msg] of cases) {
      const res = await post('/api/UManage/AddRole', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('changes names and status, audited with before and after; fields left out keep their value', async () => {
    const id = await roleId('desk');
    const role = await ok<RoleRow>(
      await post('/api/UManage/ChangeRole', admin, { roleId: id, name: '前台接待', status: 0 }),
    );
    expect(role).toMatchObject({ name: '前台接待', name_en: 'Front desk', status: 0 });
    expect(await lastOp()).toMatchObject({
      path: '/api/UManage/ChangeRole',
      target_id: 'desk',
      outcome: 'ok',
      diff: { name: ['前台', '前台接待'], status: [1, 0] },
    });
    await ok(await post('/api/UManage/ChangeRole', admin, { roleId: id, status: 1 }));
  });

  it('a 100-character name is refused, 50 is taken', async () => {
    const id = await roleId('desk');
    expect((await post('/api/UManage/ChangeRole', admin, { roleId: id, name: '名'.repeat(100) })).statusCode).toBe(400);
    await ok(await post('/api/UManage/ChangeRole', admin, { roleId: id, name: '名'.repeat(50) }));
    await ok(await post('/api/UManage/ChangeRole', admin, { roleId: id, name: '前台接待' }));
  });
});

describe('the rules of every change, each refusal changing nothing', () => {
  it('the built-in administrator role cannot be renamed, disabled, removed or given other powers', async () => {
    const id = await roleId('admin');
    const before = await snapshot();
    const tries = [
      post('/api/UManage/ChangeRole', admin, { roleId: id, name: '超级' }),
      post('/api/UManage/ChangeRole', roleman, { roleId: id, status: 0 }),
      post('/api/UManage/RemoveRole', roleman, { roleId: id }),
      savePowersAs(roleman, id, ['order:list']),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().msg).toContain('The built-in administrator role cannot be edited, disabled or removed');
    }
    expect(await snapshot()).toEqual(before);
    expect(await lastOp()).toMatchObject({ target_id: 'admin', outcome: 'denied' });
  });

  it('nobody changes their own role: its names, status, powers, or its removal', async () => {
    const id = await roleId('roleman');
    const before = await snapshot();
    for (const res of [
      await post('/api/UManage/ChangeRole', roleman, { roleId: id, name: '超级管理员' }),
      await post('/api/UManage/ChangeRole', roleman, { roleId: id, status: 0 }),
      await post('/api/UManage/RemoveRole', roleman, { roleId: id }),
      await savePowersAs(roleman, id, ['role:list', 'role:edit', 'role:assign', 'order:list', 'order:edit']),
      await savePowersAs(roleman, id, ['role:list']),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().msg).toBe(
        'You cannot change your own role (its names, status or powers, or remove it); ask another administrator',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("another branch's role is not found (404) for every call, and nothing changes", async () => {
    const id = await roleId('operator', '002');
    const before = await snapshot();
    for (const res of [
      await get(`/api/UManage/Powers?roleId=${id}`, admin),
      await post('/api/UManage/ChangeRole', admin, { roleId: id, name: 'x' }),
      await post('/api/UManage/RemoveRole', admin, { roleId: id }),
      await post('/api/UManage/CopyRole', admin, { roleId: id, code: 'stolen', name: 'x', name_en: 'x' }),
      await post('/api/UManage/SavePowers', admin, { roleId: id, version: 0, grants: [] }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().msg).toBe('Record not found');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('without role:edit or role:assign the calls are refused (403) before anything is read', async () => {
    const id = await roleId('desk');
    const before = await snapshot();
    // A role with the roles page only.
    await q(`insert into roles (gscode, code, name, name_en) values ('001', 'lookonly', '只看', 'Look only')`);
    await ok(await savePowersAs(admin, await roleId('lookonly'), ['role:list']));
    await addAccount('001', 'looker', 'lookonly');
    const looker = (await ctx.login('001', 'looker')).headers;
    const after = await snapshot();
    for (const res of [
      await post('/api/UManage/AddRole', looker, { code: 'new', name: 'a', name_en: 'b' }),
      await post('/api/UManage/ChangeRole', looker, { roleId: id, name: 'x' }),
      await post('/api/UManage/CopyRole', looker, { roleId: id, code: 'new', name: 'a', name_en: 'b' }),
      await post('/api/UManage/RemoveRole', looker, { roleId: id }),
      await post('/api/UManage/SavePowers', looker, { roleId: id, version: 0, grants: [] }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(after);
    // It reads the powers, told it cannot change them.
    expect((await powers(id, looker)).locked).toBe('mark');
    expect(before.roles.length + 1).toBe(after.roles.length);
  });
});

describe('RemoveRole', () => {
  it('is refused while accounts hold the role, naming up to five and how many more', async () => {
    const id = await roleId('desk');
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await addAccount('001', `desk${n}`, 'desk');
    const before = await snapshot();
    const res = await post('/api/UManage/RemoveRole', admin, { roleId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      '7 accounts still hold this role: desk1, desk2, desk3, desk4, desk5 and 2 more. Give them another role first, then remove it',
    );
    const cn = await post('/api/UManage/RemoveRole', admin, { roleId: id }, 'zh-CN');
    expect(cn.json().msg).toBe(
      '仍有 7 个账号使用该角色：desk1、desk2、desk3、desk4、desk5 等 7 个账号。请先为这些账号更换角色，再删除',
    );
    expect(await snapshot()).toEqual(before);
    await q(`delete from users where user_name in ('desk6', 'desk7')`);
    const few = await post('/api/UManage/RemoveRole', admin, { roleId: id });
    expect(few.json().msg).toBe(
      '5 accounts still hold this role: desk1, desk2, desk3, desk4, desk5. Give them another role first, then remove it',
    );
    // A disabled account still holds the role.
    await q(`update users set status = 0 where user_name like 'desk%'`);
    expect((await post('/api/UManage/RemoveRole', admin, { roleId: id })).statusCode).toBe(409);
  });

  it('removes an unused role with its grants, audited', async () => {
    const role = await ok<RoleRow>(
      await post('/api/UManage/AddRole', admin, { code: 'temp', name: '临时', name_en: 'Temporary' }),
    );
    await ok(await savePowersAs(admin, role.id, ['order:list']));
    expect(await ok(await post('/api/UManage/RemoveRole', admin, { roleId: role.id }))).toEqual({ id: role.id });
    expect(await q(`select id from roles where id = $1`, [role.id])).toEqual([]);
    expect(await grantsOf(role.id)).toEqual([]);
    expect(await lastOp()).toMatchObject({
      path: '/api/UManage/RemoveRole',
      target_id: 'temp',
      outcome: 'ok',
      diff: { code: ['temp', null], name: ['临时', null], powers: [2, null] },
    });
    expect((await post('/api/UManage/RemoveRole', admin, { roleId: role.id })).statusCode).toBe(404);
  });
});

describe('CopyRole', () => {
  it('copies the grants with their active flags under a new code and names', async () => {
    const source = await roleId('operator');
    const copy = await ok<RoleRow>(
      await post('/api/UManage/CopyRole', admin, {
        roleId: source,
        code: 'operator2',
        name: '操作员二',
        name_en: 'Operator 2',
      }),
    );
    expect(copy).toMatchObject({
      code: 'operator2',
      name: '操作员二',
      name_en: 'Operator 2',
      status: 1,
      users: 0,
      version: 0,
    });
    expect(await grantsOf(copy.id)).toEqual(await grantsOf(source));
    expect(await marksOf(copy.id)).toContain('role:list (inactive)');
    const op = await lastOp();
    expect(op).toMatchObject({ path: '/api/UManage/CopyRole', target_id: 'operator2', outcome: 'ok' });
    expect(op.diff.from).toEqual([null, 'operator']);
    const dup = await post('/api/UManage/CopyRole', admin, {
      roleId: source,
      code: 'operator',
      name: 'x',
      name_en: 'x',
    });
    expect(dup.statusCode).toBe(409);
  });

  it('is refused when the copy would grant marks the caller does not hold, naming them', async () => {
    const before = await snapshot();
    const res = await post('/api/UManage/CopyRole', roleman, {
      roleId: await roleId('viewer'),
      code: 'viewer2',
      name: 'x',
      name_en: 'x',
    });
    expect(res.statusCode).toBe(403);
    // Named as people name them (the catalogue's titles), never by internal mark.
    expect(res.json().msg).toMatch(/^You cannot grant powers you do not hold yourself: .*Console/);
    expect(res.json().msg).not.toMatch(/[a-z]+:[a-z]+/);
    expect(await snapshot()).toEqual(before);
    // A role within what roleman holds copies fine.
    const id = await roleId('desk');
    await ok(await savePowersAs(admin, id, ['order:list']));
    await ok(
      await post('/api/UManage/CopyRole', roleman, { roleId: id, code: 'desk-copy', name: '复制', name_en: 'Copy' }),
    );
  });
});

describe('Powers', () => {
  it('answers the catalogue as a tree of directories, pages and buttons with the role’s grants and version', async () => {
    const d = await powers(await roleId('operator'));
    expect(d.role).toMatchObject({ code: 'operator', version: 0 });
    expect(d.locked).toBeNull();
    const users = d.tree.find((n) => n.url === '/user')!;
    expect(users).toMatchObject({
      type: 'directory',
      title: '用户管理',
      title_en: 'Users',
      mark: '',
      granted: true,
      active: true,
    });
    const role = users.children.find((n) => n.url === '/user/role')!;
    expect(role).toMatchObject({ type: 'menu', mark: 'role:list', granted: true, active: false });
    expect(role.children.map((b) => [b.type, b.mark, b.granted])).toEqual([
      ['button', 'role:edit', false],
      ['button', 'role:assign', false],
    ]);
    const all = flat(d.tree);
    const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from menus`);
    expect(all).toHaveLength(n);
    expect(all.find((x) => x.url === '/menu/api')).toMatchObject({ granted: false });
    // Widgets → Icons → list: the third level.
    const icons = flat(d.tree.filter((t) => t.url === '/widget')).find((x) => x.title_en === 'Icons')!;
    expect(icons.type).toBe('directory');
    expect(icons.children.length).toBeGreaterThan(0);
  });

  it('says why the caller cannot change them: the administrator role, one’s own role', async () => {
    expect((await powers(await roleId('admin'))).locked).toBe('builtin');
    expect((await powers(await roleId('roleman'), roleman)).locked).toBe('own');
    expect((await powers(await roleId('operator'), roleman)).locked).toBeNull();
    expect((await get(`/api/UManage/Powers?roleId=${await roleId('operator')}`, viewer)).statusCode).toBe(403);
  });
});

describe('SavePowers', () => {
  it('replaces the grants, completes what a page or a button implies, and bumps the version', async () => {
    const id = (
      await ok<RoleRow>(await post('/api/UManage/AddRole', admin, { code: 'clerk', name: '文员', name_en: 'Clerk' }))
    ).id;
    // A button alone: its page (inactive as asked) and the directories come with it.
    const d = await ok<PowersData>(
      await post('/api/UManage/SavePowers', admin, {
        roleId: id,
        version: 0,
        grants: [
          { menuId: await menuOf('order:edit'), active: false },
          { menuId: await menuOf('payment:record'), active: true },
        ],
      }),
    );
    expect(d.role.version).toBe(1);
    expect(await marksOf(id)).toEqual([
      'order:edit (inactive)',
      'order:list (inactive)',
      'payment:list',
      'payment:record',
    ]);
    const types = (await grantsOf(id)).map((g) => g.menutype);
    expect(types.filter((t) => t === 'directory')).toHaveLength(1);
    expect((await grantsOf(id)).filter((g) => g.menutype === 'directory').every((g) => g.active)).toBe(true);
    // The answer is the new tree.
    const orders = flat(d.tree).find((n) => n.mark === 'order:list')!;
    expect(orders).toMatchObject({ granted: true, active: false });
    // A page made active takes its buttons along; a button's own flag follows its page.
    const res = await ok<PowersData>(
      await post('/api/UManage/SavePowers', admin, {
        roleId: id,
        version: 1,
        grants: [
          { menuId: await menuOf('order:list'), active: true },
          { menuId: await menuOf('order:edit'), active: false },
        ],
      }),
    );
    expect(res.role.version).toBe(2);
    expect(await marksOf(id)).toEqual(['order:edit', 'order:list']);
    // An empty set takes everything away.
    await ok(await post('/api/UManage/SavePowers', admin, { roleId: id, version: 2, grants: [] }));
    expect(await grantsOf(id)).toEqual([]);
  });

  it('audits the marks added, removed, activated and deactivated in words', async () => {
    const id = await roleId('clerk');
    const { role } = await powers(id);
    await ok(
      await post('/api/UManage/SavePowers', admin, {
        roleId: id,
        version: role.version,
        grants: [
          { menuId: await menuOf('order:list'), active: true },
          { menuId: await menuOf('user:loginlog'), active: false },
        ],
      }),
    );
    await ok(
      await post('/api/UManage/SavePowers', admin, {
        roleId: id,
        version: role.version + 1,
        grants: [
          { menuId: await menuOf('order:list'), active: false },
          { menuId: await menuOf('system:log'), active: true },
        ],
      }),
    );
    const op = await lastOp();
    expect(op).toMatchObject({
      path: '/api/UManage/SavePowers',
      action: 'save powers',
      target_id: 'clerk',
      outcome: 'ok',
    });
    expect(op.diff).toEqual({
      version: [role.version + 1, role.version + 2],
      added: [null, 'system:log (操作日志 / Operation log)'],
      removed: [null, 'user:loginlog (登录日志 / Login log)'],
      deactivated: [null, 'order:list (客户订单 / Client orders)'],
    });
  });

  it('refuses a save based on an older version with a clear message, changing nothing', async () => {
    const id = await roleId('clerk');
    const { role } = await powers(id);
    const before = await snapshot();
    const res = await post('/api/UManage/SavePowers', admin, { roleId: id, version: role.version - 1, grants: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe("This role's powers were changed by someone else meanwhile; reload and save again");
    expect(
      (
        await post('/api/UManage/SavePowers', admin, { roleId: id, version: role.version - 1, grants: [] }, 'zh-CN')
      ).json().msg,
    ).toBe('该角色的权限已被他人修改，请重新加载后再保存');
    expect(await snapshot()).toEqual(before);
  });

  it('two administrators saving at once: one save wins whole, the other is refused as stale', async () => {
    const id = await roleId('clerk');
    const { role } = await powers(id);
    const [a, b] = await Promise.all([
      post('/api/UManage/SavePowers', admin, {
        roleId: id,
        version: role.version,
        grants: [{ menuId: await menuOf('order:list'), active: true }],
      }),
      post('/api/UManage/SavePowers', admin2, {
        roleId: id,
        version: role.version,
        grants: [{ menuId: await menuOf('system:log'), active: true }],
      }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'order:list' : 'system:log';
    expect(await marksOf(id)).toEqual([winner]);
    expect((await powers(id)).role.version).toBe(role.version + 1);
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json().msg).toContain('someone else meanwhile');
  });

  it('refuses granting or activating a mark the caller does not hold, naming it', async () => {
    const id = await roleId('clerk');
    // The clerk's role within roleman's power first (what earlier tests left is the administrator's).
    await ok(await savePowersAs(admin, id, ['order:list']));
    const before = await snapshot();
    const res = await savePowersAs(roleman, id, ['order:list', 'order:edit', 'staff:edit']);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(
      'You cannot grant powers you do not hold yourself: Edit order, Edit accounts, Staff accounts',
    );
    // As an inactive page too: it is a grant of the mark.
    expect((await savePowersAs(roleman, id, ['order:list'], ['user:admin'])).json().msg).toContain('Staff accounts');
    expect(await snapshot()).toEqual(before);
  });

  it('a role holding a mark the caller lacks, even inactive or on a disabled row, is beyond the caller: no change of its powers at all', async () => {
    const id = await roleId('clerk');
    // The administrator gives clerk something roleman lacks (inactive): roleman may no longer take anything away either.
    await ok(await savePowersAs(admin, id, ['order:list'], ['user:admin']));
    const before = await snapshot();
    for (const [active, inactive] of [
      [['order:list'], []],
      [[], []],
      [['order:list'], ['user:admin']],
    ] as const) {
      const res = await savePowersAs(roleman, id, [...active], [...inactive]);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(
        'You cannot change the role "Clerk": it holds powers you do not have (Staff accounts)',
      );
    }
    expect(await snapshot()).toEqual(before);
    // Nor rename, disable or remove it.
    for (const [url, body] of [
      ['/api/UManage/ChangeRole', { roleId: id, status: 0 }],
      ['/api/UManage/RemoveRole', { roleId: id }],
    ] as const) {
      expect((await post(url, roleman, body)).statusCode, url).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    // Once the administrator takes the mark away, the role is roleman's to change again.
    await ok(await savePowersAs(admin, id, ['order:list']));
    await ok(await savePowersAs(roleman, id, []));
    expect(await marksOf(id)).toEqual([]);
  });

  it('refuses menu rows that do not exist and a row named twice', async () => {
    const id = await roleId('clerk');
    const { role } = await powers(id);
    const missing = await post('/api/UManage/SavePowers', admin, {
      roleId: id,
      version: role.version,
      grants: [{ menuId: 999999, active: true }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('No such menu item: 999999; reload and try again');
    const m = await menuOf('order:list');
    const twice = await post('/api/UManage/SavePowers', admin, {
      roleId: id,
      version: role.version,
      grants: [
        { menuId: m, active: true },
        { menuId: m, active: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('Invalid input: Powers must name each menu item at most once');
    expect((await powers(id)).role.version).toBe(role.version);
  });
});

describe('saved powers apply at once to signed-in users', () => {
  it('a signed-in user of the role gets and loses a mark on the next request, and the menu follows', async () => {
    const id = await roleId('clerk');
    await addAccount('001', 'clerk1', 'clerk');
    const clerk = (await ctx.login('001', 'clerk1')).headers;
    const pages = async () => {
      const res = await get('/api/LAdmin/Get_UserMenus', clerk);
      expect(res.json().code, res.body).toBe(0);
      const m = res.json();
      return [...m.data, ...m.data2, ...m.data3]
        .filter((i: { menutype: string }) => i.menutype === 'menu')
        .map(
          (i: { url: string; active: boolean; permission: string[] }) =>
            `${i.url}${i.active ? '' : ' (inactive)'} ${i.permission.join(',')}`,
        );
    };
    await ok(await savePowersAs(admin, id, ['system:log']));
    expect((await get('/api/Order/Salespeople', clerk)).statusCode).toBe(403);
    expect(await pages()).toEqual(['/system/log system:log']);

    await ok(await savePowersAs(admin, id, ['order:list', 'order:edit', 'system:log']));
    expect((await get('/api/Order/Salespeople', clerk)).statusCode).toBe(200);
    expect(await pages()).toEqual(['/order/customerorder order:list,order:edit', '/system/log system:log']);

    // Inactive: shown in the menu, no marks, calls refused.
    await ok(await savePowersAs(admin, id, ['system:log'], ['order:list']));
    expect((await get('/api/Order/Salespeople', clerk)).statusCode).toBe(403);
    expect(await pages()).toEqual(['/order/customerorder (inactive) ', '/system/log system:log']);

    // A disabled role grants nothing; enabled again, it does.
    await ok(await post('/api/UManage/ChangeRole', admin, { roleId: id, status: 0 }));
    expect((await get('/api/System/OperationLog', clerk)).statusCode).toBe(403);
    expect(await pages()).toEqual([]);
    await ok(await post('/api/UManage/ChangeRole', admin, { roleId: id, status: 1 }));
    expect((await get('/api/System/OperationLog', clerk)).statusCode).toBe(200);
  });
});
