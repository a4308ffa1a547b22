import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInSeedUsers, TEST_PASSWORD, type TestContext } from '../../../test/context.js';
import { addAccount } from '../../../test/accounts.js';
import { testCalls, type Headers } from '../../../test/calls.js';

/**
 * Two-factor sign-in (issue 39): enrolment confirmed by a code, the code step of the sign-in (asked
 * for only after the right password, each code used once, recovery codes once each, wrong codes in
 * the sign-in throttle), a role that requires it, turning it off, an administrator's reset, and the
 * two-factor session that loosening the rule and making a desktop key need.
 */
let ctx: TestContext;
let admin: Headers;
let operator: Headers;
let admin2: Headers;
const { q, get, post, ok, refused } = testCalls(() => ctx);
const MAX_FAILURES = 4;
const STEP = 30;

let serial = 0;
async function account(roleCode = 'operator') {
  const userName = `tf${++serial}`;
  await addAccount(q, { userName, roleCode });
  const [{ id }] = await q<{ id: number }>(`select id from users where gscode = '001' and user_name = $1`, [userName]);
  return { userName, id };
}

/** The app's code for `secret`, `steps` time steps from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP });

const signIn = (username: string, extra: object = {}) =>
  post('/api/LAdmin/AdminLogin', {}, { gscode: '001', username, password: TEST_PASSWORD, ...extra });
const headersOf = (data: { token: string; ID: number }): Headers => ({
  'x-token': data.token,
  'x-user-id': String(data.ID),
});
const lastReason = async (userName: string) =>
  (await q(`select reason, success from login_log where user_name = $1 order by id desc limit 1`, [userName]))[0];

/** An account enrolled through the calls: its headers, secret and recovery codes. */
async function enrolled(roleCode = 'operator') {
  const who = await account(roleCode);
  const headers = (await ctx.login('001', who.userName)).headers;
  const { secret } = await ok('/api/UManage/TotpSetup', headers);
  const { recoveryCodes } = await ok('/api/UManage/TotpEnable', headers, { code: await codeAt(secret) });
  return { ...who, headers, secret, recoveryCodes: recoveryCodes as string[] };
}

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
  ({ admin, operator, admin2 } = await signInSeedUsers(ctx));
});
afterAll(() => ctx.close());

describe('enrolment', () => {
  it('starts with a secret, QR and URI; a wrong code changes nothing; a right one answers ten recovery codes once', async () => {
    const me = await account();
    const headers = (await ctx.login('001', me.userName)).headers;
    const setup = await ok('/api/UManage/TotpSetup', headers);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(decodeURIComponent(setup.otpauthUri)).toContain(`001/${me.userName}`);
    expect(setup.qrSvg).toMatch(/^<svg/);
    // Nothing is required until confirmed: the password alone still signs in.
    expect((await signIn(me.userName)).json().code).toBe(0);

    expect(await refused('/api/UManage/TotpEnable', headers, { code: '000000' }, 200)).toMatch(/Wrong or used code/);
    expect((await get('/api/UManage/TotpStatus', headers)).json().data).toMatchObject({ enabled: false });
    expect(await refused('/api/UManage/TotpEnable', headers, { code: '12345' }, 400)).toMatch(
      /Code has an invalid format/,
    );

    const { recoveryCodes } = await ok('/api/UManage/TotpEnable', headers, { code: await codeAt(setup.secret) });
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await get('/api/UManage/TotpStatus', headers)).json().data).toMatchObject({
      enabled: true,
      recoveryLeft: 10,
      requiredByRole: false,
    });
    // At rest: the secret sealed, the recovery codes hashed.
    const [row] = await q(`select totp_secret from users where id = $1`, [me.id]);
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(setup.secret);
    const stored = await q(`select code_hash from totp_recovery_codes where user_id = $1`, [me.id]);
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    // A second enrolment over a confirmed one is refused: turn it off first.
    expect(await refused('/api/UManage/TotpSetup', headers, {}, 409)).toMatch(/already on/);
  });

  it('refuses a confirmation with no enrolment started', async () => {
    const me = await account();
    const headers = (await ctx.login('001', me.userName)).headers;
    expect(await refused('/api/UManage/TotpEnable', headers, { code: '123456' }, 200)).toMatch(/get a new key/);
  });
});

