import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';

/**
 * Desktop-software sign-in (issue 14 #2): an administrator's keys (created for one enabled
 * account of the branch, shown once, only the hash kept, revoked), the public token call of spec §7
 * and the single-use exchange. Refusals: a missing, unknown or revoked key, a disabled account, a
 * reused, expired or revoked token, two exchanges at once, another branch's account or key, no mark.
 */
let ctx: TestContext;
type Headers = Record<string, string>;
type Row = Record<string, any>;
const { q } = testCalls(() => ctx);
const en = { 'accept-language': 'en' };
const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...en, ...headers } });
const post = (url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...en, ...headers }, payload });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const KEYS = '/api/Setting/SoftKeys';
const CREATE = '/api/Setting/CreateSoftKey';
const REVOKE = '/api/Setting/RevokeSoftKey';
const TOKEN = '/SoftLogin.ashx/get_LoginToken';
const EXCHANGE = '/api/LAdmin/SoftwareLogin';

let admin: Headers;
let admin2: Headers;
let operator: Headers;
const ids: Record<string, number> = {};

const ok = async (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
};
const createKey = async (userId: number, name = 'Front desk PC', headers = admin) =>
  (await ok(await post(CREATE, headers, { name, userId }))) as { key: string; row: Row };
const mint = async (key: string) =>
  (await ok(await get(TOKEN, { 'x-api-key': key }))) as { token: string; expiresAt: string; url: string };
const exchange = (token: string) => post(EXCHANGE, {}, { token });
const lastSoftwareLog = async () =>
  (
    await q(
      `select gscode, user_name, success, reason, user_agent from login_log where reason like 'software%' order by id desc limit 1`,
    )
  )[0];
const snapshot = async () =>
  JSON.stringify(await q(`select * from soft_keys order by id`)) +
  JSON.stringify(await q(`select * from soft_tokens order by token_hash`));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  admin2 = (await ctx.login('002', 'admin')).headers;
  operator = (await ctx.login('001', 'operator')).headers;
  for (const r of await q<{ id: number; gscode: string; user_name: string }>(`select id, gscode, user_name from users`))
    ids[`${r.gscode}/${r.user_name}`] = r.id;
});
afterAll(() => ctx?.close());

