import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, PASSWORD_MIN_LENGTH, brokenPasswordRules } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { inWords, testCalls, type Headers } from '../../../test/calls.js';
import { makePng, multipartBody } from '../../../test/images.js';

/**
 * Staff accounts and company data (issue 11 #1): the list, add and edit with the password rules,
 * enable/disable, reset, role, remove, forced sign-out, switch grants and the company card, each
 * in the session's branch only, each rule's refusal, and the operation log of every write.
 */
let ctx: TestContext;
const { q, get, post, ok } = testCalls(() => ctx);
const list = async (headers: Headers, qs = 'pageSize=100') => {
  const res = await get(`/api/LAdmin/get_xt_users?${qs}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Record<string, any>[]; total: number; roles: Record<string, any>[] };
};
const userId = async (gscode: string, userName: string) =>
  (await q<{ id: number }>('select id from users where gscode = $1 and user_name = $2', [gscode, userName]))[0]?.id;
const liveSessions = async (id: number) =>
  (await q<{ n: number }>('select count(*)::int as n from sessions where user_id = $1 and ended_at is null', [id]))[0]
    .n;
const lastOp = async () =>
  (await q(`select user_name, gscode, path, target_id, outcome, diff from operation_log order by id desc limit 1`))[0];
/** Every table's rows as text, to prove a refused write changed nothing (the operation log and sessions' last_seen_at aside). */
const snapshot = async () =>
  JSON.stringify(
    await q(`select (select json_agg(u order by id) from users u) as users, (select json_agg(g order by id) from switch_grants g) as grants,
                                 (select json_agg(s.ended_at order by id) from sessions s) as sessions, (select json_agg(b order by gscode) from branches b) as branches`),
  );

let admin: Headers;
let adminId: number;
const GOOD = 'Kx9#mPq2vL';

/** Adds an account of `gscode` straight in the database (the demo password's hash), with role `role`. */
async function addRaw(gscode: string, userName: string, role: string, status = 1): Promise<number> {
  const [{ id }] = await q<{ id: number }>(
    `insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash, status)
     select $1, $2, $2 || ' nick', b.guestcode, $3, '', (select password_hash from users where gscode = '001' and user_name = 'admin'), $4
       from branches b where b.gscode = $1 returning id`,
    [gscode, userName, role, status],
  );
  return id;
}

/** A role of `gscode` granted exactly the menu rows carrying `marks`. */
async function addRole(gscode: string, code: string, marks: string[] | 'all', status = 1) {
  const [{ id }] = await q<{ id: number }>(
    `insert into roles (gscode, code, name, name_en, status) values ($1, $2, $2, $2, $3) returning id`,
    [gscode, code, status],
  );
  if (marks === 'all') {
    await q(
      `insert into role_menus (role_id, menu_id, active) select $1, menu_id, active from role_menus where role_id = (select id from roles where gscode = $2 and code = 'admin')`,
      [id, gscode],
    );
  } else {
    await q(
      `insert into role_menus (role_id, menu_id, active) select $1, id, true from menus where permission = any($2)`,
      [id, marks],
    );
  }
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  const a = await ctx.login('001', 'admin');
  admin = a.headers;
  adminId = a.ID;
  await q(
    `update users set phone = '+86 21 5555 0101', email = 'admin@example.com' where gscode = '001' and user_name = 'admin'`,
  );
});
afterAll(() => ctx.close());

describe('common passwords', () => {
  it('ships a few hundred, lower case, none shorter than the minimum, none twice, Chinese habits included', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    expect(COMMON_PASSWORDS.filter((p) => p !== p.toLowerCase() || p.length < PASSWORD_MIN_LENGTH)).toEqual([]);
    for (const p of ['woaini1314', '88888888', 'qq123456', 'zhang123456', 'mingpian123', 'P@ssw0rd'])
      expect(brokenPasswordRules(p, 'someone'), p).toContain('common');
    expect(brokenPasswordRules('short', 'x')).toEqual(['length']);
    expect(brokenPasswordRules('wang-li-2026!', 'Wang-Li')).toEqual(['account']);
    expect(brokenPasswordRules(GOOD, 'wangli')).toEqual([]);
  });
});

describe('get_xt_users', () => {
  it("lists the branch's accounts with role, operator, status, last sign-in, grants, phone and e-mail; never a password", async () => {
    const d = await list(admin);
    const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from users where gscode = '001'`);
    expect(d.total).toBe(n);
    const me = d.list.find((r) => r.userName === 'admin')!;
    expect(me).toMatchObject({
      id: adminId,
      nickName: '上海管理员',
      roleCode: 'admin',
      roleName: '管理员',
      roleNameEn: 'Administrator',
      operators: 'OP001',
      status: 1,
      phone: '+86 21 5555 0101',
      email: 'admin@example.com',
      mustChangePassword: false,
    });
    expect(me.sessions).toBeGreaterThanOrEqual(1);
    // The sign-in just made is the last one.
    expect(Date.now() - Date.parse(me.lastLoginAt)).toBeLessThan(60_000);
    // The demo grants 001/admin and 002/admin each other's account: the other side named by branch and account only.
    expect(me.switchTo).toEqual([{ grantId: expect.any(Number), gscode: '002', userName: 'admin', revocable: false }]);
    expect(me.switchFrom).toEqual([{ grantId: expect.any(Number), gscode: '002', userName: 'admin' }]);
    expect(d.list.every((r) => r.userName !== 'admin' || r.id === adminId)).toBe(true);
    const body = JSON.stringify(d);
    expect(body).not.toMatch(/argon2|password_?hash/i);
    expect(body).not.toContain('杭州');
    expect(d.roles.map((r) => r.code)).toEqual(expect.arrayContaining(['admin', 'operator', 'viewer']));
    expect(d.roles.every((r) => r.grantable)).toBe(true);
  });

  it('filters by account or nickname, role and status, and sorts', async () => {
    const names = async (qs: string) => (await list(admin, `pageSize=100&${qs}`)).list.map((r) => r.userName);
    expect(await names('q=OPERA')).toEqual(['operator']);
    expect(await names(`q=${encodeURIComponent('只读')}`)).toEqual(['viewer']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('role=viewer')).toEqual(['viewer']);
    await addRaw('001', 'zz-off', 'viewer', 0);
    expect(await names('status=0')).toEqual(['zz-off']);
    expect((await names('status=1,0')).length).toBe((await names('')).length);
    const byName = await names('sort=userName&order=asc');
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await names('sort=lastLogin&order=desc'))[0]).toBe('admin');
  });

  it('answers bad input with HTTP 400 naming the field', async () => {
    for (const [qs, field] of [
      ['status=2', 'status'],
      ['sort=password', 'sort'],
      [`q=${'x'.repeat(51)}`, 'q'],
      ['pageSize=7', 'pageSize'],
    ]) {
      const res = await get(`/api/LAdmin/get_xt_users?${qs}`, admin);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().msg, qs).toContain(inWords(field));
    }
  });

  it("never shows another branch's accounts, and needs the page's mark", async () => {
    const other = await ctx.login('002', 'admin');
    const d = await list(other.headers);
    expect(JSON.stringify(d)).not.toContain('上海');
    const viewer = await ctx.login('001', 'viewer');
    expect((await get('/api/LAdmin/get_xt_users', viewer.headers)).statusCode).toBe(403);
    expect((await get('/api/LAdmin/get_xt_company', viewer.headers)).statusCode).toBe(403);
  });
});

