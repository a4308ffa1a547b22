import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: '3', SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' });
});
afterAll(() => ctx.close());

const login = (payload: object, remoteAddress = '10.0.0.1', lang = 'cn') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/LAdmin/AdminLogin',
    payload,
    remoteAddress,
    headers: { 'accept-language': lang },
  });
const menus = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers });

describe('AdminLogin', () => {
  it('returns the logged-in user info of spec §3 and a working session', async () => {
    const res = await login({ gscode: '001', username: 'admin', password: 'admin123' });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(0);
    expect(Object.keys(data).sort()).toEqual(
      [
        'ID',
        'company',
        'endtime',
        'gscode',
        'headerImg',
        'isopen',
        'logintype',
        'logoimg',
        'nickName',
        'operators',
        'reguserno',
        'roles',
        'timezone',
        'token',
        'userName',
      ].sort(),
    );
    expect(data).toMatchObject({
      userName: 'admin',
      gscode: '001',
      reguserno: 'C001',
      roles: 'admin',
      logintype: 1,
      isopen: 1,
      endtime: '2027-06-30',
      timezone: 'Asia/Shanghai',
    });
    expect(data.token.length).toBeGreaterThanOrEqual(22);
    expect((await menus({ 'x-token': data.token, 'x-user-id': String(data.ID) })).json().code).toBe(0);
  });

  it('stores argon2id hashes and only a hash of the token', async () => {
    const res = await login({ gscode: '001', username: 'viewer', password: 'admin123' });
    const { token } = res.json().data;
    const { rows } = await ctx.db.execute(
      sql`select password_hash from users where user_name = 'viewer' and gscode = '001'`,
    );
    expect(String(rows[0].password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await ctx.db.execute(sql`select count(*)::int as n from sessions where token_hash = ${token}`);
    expect(stored.rows[0].n).toBe(0);
  });

  it('answers a wrong branch, account or password with one message that does not say which', async () => {
    const answers = await Promise.all([
      login({ gscode: '009', username: 'admin', password: 'admin123' }, '10.0.0.2'),
      login({ gscode: '001', username: 'nobody', password: 'admin123' }, '10.0.0.2'),
      login({ gscode: '001', username: 'admin', password: 'wrong-password' }, '10.0.0.2'),
    ]);
    const bodies = answers.map((r) => r.json());
    for (const b of bodies) expect(b).toMatchObject({ code: 8, data: null });
    expect(new Set(bodies.map((b) => b.msg)).size).toBe(1);
    // The branch code in the sign-in form's word (FIELD_LABELS.gscode), not another.
    expect(bodies[0].msg).toBe('分公司编码、账号或密码错误，还可尝试 2 次，之后将暂停登录 15 分钟');
    const en = await login({ gscode: '001', username: 'admin', password: 'nope' }, '10.0.0.3', 'en-US');
    expect(en.json().msg).toBe('Wrong branch code, account or password. Tries left before a 15-minute pause: 2');
  });

  it('says how many tries remain before the pause, the same whether or not the account exists', async () => {
    const tries = async (username: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < 4; i++)
        out.push((await login({ gscode: '001', username, password: `guess-${i}` }, ip, 'en')).json().msg);
      return out;
    };
    const known = await tries('operator', '10.4.4.4');
    const unknown = await tries('no-such-account', '10.4.4.5');
    expect(known).toEqual([
      'Wrong branch code, account or password. Tries left before a 15-minute pause: 2',
      'Wrong branch code, account or password. Tries left before a 15-minute pause: 1',
      'Wrong branch code, account or password. No tries left: try again in 15 minutes',
      'Too many failed sign-ins; try again in 15 minutes',
    ]);
    expect(unknown).toEqual(known);
  });

  it('writes a login-log row for every attempt', async () => {
    await login({ gscode: '002', username: 'operator', password: 'admin123' }, '10.1.1.1');
    await login({ gscode: '002', username: 'operator', password: 'bad' }, '10.1.1.1');
    const { rows } = await ctx.db.execute(
      sql`select success, reason, ip from login_log where gscode = '002' and user_name = 'operator' order by id`,
    );
    expect(rows).toEqual([
      { success: true, reason: 'ok', ip: '10.1.1.1' },
      { success: false, reason: 'bad_credentials', ip: '10.1.1.1' },
    ]);
  });

  it('throttles repeated failures for one account from one IP, but not the owner elsewhere', async () => {
    const attacker = '10.9.9.9';
    for (let i = 0; i < 3; i++)
      expect((await login({ gscode: '002', username: 'admin', password: 'guess' + i }, attacker)).json().code).toBe(8);
    const blocked = await login({ gscode: '002', username: 'admin', password: 'admin123' }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 8, msg: '登录失败次数过多，请 15 分钟后再试' });
    const owner = await login({ gscode: '002', username: 'admin', password: 'admin123' }, '10.2.2.2');
    expect(owner.json().code).toBe(0);
  });

  it('checks at most the limit of passwords when many attempts arrive at the same moment', async () => {
    const ip = '10.7.7.7';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ gscode: '001', username: 'viewer', password: `guess-${i}` }, ip)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((st) => st === 200)).toHaveLength(3); // LOGIN_MAX_FAILURES of this context
    expect(statuses.filter((st) => st === 429)).toHaveLength(17);
    const { rows } = await ctx.db.execute(
      sql`select reason, count(*)::int as n from login_log where ip = ${ip} group by reason order by reason`,
    );
    expect(rows).toEqual([
      { reason: 'bad_credentials', n: 3 },
      { reason: 'throttled', n: 17 },
    ]);
  });

  it('rejects a body that breaks the rules, naming the field, and signs nobody in', async () => {
    const res = await login({ gscode: '001', username: '', password: 'admin123' }, '10.3.3.3', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 8, msg: 'Invalid input: Account is required' });
    const { rows } = await ctx.db.execute(sql`select count(*)::int as n from login_log where ip = '10.3.3.3'`);
    expect(rows[0].n).toBe(0);
  });
});

