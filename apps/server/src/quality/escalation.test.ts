import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { makePng, multipartBody } from '../../test/images.js';

/**
 * Escalation: no call lets a user act as another account, raise their own role, or reach another
 * branch's data through switching. Every way that exists is tried here; an issue that adds a way
 * (granting, impersonating, role or account editing, uploads) adds its attempts to this file.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000', PUSH_STREAM_MAX_SECONDS: '0' });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const switchTo = (headers: Headers, payload: object) => post('/api/LAdmin/SwitchGscode', headers, payload);
const liveSessions = async (gscode: string, userName: string) => {
  const { rows } = await ctx.db.execute(sql`
    select count(*)::int as n from sessions s join users u on u.id = s.user_id
     where u.gscode = ${gscode} and u.user_name = ${userName} and s.ended_at is null`);
  return rows[0].n as number;
};

describe('acting as another account', () => {
  it.each<[string, { gscode: string; username?: string }]>([
    ['viewer', { gscode: '001', username: 'admin' }],
    ['operator', { gscode: '001', username: 'admin' }],
    ['viewer', { gscode: '001', username: 'operator' }],
    ['viewer', { gscode: '001' }],
    ['operator', { gscode: '002', username: 'admin' }],
    ['operator', { gscode: '000', username: 'owner' }],
  ])(
    '001/%s cannot switch to %o without a grant: refused, nothing changes, the refusal is logged',
    async (who, target) => {
      const u = await ctx.login('001', who);
      const before = await liveSessions(target.gscode, target.username ?? who);
      const res = await switchTo(u.headers, target);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 8, data: null });
      expect(await liveSessions(target.gscode, target.username ?? who)).toBe(before);
      expect((await get('/api/UManage/Roles', u.headers)).statusCode).toBe(who === 'admin' ? 200 : 403);
      expect((await get('/api/LAdmin/Get_UserMenus', u.headers)).json().code).toBe(0);
      const { rows } = await ctx.db.execute(
        sql`select outcome from operation_log where user_id = ${u.ID} and path = '/api/LAdmin/SwitchGscode' order by id desc limit 1`,
      );
      expect(rows).toEqual([{ outcome: 'denied' }]);
    },
  );

  it('a grant names one account: the granted administrator of 001 cannot pick another account of 002', async () => {
    const admin = await ctx.login('001', 'admin');
    for (const username of ['viewer', 'operator']) {
      expect((await switchTo(admin.headers, { gscode: '002', username })).statusCode).toBe(403);
    }
    expect((await switchTo(admin.headers, { gscode: '001', username: 'admin' })).statusCode).toBe(403);
  });

  it('a grant to a disabled account or into a disabled branch does not work, and is not listed', async () => {
    const admin = await ctx.login('001', 'admin');
    const listed = async () =>
      (await get('/api/UManage/getUserGscode', admin.headers)).json().data.map((b: { gscode: string }) => b.gscode);
    await ctx.db.execute(sql`update users set status = 0 where gscode = '002' and user_name = 'admin'`);
    expect((await switchTo(admin.headers, { gscode: '002', username: 'admin' })).statusCode).toBe(403);
    expect(await listed()).toEqual(['001']);
    await ctx.db.execute(sql`update users set status = 1 where gscode = '002' and user_name = 'admin'`);
    await ctx.db.execute(sql`update branches set status = 0 where gscode = '002'`);
    expect((await switchTo(admin.headers, { gscode: '002', username: 'admin' })).statusCode).toBe(403);
    expect(await listed()).toEqual(['001']);
    await ctx.db.execute(sql`update branches set status = 1 where gscode = '002'`);
    expect(await listed()).toEqual(['001', '002']);
  });

  it('a revoked grant stops working at once', async () => {
    const admin = await ctx.login('002', 'admin');
    await ctx.db.execute(sql`delete from switch_grants where user_id = ${admin.ID}`);
    expect((await switchTo(admin.headers, { gscode: '001', username: 'admin' })).statusCode).toBe(403);
    await ctx.db.execute(sql`
      insert into switch_grants (user_id, target_user_id)
      select ${admin.ID}, id from users where gscode = '001' and user_name = 'admin'`);
  });

  it('the headers of one session cannot be combined with the id of another account', async () => {
    const viewer = await ctx.login('001', 'viewer');
    const admin = await ctx.login('001', 'admin');
    const res = await get('/api/UManage/Roles', { 'x-token': viewer.token, 'x-user-id': String(admin.ID) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(7);
  });

  it("one cannot change another account's password: the call has no account field", async () => {
    const viewer = await ctx.login('001', 'viewer');
    const admin = await ctx.login('001', 'admin');
    const res = await post('/api/UManage/ChangePassword', viewer.headers, {
      oldPassword: 'admin123',
      newPassword: 'Kx9#mPq2vL',
      userId: admin.ID,
    });
    expect(res.statusCode).toBe(400);
    expect((await get('/api/UManage/Roles', admin.headers)).json().code).toBe(0);
  });
});

describe("raising one's own role", () => {
  it('the role sent with the menu request is ignored: the session decides', async () => {
    const viewer = await ctx.login('001', 'viewer');
    const asked = await get(
      '/api/LAdmin/Get_UserMenus?role=admin&operators=OP001&gscode=001&guestcode=C001',
      viewer.headers,
    );
    const plain = await get('/api/LAdmin/Get_UserMenus', viewer.headers);
    expect(asked.json()).toEqual(plain.json());
    expect(JSON.stringify(asked.json())).not.toContain('role:list');
    expect((await get('/api/UManage/Roles', viewer.headers)).statusCode).toBe(403);
  });
});

describe("reaching another branch's data through switching", () => {
  it('after a switch the old token is dead and the new session sees only the new branch', async () => {
    const admin = await ctx.login('001', 'admin');
    const res = await switchTo(admin.headers, { gscode: '002', username: 'admin' });
    expect(res.json().code).toBe(0);
    const next = res.json().data;
    const headers = { 'x-token': next.token, 'x-user-id': String(next.ID) };
    expect((await get('/api/UManage/Roles', admin.headers)).json().code).toBe(7);
    // The new session names branch 002: asking for 001's figures or log is refused or answers 002's.
    expect((await get('/api/Reports/ReportData?gscode=001&guestcode=C001', headers)).statusCode).toBe(403);
    const log = (await get('/api/UManage/LoginDslog?pageSize=500', headers)).json();
    expect(log.code).toBe(0);
    const { rows } = await ctx.db.execute(sql`select count(*)::int as n from login_log where gscode = '002'`);
    expect(log.data.total).toBe(rows[0].n);
  });
});

describe('cross-site requests', () => {
  it('grants no other origin the right to read answers or send the session headers (no CORS)', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/UManage/Roles',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-token,x-user-id',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    const admin = await ctx.login('001', 'admin');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/UManage/Roles',
      headers: { ...admin.headers, origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets no cookie, so a forged cross-site request carries no credentials', async () => {
    const res = await post('/api/LAdmin/AdminLogin', {}, { gscode: '001', username: 'admin', password: 'admin123' });
    expect(res.json().code).toBe(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('roles and powers (issue 11 #2; the full set of refusals is in modules/roles/roles.test.ts)', () => {
  /** 001/keeper: a role manager holding the roles page, its buttons and the order list, nothing else. */
  async function keeper() {
    await ctx.db.execute(
      sql`insert into roles (gscode, code, name, name_en) values ('001', 'keeper', '角色管理', 'Keeper') on conflict do nothing`,
    );
    await ctx.db.execute(sql`
      insert into role_menus (role_id, menu_id, active)
      select r.id, m.id, true from roles r, menus m
       where r.gscode = '001' and r.code = 'keeper'
         and (m.permission in ('role:list', 'role:edit', 'role:assign', 'order:list') or m.url in ('/user', '/order'))
      on conflict do nothing`);
    await ctx.db.execute(sql`
      insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
      select '001', 'keeper', 'keeper', 'C001', 'keeper', password_hash from users where gscode = '001' and user_name = 'admin'
      on conflict do nothing`);
    return ctx.login('001', 'keeper');
  }
  const idOf = async (gscode: string, code: string) =>
    Number((await ctx.db.execute(sql`select id from roles where gscode = ${gscode} and code = ${code}`)).rows[0].id);
  const menuIds = async (marks: string[]) =>
    (
      await ctx.db.execute(
        sql`select id from menus where permission in ${sql`(${sql.join(
          marks.map((m) => sql`${m}`),
          sql`, `,
        )})`}`,
      )
    ).rows.map((r) => ({ menuId: Number(r.id), active: true }));
  const grants = async () =>
    (await ctx.db.execute(sql`select role_id, menu_id, active from role_menus order by 1, 2`)).rows;

  it('granting a mark one lacks, to another role or through a copy, is refused and changes nothing', async () => {
    const k = await keeper();
    const operator = await idOf('001', 'operator');
    const before = await grants();
    const version = (await get(`/api/UManage/Powers?roleId=${operator}`, k.headers)).json().data.role.version;
    // The operator's role holds marks the keeper lacks: it cannot be touched at all.
    const res = await post('/api/UManage/SavePowers', k.headers, {
      roleId: operator,
      version,
      grants: await menuIds(['order:list']),
    });
    expect(res.statusCode).toBe(403);
    // A role within the keeper's power cannot be given a mark the keeper lacks; the refusal names it as people do.
    const {
      rows: [blank],
    } = await ctx.db.execute(
      sql`insert into roles (gscode, code, name, name_en) values ('001', 'blank', '空', 'Blank') returning id`,
    );
    const given = await post('/api/UManage/SavePowers', k.headers, {
      roleId: blank.id,
      version: 0,
      grants: await menuIds(['order:list', 'staff:edit']),
    });
    expect(given.statusCode).toBe(403);
    expect(given.json().msg).toContain('编辑账号');
    expect(given.json().msg).not.toContain('staff:edit');
    const copy = await post('/api/UManage/CopyRole', k.headers, {
      roleId: await idOf('001', 'admin'),
      code: 'admin-copy',
      name: '副本',
      name_en: 'Copy',
    });
    expect(copy.statusCode).toBe(403);
    expect(await grants()).toEqual(before);
  });

  it("raising one's own role, or touching the administrator role, is refused", async () => {
    const k = await keeper();
    const own = await idOf('001', 'keeper');
    const before = await grants();
    const version = (await get(`/api/UManage/Powers?roleId=${own}`, k.headers)).json().data.role.version;
    const all = await menuIds(['role:list', 'role:edit', 'role:assign', 'order:list', 'order:edit']);
    expect((await post('/api/UManage/SavePowers', k.headers, { roleId: own, version, grants: all })).statusCode).toBe(
      403,
    );
    expect((await post('/api/UManage/ChangeRole', k.headers, { roleId: own, name: '超级管理员' })).statusCode).toBe(
      403,
    );
    const adminRole = await idOf('001', 'admin');
    expect((await post('/api/UManage/ChangeRole', k.headers, { roleId: adminRole, status: 0 })).statusCode).toBe(403);
    expect((await post('/api/UManage/RemoveRole', k.headers, { roleId: adminRole })).statusCode).toBe(403);
    expect(await grants()).toEqual(before);
  });

  it("another branch's administrator cannot read or change a role of 001 (not found)", async () => {
    const other = await ctx.login('002', 'admin');
    const operator = await idOf('001', 'operator');
    const before = await grants();
    expect((await get(`/api/UManage/Powers?roleId=${operator}`, other.headers)).statusCode).toBe(404);
    expect(
      (await post('/api/UManage/SavePowers', other.headers, { roleId: operator, version: 0, grants: [] })).statusCode,
    ).toBe(404);
    expect((await post('/api/UManage/ChangeRole', other.headers, { roleId: operator, status: 0 })).statusCode).toBe(
      404,
    );
    expect(await grants()).toEqual(before);
  });
});