describe('keys on /system/setting', () => {
  it('creates a key for an account of the branch, shows it once and keeps only its hash', async () => {
    const { key, row } = await createKey(ids['001/operator']);
    expect(key).toMatch(/^bo_sk_[A-Za-z0-9_-]{43}$/);
    expect(row).toMatchObject({
      name: 'Front desk PC',
      userId: ids['001/operator'],
      userName: 'operator',
      prefix: key.slice(0, 12),
      createdBy: 'admin',
      lastUsedAt: null,
      revokedAt: null,
    });
    const stored = await q(`select * from soft_keys where id = $1`, [row.id]);
    expect(stored[0].key_hash).toBe(sha256(key));
    expect(JSON.stringify(stored)).not.toContain(key);

    const list = await ok(await get(KEYS, admin));
    expect(list.keys[0]).toEqual(row);
    expect(JSON.stringify(list)).not.toContain(key);
    expect(list.accounts.map((a: Row) => a.userName)).toEqual(['admin', 'operator', 'viewer']);

    const [log] = await q(
      `select outcome, action, target_id, diff from operation_log where path = $1 order by id desc limit 1`,
      [CREATE],
    );
    expect(log).toMatchObject({ outcome: 'ok', action: 'create desktop software key', target_id: String(row.id) });
    expect(log.diff).toMatchObject({
      name: [null, 'Front desk PC'],
      account: [null, 'operator'],
      prefix: [null, row.prefix],
    });
    expect(JSON.stringify(log)).not.toContain(key);
  });

  it("refuses another branch's account, a disabled or unknown one, and bad names; nothing stored", async () => {
    const before = await snapshot();
    for (const userId of [ids['002/operator'], 999999]) {
      const res = await post(CREATE, admin, { name: 'x', userId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 8, msg: 'Choose an enabled account of this branch' });
    }
    await q(`update users set status = 0 where id = $1`, [ids['001/viewer']]);
    expect((await post(CREATE, admin, { name: 'x', userId: ids['001/viewer'] })).statusCode).toBe(404);
    await q(`update users set status = 1 where id = $1`, [ids['001/viewer']]);
    for (const name of ['', '   ', 'x'.repeat(51)]) {
      const res = await post(CREATE, admin, { name, userId: ids['001/operator'] });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().msg).toMatch(/Name/);
    }
    expect((await post(CREATE, admin, { name: 'x', userId: ids['001/operator'], gscode: '002' })).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
    const [log] = await q(`select outcome from operation_log where path = $1 order by id desc limit 1`, [CREATE]);
    expect(log.outcome).toBe('denied');
  });

  it('refuses the key calls without softkey:edit, and keeps each branch to its own keys', async () => {
    const { row } = await createKey(ids['001/admin'], 'Office');
    const before = await snapshot();
    expect((await get(KEYS, operator)).statusCode).toBe(403);
    expect((await post(CREATE, operator, { name: 'mine', userId: ids['001/operator'] })).statusCode).toBe(403);
    expect((await post(REVOKE, operator, { id: row.id })).statusCode).toBe(403);
    expect((await get(KEYS)).json().code).toBe(7);

    expect((await ok(await get(KEYS, admin2))).keys.map((k: Row) => k.id)).not.toContain(row.id);
    const res = await post(REVOKE, admin2, { id: row.id });
    expect(res.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe('the desktop software signs in', () => {
  it("gets a 60 s token with its key (header or query), and the page exchanges it for the key's account", async () => {
    const { key, row } = await createKey(ids['001/operator'], 'Shipping PC');
    const res = await get(TOKEN, { 'x-api-key': key, 'user-agent': 'CardDesk/3.1' });
    const data = await ok(res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.url).toBe(`/softwarelogin?token=${data.token}`);
    const ttl = Date.parse(data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(30_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    const [stored] = await q(`select * from soft_tokens where key_id = $1`, [row.id]);
    expect(stored.token_hash).toBe(sha256(data.token));
    expect(JSON.stringify(await q(`select * from soft_tokens`))).not.toContain(data.token);
    expect((await ok(await get(KEYS, admin))).keys.find((k: Row) => k.id === row.id).lastUsedAt).not.toBeNull();

    // The query parameter works too (the spec's "query params").
    expect((await ok(await get(`${TOKEN}?key=${encodeURIComponent(key)}`))).token).not.toBe(data.token);

    const user = await ok(
      await ctx.app.inject({
        method: 'POST',
        url: EXCHANGE,
        headers: { 'user-agent': 'Chrome' },
        payload: { token: data.token },
      }),
    );
    expect(user).toMatchObject({ gscode: '001', userName: 'operator', ID: ids['001/operator'] });
    expect(user.token).toMatch(/.{40,}/);
    const display = await get('/api/Setting/Display', { 'x-token': user.token, 'x-user-id': String(user.ID) });
    expect(display.json().code).toBe(0);
    expect(await lastSoftwareLog()).toMatchObject({
      gscode: '001',
      user_name: 'operator',
      success: true,
      reason: 'software',
    });
    expect((await lastSoftwareLog()).user_agent).toContain(row.prefix);
  });

  it("can only ever sign in as the key's own account: naming another account or branch changes nothing", async () => {
    const { key } = await createKey(ids['001/operator'], 'Counter');
    const t = await ok(
      await get(`${TOKEN}?gscode=002&username=admin&userId=${ids['002/admin']}`, { 'x-api-key': key }),
    );
    const user = await ok(await exchange(t.token));
    expect(user).toMatchObject({ gscode: '001', userName: 'operator' });
    // A key of branch 002 signs in to its own account only; 001's administrator cannot make one for 002.
    const { key: key2 } = await createKey(ids['002/operator'], 'Hangzhou', admin2);
    const user2 = await ok(await exchange((await mint(key2)).token));
    expect(user2).toMatchObject({ gscode: '002', userName: 'operator' });
  });

  it('refuses a missing or unknown key (403)', async () => {
    const before = await snapshot();
    const none = await get(TOKEN);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      code: 8,
      msg: "No key: send the desktop software's key in the x-api-key header",
    });
    const wrong = await get(TOKEN, { 'x-api-key': 'bo_sk_nothing' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 8,
      msg: 'The key is not valid: check the key entered in the desktop software',
    });
    expect((await get(`${TOKEN}?key=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a token used before, in its own words, and logs it', async () => {
    const { key } = await createKey(ids['001/operator']);
    const { token } = await mint(key);
    await ok(await exchange(token));
    const again = await exchange(token);
    // Refused like a wrong password: code 8 with HTTP 200.
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe(8);
    expect(again.json()).toMatchObject({
      code: 8,
      msg: 'This sign-in link has already been used (each works once); open a new one from the desktop software',
    });
    expect(await lastSoftwareLog()).toMatchObject({
      gscode: '001',
      user_name: 'operator',
      success: false,
      reason: 'software_refused',
    });
    const cn = await ctx.app.inject({ method: 'POST', url: EXCHANGE, payload: { token } });
    expect(cn.json().msg).toBe('该登录链接已使用过，每个链接只能登录一次，请从桌面客户端重新打开');
  });

  it('refuses an expired token and an unknown one', async () => {
    const { key } = await createKey(ids['001/operator']);
    const { token } = await mint(key);
    await q(`update soft_tokens set expires_at = now() - interval '1 second' where token_hash = $1`, [sha256(token)]);
    const sessions = (await q(`select count(*)::int as n from sessions`))[0].n;
    const res = await exchange(token);
    expect(res.json().code).toBe(8);
    expect(res.json()).toMatchObject({
      code: 8,
      msg: 'This sign-in link has expired (it is valid for 60 seconds); open a new one from the desktop software',
    });
    expect(await lastSoftwareLog()).toMatchObject({ reason: 'software_refused', success: false });
    expect((await exchange('not-a-token')).json()).toMatchObject({
      code: 8,
      msg: 'This sign-in link is not valid; open it again from the desktop software',
    });
    expect((await exchange('')).statusCode).toBe(400);
    expect((await q(`select count(*)::int as n from sessions`))[0].n).toBe(sessions);
  });

  it('refuses a revoked key, and the tokens it got before', async () => {
    const { key, row } = await createKey(ids['001/operator'], 'Old laptop');
    const { token } = await mint(key);
    const revoked = await ok(await post(REVOKE, admin, { id: row.id }));
    expect(revoked.revokedAt).not.toBeNull();
    // Revoking again changes nothing.
    expect((await ok(await post(REVOKE, admin, { id: row.id }))).revokedAt).toBe(revoked.revokedAt);
    const [log] = await q(
      `select outcome, diff from operation_log where path = $1 and outcome = 'ok' order by id asc limit 1`,
      [REVOKE],
    );
    expect(log.diff.revokedAt[0]).toBeNull();

    const res = await exchange(token);
    expect(res.json().code).toBe(8);
    expect(res.json().msg).toBe(
      "The desktop software's key was revoked, so this link cannot sign you in; sign in with your account",
    );
    const again = await get(TOKEN, { 'x-api-key': key });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      code: 8,
      msg: 'This key was revoked by an administrator; ask them for a new one',
    });
    expect(await lastSoftwareLog()).toMatchObject({ gscode: '001', user_name: 'operator', reason: 'software_refused' });
  });

  it("refuses a disabled account's key (403), and its token minted before", async () => {
    const { key } = await createKey(ids['001/viewer'], 'Viewer PC');
    const { token } = await mint(key);
    await q(`update users set status = 0 where id = $1`, [ids['001/viewer']]);
    try {
      const res = await get(TOKEN, { 'x-api-key': key });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 8, msg: "The key's account or branch is disabled" });
      const ex = await exchange(token);
      expect(ex.statusCode).toBe(403);
      expect(ex.json().code).toBe(8);
    } finally {
      await q(`update users set status = 1 where id = $1`, [ids['001/viewer']]);
    }
  });

  it('lets only one of two simultaneous exchanges of a token through: one session', async () => {
    const { key } = await createKey(ids['001/operator']);
    const { token } = await mint(key);
    const count = async () =>
      (await q(`select count(*)::int as n from sessions where user_id = $1`, [ids['001/operator']]))[0].n;
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(token)));
    expect(answers.filter((r) => r.json().code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 8)).toHaveLength(5);
    expect(await count()).toBe(before + 1);
  });
});
