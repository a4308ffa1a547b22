import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { addAccount } from '../../../test/accounts.js';
import { testCalls } from '../../../test/calls.js';
import { makePng, multipartBody } from '../../../test/images.js';
import { hashPassword } from '../auth/password.js';

/**
 * An administrator's password reset (issue 11 #1) sets users.must_change_password and a
 * temporary password, which ends the account's sessions. Until the user has chosen a new
 * password, route.ts refuses every call but ChangePassword and AdminLogout.
 */
let ctx: TestContext;
const { q, get, post } = testCalls(() => ctx);
const TEMPORARY = 'Temp#2026reset';

let serial = 0;
/** A fresh account of 001 whose password an administrator has just reset (as the staff call does: temporary password, flag). */
async function resetAccount() {
  const userName = `reset${++serial}`;
  await addAccount(q, { userName, roleCode: 'operator' });
  const before = await ctx.login('001', userName);
  await q(`update users set password_hash = $2, must_change_password = true where gscode = '001' and user_name = $1`, [
    userName,
    await hashPassword(TEMPORARY),
  ]);
  return { userName, before };
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a password reset by an administrator', () => {
  it('ends the sessions, and the next sign-in says the password must be changed', async () => {
    const { userName, before } = await resetAccount();
    expect((await get('/api/LAdmin/Get_UserMenus', before.headers)).json().code).toBe(7);
    const u = await ctx.login('001', userName, TEMPORARY);
    expect(u.mustChangePassword).toBe(true);
    // Nobody else's sign-in carries the flag (the stored user info stays spec §3's fields).
    expect('mustChangePassword' in (await ctx.login('001', 'viewer'))).toBe(false);
  });

  it('refuses every other call with a clear message, logged as refused, until the password is changed', async () => {
    const { userName } = await resetAccount();
    const u = await ctx.login('001', userName, TEMPORARY);
    const png = multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', content: makePng() }]);
    const attempts = [
      get('/api/LAdmin/Get_UserMenus', u.headers),
      get('/api/Reports/ReportData', u.headers),
      get('/api/UManage/UserProfile', u.headers),
      post('/api/UManage/UpdateUser', u.headers, { nickName: 'sneaky' }),
      post('/api/UManage/EndOtherSessions', u.headers),
      post('/api/LAdmin/SwitchGscode', u.headers, { gscode: '002' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/Upload/Image',
        headers: { ...u.headers, ...png.headers, 'accept-language': 'en' },
        payload: png.payload,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        code: 8,
        data: null,
        msg: 'An administrator reset your password: choose a new one before doing anything else',
      });
    }
    const cn = await ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers: u.headers });
    expect(cn.json().msg).toBe('管理员已重置你的密码，请先设置新密码，然后才能继续使用');
    const logged = await q(`select outcome from operation_log where user_name = $1`, [userName]);
    expect(logged.length).toBeGreaterThanOrEqual(attempts.length);
    expect(new Set(logged.map((r) => r.outcome))).toEqual(new Set(['denied']));
    expect(await q(`select nick_name from users where user_name = $1`, [userName])).toEqual([{ nick_name: userName }]);
    expect(
      await q(`select count(*)::int as n from uploads where created_by = (select id from users where user_name = $1)`, [
        userName,
      ]),
    ).toEqual([{ n: 0 }]);
  });

  it('keeps the temporary password from staying: the same password again is refused and the flag stays', async () => {
    const { userName } = await resetAccount();
    const u = await ctx.login('001', userName, TEMPORARY);
    const res = await post('/api/UManage/ChangePassword', u.headers, {
      oldPassword: TEMPORARY,
      newPassword: TEMPORARY,
    });
    expect(res.json()).toMatchObject({ code: 8, msg: 'The new password must differ from the current one' });
    expect(await q(`select must_change_password from users where user_name = $1`, [userName])).toEqual([
      { must_change_password: true },
    ]);
    expect((await get('/api/LAdmin/Get_UserMenus', u.headers)).statusCode).toBe(403);
  });

  it('signing out is allowed', async () => {
    const { userName } = await resetAccount();
    const u = await ctx.login('001', userName, TEMPORARY);
    expect((await post('/api/LAdmin/AdminLogout', u.headers)).json().code).toBe(0);
    expect((await get('/api/LAdmin/Get_UserMenus', u.headers)).json().code).toBe(7);
  });

  it('after the change everything works in the same session, the flag is cleared and the next sign-in is ordinary', async () => {
    const { userName } = await resetAccount();
    const u = await ctx.login('001', userName, TEMPORARY);
    const res = await post('/api/UManage/ChangePassword', u.headers, {
      oldPassword: TEMPORARY,
      newPassword: 'Nw5$kRt8yU',
    });
    expect(res.json()).toMatchObject({ code: 0 });
    expect(await q(`select must_change_password from users where user_name = $1`, [userName])).toEqual([
      { must_change_password: false },
    ]);
    const menus = await get('/api/LAdmin/Get_UserMenus', u.headers);
    expect(menus.statusCode).toBe(200);
    expect(menus.json().code).toBe(0);
    expect((await get('/api/UManage/UserProfile', u.headers)).json().code).toBe(0);
    const next = await ctx.login('001', userName, 'Nw5$kRt8yU');
    expect('mustChangePassword' in next).toBe(false);
  });
});