describe('signing in with a code', () => {
  it('asks for a code only after the right password, and gives no token before it', async () => {
    const me = await enrolled();
    const asked = (await signIn(me.userName)).json();
    expect(asked).toMatchObject({
      code: 8,
      data: { totpRequired: true },
      msg: 'Enter the code from your authenticator app',
    });
    expect(JSON.stringify(asked)).not.toContain('token');
    expect(await lastReason(me.userName)).toEqual({ reason: 'totp_required', success: false });
    // A wrong password answers as for any account: nothing says a code would follow.
    const wrong = (await signIn(me.userName, { password: 'not-it', totp: await codeAt(me.secret, 1) })).json();
    expect(wrong).toMatchObject({ code: 8, data: null });
    expect(wrong.msg).toMatch(/Wrong branch code, account or password/);
  });

  it('takes each code once: the step used at enrolment is spent, the next passes once, an older one never', async () => {
    const me = await enrolled();
    expect((await signIn(me.userName, { totp: await codeAt(me.secret) })).json().msg).toMatch(/Wrong or used code/);
    const next = await codeAt(me.secret, 1);
    const res = (await signIn(me.userName, { totp: next })).json();
    expect(res.code, res.msg).toBe(0);
    const [session] = await q(`select two_factor from sessions where user_id = $1 order by id desc limit 1`, [me.id]);
    expect(session.two_factor).toBe(true);
    expect(await lastReason(me.userName)).toEqual({ reason: 'ok', success: true });
    expect((await signIn(me.userName, { totp: next })).json().msg).toMatch(/Wrong or used code/);
    expect(await lastReason(me.userName)).toEqual({ reason: 'bad_totp', success: false });
    expect((await signIn(me.userName, { totp: await codeAt(me.secret, -1) })).json().code).toBe(8);
    // Two steps ahead is outside the window.
    expect((await signIn(me.userName, { totp: await codeAt(me.secret, 3) })).json().code).toBe(8);
  });

  it('signs in with a recovery code once, typed in any case and without its dash', async () => {
    const me = await enrolled();
    const code = me.recoveryCodes[3];
    const typed = code.replace('-', ' ').toLowerCase();
    const res = (await signIn(me.userName, { recoveryCode: typed })).json();
    expect(res.code, res.msg).toBe(0);
    expect(await lastReason(me.userName)).toEqual({ reason: 'recovery', success: true });
    expect((await signIn(me.userName, { recoveryCode: code })).json().msg).toMatch(/Wrong or used code/);
    expect((await get('/api/UManage/TotpStatus', headersOf(res.data))).json().data.recoveryLeft).toBe(9);
    // Another account's recovery code is no use here.
    const other = await enrolled();
    expect((await signIn(me.userName, { recoveryCode: other.recoveryCodes[0] })).json().code).toBe(8);
  });

  it('counts wrong codes with wrong passwords: after the limit even the right code waits', async () => {
    const me = await enrolled();
    for (let i = 1; i < MAX_FAILURES; i++) {
      expect((await signIn(me.userName, { totp: '000000' })).json().msg).toMatch(/Tries left/);
    }
    expect((await signIn(me.userName, { totp: '000000' })).json().msg).toMatch(/No tries left/);
    const paused = await signIn(me.userName, { totp: await codeAt(me.secret, 1) });
    expect(paused.statusCode).toBe(429);
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('signs its unenrolled accounts in only to enrol; enrolled, they work as before', async () => {
    const role = await ok('/api/UManage/AddRole', admin, {
      code: 'tf-required',
      name: '两步',
      name_en: 'Two-step',
      requireTotp: true,
    });
    expect(role.requireTotp).toBe(true);
    const me = await account('tf-required');
    const user = (await signIn(me.userName)).json().data;
    expect(user.mustEnrolTotp).toBe(true);
    const headers = headersOf(user);
    const menus = await get('/api/LAdmin/Get_UserMenus', headers);
    expect(menus.statusCode).toBe(403);
    expect(menus.json().msg).toMatch(/set it up with an authenticator app/);
    const { secret } = await ok('/api/UManage/TotpSetup', headers);
    await ok('/api/UManage/TotpEnable', headers, { code: await codeAt(secret) });
    expect((await get('/api/LAdmin/Get_UserMenus', headers)).json().code).toBe(0);
    // It cannot be turned off while the role requires it.
    expect(
      await refused(
        '/api/UManage/TotpDisable',
        headers,
        { password: TEST_PASSWORD, code: await codeAt(secret, 1) },
        403,
      ),
    ).toMatch(/Your role requires two-factor/);
    expect((await get('/api/UManage/TotpStatus', headers)).json().data.requiredByRole).toBe(true);
  });

  it("is switched on for the administrator's own role alone; switching it off needs a two-factor session", async () => {
    const [{ id: adminRole }] = await q<{ id: number }>(`select id from roles where gscode = '002' and code = 'admin'`);
    // The administrator role's names stay read-only.
    await refused('/api/UManage/ChangeRole', admin2, { roleId: adminRole, name: '改名' }, 403);
    const on = await ok('/api/UManage/ChangeRole', admin2, { roleId: adminRole, requireTotp: true });
    expect(on.requireTotp).toBe(true);
    // The session in hand was opened with a password alone: it must enrol now, and cannot loosen the rule.
    expect((await get('/api/LAdmin/Get_UserMenus', admin2)).statusCode).toBe(403);
    expect(await refused('/api/UManage/ChangeRole', admin2, { roleId: adminRole, requireTotp: false }, 403)).toMatch(
      /enrol|set it up/,
    );
    const { secret } = await ok('/api/UManage/TotpSetup', admin2);
    await ok('/api/UManage/TotpEnable', admin2, { code: await codeAt(secret) });
    // Enrolled in this session: it counts as two factors, so it may loosen the rule.
    const off = await ok('/api/UManage/ChangeRole', admin2, { roleId: adminRole, requireTotp: false });
    expect(off.requireTotp).toBe(false);
  });

  it('refuses loosening the rule from a session opened with the password alone', async () => {
    const role = await ok('/api/UManage/AddRole', admin, {
      code: 'tf-loosen',
      name: '两步二',
      name_en: 'Two-step 2',
      requireTotp: true,
    });
    await q(`update sessions set two_factor = false where token_hash is not null and user_id =
               (select id from users where gscode = '001' and user_name = 'admin')`);
    expect(await refused('/api/UManage/ChangeRole', admin, { roleId: role.id, requireTotp: false }, 403)).toMatch(
      /signed in with two-factor/,
    );
  });
});

describe('turning it off, and an administrator’s reset', () => {
  it('turns off with the password and a current code; a wrong one of either changes nothing', async () => {
    const me = await enrolled();
    const next = await codeAt(me.secret, 1);
    expect(
      await refused('/api/UManage/TotpDisable', me.headers, { password: 'wrong-password', code: next }, 200),
    ).toMatch(/current password is wrong/);
    expect(
      await refused('/api/UManage/TotpDisable', me.headers, { password: TEST_PASSWORD, code: '000000' }, 200),
    ).toMatch(/Wrong or used code/);
    expect((await get('/api/UManage/TotpStatus', me.headers)).json().data.enabled).toBe(true);
    await ok('/api/UManage/TotpDisable', me.headers, { password: TEST_PASSWORD, code: next });
    expect((await get('/api/UManage/TotpStatus', me.headers)).json().data).toMatchObject({
      enabled: false,
      recoveryLeft: 0,
    });
    expect((await signIn(me.userName)).json().code).toBe(0);
    expect(await q(`select 1 from totp_recovery_codes where user_id = $1`, [me.id])).toHaveLength(0);
  });

  it('is reset by an administrator of the branch, logged; never by an operator, for oneself or across branches', async () => {
    const me = await enrolled();
    await refused('/api/UManage/TotpReset', operator, { userId: me.id }, 403);
    await refused('/api/UManage/TotpReset', admin2, { userId: me.id }, 404);
    const [{ id: adminId }] = await q<{ id: number }>(
      `select id from users where gscode = '001' and user_name = 'admin'`,
    );
    expect(await refused('/api/UManage/TotpReset', admin, { userId: adminId }, 403)).toMatch(/your own/);
    expect(await ok('/api/UManage/TotpReset', admin, { userId: me.id })).toBeNull();
    expect((await signIn(me.userName)).json().code).toBe(0);
    const staff = (await get(`/api/LAdmin/get_xt_users?q=${me.userName}`, admin)).json().data.list;
    expect(staff[0]).toMatchObject({ userName: me.userName, totpEnabled: false });
    const [log] = await q(
      `select action, target_id, outcome from operation_log where action = 'reset two-factor sign-in' order by id desc limit 1`,
    );
    expect(log).toEqual({ action: 'reset two-factor sign-in', target_id: String(me.id), outcome: 'ok' });
  });
});

describe('desktop-software keys', () => {
  it('are made by an account whose role requires two-factor only from a session opened with it', async () => {
    // A copy of the administrator role (its powers include the keys), requiring two-factor sign-in.
    const [{ id: adminRole }] = await q<{ id: number }>(`select id from roles where gscode = '001' and code = 'admin'`);
    const copy = await ok('/api/UManage/CopyRole', admin, {
      roleId: adminRole,
      code: 'tf-keys',
      name: '两步三',
      name_en: 'Two-step 3',
    });
    await ok('/api/UManage/ChangeRole', admin, { roleId: copy.id, requireTotp: true });
    // Enrolled in this session: two factors.
    const me = await enrolled('tf-keys');
    const made = await post('/api/Setting/CreateSoftKey', me.headers, { name: 'desk', userId: me.id });
    expect(made.json().code, made.body).toBe(0);
    // A session of the same account opened without a second factor (a desktop key's) may not.
    await q(`update sessions set two_factor = false where user_id = $1`, [me.id]);
    const refusedKey = await post('/api/Setting/CreateSoftKey', me.headers, { name: 'desk2', userId: me.id });
    expect(refusedKey.statusCode).toBe(403);
    expect(refusedKey.json().msg).toMatch(/sign in again with a code/);
  });
});