describe('uploads (issue 11 #7)', () => {
  const upload = (headers: Headers, content: Buffer) => {
    const body = multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', content }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/Upload/Image',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async () => (await ctx.db.execute(sql`select count(*)::int as n from uploads`)).rows[0].n as number;

  it('a disabled account cannot upload: its session ends (code 7) and nothing is stored', async () => {
    const u = await ctx.login('001', 'viewer');
    await ctx.db.execute(sql`update users set status = 0 where id = ${u.ID}`);
    try {
      const before = await stored();
      const res = await upload(u.headers, makePng(3, 1));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 7, data: null });
      expect(await stored()).toBe(before);
      // Enabled again, the ended session stays ended.
      await ctx.db.execute(sql`update users set status = 1 where id = ${u.ID}`);
      expect((await upload(u.headers, makePng(3, 1))).statusCode).toBe(401);
    } finally {
      await ctx.db.execute(sql`update users set status = 1 where id = ${u.ID}`);
    }
  });

  it("an upload lands in the uploader's own branch, whatever branch the request names", async () => {
    const u = await ctx.login('002', 'viewer');
    const body = multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', content: makePng(3, 2) }], {
      gscode: '001',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Upload/Image?gscode=001',
      headers: { ...u.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.json().data.url).toMatch(/^\/api\/Upload\/File\/002\//);
    const { rows } = await ctx.db.execute(sql`select gscode from uploads where sha256 = ${res.json().data.sha256}`);
    expect(rows).toEqual([{ gscode: '002' }]);
  });
});

