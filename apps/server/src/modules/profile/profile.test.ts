import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { addAccount } from '../../../test/accounts.js';
import { testCalls } from '../../../test/calls.js';
import { makePng, multipartBody } from '../../../test/images.js';

let ctx: TestContext;
type Headers = Record<string, string>;
const { q, get } = testCalls(() => ctx);
const post = (url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const data = async (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
};
const upload = async (headers: Headers, content = makePng(3, 3)) => {
  const body = multipartBody([{ field: 'file', filename: 'me.png', type: 'image/png', content }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Upload/Image',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return (await data(res)).url as string;
};
const menus = (headers: Headers) => get('/api/LAdmin/Get_UserMenus', headers);
const lastOp = async () =>
  (await q(`select user_name, path, action, target_id, outcome, diff from operation_log order by id desc limit 1`))[0];

/** An account of its own per test, so tests do not disturb each other or the seeded accounts. */
let serial = 0;
async function account(gscode = '001', role = 'viewer') {
  const userName = `me${++serial}`;
  await addAccount(q, { gscode, userName, roleCode: role, nickName: '原昵称' });
  return { userName, gscode, login: () => ctx.login(gscode, userName) };
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('UserProfile and UpdateUser', () => {
  it("reads one's own profile with the branch and the role's names", async () => {
    const me = await account('001', 'operator');
    const u = await me.login();
    const p = await data(await get('/api/UManage/UserProfile', u.headers));
    const [role] = await q(`select name, name_en from roles where gscode = '001' and code = 'operator'`);
    expect(p).toEqual({
      userName: me.userName,
      nickName: '原昵称',
      headerImg: '',
      phone: '',
      email: '',
      company: u.company,
      gscode: '001',
      roleName: role.name,
      roleNameEn: role.name_en,
      operators: '',
    });
  });

  it('changes nickname, avatar, phone and e-mail, logs before and after, and the next sign-in carries them', async () => {
    const me = await account();
    const u = await me.login();
    const avatar = await upload(u.headers);
    const p = await data(
      await post('/api/UManage/UpdateUser', u.headers, {
        nickName: '  新昵称  ',
        headerImg: avatar,
        phone: '+86 (21) 5555-0101',
        email: 'me@example.com',
      }),
    );
    expect(p).toMatchObject({
      nickName: '新昵称',
      headerImg: avatar,
      phone: '+86 (21) 5555-0101',
      email: 'me@example.com',
    });
    expect(await lastOp()).toMatchObject({
      user_name: me.userName,
      path: '/api/UManage/UpdateUser',
      action: 'update own profile',
      target_id: me.userName,
      outcome: 'ok',
      diff: {
        nickName: ['原昵称', '新昵称'],
        headerImg: ['', avatar],
        phone: ['', '+86 (21) 5555-0101'],
        email: ['', 'me@example.com'],
      },
    });
    const again = await me.login();
    expect(again).toMatchObject({ nickName: '新昵称', headerImg: avatar });
    // The avatar's address serves the image to the frame's <img>, no session needed.
    expect((await ctx.app.inject({ method: 'GET', url: avatar })).headers['content-type']).toBe('image/png');
  });

  it('leaves out fields left out, and empties the ones sent empty', async () => {
    const me = await account();
    const u = await me.login();
    const avatar = await upload(u.headers, makePng(4, 1));
    await data(
      await post('/api/UManage/UpdateUser', u.headers, {
        nickName: 'A',
        headerImg: avatar,
        phone: '123',
        email: 'a@b.cn',
      }),
    );
    expect(await data(await post('/api/UManage/UpdateUser', u.headers, { nickName: 'B' }))).toMatchObject({
      nickName: 'B',
      headerImg: avatar,
      phone: '123',
      email: 'a@b.cn',
    });
    expect(
      await data(
        await post('/api/UManage/UpdateUser', u.headers, { nickName: 'B', headerImg: '', phone: '', email: '' }),
      ),
    ).toMatchObject({ nickName: 'B', headerImg: '', phone: '', email: '' });
  });

  it('refuses bad input with the field and the rule, and changes nothing', async () => {
    const me = await account();
    const u = await me.login();
    const before = await q(`select nick_name, header_img, phone, email from users where user_name = $1`, [me.userName]);
    const cases: [object, RegExp][] = [
      [{ nickName: '   ' }, /Nickname is required/],
      [{ nickName: 'x'.repeat(51) }, /Nickname must be at most 50 characters/],
      [{ nickName: 'ok', email: 'not-an-email' }, /E-mail/],
      [{ nickName: 'ok', phone: 'call me maybe' }, /Phone may hold only digits, spaces and \+ - \( \)/],
      [{ nickName: 'ok', phone: '1'.repeat(31) }, /Phone must be at most 30 characters/],
      [{ nickName: 'ok', headerImg: 'https://evil.example/a.png' }, /Avatar/],
      [{ nickName: 'ok', headerImg: 'javascript:alert(1)' }, /Avatar/],
      [{ nickName: 'ok', userName: 'admin' }, /unknown fields userName/],
      [{ nickName: 'ok', userId: 1 }, /unknown fields userId/],
    ];
    for (const [payload, msg] of cases) {
      const res = await post('/api/UManage/UpdateUser', u.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg, JSON.stringify(payload)).toMatch(msg);
    }
    expect(
      await q(`select nick_name, header_img, phone, email from users where user_name = $1`, [me.userName]),
    ).toEqual(before);
  });

  it('accepts as avatar only an image stored in its own branch', async () => {
    const me = await account();
    const u = await me.login();
    const mine = await upload(u.headers, makePng(2, 5));
    const stranger = await ctx.login('002', 'viewer');
    const theirs = await upload(stranger.headers, makePng(5, 2));
    // Well-formed, of this branch, but nothing stored there: bad input.
    const missing = mine.replace(/[0-9a-f]{64}/, 'a'.repeat(64));
    const res = await post('/api/UManage/UpdateUser', u.headers, { nickName: 'x', headerImg: missing });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The avatar must be an image uploaded in this branch; upload it again');
    // The right hash with the wrong type's extension.
    expect(
      (await post('/api/UManage/UpdateUser', u.headers, { nickName: 'x', headerImg: mine.replace('.png', '.gif') }))
        .statusCode,
    ).toBe(400);
    expect((await data(await get('/api/UManage/UserProfile', u.headers))).headerImg).toBe('');
    // Another branch's upload is covered in quality/escalation.test.ts; this branch's own works.
    expect(
      (await data(await post('/api/UManage/UpdateUser', u.headers, { nickName: 'x', headerImg: mine }))).headerImg,
    ).toBe(mine);
    expect(theirs).toMatch(/\/002\//);
  });
});

describe('sessions', () => {
  it("lists one's own live sessions only, this one first, with address and browser", async () => {
    const me = await account();
    const other = await account();
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/LAdmin/AdminLogin',
      remoteAddress: '10.9.9.9',
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      },
      payload: { gscode: '001', username: me.userName, password: 'admin123' },
    });
    expect(phone.json().code).toBe(0);
    const ended = await me.login();
    await post('/api/LAdmin/AdminLogout', ended.headers);
    await other.login();
    const u = await me.login();
    const list = await data(await get('/api/UManage/OwnSessions', u.headers));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true });
    expect(list[1]).toMatchObject({ current: false, ip: '10.9.9.9', userAgent: expect.stringContaining('iPhone') });
    const [{ uid }] = await q(`select id as uid from users where user_name = $1`, [me.userName]);
    const ids = await q<{ id: number }>(`select id from sessions where user_id = $1 and ended_at is null order by id`, [
      uid,
    ]);
    expect(list.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual(
      ids.map((r) => Number(r.id)),
    );
    // Idle past the timeout: no longer live, not listed.
    await q(`update sessions set last_seen_at = now() - interval '3 hours' where id = $1`, [list[1].id]);
    expect(await data(await get('/api/UManage/OwnSessions', u.headers))).toHaveLength(1);
  });

  it('ends one chosen session of its own: that device is signed out, this one stays', async () => {
    const me = await account();
    const there = await me.login();
    const here = await me.login();
    const [s] = (await data(await get('/api/UManage/OwnSessions', here.headers))).filter(
      (x: { current: boolean }) => !x.current,
    );
    expect(await data(await post('/api/UManage/EndOwnSession', here.headers, { id: s.id }))).toBeNull();
    expect((await menus(there.headers)).json().code).toBe(7);
    expect((await menus(here.headers)).json().code).toBe(0);
    expect(await lastOp()).toMatchObject({
      action: 'end own session',
      outcome: 'ok',
      target_id: expect.stringMatching(new RegExp(`^${s.id} `)),
    });
    // Ended already: not found.
    expect((await post('/api/UManage/EndOwnSession', here.headers, { id: s.id })).statusCode).toBe(404);
  });

  it("another account's session is not found (404, logged as refused) and nothing ends; this session is refused", async () => {
    const me = await account();
    const victim = await account();
    const theirs = await victim.login();
    const u = await me.login();
    const [{ id }] = await q(
      `select s.id from sessions s join users u on u.id = s.user_id where u.user_name = $1 and s.ended_at is null`,
      [victim.userName],
    );
    const res = await post('/api/UManage/EndOwnSession', u.headers, { id: Number(id) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 8, msg: 'Record not found' });
    expect(await lastOp()).toMatchObject({
      user_name: me.userName,
      action: 'end own session',
      outcome: 'denied',
      target_id: String(id),
    });
    expect((await menus(theirs.headers)).json().code).toBe(0);
    const [{ sid }] = await q(
      `select max(s.id) as sid from sessions s join users u on u.id = s.user_id where u.user_name = $1`,
      [me.userName],
    );
    const self = await post('/api/UManage/EndOwnSession', u.headers, { id: Number(sid) });
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toMatch(/session you are using/);
    expect((await menus(u.headers)).json().code).toBe(0);
    expect((await post('/api/UManage/EndOwnSession', u.headers, { id: 0 })).statusCode).toBe(400);
  });

  it("signing out elsewhere ends every other session of the account and no one else's", async () => {
    const me = await account();
    const bystander = await account();
    const theirs = await bystander.login();
    const a = await me.login();
    const b = await me.login();
    const u = await me.login();
    expect(await data(await post('/api/UManage/EndOtherSessions', u.headers))).toEqual({ ended: 2 });
    for (const h of [a.headers, b.headers]) expect((await menus(h)).json().code).toBe(7);
    expect((await menus(u.headers)).json().code).toBe(0);
    expect((await menus(theirs.headers)).json().code).toBe(0);
    expect(await data(await get('/api/UManage/OwnSessions', u.headers))).toHaveLength(1);
    expect(await lastOp()).toMatchObject({ action: 'sign out elsewhere', outcome: 'ok', diff: { ended: [null, 2] } });
    expect(await data(await post('/api/UManage/EndOtherSessions', u.headers))).toEqual({ ended: 0 });
  });

  it('changing the password (the current one required) ends the other sessions and keeps this one', async () => {
    const me = await account();
    const there = await me.login();
    const u = await me.login();
    const wrong = await post('/api/UManage/ChangePassword', u.headers, {
      oldPassword: 'nope',
      newPassword: 'Qz7!pL2mWx',
    });
    expect(wrong.json()).toMatchObject({ code: 8, msg: 'The current password is wrong' });
    expect((await menus(there.headers)).json().code).toBe(0);
    const same = await post('/api/UManage/ChangePassword', u.headers, {
      oldPassword: 'admin123',
      newPassword: 'admin123',
    });
    expect(same.json()).toMatchObject({ code: 8, msg: 'The new password must differ from the current one' });
    expect((await menus(there.headers)).json().code).toBe(0);
    await data(
      await post('/api/UManage/ChangePassword', u.headers, { oldPassword: 'admin123', newPassword: 'Qz7!pL2mWx' }),
    );
    expect((await menus(there.headers)).json().code).toBe(7);
    expect(await data(await get('/api/UManage/OwnSessions', u.headers))).toHaveLength(1);
  });
});

describe('OwnSignIns', () => {
  it("lists the account's latest 20 sign-ins, failed ones included, newest first, and nobody else's", async () => {
    const me = await account();
    await q(
      `insert into login_log (gscode, user_name, at, ip, user_agent, success, reason)
       select '001', $1, now() - make_interval(mins => g), '10.0.0.' || g, 'agent ' || g, g % 3 <> 0, case when g % 3 = 0 then 'bad_credentials' else 'ok' end
         from generate_series(1, 25) g`,
      [me.userName],
    );
    // The same name in another branch, and another account of the branch: not this account's.
    await q(
      `insert into login_log (gscode, user_name, ip, success, reason) values ('002', $1, '10.2.2.2', true, 'ok'), ('001', 'admin', '10.3.3.3', true, 'ok')`,
      [me.userName],
    );
    const u = await me.login();
    const list = await data(await get('/api/UManage/OwnSignIns', u.headers));
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ success: true, reason: 'ok' });
    expect(list[1]).toMatchObject({ ip: '10.0.0.1', userAgent: 'agent 1', success: true });
    expect(list[3]).toMatchObject({ ip: '10.0.0.3', success: false, reason: 'bad_credentials' });
    const ats = list.map((r: { at: string }) => Date.parse(r.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    expect(list.map((r: { ip: string }) => r.ip)).not.toContain('10.2.2.2');
    expect(list.map((r: { ip: string }) => r.ip)).not.toContain('10.3.3.3');
  });
});
