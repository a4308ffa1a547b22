import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { addAccount } from '../../../test/accounts.js';
import { testCalls, type Headers } from '../../../test/calls.js';

/**
 * The lock screen (issue 37 #4): a locked session is refused everything but unlocking and signing
 * out, in every tab of it; the password unlocks it, and wrong passwords count in the sign-in
 * throttle of the account and address, so the lock screen is no way around it.
 */
let ctx: TestContext;
const { q, get, post, ok, refused } = testCalls(() => ctx);
const MAX_FAILURES = 3;

let serial = 0;
async function account() {
  const userName = `lk${++serial}`;
  await addAccount(q, { userName, roleCode: 'operator' });
  return userName;
}
const menus = (headers: Headers) => get('/api/LAdmin/Get_UserMenus', headers);

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
});
afterAll(() => ctx.close());

describe('Lock and Unlock', () => {
  it('refuses every other call of the locked session (423), not the same account elsewhere, until unlocked', async () => {
    const me = await account();
    const here = (await ctx.login('001', me)).headers;
    const there = (await ctx.login('001', me)).headers;
    expect(await ok('/api/LAdmin/Lock', here)).toBeNull();

    const res = await menus(here);
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ code: 8, msg: 'The console is locked: enter your password to unlock it' });
    expect(res.json().data).toBeNull();
    expect((await post('/api/Order/ChangeState', here, { id: 1, state: 1, version: 1 })).statusCode).toBe(423);
    expect((await menus(there)).json().code).toBe(0);

    const wrong = await refused('/api/LAdmin/Unlock', here, { password: 'not-the-password' }, 200);
    expect(wrong).toContain(`Tries left before a`);
    expect((await menus(here)).statusCode).toBe(423);

    expect(await ok('/api/LAdmin/Unlock', here, { password: 'admin123' })).toBeNull();
    expect((await menus(here)).json().code).toBe(0);
    const [row] = await q(`select reason, success from login_log where user_name = $1 order by id desc limit 1`, [me]);
    expect(row).toEqual({ reason: 'unlock', success: true });
  });

  it('counts wrong passwords with the sign-in form: the pause holds for both, the right password too', async () => {
    const me = await account();
    const here = (await ctx.login('001', me)).headers;
    await ok('/api/LAdmin/Lock', here);
    for (let i = 1; i < MAX_FAILURES; i++) await refused('/api/LAdmin/Unlock', here, { password: `wrong${i}` }, 200);
    expect(await refused('/api/LAdmin/Unlock', here, { password: 'wrong-last' }, 200)).toMatch(
      /Too many wrong passwords/,
    );
    // Paused: the right password is not even checked, here or at the sign-in form from this address.
    expect(await refused('/api/LAdmin/Unlock', here, { password: 'admin123' }, 429)).toMatch(/try again in/);
    const form = await post('/api/LAdmin/AdminLogin', {}, { gscode: '001', username: me, password: 'admin123' });
    expect(form.statusCode).toBe(429);
    expect((await menus(here)).statusCode).toBe(423);
  });

  it('lets a locked session sign out, and signing in again gives an unlocked session', async () => {
    const me = await account();
    const here = (await ctx.login('001', me)).headers;
    await ok('/api/LAdmin/Lock', here);
    expect(await ok('/api/LAdmin/AdminLogout', here)).toBeNull();
    expect((await menus(here)).json().code).toBe(7);
    expect((await menus((await ctx.login('001', me)).headers)).json().code).toBe(0);
  });
});
