import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { describeUserAgent } from './user-agent.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://console.example.com/bo/' });
});
afterAll(() => ctx.close());

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Phone = Awaited<ReturnType<TestContext['login']>>;
interface Issued {
  code: string;
  pollKey: string;
  link: string;
  svg: string;
  expiresAt: string;
  seconds: number;
}

/** The browser on /login, from its own address. */
async function issue(ip = '10.9.0.1'): Promise<Issued> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/LAdmin/loginqrcode',
    remoteAddress: ip,
    headers: {
      'user-agent': DESKTOP_UA,
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      origin: 'https://evil.example',
    },
  });
  expect(res.json().code).toBe(0);
  return res.json().data;
}
const poll = (pollKey: string, ip = '10.9.0.1') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/LAdmin/Get_LoginData?pollKey=${encodeURIComponent(pollKey)}`,
    remoteAddress: ip,
    headers: { 'user-agent': DESKTOP_UA, 'accept-language': 'en' },
  });
const info = (phone: Pick<Phone, 'headers'> | null, code: string, lang = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/LAdmin/QrLoginInfo?code=${encodeURIComponent(code)}`,
    remoteAddress: '10.8.0.2',
    headers: { ...(phone?.headers ?? {}), 'user-agent': PHONE_UA, 'accept-language': lang },
  });
const decide = (phone: Pick<Phone, 'headers'> | null, action: 'Confirm' | 'Reject', payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/LAdmin/QrLogin${action}`,
    remoteAddress: '10.8.0.2',
    payload,
    headers: { ...(phone?.headers ?? {}), 'user-agent': PHONE_UA, 'accept-language': 'en' },
  });
const rowOf = async (code: string) =>
  (
    await ctx.db.execute(
      sql`select state, user_id, gscode from login_qr where code_hash = encode(sha256(${code}::bytea), 'hex')`,
    )
  ).rows[0];
const logSince = async (id: number) =>
  (
    await ctx.db.execute(
      sql`select gscode, user_name, ip, reason, success from login_log where id > ${id} and reason like 'qr%' order by id`,
    )
  ).rows;
const lastLogId = async () =>
  Number((await ctx.db.execute(sql`select coalesce(max(id), 0) as id from login_log`)).rows[0].id);

describe('loginqrcode', () => {
  it('gives a random single-use code with a separate poll key, the link and the QR image, and logs it', async () => {
    const before = await lastLogId();
    const a = await issue();
    const b = await issue();
    expect(a.code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(a.pollKey).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(a.code).not.toBe(b.code);
    expect(a.pollKey).not.toBe(a.code);
    // From PUBLIC_URL, whatever Host, X-Forwarded-Host or Origin the request carried (issue() forges all three).
    expect(a.link).toBe(`https://console.example.com/bo/qrlogin?c=${a.code}`);
    expect(a.seconds).toBe(120);
    expect(Date.parse(a.expiresAt) - Date.now()).toBeGreaterThan(100_000);
    expect(a.svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(a.svg.split(',')[1], 'base64').toString()).toMatch(/^<svg [^>]*viewBox/);
    // Only hashes are kept: neither secret is in the table.
    const { rows } = await ctx.db.execute(
      sql`select count(*)::int as n from login_qr where code_hash in (${a.code}, ${a.pollKey}) or poll_hash in (${a.code}, ${a.pollKey})`,
    );
    expect(rows[0].n).toBe(0);
    expect(await logSince(before)).toEqual([
      { gscode: '', user_name: '', ip: '10.9.0.1', reason: 'qr_issued', success: false },
      { gscode: '', user_name: '', ip: '10.9.0.1', reason: 'qr_issued', success: false },
    ]);
    expect((await poll(a.pollKey)).json()).toMatchObject({ code: 0, data: { state: 'waiting', user: null } });
  });
});