describe("the menu catalogue: another branch's administrator cannot change every branch's console (issue 11 #3-5)", () => {
  const catalogueState = async () => {
    const { rows } = await ctx.db.execute(sql`
      select md5(string_agg(m::text, '|' order by m.id)) as menus,
             (select md5(string_agg(rm::text, '|' order by rm.role_id, rm.menu_id)) from role_menus rm) as grants
        from menus m`);
    return rows[0];
  };

  it('001/admin holds menu:edit but is refused every change of the catalogue (403, logged as denied), and nothing changes', async () => {
    const admin = await ctx.login('001', 'admin');
    const list = (await get('/api/LAdmin/Select_Ds_Menu', admin.headers)).json();
    expect(list.data.canEdit).toBe(false);
    const plan = list.data.list.find((r: { url: string }) => r.url === '/plan/year-plan');
    const dir = list.data.list.find((r: { url: string }) => r.url === '/plan');
    const fields = {
      menuname: plan.menuname,
      menuename: plan.menuename,
      menutype: 'menu',
      url: plan.url,
      icon: plan.icon,
      permission: plan.permission,
      sort: 1,
      hidden: true,
      link: '',
      embed: false,
    };
    const before = await catalogueState();
    const attempts: [string, object][] = [
      [
        '/api/Menu/Add',
        { ...fields, menuename: 'Sneaky', url: '/sneaky', link: 'https://evil.example/', parentId: dir.id },
      ],
      ['/api/Menu/Change', { ...fields, id: plan.id, stamp: plan.stamp }],
      ['/api/Menu/Move', { id: plan.id, stamp: plan.stamp, parentId: dir.id, index: 0 }],
      ['/api/Menu/SetStatus', { id: dir.id, stamp: dir.stamp, status: 0 }],
      ['/api/Menu/Remove', { id: plan.id, stamp: plan.stamp }],
    ];
    for (const [url, body] of attempts) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...admin.headers, 'accept-language': 'en' },
        payload: body,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 8,
        data: null,
        msg: "The menu catalogue is kept by the platform owner's branch; other branches can only read it",
      });
      const { rows } = await ctx.db.execute(
        sql`select outcome from operation_log where user_id = ${admin.ID} and path = ${url} order by id desc limit 1`,
      );
      expect(rows, url).toEqual([{ outcome: 'denied' }]);
    }
    expect(await catalogueState()).toEqual(before);
    // An account of the platform owner's branch without menu:edit is refused by the mark.
    await ctx.db.execute(sql`
      insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
      select '000', 'ownerview', 'ownerview', 'P000', 'viewer', password_hash from users where gscode = '000' and user_name = 'owner'`);
    const viewer = await ctx.login('000', 'ownerview');
    expect(
      (await post('/api/Menu/Change', viewer.headers, { ...fields, id: plan.id, stamp: plan.stamp })).statusCode,
    ).toBe(403);
    expect(await catalogueState()).toEqual(before);
  });

  it("the API and operation catalogues name only the caller's branch's roles, whatever the filter names", async () => {
    await ctx.db.execute(
      sql`insert into roles (gscode, code, name, name_en) values ('002', 'only002', '杭州专用', 'Hangzhou only')`,
    );
    await ctx.db.execute(sql`
      insert into role_menus (role_id, menu_id, active)
      select (select id from roles where gscode = '002' and code = 'only002'), menu_id, true
        from role_menus where role_id = (select id from roles where gscode = '002' and code = 'admin')`);
    const admin = await ctx.login('001', 'admin');
    for (const url of [
      '/api/Menu/Apis?pageSize=500',
      '/api/Menu/Operations?pageSize=500',
      '/api/Menu/Operations?role=only002',
      '/api/Menu/Apis?q=only002',
    ]) {
      const body = (await get(url, admin.headers)).body;
      expect(body, url).not.toContain('only002');
      expect(body, url).not.toContain('杭州专用');
    }
    expect((await get('/api/Menu/Operations?role=only002', admin.headers)).json().data.list).toEqual([]);
    // 002's own administrator does see it.
    const other = await ctx.login('002', 'admin');
    expect((await get('/api/Menu/Operations?role=only002', other.headers)).json().data.total).toBeGreaterThan(0);
  });
});