describe('sessions', () => {
  it('refuses a call without, with unknown, or with mismatched headers: code 7', async () => {
    const u = await ctx.login('001', 'admin');
    const attempts: Record<string, string>[] = [
      {},
      { 'x-token': 'nope', 'x-user-id': String(u.ID) },
      { 'x-token': u.token, 'x-user-id': String(u.ID + 1) },
    ];
    for (const headers of attempts) {
      const res = await menus(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(7);
    }
  });

  it('ends the session at once on logout', async () => {
    const u = await ctx.login('001', 'admin');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/LAdmin/AdminLogout', headers: u.headers });
    expect(out.json().code).toBe(0);
    expect((await menus(u.headers)).json().code).toBe(7);
  });

  it('expires a session idle too long, and one older than the absolute limit', async () => {
    const idle = await ctx.login('001', 'operator');
    await ctx.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where user_id = ${idle.ID} and ended_at is null`,
    );
    expect((await menus(idle.headers)).json()).toMatchObject({ code: 7, msg: '登录已过期，请重新登录' });

    const old = await ctx.login('002', 'viewer');
    await ctx.db.execute(
      sql`update sessions set created_at = now() - interval '9 hours' where user_id = ${old.ID} and ended_at is null`,
    );
    expect((await menus(old.headers)).json().code).toBe(7);

    const fresh = await ctx.login('002', 'viewer');
    await ctx.db.execute(
      sql`update sessions set last_seen_at = now() - interval '29 minutes' where user_id = ${fresh.ID} and ended_at is null`,
    );
    expect((await menus(fresh.headers)).json().code).toBe(0);
  });

  it('ends the sessions of a disabled user', async () => {
    const u = await ctx.login('002', 'operator');
    await ctx.db.execute(sql`update users set status = 0 where id = ${u.ID}`);
    expect((await menus(u.headers)).json().code).toBe(7);
    expect((await login({ gscode: '002', username: 'operator', password: 'admin123' }, '10.4.4.4')).json().code).toBe(
      8,
    );
    await ctx.db.execute(sql`update users set status = 1 where id = ${u.ID}`);
    expect((await menus(u.headers)).json().code).toBe(7);
  });

  it('ends the sessions of a disabled branch', async () => {
    const u = await ctx.login('002', 'viewer');
    await ctx.db.execute(sql`update branches set status = 0 where gscode = '002'`);
    expect((await menus(u.headers)).json().code).toBe(7);
    await ctx.db.execute(sql`update branches set status = 1 where gscode = '002'`);
    expect((await menus(u.headers)).json().code).toBe(7);
  });
});

describe('ChangePassword', () => {
  const change = (headers: Record<string, string>, payload: object, lang = 'cn') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/UManage/ChangePassword',
      headers: { ...headers, 'accept-language': lang },
      payload,
    });

  it('needs the current password and keeps the rules, changing nothing when refused', async () => {
    const u = await ctx.login('000', 'owner');
    expect((await change(u.headers, { oldPassword: 'wrong', newPassword: 'Kx9#mPq2vL' }, 'en')).json()).toMatchObject({
      code: 8,
      msg: 'The current password is wrong',
    });
    expect((await change(u.headers, { oldPassword: 'admin123', newPassword: 'short' }, 'en')).statusCode).toBe(400);
    expect(
      (await change(u.headers, { oldPassword: 'admin123', newPassword: 'my-owner-pass' }, 'en')).json(),
    ).toMatchObject({ code: 8, msg: 'The new password must not contain the account name' });
    expect(
      (await change(u.headers, { oldPassword: 'admin123', newPassword: 'Password123' }, 'en')).json(),
    ).toMatchObject({ code: 8, msg: 'The new password is too common; choose another' });
    expect((await menus(u.headers)).json().code).toBe(0);
    expect((await login({ gscode: '000', username: 'owner', password: 'admin123' }, '10.5.5.5')).json().code).toBe(0);
  });

  it("ends the account's other sessions at once and keeps the one that changed it", async () => {
    const elsewhere = await ctx.login('002', 'operator');
    const here = await ctx.login('002', 'operator');
    const res = await change(here.headers, { oldPassword: 'admin123', newPassword: 'Kx9#mPq2vL' });
    expect(res.json()).toMatchObject({ code: 0 });
    expect((await menus(elsewhere.headers)).json().code).toBe(7);
    expect((await menus(here.headers)).json().code).toBe(0);
    expect((await login({ gscode: '002', username: 'operator', password: 'admin123' }, '10.5.5.6')).json().code).toBe(
      8,
    );
    expect((await login({ gscode: '002', username: 'operator', password: 'Kx9#mPq2vL' }, '10.5.5.6')).json().code).toBe(
      0,
    );
  });

  it("a password changed by any other path (e.g. an administrator's reset) ends every session of the account", async () => {
    const u = await ctx.login('001', 'viewer');
    await ctx.db.execute(sql`update users set password_hash = 'x' || password_hash where id = ${u.ID}`);
    expect((await menus(u.headers)).json().code).toBe(7);
  });
});

describe('SwitchGscode', () => {
  const switchTo = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/LAdmin/SwitchGscode', headers, payload });

  it('lists the current account, then the granted ones, and switches to a granted account, ending the old session', async () => {
    const u = await ctx.login('001', 'admin');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/UManage/getUserGscode?gscode=001&guestcode=C001',
      headers: u.headers,
    });
    expect(list.json().data).toEqual([
      {
        gscode: '001',
        longname: '上海名片印刷有限公司',
        company: '上海分公司',
        userName: 'admin',
        nickName: '上海管理员',
      },
      {
        gscode: '002',
        longname: '杭州快印科技有限公司',
        company: '杭州分公司',
        userName: 'admin',
        nickName: '杭州管理员',
      },
    ]);
    // As if opened with a code: the switched session is as strong as the one it came from.
    await ctx.db.execute(sql`update sessions set two_factor = true where user_id = ${u.ID} and ended_at is null`);
    const res = await switchTo(u.headers, { gscode: '002', username: 'admin' });
    expect(res.json()).toMatchObject({ code: 0, data: { gscode: '002', userName: 'admin', reguserno: 'C002' } });
    const { rows: switched } = await ctx.db.execute(
      sql`select two_factor from sessions where user_id = ${res.json().data.ID} order by id desc limit 1`,
    );
    expect(switched[0].two_factor).toBe(true);
    expect((await menus(u.headers)).json().code).toBe(7);
    const { rows } = await ctx.db.execute(
      sql`select user_name, success, reason, user_agent from login_log where gscode = '002' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ user_name: 'admin', success: true, reason: 'switch' });
    expect(String(rows[0].user_agent)).toMatch(/^switched from 001\/admin/);

    // The grant the other way lets the switch be undone.
    const back = await switchTo(
      { 'x-token': res.json().data.token, 'x-user-id': String(res.json().data.ID) },
      { gscode: '001' },
    );
    expect(back.json()).toMatchObject({ code: 0, data: { gscode: '001', userName: 'admin' } });
  });

  it('refuses a branch the user has no grant for, keeps the session and logs the refusal', async () => {
    const u = await ctx.login('001', 'operator');
    const res = await switchTo(u.headers, { gscode: '002' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 8, msg: '切换失败：管理员没有授权你切换到该账号' });
    expect((await menus(u.headers)).json().code).toBe(0);
    const { rows } = await ctx.db.execute(
      sql`select action, outcome from operation_log where user_id = ${u.ID} and path = '/api/LAdmin/SwitchGscode' order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ action: 'switch account', outcome: 'denied' });
  });

  it("answers the time zone of the branch switched to, so the console shows that branch's times", async () => {
    await ctx.db.execute(sql`update branches set timezone = 'America/New_York' where gscode = '002'`);
    try {
      const u = await ctx.login('001', 'admin');
      expect(u.timezone).toBe('Asia/Shanghai');
      const res = await switchTo(u.headers, { gscode: '002', username: 'admin' });
      expect(res.json()).toMatchObject({ code: 0, data: { gscode: '002', timezone: 'America/New_York' } });
    } finally {
      await ctx.db.execute(sql`update branches set timezone = 'Asia/Shanghai' where gscode = '002'`);
    }
  });
});