describe('signing in by QR code', () => {
  it('shows the phone who asks, then signs the browser in once as the phone user, logging every step', async () => {
    const phone = await ctx.login('001', 'operator');
    const before = await lastLogId();
    const qr = await issue('10.9.0.5');

    const seen = await info(phone, qr.code);
    expect(seen.json()).toMatchObject({
      code: 0,
      data: { ip: '10.9.0.5', userAgent: 'Chrome 142 on Windows', state: 'scanned' },
    });
    expect((await info(phone, qr.code, 'cn')).json().data.userAgent).toBe('Windows 上的 Chrome 142');
    expect((await poll(qr.pollKey, '10.9.0.5')).json().data).toEqual({ state: 'scanned', user: null });

    expect((await decide(phone, 'Confirm', { code: qr.code })).json()).toMatchObject({ code: 0 });
    const got = (await poll(qr.pollKey, '10.9.0.5')).json();
    expect(got.data.state).toBe('confirmed');
    expect(got.data.user).toMatchObject({ userName: 'operator', gscode: '001', roles: 'operator', ID: phone.ID });
    // A fresh session of its own, which works.
    expect(got.data.user.token).not.toBe(phone.token);
    const menus = await ctx.app.inject({
      method: 'GET',
      url: '/api/LAdmin/Get_UserMenus',
      headers: { 'x-token': got.data.user.token, 'x-user-id': String(got.data.user.ID) },
    });
    expect(menus.json().code).toBe(0);
    const { rows: sessions } = await ctx.db.execute(
      sql`select ip, two_factor from sessions where user_id = ${phone.ID} order by id desc limit 1`,
    );
    expect(sessions[0].ip).toBe('10.9.0.5');
    // Confirmed on a signed-in phone: two factors (docs/decisions/0149-two-factor-sign-in.md).
    expect(sessions[0].two_factor).toBe(true);

    // Once only: the same poll key again gets nothing, and the phone cannot decide again.
    expect((await poll(qr.pollKey, '10.9.0.5')).json().data).toEqual({ state: 'used', user: null });
    const again = await decide(phone, 'Confirm', { code: qr.code });
    expect(again.json()).toMatchObject({
      code: 8,
      msg: 'This QR code has already been used; each code signs in only once',
    });
    expect((await info(phone, qr.code)).json().msg).toBe(
      'This QR code has already been used; each code signs in only once',
    );

    expect(await logSince(before)).toEqual([
      { gscode: '', user_name: '', ip: '10.9.0.5', reason: 'qr_issued', success: false },
      { gscode: '001', user_name: 'operator', ip: '10.8.0.2', reason: 'qr_scanned', success: false },
      { gscode: '001', user_name: 'operator', ip: '10.8.0.2', reason: 'qr_confirmed', success: false },
      { gscode: '001', user_name: 'operator', ip: '10.9.0.5', reason: 'qr', success: true },
      { gscode: '001', user_name: 'operator', ip: '10.9.0.5', reason: 'qr_refused', success: false },
      { gscode: '001', user_name: 'operator', ip: '10.8.0.2', reason: 'qr_refused', success: false },
      { gscode: '001', user_name: 'operator', ip: '10.8.0.2', reason: 'qr_refused', success: false },
    ]);
    // The phone's rows name the browser they answered.
    const { rows } = await ctx.db.execute(
      sql`select user_agent from login_log where id > ${before} and reason = 'qr_confirmed'`,
    );
    expect(rows[0].user_agent).toMatch(/^for 10\.9\.0\.5; Mozilla/);
  });

  it('gives the session to only one of several concurrent polls', async () => {
    const phone = await ctx.login('001', 'viewer');
    const qr = await issue();
    await decide(phone, 'Confirm', { code: qr.code });
    const {
      rows: [{ n: sessionsBefore }],
    } = await ctx.db.execute(sql`select count(*)::int as n from sessions where user_id = ${phone.ID}`);
    const answers = (await Promise.all(Array.from({ length: 6 }, () => poll(qr.pollKey)))).map((r) => r.json().data);
    expect(answers.filter((a) => a.state === 'confirmed')).toHaveLength(1);
    expect(answers.filter((a) => a.user !== null)).toHaveLength(1);
    expect(answers.filter((a) => a.state === 'used')).toHaveLength(5);
    const {
      rows: [{ n: sessionsAfter }],
    } = await ctx.db.execute(sql`select count(*)::int as n from sessions where user_id = ${phone.ID}`);
    expect(sessionsAfter).toBe(Number(sessionsBefore) + 1);
  });

  it('signs nobody in when the phone rejects, and a rejected code cannot be confirmed after', async () => {
    const phone = await ctx.login('001', 'admin');
    const before = await lastLogId();
    const qr = await issue('10.9.0.7');
    await info(phone, qr.code);
    expect((await decide(phone, 'Reject', { code: qr.code })).json()).toMatchObject({ code: 0 });
    expect((await poll(qr.pollKey, '10.9.0.7')).json().data).toEqual({ state: 'rejected', user: null });
    const late = await decide(phone, 'Confirm', { code: qr.code });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 8,
      msg: 'This QR-code sign-in was rejected; refresh the code on the computer',
    });
    expect((await poll(qr.pollKey, '10.9.0.7')).json().data).toEqual({ state: 'rejected', user: null });
    expect((await rowOf(qr.code)).state).toBe('rejected');
    expect((await logSince(before)).map((r) => r.reason)).toEqual([
      'qr_issued',
      'qr_scanned',
      'qr_rejected',
      'qr_refused',
    ]);
  });

  it('refuses an expired code to the phone and tells the browser it expired', async () => {
    const phone = await ctx.login('001', 'admin');
    const qr = await issue();
    await ctx.db.execute(
      sql`update login_qr set expires_at = now() - interval '1 second' where code_hash = encode(sha256(${qr.code}::bytea), 'hex')`,
    );
    const seen = await info(phone, qr.code);
    expect(seen.statusCode).toBe(410);
    expect(seen.json()).toMatchObject({
      code: 8,
      msg: 'This QR code has expired; refresh it on the computer and scan it again',
    });
    expect((await decide(phone, 'Confirm', { code: qr.code })).json().msg).toBe(
      'This QR code has expired; refresh it on the computer and scan it again',
    );
    expect((await poll(qr.pollKey)).json().data).toEqual({ state: 'expired', user: null });
    expect(await rowOf(qr.code)).toMatchObject({ state: 'waiting', user_id: null });
  });

  it('says a confirmed code left uncollected too long has expired', async () => {
    const phone = await ctx.login('001', 'admin');
    const qr = await issue();
    await decide(phone, 'Confirm', { code: qr.code });
    await ctx.db.execute(
      sql`update login_qr set decided_at = now() - interval '61 seconds' where code_hash = encode(sha256(${qr.code}::bytea), 'hex')`,
    );
    expect((await poll(qr.pollKey)).json().data).toEqual({ state: 'expired', user: null });
  });
});