describe('staff accounts (issue 11 #1; the full set of refusals is in modules/staff/staff.test.ts)', () => {
  const GOOD = 'Kx9#mPq2vL';
  const row = async (gscode: string, userName: string) =>
    (
      await ctx.db.execute(
        sql`select id, nick_name, role_code, status, password_hash from users where gscode = ${gscode} and user_name = ${userName}`,
      )
    ).rows[0];

  it('editing, disabling, resetting, demoting, removing, signing out or handing out an account of another branch is not found, and changes nothing', async () => {
    const admin = await ctx.login('001', 'admin');
    const victim = await ctx.login('002', 'operator');
    const before = await row('002', 'operator');
    for (const [url, payload] of [
      ['/api/LAdmin/upxtusers', { id: victim.ID, userName: 'operator', nickName: 'pwned', roleCode: 'admin' }],
      ['/api/LAdmin/SetStaffStatus', { id: victim.ID, status: 0 }],
      ['/api/LAdmin/ResetStaffPassword', { id: victim.ID, password: GOOD }],
      ['/api/UManage/SetRole', { id: victim.ID, roleCode: 'admin' }],
      ['/api/LAdmin/RemoveStaff', { id: victim.ID }],
      ['/api/UManage/RemoveLogin', { id: victim.ID }],
      ['/api/UManage/batchRemoveLogin', { ids: [victim.ID] }],
      ['/api/LAdmin/AddSwitchGrant', { id: victim.ID, granteeGscode: '001', granteeUserName: 'admin' }],
    ] as const) {
      const res = await post(url, admin.headers, payload);
      expect(res.statusCode, url).toBe(404);
    }
    expect(await row('002', 'operator')).toEqual(before);
    expect((await get('/api/LAdmin/Get_UserMenus', victim.headers)).json().code).toBe(0);
  });

  it('an account holding the staff marks but not every mark cannot raise its own role, give a stronger one, or take over a stronger account', async () => {
    const {
      rows: [role],
    } = await ctx.db.execute(
      sql`insert into roles (gscode, code, name, name_en) values ('001', 'hr', 'HR', 'HR') returning id`,
    );
    await ctx.db.execute(sql`
      insert into role_menus (role_id, menu_id, active) select ${role.id}, id, true from menus where permission in ('user:admin', 'staff:edit', 'staff:signout')`);
    await ctx.db.execute(sql`
      insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
      select '001', 'hr1', 'HR', reguserno, 'hr', password_hash from users where gscode = '001' and user_name = 'admin'`);
    const hr = await ctx.login('001', 'hr1');
    const adminId = (await row('001', 'admin')).id as number;
    const before = [await row('001', 'hr1'), await row('001', 'admin')];
    for (const [url, payload, words] of [
      ['/api/UManage/SetRole', { id: hr.ID, roleCode: 'admin' }, 'your own role'],
      ['/api/LAdmin/upxtusers', { id: hr.ID, userName: 'hr1', nickName: 'HR', roleCode: 'admin' }, 'your own role'],
      [
        '/api/LAdmin/upxtusers',
        { userName: 'hr2', nickName: 'HR', roleCode: 'admin', password: GOOD },
        'cannot give the role "admin"',
      ],
      ['/api/LAdmin/ResetStaffPassword', { id: adminId, password: GOOD }, 'its role holds powers you do not have'],
      [
        '/api/LAdmin/AddSwitchGrant',
        { id: adminId, granteeGscode: '001', granteeUserName: 'hr1' },
        'its role holds powers you do not have',
      ],
      ['/api/LAdmin/SetStaffStatus', { id: hr.ID, status: 1 }, 'your own account'],
    ] as const) {
      const res = await post(url, { ...hr.headers, 'accept-language': 'en' }, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg, url).toContain(words);
    }
    expect([await row('001', 'hr1'), await row('001', 'admin')]).toEqual(before);
    expect(await row('001', 'hr2')).toBeUndefined();
    await ctx.db.execute(sql`delete from users where gscode = '001' and user_name = 'hr1'`);
  });

  it('the last active administrator cannot be removed, demoted or disabled, not even by itself', async () => {
    const admin = await ctx.login('002', 'admin');
    const before = await row('002', 'admin');
    for (const [url, payload] of [
      ['/api/LAdmin/RemoveStaff', { id: admin.ID }],
      ['/api/UManage/SetRole', { id: admin.ID, roleCode: 'viewer' }],
      ['/api/LAdmin/upxtusers', { id: admin.ID, userName: 'admin', nickName: '杭州管理员', roleCode: 'operator' }],
      ['/api/LAdmin/SetStaffStatus', { id: admin.ID, status: 0 }],
    ] as const) {
      const res = await post(url, { ...admin.headers, 'accept-language': 'en' }, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().msg, url).toContain('last active administrator');
    }
    expect(await row('002', 'admin')).toEqual(before);
  });
});