describe('upxtusers: add', () => {
  it('refuses a weak password (too short, the account name, a common one) with the rule, and adds nothing', async () => {
    const before = await snapshot();
    for (const [password, words] of [
      ['abc12', 'password'],
      ['xu-ming-2026', 'account name'],
      ['woaini1314', 'too common'],
      ['Password123', 'too common'],
    ] as const) {
      const res = await post('/api/LAdmin/upxtusers', admin, {
        userName: 'xu-ming',
        nickName: '徐明',
        roleCode: 'operator',
        password,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().msg, password).toContain(inWords(words));
    }
    expect(await snapshot()).toBe(before);
  });

  it('adds an account that can sign in, and logs it without the password', async () => {
    const d = await ok('/api/LAdmin/upxtusers', admin, {
      userName: 'xu-ming',
      nickName: '徐明',
      roleCode: 'operator',
      operators: 'OP009',
      phone: '138 0000 0001',
      email: 'xu@example.com',
      password: GOOD,
    });
    expect(d).toEqual({ id: expect.any(Number), created: true });
    const row = (await list(admin, 'q=xu-ming')).list[0];
    expect(row).toMatchObject({
      id: d.id,
      nickName: '徐明',
      roleCode: 'operator',
      operators: 'OP009',
      status: 1,
      lastLoginAt: null,
      sessions: 0,
      mustChangePassword: false,
    });
    const signedIn = await ctx.login('001', 'xu-ming', GOOD);
    expect(signedIn.roles).toBe('operator');
    const op = (
      await q(
        `select target_id, outcome, diff from operation_log where path = '/api/LAdmin/upxtusers' and outcome = 'ok' order by id desc limit 1`,
      )
    )[0];
    expect(op.target_id).toBe(String(d.id));
    expect(op.diff).toMatchObject({
      userName: [null, 'xu-ming'],
      roleCode: [null, 'operator'],
      password: [null, '***'],
    });
    const logged = JSON.stringify(await q(`select diff from operation_log`));
    expect(logged).not.toContain(GOOD);
    expect(logged).not.toContain('argon2');
  });

  it('refuses a name the branch already has, whatever its case, naming it', async () => {
    for (const name of ['xu-ming', 'XU-Ming', 'Admin']) {
      const res = await post('/api/LAdmin/upxtusers', admin, {
        userName: name,
        nickName: 'x',
        roleCode: 'viewer',
        password: GOOD,
      });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().msg).toMatch(/already has the account "(xu-ming|admin)"/);
    }
    // Another branch's names are its own business.
    await ok('/api/LAdmin/upxtusers', (await ctx.login('002', 'admin')).headers, {
      userName: 'xu-ming',
      nickName: '杭州徐明',
      roleCode: 'viewer',
      password: GOOD,
    });
  });

  it('refuses a missing name or password, a bad name, phone or e-mail, and a role the branch has not enabled', async () => {
    const base = { nickName: 'x', roleCode: 'viewer', password: GOOD };
    const cases: [object, number, string][] = [
      [{ ...base }, 400, 'Account is required'],
      [{ ...base, userName: 'nopass', password: undefined }, 400, 'first password'],
      [{ ...base, userName: '张三' }, 400, 'userName'],
      [{ ...base, userName: 'x' }, 400, 'userName'],
      [{ ...base, userName: 'okname', phone: 'call me' }, 400, 'phone'],
      [{ ...base, userName: 'okname', email: 'not-mail' }, 400, 'email'],
      [{ ...base, userName: 'okname', roleCode: 'nosuch' }, 400, 'no enabled role "nosuch"'],
      [{ ...base, userName: 'okname', nickName: '' }, 400, 'nickName'],
      [{ ...base, userName: 'okname', extra: 1 }, 400, 'extra'],
    ];
    await addRole('001', 'sleeping', ['user:admin'], 0);
    cases.push([{ ...base, userName: 'okname', roleCode: 'sleeping' }, 400, 'no enabled role']);
    const before = await snapshot();
    for (const [payload, status, words] of cases) {
      const res = await post('/api/LAdmin/upxtusers', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().msg, JSON.stringify(payload)).toContain(inWords(words));
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('upxtusers: edit', () => {
  it('changes nickname, role, operator, phone and e-mail, logging before and after', async () => {
    const id = await userId('001', 'xu-ming');
    await ok('/api/LAdmin/upxtusers', admin, {
      id,
      userName: 'xu-ming',
      nickName: '徐明明',
      roleCode: 'viewer',
      operators: '',
      phone: '',
      email: '',
    });
    const row = (await list(admin, 'q=xu-ming')).list[0];
    expect(row).toMatchObject({ nickName: '徐明明', roleCode: 'viewer', operators: '', phone: '', email: '' });
    expect((await lastOp()).diff).toEqual({
      nickName: ['徐明', '徐明明'],
      roleCode: ['operator', 'viewer'],
      operators: ['OP009', ''],
      phone: ['138 0000 0001', ''],
      email: ['xu@example.com', ''],
    });
  });

  it('never renames an account or sets a password', async () => {
    const id = await userId('001', 'xu-ming');
    const before = await snapshot();
    const rename = await post('/api/LAdmin/upxtusers', admin, {
      id,
      userName: 'xu-ming2',
      nickName: 'x',
      roleCode: 'viewer',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().msg).toContain('cannot be renamed');
    const pass = await post('/api/LAdmin/upxtusers', admin, {
      id,
      userName: 'xu-ming',
      nickName: 'x',
      roleCode: 'viewer',
      password: GOOD,
    });
    expect(pass.json().msg).toContain('Reset password');
    expect(await snapshot()).toBe(before);
    // The account's own name is no rename.
    await ok('/api/LAdmin/upxtusers', admin, { id, userName: 'xu-ming', nickName: '徐明明', roleCode: 'viewer' });
  });
});

describe('another branch', () => {
  it("answers 404 to every write naming another branch's account, changes nothing, and logs the refusal", async () => {
    const theirs = await userId('002', 'operator');
    // A live session of theirs, which no sign-out from here may end.
    await ctx.login('002', 'operator');
    const before = await snapshot();
    const calls: [string, object][] = [
      ['/api/LAdmin/upxtusers', { id: theirs, userName: 'operator', nickName: 'pwned', roleCode: 'viewer' }],
      ['/api/LAdmin/SetStaffStatus', { id: theirs, status: 0 }],
      ['/api/LAdmin/ResetStaffPassword', { id: theirs, password: GOOD }],
      ['/api/UManage/SetRole', { id: theirs, roleCode: 'viewer' }],
      ['/api/LAdmin/RemoveStaff', { id: theirs }],
      ['/api/UManage/RemoveLogin', { id: theirs }],
      ['/api/UManage/batchRemoveLogin', { ids: [adminId, theirs] }],
      ['/api/LAdmin/AddSwitchGrant', { id: theirs, granteeGscode: '001', granteeUserName: 'viewer' }],
    ];
    for (const [url, payload] of calls) {
      const res = await post(url, admin, payload);
      expect(res.statusCode, url).toBe(404);
      expect((await lastOp()).outcome, url).toBe('denied');
    }
    // A grant into 002's account is 002's to revoke.
    const [{ id: grant }] = await q<{ id: number }>(
      `select g.id from switch_grants g join users t on t.id = g.target_user_id where t.gscode = '002'`,
    );
    expect((await post('/api/LAdmin/RemoveSwitchGrant', admin, { id: grant })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe('SetStaffStatus', () => {
  it("disabling ends the account's sessions at once and refuses its sign-in; enabling lets it in again", async () => {
    const id = await addRaw('001', 'temp1', 'operator');
    const u = await ctx.login('001', 'temp1');
    await ctx.login('001', 'temp1');
    expect(await liveSessions(id)).toBe(2);
    const d = await ok('/api/LAdmin/SetStaffStatus', admin, { id, status: 0 });
    expect(d).toEqual({ id, status: 0, ended: 2 });
    expect(await liveSessions(id)).toBe(0);
    const res = await get('/api/LAdmin/Get_UserMenus', u.headers);
    expect(res.json().code).toBe(7);
    await expect(ctx.login('001', 'temp1')).rejects.toThrow(/账号已停用/);
    expect((await lastOp()).diff).toEqual({ status: [1, 0] });
    expect(await ok('/api/LAdmin/SetStaffStatus', admin, { id, status: 1 })).toEqual({ id, status: 1, ended: 0 });
    await ctx.login('001', 'temp1');
  });

  it("refuses one's own account", async () => {
    const second = await addRaw('001', 'admin-b', 'admin');
    const b = await ctx.login('001', 'admin-b');
    const res = await post('/api/LAdmin/SetStaffStatus', b.headers, { id: second, status: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('your own account');
    await q('delete from users where id = $1', [second]);
  });
});

describe('ResetStaffPassword', () => {
  it('keeps the rules, ends the sessions, and makes the user choose a new password at the next sign-in', async () => {
    const id = await addRaw('001', 'temp2', 'operator');
    const u = await ctx.login('001', 'temp2');
    for (const password of ['short', 'temp2-2026!', '88888888']) {
      expect((await post('/api/LAdmin/ResetStaffPassword', admin, { id, password })).statusCode, password).toBe(400);
    }
    expect(await liveSessions(id)).toBe(1);
    expect(await ok('/api/LAdmin/ResetStaffPassword', admin, { id, password: GOOD })).toEqual({ id, ended: 1 });
    expect((await get('/api/LAdmin/Get_UserMenus', u.headers)).json().code).toBe(7);
    expect((await q('select must_change_password from users where id = $1', [id]))[0].must_change_password).toBe(true);
    await expect(ctx.login('001', 'temp2')).rejects.toThrow();
    const again = await ctx.login('001', 'temp2', GOOD);
    expect(again.ID).toBe(id);
    expect((await list(admin, 'q=temp2')).list[0].mustChangePassword).toBe(true);
    const op = (
      await q(
        `select diff from operation_log where path = '/api/LAdmin/ResetStaffPassword' and outcome = 'ok' order by id desc limit 1`,
      )
    )[0];
    expect(op.diff).toEqual({ password: ['***', '***'], forcedChange: [false, true] });
    expect(JSON.stringify(await q('select diff from operation_log'))).not.toContain(GOOD);
  });

  it("refuses one's own password (the personal center asks for the current one)", async () => {
    const res = await post('/api/LAdmin/ResetStaffPassword', admin, { id: adminId, password: GOOD });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('personal center');
  });
});

describe('SetRole', () => {
  it("gives an enabled role of the branch; refuses another branch's or a disabled role, and one's own role", async () => {
    const id = await userId('001', 'temp1');
    expect(await ok('/api/UManage/SetRole', admin, { id, roleCode: 'viewer' })).toEqual({ id, roleCode: 'viewer' });
    expect((await lastOp()).diff).toEqual({ roleCode: ['operator', 'viewer'] });
    await addRole('002', 'only002', ['user:admin']);
    for (const roleCode of ['only002', 'sleeping']) {
      const res = await post('/api/UManage/SetRole', admin, { id, roleCode });
      expect(res.statusCode, roleCode).toBe(400);
    }
    const own = await post('/api/UManage/SetRole', admin, { id: adminId, roleCode: 'viewer' });
    // The last administrator's demotion is refused as such, whoever asks.
    expect(own.statusCode).toBe(409);
    const second = await addRaw('001', 'admin-c', 'admin');
    const c = await ctx.login('001', 'admin-c');
    const self = await post('/api/UManage/SetRole', c.headers, { id: second, roleCode: 'viewer' });
    expect(self.statusCode).toBe(403);
    expect(self.json().msg).toContain('your own role');
    const selfEdit = await post('/api/LAdmin/upxtusers', c.headers, {
      id: second,
      userName: 'admin-c',
      nickName: 'c',
      roleCode: 'viewer',
    });
    expect(selfEdit.statusCode).toBe(403);
    await q('delete from users where id = $1', [second]);
  });
});

describe('nobody hands out or touches more power than they hold', () => {
  let staffer: Headers;
  beforeAll(async () => {
    // A personnel clerk: the staff page and its edit and sign-out buttons, nothing else.
    await addRole('001', 'clerk', ['user:admin', 'staff:edit', 'staff:signout']);
    await addRaw('001', 'clerk1', 'clerk');
    staffer = (await ctx.login('001', 'clerk1')).headers;
  });

  it('cannot give a role holding marks it lacks, naming them; can give one within its power', async () => {
    const d = await list(staffer);
    expect(d.roles.filter((r) => r.grantable).map((r) => r.code)).toEqual(['clerk']);
    const { id } = await ok('/api/LAdmin/upxtusers', staffer, {
      userName: 'clerk2',
      nickName: 'x',
      roleCode: 'clerk',
      password: GOOD,
    });
    const before = await snapshot();
    for (const roleCode of ['admin', 'operator']) {
      const res = await post('/api/UManage/SetRole', staffer, { id, roleCode });
      expect(res.statusCode, roleCode).toBe(403);
      expect(res.json().msg).toMatch(
        new RegExp(`cannot give the role "${roleCode}": it holds powers you do not have \\(.+\\)`),
      );
      expect((await lastOp()).outcome).toBe('denied');
    }
    const add = await post('/api/LAdmin/upxtusers', staffer, {
      userName: 'clerkmade',
      nickName: 'x',
      roleCode: 'operator',
      password: GOOD,
    });
    expect(add.statusCode).toBe(403);
    const edit = await post('/api/LAdmin/upxtusers', staffer, {
      id,
      userName: 'clerk2',
      nickName: 'x',
      roleCode: 'viewer',
    });
    expect(edit.statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('cannot reset, disable, edit, remove or hand out an account more powerful than itself', async () => {
    const before = await snapshot();
    const calls: [string, object][] = [
      ['/api/LAdmin/ResetStaffPassword', { id: adminId, password: GOOD }],
      ['/api/LAdmin/SetStaffStatus', { id: await userId('001', 'operator'), status: 0 }],
      ['/api/LAdmin/upxtusers', { id: adminId, userName: 'admin', nickName: 'x', roleCode: 'admin' }],
      ['/api/LAdmin/RemoveStaff', { id: await userId('001', 'viewer') }],
      ['/api/LAdmin/AddSwitchGrant', { id: adminId, granteeGscode: '001', granteeUserName: 'clerk1' }],
    ];
    for (const [url, payload] of calls) {
      const res = await post(url, staffer, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg, url).toContain('its role holds powers you do not have');
    }
    // Nor sign it out: acting on an account is the same rule, whatever the call (issue 33 #1).
    for (const payload of [{ id: await userId('001', 'operator') }, { ids: [await userId('001', 'operator')] }]) {
      const url = 'ids' in payload ? '/api/UManage/batchRemoveLogin' : '/api/UManage/RemoveLogin';
      const res = await post(url, staffer, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg, url).toContain('its role holds powers you do not have');
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('the last active administrator', () => {
  it('cannot be disabled, demoted (SetRole or upxtusers) or removed, by itself or anyone else', async () => {
    // Another account holding every mark of the administrator, under another role: not an administrator.
    await addRole('001', 'deputy', 'all');
    await addRaw('001', 'deputy1', 'deputy');
    const deputy = (await ctx.login('001', 'deputy1')).headers;
    // A disabled administrator does not count.
    await addRaw('001', 'admin-off', 'admin', 0);
    const before = await snapshot();
    for (const who of [admin, deputy]) {
      for (const [url, payload] of [
        ['/api/LAdmin/SetStaffStatus', { id: adminId, status: 0 }],
        ['/api/UManage/SetRole', { id: adminId, roleCode: 'viewer' }],
        ['/api/LAdmin/upxtusers', { id: adminId, userName: 'admin', nickName: '上海管理员', roleCode: 'operator' }],
        ['/api/LAdmin/RemoveStaff', { id: adminId }],
      ] as const) {
        const res = await post(url, who, payload);
        expect(res.statusCode, url).toBe(409);
        expect(res.json().msg, url).toContain('"admin" is the last active administrator');
      }
    }
    expect(await snapshot()).toBe(before);
    // Editing the last administrator without demoting it is fine.
    await ok('/api/LAdmin/upxtusers', deputy, {
      id: adminId,
      userName: 'admin',
      nickName: '上海管理员',
      roleCode: 'admin',
      phone: '+86 21 5555 0101',
      email: 'admin@example.com',
    });
    await q(`delete from users where user_name in ('deputy1', 'admin-off') and gscode = '001'`);
  });

  it('two administrators disabling or demoting each other at the same moment leave one administrator', async () => {
    for (let round = 0; round < 4; round++) {
      const bId = await addRaw('001', `admin-x${round}`, 'admin');
      const b = (await ctx.login('001', `admin-x${round}`)).headers;
      const [one, two] =
        round % 2
          ? [
              post('/api/UManage/SetRole', admin, { id: bId, roleCode: 'viewer' }),
              post('/api/UManage/SetRole', b, { id: adminId, roleCode: 'viewer' }),
            ]
          : [
              post('/api/LAdmin/SetStaffStatus', admin, { id: bId, status: 0 }),
              post('/api/LAdmin/SetStaffStatus', b, { id: adminId, status: 0 }),
            ];
      const answers = (await Promise.all([one, two])).map((r) => r.statusCode);
      // Only one may win: the other finds it would leave none (or its own session already ended).
      expect(
        answers.filter((s) => s === 200),
        JSON.stringify(answers),
      ).toHaveLength(1);
      const [{ n }] = await q<{ n: number }>(
        `select count(*)::int as n from users where gscode = '001' and role_code = 'admin' and status = 1`,
      );
      expect(n).toBe(1);
      // Put back: the seeded administrator stays the branch's one.
      await q(`update users set status = 1, role_code = 'admin' where id = $1`, [adminId]);
      await q('delete from users where id = $1', [bId]);
      admin = (await ctx.login('001', 'admin')).headers;
    }
  });
});

describe('RemoveStaff', () => {
  it('removes an account no record names, with its sessions and grants; logs what it was', async () => {
    const id = await addRaw('001', 'temp3', 'viewer');
    await ctx.login('001', 'temp3');
    await ok('/api/LAdmin/AddSwitchGrant', admin, { id, granteeGscode: '001', granteeUserName: 'viewer' });
    expect(await ok('/api/LAdmin/RemoveStaff', admin, { id })).toEqual({ id });
    expect(await q('select 1 from users where id = $1', [id])).toEqual([]);
    expect(await q('select 1 from sessions where user_id = $1', [id])).toEqual([]);
    expect(await q('select 1 from switch_grants where target_user_id = $1 or user_id = $1', [id])).toEqual([]);
    expect((await lastOp()).diff).toMatchObject({ userName: ['temp3', null], roleCode: ['viewer', null] });
  });

  it('refuses an account that sold orders (disable it instead), and oneself', async () => {
    const id = await addRaw('001', 'seller', 'operator');
    const [{ id: client }] = await q<{ id: number }>(
      `insert into clients (gscode, guestcode, guestname, longname) values ('001', 'STF1', '员工测试', '员工测试公司') returning id`,
    );
    await q(
      `insert into orders (gscode, orderno, client_id, status, amount, salesperson_id) values ('001', 'STF-1', $1, 1, 10, $2)`,
      [client, id],
    );
    const res = await post('/api/LAdmin/RemoveStaff', admin, { id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('appears in 1 orders');
    expect(await userId('001', 'seller')).toBe(id);
    const second = await addRaw('001', 'admin-d', 'admin');
    const d = (await ctx.login('001', 'admin-d')).headers;
    const self = await post('/api/LAdmin/RemoveStaff', d, { id: second });
    expect(self.statusCode).toBe(403);
    expect(self.json().msg).toContain('your own account');
    await q('delete from users where id = $1', [second]);
  });
});

describe('RemoveLogin and batchRemoveLogin', () => {
  it('end every live session of the accounts and say how many', async () => {
    const a = await addRaw('001', 'out1', 'viewer');
    const b = await addRaw('001', 'out2', 'viewer');
    const ua = await ctx.login('001', 'out1');
    await ctx.login('001', 'out1');
    await ctx.login('001', 'out2');
    expect(await ok('/api/UManage/RemoveLogin', admin, { id: a })).toEqual({ ended: 2 });
    expect((await get('/api/LAdmin/Get_UserMenus', ua.headers)).json().code).toBe(7);
    expect((await lastOp()).diff).toEqual({ signedOut: [null, ['out1']], sessionsEnded: [null, 2] });
    expect(await ok('/api/UManage/RemoveLogin', admin, { id: a })).toEqual({ ended: 0 });
    await ctx.login('001', 'out1');
    expect(await ok('/api/UManage/batchRemoveLogin', admin, { ids: [a, b, b] })).toEqual({ ended: 2, accounts: 2 });
    expect(await liveSessions(a)).toBe(0);
    expect(await liveSessions(b)).toBe(0);
  });

  it('need the sign-out mark', async () => {
    const op = await ctx.login('001', 'operator');
    const res = await post('/api/UManage/RemoveLogin', op.headers, { id: adminId });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('Force sign-out');
  });
});

describe('switch grants', () => {
  it('a grant made here lets the grantee switch into the account; revoking stops it', async () => {
    const target = await userId('001', 'operator');
    const { grantId } = await ok('/api/LAdmin/AddSwitchGrant', admin, {
      id: target,
      granteeGscode: '002',
      granteeUserName: 'viewer',
    });
    expect((await lastOp()).diff).toEqual({ switchInto: [null, 'operator'], grantee: [null, '002/viewer'] });
    const row = (await list(admin, 'q=operator')).list[0];
    expect(row.switchFrom).toEqual([{ grantId, gscode: '002', userName: 'viewer' }]);
    // The grantee's branch sees it read-only, as an account it may switch to.
    const theirs = (await list((await ctx.login('002', 'admin')).headers, 'q=viewer')).list[0];
    expect(theirs.switchTo).toEqual([{ grantId, gscode: '001', userName: 'operator', revocable: false }]);
    const grantee = await ctx.login('002', 'viewer');
    const sw = await post('/api/LAdmin/SwitchGscode', grantee.headers, { gscode: '001', username: 'operator' });
    expect(sw.json().code).toBe(0);
    expect(sw.json().data.userName).toBe('operator');

    await ok('/api/LAdmin/RemoveSwitchGrant', admin, { id: grantId });
    const again = await ctx.login('002', 'viewer');
    expect(
      (await post('/api/LAdmin/SwitchGscode', again.headers, { gscode: '001', username: 'operator' })).statusCode,
    ).toBe(403);
    expect((await post('/api/LAdmin/RemoveSwitchGrant', admin, { id: grantId })).statusCode).toBe(404);
  });

  it('refuses an unknown grantee, the account itself, and a grant made twice', async () => {
    const target = await userId('001', 'viewer');
    const unknown = await post('/api/LAdmin/AddSwitchGrant', admin, {
      id: target,
      granteeGscode: '002',
      granteeUserName: 'nobody',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('Branch 002 has no account "nobody"');
    expect(
      (await post('/api/LAdmin/AddSwitchGrant', admin, { id: target, granteeGscode: '001', granteeUserName: 'viewer' }))
        .statusCode,
    ).toBe(400);
    await ok('/api/LAdmin/AddSwitchGrant', admin, { id: target, granteeGscode: '001', granteeUserName: 'operator' });
    const twice = await post('/api/LAdmin/AddSwitchGrant', admin, {
      id: target,
      granteeGscode: '001',
      granteeUserName: 'operator',
    });
    expect(twice.statusCode).toBe(409);
    // Within the branch: shown on both accounts, revocable where it is the target.
    const rows = (await list(admin)).list;
    expect(rows.find((r) => r.userName === 'operator')!.switchTo).toEqual([
      expect.objectContaining({ gscode: '001', userName: 'viewer', revocable: true }),
    ]);
  });
});

describe('company data', () => {
  it('shows the branch, edits the names, and the next sign-in carries them; the subscription stays', async () => {
    const res = await get('/api/LAdmin/get_xt_company', admin);
    expect(res.json().data).toEqual({
      gscode: '001',
      longname: '上海名片印刷有限公司',
      name: '上海分公司',
      logo: '',
      isopen: 1,
      endtime: '2027-06-30',
      timezone: 'Asia/Shanghai',
    });
    const long = '上'.repeat(100);
    const d = await ok('/api/LAdmin/upxtcompany', admin, { longname: long, name: '上海总店', logo: '' });
    expect(d).toMatchObject({ longname: long, name: '上海总店', isopen: 1, endtime: '2027-06-30' });
    expect((await lastOp()).diff).toEqual({
      longname: ['上海名片印刷有限公司', long],
      name: ['上海分公司', '上海总店'],
    });
    expect((await ctx.login('001', 'viewer')).company).toBe('上海总店');
    for (const payload of [
      { longname: '', name: 'x' },
      { longname: 'x', name: 'y'.repeat(51) },
      { longname: 'x', name: 'y', isopen: 0 },
      { longname: 'x', name: 'y', endtime: '2099-01-01' },
    ]) {
      expect((await post('/api/LAdmin/upxtcompany', admin, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const op = await ctx.login('001', 'operator');
    expect((await post('/api/LAdmin/upxtcompany', op.headers, { longname: 'x', name: 'y' })).statusCode).toBe(403);
    await ok('/api/LAdmin/upxtcompany', admin, { longname: '上海名片印刷有限公司', name: '上海分公司', logo: '' });
  });

  it("takes a logo uploaded in the branch, which the next sign-in carries; refuses another branch's or one never uploaded", async () => {
    const upload = async (headers: Headers, content: Buffer) => {
      const body = multipartBody([{ field: 'file', filename: 'logo.png', type: 'image/png', content }], {});
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Upload/Image',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      return res.json().data.url as string;
    };
    const logo = await upload(admin, makePng(8, 8, [10, 20, 30]));
    const d = await ok('/api/LAdmin/upxtcompany', admin, {
      longname: '上海名片印刷有限公司',
      name: '上海分公司',
      logo,
    });
    expect(d.logo).toBe(logo);
    expect((await lastOp()).diff).toEqual({ logo: ['', logo] });
    expect((await ctx.login('001', 'viewer')).logoimg).toBe(logo);
    // Left out, the logo stays.
    expect(
      (await ok('/api/LAdmin/upxtcompany', admin, { longname: '上海名片印刷有限公司', name: '上海分公司' })).logo,
    ).toBe(logo);

    const before = await snapshot();
    const theirs = await upload((await ctx.login('002', 'admin')).headers, makePng(8, 8, [40, 50, 60]));
    const other = await post('/api/LAdmin/upxtcompany', admin, { longname: 'x', name: 'y', logo: theirs });
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toContain('uploaded in this branch');
    expect((await lastOp()).outcome).toBe('denied');
    const never = await post('/api/LAdmin/upxtcompany', admin, {
      longname: 'x',
      name: 'y',
      logo: `/api/Upload/File/001/${'a'.repeat(64)}.png`,
    });
    expect(never.statusCode).toBe(400);
    for (const bad of ['https://evil.example/logo.png', '/api/Upload/File/001/x.png', 'javascript:alert(1)']) {
      expect(
        (await post('/api/LAdmin/upxtcompany', admin, { longname: 'x', name: 'y', logo: bad })).statusCode,
        bad,
      ).toBe(400);
    }
    expect(JSON.parse(await snapshot()).branches).toEqual(JSON.parse(before).branches);
    await ok('/api/LAdmin/upxtcompany', admin, { longname: '上海名片印刷有限公司', name: '上海分公司', logo: '' });
  });
});