describe('what an attacker cannot do', () => {
  it('collects nothing with the code (what the screen shows) or with the poll key of another code', async () => {
    const phone = await ctx.login('001', 'admin');
    const victim = await issue('10.9.1.1');
    const attacker = await issue('10.66.0.1');
    await decide(phone, 'Confirm', { code: victim.code });
    const byCode = await poll(victim.code, '10.66.0.1');
    expect(byCode.statusCode).toBe(404);
    expect(byCode.json()).toMatchObject({
      code: 8,
      data: null,
      msg: 'This QR code is not valid; refresh it on the computer and scan it again',
    });
    expect((await poll(attacker.pollKey, '10.66.0.1')).json().data).toEqual({ state: 'waiting', user: null });
    // The victim's browser still gets its session.
    expect((await poll(victim.pollKey, '10.9.1.1')).json().data.user).toMatchObject({
      userName: 'admin',
      gscode: '001',
    });
  });

  it('refuses a crafted or malformed poll key and changes nothing', async () => {
    const {
      rows: [{ n: before }],
    } = await ctx.db.execute(sql`select count(*)::int as n from sessions`);
    const crafted = await poll(randomBytes(32).toString('base64url'));
    expect(crafted.statusCode).toBe(404);
    expect(crafted.json()).toMatchObject({ code: 8, data: null });
    for (const bad of ['short', `${'a'.repeat(30)}'--`, 'x'.repeat(65)]) {
      const res = await poll(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe(8);
    }
    const {
      rows: [{ n: after }],
    } = await ctx.db.execute(sql`select count(*)::int as n from sessions`);
    expect(after).toBe(before);
  });

  it('refuses the phone calls without a session (code 7) and the code stays as it was', async () => {
    const qr = await issue();
    for (const res of [
      await info(null, qr.code),
      await decide(null, 'Confirm', { code: qr.code }),
      await decide(null, 'Reject', { code: qr.code }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 7, data: null });
    }
    const forged = await decide(
      { headers: { 'x-token': randomBytes(32).toString('base64url'), 'x-user-id': '1' } },
      'Confirm',
      { code: qr.code },
    );
    expect(forged.json().code).toBe(7);
    expect(await rowOf(qr.code)).toMatchObject({ state: 'waiting', user_id: null, gscode: null });
    expect((await poll(qr.pollKey)).json().data).toEqual({ state: 'waiting', user: null });
  });

  it('signs in the phone user of the phone branch only: no other user or branch can be named', async () => {
    const phone = await ctx.login('002', 'operator');
    const qr = await issue();
    const named = await decide(phone, 'Confirm', { code: qr.code, gscode: '001', userName: 'admin', userId: 1 });
    expect(named.statusCode).toBe(400);
    expect(await rowOf(qr.code)).toMatchObject({ state: 'waiting', user_id: null });
    await decide(phone, 'Confirm', { code: qr.code });
    expect((await poll(qr.pollKey)).json().data.user).toMatchObject({
      userName: 'operator',
      gscode: '002',
      ID: phone.ID,
    });
  });

  it('leaves a scanned code to the account that scanned it', async () => {
    const first = await ctx.login('001', 'admin');
    const other = await ctx.login('002', 'admin');
    const qr = await issue();
    await info(first, qr.code);
    for (const res of [
      await info(other, qr.code),
      await decide(other, 'Confirm', { code: qr.code }),
      await decide(other, 'Reject', { code: qr.code }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 8,
        msg: 'Another account has scanned this QR code; refresh it on the computer',
      });
    }
    expect(await rowOf(qr.code)).toMatchObject({ state: 'scanned', gscode: '001' });
  });

  it('gives no session when the user is disabled between the confirmation and the poll', async () => {
    const phone = await ctx.login('002', 'viewer');
    const qr = await issue();
    await decide(phone, 'Confirm', { code: qr.code });
    await ctx.db.execute(sql`update users set status = 0 where id = ${phone.ID}`);
    const {
      rows: [{ n: before }],
    } = await ctx.db.execute(sql`select count(*)::int as n from sessions where user_id = ${phone.ID}`);
    const res = await poll(qr.pollKey);
    expect(res.json()).toMatchObject({ code: 8, data: null, msg: 'This account is disabled; ask your administrator' });
    const {
      rows: [{ n: after }],
    } = await ctx.db.execute(sql`select count(*)::int as n from sessions where user_id = ${phone.ID}`);
    expect(after).toBe(before);
    expect((await poll(qr.pollKey)).json().data).toEqual({ state: 'used', user: null });
    const { rows } = await ctx.db.execute(
      sql`select reason from login_log where gscode = '002' and user_name = 'viewer' and reason like 'qr%' order by id`,
    );
    expect(rows.map((r) => r.reason)).toEqual(['qr_confirmed', 'qr_refused', 'qr_refused']);
  });

  it('refuses an unknown code to the phone', async () => {
    const phone = await ctx.login('001', 'admin');
    const res = await info(phone, randomBytes(16).toString('base64url'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 8,
      msg: 'This QR code is not valid; refresh it on the computer and scan it again',
    });
  });
});

describe('describeUserAgent', () => {
  it('names the common browsers and systems', () => {
    expect(describeUserAgent(DESKTOP_UA)).toEqual({ browser: 'Chrome 142', os: 'Windows' });
    expect(describeUserAgent(PHONE_UA)).toEqual({ browser: 'Safari 18', os: 'iOS' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
      ),
    ).toEqual({ browser: 'Edge 142', os: 'Windows' });
    expect(
      describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({ browser: 'Firefox 133', os: 'macOS' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30)',
      ),
    ).toEqual({ browser: 'WeChat 8', os: 'Android' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
  });
});