describe("the personal center: only one's own account (issue 11 #7)", () => {
  const liveSession = async (headers: Headers) => (await get('/api/LAdmin/Get_UserMenus', headers)).json().code === 0;

  it("cannot end another account's session, of its branch or another: 404, logged as refused, nothing ends", async () => {
    const viewer = await ctx.login('001', 'viewer');
    for (const [gscode, userName] of [
      ['001', 'admin'],
      ['002', 'viewer'],
    ] as const) {
      const victim = await ctx.login(gscode, userName);
      const { rows } = await ctx.db.execute(
        sql`select id from sessions where user_id = ${victim.ID} and ended_at is null order by id desc limit 1`,
      );
      const res = await post('/api/UManage/EndOwnSession', viewer.headers, { id: Number(rows[0].id) });
      expect(res.statusCode).toBe(404);
      expect(await liveSession(victim.headers)).toBe(true);
      const logged = await ctx.db.execute(
        sql`select outcome from operation_log where user_id = ${viewer.ID} and path = '/api/UManage/EndOwnSession' order by id desc limit 1`,
      );
      expect(logged.rows).toEqual([{ outcome: 'denied' }]);
    }
    // "Sign out elsewhere" ends the caller's own other sessions only.
    const admin = await ctx.login('001', 'admin');
    expect((await post('/api/UManage/EndOtherSessions', viewer.headers, {})).json().code).toBe(0);
    expect(await liveSession(admin.headers)).toBe(true);
  });

  it("cannot take another branch's upload as avatar: refused (403, logged), nothing changes", async () => {
    const theirs = await ctx.login('002', 'admin');
    const body = multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', content: makePng(6, 1) }]);
    const url = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Upload/Image',
        headers: { ...theirs.headers, ...body.headers },
        payload: body.payload,
      })
    ).json().data.url as string;
    const me = await ctx.login('001', 'operator');
    const before = await ctx.db.execute(sql`select header_img from users where id = ${me.ID}`);
    for (const headerImg of [url, url.replace('/002/', '/001/')]) {
      const res = await post('/api/UManage/UpdateUser', me.headers, { nickName: 'x', headerImg });
      expect(res.json().code).toBe(8);
      expect([400, 403]).toContain(res.statusCode);
    }
    expect((await post('/api/UManage/UpdateUser', me.headers, { nickName: 'x', headerImg: url })).statusCode).toBe(403);
    expect((await ctx.db.execute(sql`select header_img from users where id = ${me.ID}`)).rows).toEqual(before.rows);
    const logged = await ctx.db.execute(
      sql`select outcome from operation_log where user_id = ${me.ID} and path = '/api/UManage/UpdateUser' order by id desc limit 1`,
    );
    expect(logged.rows).toEqual([{ outcome: 'denied' }]);
  });

  it('cannot name another account, a role or a branch in its own profile change', async () => {
    const viewer = await ctx.login('001', 'viewer');
    const admin = await ctx.login('001', 'admin');
    for (const extra of [
      { userId: admin.ID },
      { userName: 'admin' },
      { roleCode: 'admin' },
      { roles: 'admin' },
      { gscode: '002' },
      { status: 0 },
    ]) {
      expect((await post('/api/UManage/UpdateUser', viewer.headers, { nickName: 'x', ...extra })).statusCode).toBe(400);
    }
    const { rows } = await ctx.db.execute(sql`select role_code, gscode from users where id = ${viewer.ID}`);
    expect(rows).toEqual([{ role_code: 'viewer', gscode: '001' }]);
    expect((await get('/api/UManage/Roles', viewer.headers)).statusCode).toBe(403);
  });
});

describe('no mark you lack, in every state (issue 33 #1; every call is walked in no-mark-you-lack.test.ts)', () => {
  /** A clerk of 001 whose role holds exactly `marks`. */
  async function clerkWith(name: string, marks: string[]) {
    const {
      rows: [role],
    } = await ctx.db.execute(
      sql`insert into roles (gscode, code, name, name_en) values ('001', ${name}, ${name}, ${name}) returning id`,
    );
    await ctx.db.execute(sql`
      insert into role_menus (role_id, menu_id, active)
      select ${role.id}, id, true from menus where permission in ${sql`(${sql.join(
        marks.map((m) => sql`${m}`),
        sql`, `,
      )})`}`);
    await ctx.db.execute(sql`
      insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
      select '001', ${name}, ${name}, reguserno, ${name}, password_hash from users where gscode = '001' and user_name = 'admin'`);
    return ctx.login('001', name);
  }
  const idOf = async (userName: string) =>
    Number(
      (await ctx.db.execute(sql`select id from users where gscode = '001' and user_name = ${userName}`)).rows[0].id,
    );
  const en = (headers: Headers) => ({ ...headers, 'accept-language': 'en' });
  const GOOD = 'Kx9#mPq2vL';

  it('a clerk holding only the desktop-key mark cannot make a key for the administrator, and no key of it signs in', async () => {
    const clerk = await clerkWith('keyclerk', ['softkey:edit']);
    const adminId = await idOf('admin');
    const res = await post('/api/Setting/CreateSoftKey', en(clerk.headers), { name: 'mine', userId: adminId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 8, data: null });
    expect(res.json().msg).toContain('its role holds powers you do not have');
    expect(res.json().msg).not.toMatch(/[a-z]+:[a-z]+/);
    const { rows } = await ctx.db.execute(sql`select count(*)::int as n from soft_keys where user_id = ${adminId}`);
    expect(rows[0].n).toBe(0);
    // For its own account it may.
    expect(
      (await post('/api/Setting/CreateSoftKey', clerk.headers, { name: 'mine', userId: clerk.ID })).json().code,
    ).toBe(0);
  });

  it('a key made for a weaker account stops working when that account gains marks its maker lacks', async () => {
    const clerk = await clerkWith('keyclerk2', ['softkey:edit']);
    const made = await post('/api/Setting/CreateSoftKey', clerk.headers, {
      name: 'for the viewer',
      userId: await idOf('viewer'),
    });
    // The viewer's role holds marks the clerk lacks: refused at once.
    expect(made.statusCode).toBe(403);
    // An account of an empty role is within the clerk's power…
    await ctx.db.execute(
      sql`insert into roles (gscode, code, name, name_en) values ('001', 'empty', 'empty', 'empty')`,
    );
    await ctx.db.execute(sql`
      insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
      select '001', 'newbie', 'newbie', reguserno, 'empty', password_hash from users where gscode = '001' and user_name = 'admin'`);
    const key = (
      await post('/api/Setting/CreateSoftKey', clerk.headers, { name: 'newbie', userId: await idOf('newbie') })
    ).json().data.key as string;
    const mint = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/SoftLogin.ashx/get_LoginToken',
        headers: { 'x-api-key': key, 'accept-language': 'en' },
      });
    expect((await mint()).json().code).toBe(0);
    // …until an administrator gives that account the manager's powers: the clerk's key no longer signs in.
    await ctx.db.execute(sql`update users set role_code = 'operator' where gscode = '001' and user_name = 'newbie'`);
    const refused = await mint();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain('lacks some powers of its account');
  });

  it('a disabled role counts: a clerk cannot reset, grant, key or re-role an account whose role is disabled, nor re-enable that role', async () => {
    const clerk = await clerkWith('staffclerk', ['user:admin', 'staff:edit', 'role:edit', 'role:list', 'softkey:edit']);
    await ctx.db.execute(sql`update roles set status = 0 where gscode = '001' and code = 'operator'`);
    try {
      const operatorId = await idOf('operator');
      const before = (
        await ctx.db.execute(
          sql`select password_hash, role_code, must_change_password from users where id = ${operatorId}`,
        )
      ).rows;
      const {
        rows: [role],
      } = await ctx.db.execute(sql`select id from roles where gscode = '001' and code = 'operator'`);
      for (const [url, payload] of [
        ['/api/LAdmin/ResetStaffPassword', { id: operatorId, password: GOOD }],
        ['/api/LAdmin/AddSwitchGrant', { id: operatorId, granteeGscode: '001', granteeUserName: 'staffclerk' }],
        ['/api/Setting/CreateSoftKey', { name: 'k', userId: operatorId }],
        ['/api/UManage/ChangeRole', { roleId: role.id, status: 1 }],
      ] as const) {
        const res = await post(url, en(clerk.headers), payload);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code, url).toBe(8);
        const logged = await ctx.db.execute(
          sql`select outcome from operation_log where user_id = ${clerk.ID} and path = ${url} order by id desc limit 1`,
        );
        expect(logged.rows, url).toEqual([{ outcome: 'denied' }]);
      }
      expect(
        (
          await ctx.db.execute(
            sql`select password_hash, role_code, must_change_password from users where id = ${operatorId}`,
          )
        ).rows,
      ).toEqual(before);
      expect((await ctx.db.execute(sql`select status from roles where id = ${role.id}`)).rows).toEqual([{ status: 0 }]);
    } finally {
      await ctx.db.execute(sql`update roles set status = 1 where gscode = '001' and code = 'operator'`);
    }
  });

  it('a switch grant stops working when its maker no longer holds every mark of its target', async () => {
    const operatorId = await idOf('operator');
    const viewerId = await idOf('viewer');
    await ctx.db.execute(
      sql`insert into switch_grants (user_id, target_user_id, granted_by) values (${viewerId}, ${operatorId}, ${await idOf('admin')})`,
    );
    try {
      const first = await switchTo((await ctx.login('001', 'viewer')).headers, { gscode: '001', username: 'operator' });
      expect(first.json().code).toBe(0);
      // The grant's maker is now the viewer itself, who lacks the operator's marks: the grant stops.
      await ctx.db.execute(
        sql`update switch_grants set granted_by = ${viewerId} where target_user_id = ${operatorId} and user_id = ${viewerId}`,
      );
      const viewer = await ctx.login('001', 'viewer');
      expect((await switchTo(viewer.headers, { gscode: '001', username: 'operator' })).statusCode).toBe(403);
      const listed = (await get('/api/UManage/getUserGscode', viewer.headers)).json();
      expect(JSON.stringify(listed)).not.toContain('operator');
    } finally {
      await ctx.db.execute(
        sql`delete from switch_grants where target_user_id = ${operatorId} and user_id = ${viewerId}`,
      );
    }
  });
});
