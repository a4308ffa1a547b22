import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInSeedUsers, type TestContext } from '../../../test/context.js';
import { inWords, testCalls, type Headers } from '../../../test/calls.js';

/**
 * Shop accounts (issue 12 #2): Users, Register, Getzhuser, getCustomerUser,
 * accountBindingClient and SetShopAccountStatus, each in the session's branch only, each
 * refusal changing nothing, and the operation log of every write (never a password).
 */
let ctx: TestContext;
const { q, get, post, ok } = testCalls(() => ctx);
const list = async (headers: Headers, body: object = {}) => {
  const res = await post('/api/UManage/Users', headers, { pageSize: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Record<string, any>[]; total: number };
};
const names = async (headers: Headers, body: object = {}) => (await list(headers, body)).list.map((r) => r.userName);
/** The rows of the tables these calls write, as text: a refused write changes none of them. */
const snapshot = async () =>
  JSON.stringify(
    await q(
      `select (select json_agg(m order by id) from members m) as members, (select json_agg(p order by member_id) from promoters p) as promoters`,
    ),
  );
const memberOf = async (gscode: string, userName: string) =>
  (
    await q(`select id, client_id, status, version, password_hash from members where gscode = $1 and user_name = $2`, [
      gscode,
      userName,
    ])
  )[0];

let admin: Headers;
let admin2: Headers;
let operator: Headers;
let viewer: Headers;
const GOOD = 'Kx9#mPq2vL';
const ids: Record<string, number> = {};

async function addClient(gscode: string, guestcode: string, guestname: string, status = 1) {
  const [{ id }] = await q<{ id: number }>(
    `insert into clients (gscode, guestcode, guestname, longname, status) values ($1, $2, $3, $3 || ' 有限公司', $4) returning id`,
    [gscode, guestcode, guestname, status],
  );
  return id;
}
async function addMember(
  gscode: string,
  userName: string,
  fields: {
    clientId?: number | null;
    openid?: string;
    nickname?: string;
    mobile?: string;
    status?: number;
    createdAt?: string;
    lastLogin?: string;
  } = {},
) {
  const [{ id }] = await q<{ id: number }>(
    `insert into members (gscode, user_name, client_id, wx_openid, nickname, mobile, status, created_at, last_login_at)
     values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()), $9) returning id`,
    [
      gscode,
      userName,
      fields.clientId ?? null,
      fields.openid ?? null,
      fields.nickname ?? '',
      fields.mobile ?? '',
      fields.status ?? 1,
      fields.createdAt ?? null,
      fields.lastLogin ?? null,
    ],
  );
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ admin, admin2, operator, viewer } = await signInSeedUsers(ctx));
  ids.acme = await addClient('001', 'K0001', '蓝天印务');
  ids.beta = await addClient('001', 'K0002', '白云广告');
  ids.off = await addClient('001', 'K0003', '停用客户', 0);
  ids.hz = await addClient('002', 'H0001', '杭州专用客户');
  ids.zhang = await addMember('001', 'zhang01', {
    clientId: ids.acme,
    openid: 'wx-zhang',
    nickname: '张三',
    mobile: '13800000001',
    createdAt: '2026-03-01T02:00:00Z',
    lastLogin: '2026-11-01T02:00:00Z',
  });
  ids.li = await addMember('001', 'li02', {
    openid: 'wx-li',
    nickname: '李四',
    mobile: '13800000002',
    createdAt: '2026-05-10T02:00:00Z',
  });
  ids.wang = await addMember('001', 'wang03', {
    clientId: ids.beta,
    nickname: '王五',
    mobile: '13900000003',
    status: 0,
    createdAt: '2026-07-20T02:00:00Z',
  });
  ids.hzm = await addMember('002', 'hz-only', { clientId: ids.hz, openid: 'wx-hz', nickname: '杭州专用账号' });
  await q(`insert into wechat_followers (gscode, openid, nickname, avatar_url, subscribed) values
           ('001', 'wx-zhang', '微信张三', 'https://thirdwx.example/zhang.png', true),
           ('001', 'wx-li', '微信李四', '', false),
           ('002', 'wx-zhang', '杭州微信昵称', 'https://thirdwx.example/hz.png', true)`);
});
afterAll(() => ctx.close());

describe('Users', () => {
  it("lists the branch's shop accounts with the client, WeChat profile, follower state, dates and status; never a password", async () => {
    const d = await list(admin);
    expect(d.total).toBe(3);
    // Newest registration first.
    expect(d.list.map((r) => r.userName)).toEqual(['wang03', 'li02', 'zhang01']);
    expect(d.list[2]).toEqual({
      id: ids.zhang,
      userName: 'zhang01',
      nickname: '张三',
      mobile: '13800000001',
      wxNickname: '微信张三',
      wxAvatar: 'https://thirdwx.example/zhang.png',
      wxBound: true,
      follower: true,
      client: { id: ids.acme, guestcode: 'K0001', guestname: '蓝天印务' },
      registeredAt: '2026-03-01T02:00:00.000Z',
      lastLoginAt: '2026-11-01T02:00:00.000Z',
      status: 1,
      promoter: false,
      hasPassword: false,
      version: 0,
    });
    expect(d.list[1]).toMatchObject({
      userName: 'li02',
      wxNickname: '微信李四',
      follower: false,
      wxBound: true,
      client: null,
    });
    expect(d.list[0]).toMatchObject({
      userName: 'wang03',
      wxBound: false,
      follower: false,
      status: 0,
      lastLoginAt: null,
    });
    const body = JSON.stringify(d);
    expect(body).not.toContain('杭州');
    expect(body).not.toMatch(/argon2|password_?hash/i);
  });

  it('filters by words, binding, follower, status and registration days, and sorts', async () => {
    expect(await names(admin, { q: '微信张' })).toEqual(['zhang01']);
    expect(await names(admin, { q: '1390000' })).toEqual(['wang03']);
    expect(await names(admin, { q: 'K0002' })).toEqual(['wang03']);
    expect(await names(admin, { q: '%' })).toEqual([]);
    expect(await names(admin, { bound: 'bound', sort: 'userName', order: 'asc' })).toEqual(['wang03', 'zhang01']);
    expect(await names(admin, { bound: 'unbound' })).toEqual(['li02']);
    expect(await names(admin, { follower: 'yes' })).toEqual(['zhang01']);
    expect(await names(admin, { follower: 'no' })).toEqual(['wang03', 'li02']);
    expect(await names(admin, { status: '0' })).toEqual(['wang03']);
    expect(await names(admin, { status: '1,0' })).toHaveLength(3);
    // Days are the branch's (Asia/Shanghai): 2026-05-10 02:00 UTC is 10:00 there.
    expect(await names(admin, { from: '2026-05-10', to: '2026-05-10' })).toEqual(['li02']);
    expect(await names(admin, { from: '2026-05-11' })).toEqual(['wang03']);
    expect(await names(admin, { sort: 'userName', order: 'asc' })).toEqual(['li02', 'wang03', 'zhang01']);
    expect(await names(admin, { sort: 'lastLogin', order: 'desc' })).toEqual(['zhang01', 'wang03', 'li02']);
    expect((await names(admin, { sort: 'client', order: 'asc' })).slice(0, 2)).toEqual(['zhang01', 'wang03']);
    expect(await names(admin, { page: 2, pageSize: 10 })).toEqual([]);
  });

  it('answers bad input with HTTP 400 naming the field', async () => {
    for (const [body, field] of [
      [{ status: '2' }, 'status'],
      [{ sort: 'password' }, 'sort'],
      [{ q: 'x'.repeat(51) }, 'q'],
      [{ pageSize: 7 }, 'pageSize'],
      [{ bound: 'maybe' }, 'bound'],
      [{ follower: 'true' }, 'follower'],
      [{ from: '2026-02-30' }, 'from'],
    ] as const) {
      const res = await post('/api/UManage/Users', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg, JSON.stringify(body)).toContain(inWords(field));
    }
  });

  it("needs the page's mark, and never shows another branch's accounts", async () => {
    expect((await post('/api/UManage/Users', viewer, {})).statusCode).toBe(403);
    expect((await post('/api/UManage/Users', operator, {})).statusCode).toBe(200);
    const other = await list(admin2);
    expect(other.list.map((r) => r.userName)).toEqual(['hz-only']);
    // The follower of the same openid in 002 is 002's: 001's account shows 001's follower only.
    expect(other.list[0]).toMatchObject({ wxNickname: '', follower: false });
  });
});

describe('Getzhuser and getCustomerUser', () => {
  it('looks up by name, mobile or nickname, names starting with the words first, at most 20, in the branch only', async () => {
    const found = (await get(`/api/UManage/Getzhuser?q=${encodeURIComponent('0')}`, admin)).json().data as Record<
      string,
      any
    >[];
    expect(found.map((r) => r.userName)).toEqual(['li02', 'wang03', 'zhang01']);
    expect(found[2]).toEqual({
      id: ids.zhang,
      userName: 'zhang01',
      nickname: '张三',
      mobile: '13800000001',
      status: 1,
      promoter: false,
      guestcode: 'K0001',
      guestname: '蓝天印务',
    });
    const li = (await get('/api/UManage/Getzhuser?q=li', admin)).json().data as Record<string, any>[];
    expect(li[0].userName).toBe('li02');
    expect(
      (await get(`/api/UManage/Getzhuser?q=${encodeURIComponent('王')}`, admin))
        .json()
        .data.map((r: any) => r.userName),
    ).toEqual(['wang03']);
    expect((await get('/api/UManage/Getzhuser?q=hz', admin)).json().data).toEqual([]);
    for (let i = 0; i < 25; i++) await addMember('001', `bulk${String(i).padStart(2, '0')}`);
    const many = (await get('/api/UManage/Getzhuser?q=bulk', admin)).json().data;
    expect(many).toHaveLength(20);
    await q(`delete from members where user_name like 'bulk%'`);
    expect((await get('/api/UManage/Getzhuser?q=', admin)).statusCode).toBe(400);
    expect((await get('/api/UManage/Getzhuser?q=li', viewer)).statusCode).toBe(403);
  });

  it("reads one account by name whatever its case; another branch's name is null", async () => {
    const one = (await get('/api/UManage/getCustomerUser?username=ZHANG01', admin)).json();
    expect(one.code).toBe(0);
    expect(one.data).toMatchObject({ id: ids.zhang, userName: 'zhang01', client: { guestcode: 'K0001' } });
    expect((await get('/api/UManage/getCustomerUser?username=hz-only', admin)).json().data).toBeNull();
    expect((await get('/api/UManage/getCustomerUser?username=nobody', admin)).json().data).toBeNull();
    expect((await get('/api/UManage/getCustomerUser', admin)).statusCode).toBe(400);
    expect((await get('/api/UManage/getCustomerUser?username=zhang01', viewer)).statusCode).toBe(403);
  });
});

describe('Register', () => {
  it("refuses a weak password, a bad name or mobile, a taken name whatever its case, another branch's client; changes nothing", async () => {
    const base = { userName: 'chen04', nickname: '陈六', mobile: '138 0000 0004', password: GOOD };
    const cases: [object, number, string][] = [
      [{ ...base, password: 'abc12' }, 400, 'password'],
      [{ ...base, password: 'chen04-2026!' }, 400, 'account name'],
      [{ ...base, password: 'woaini1314' }, 400, 'too common'],
      [{ ...base, userName: '陈六' }, 400, 'userName'],
      [{ ...base, userName: 'x' }, 400, 'userName'],
      [{ ...base, mobile: 'call me' }, 400, 'mobile'],
      [{ ...base, extra: 1 }, 400, 'extra'],
      [{ ...base, password: undefined }, 400, 'password'],
      [{ ...base, userName: 'ZHANG01' }, 409, 'already has the shop account "zhang01"'],
      [{ ...base, guestcode: 'H0001' }, 404, 'no client with the number H0001'],
      [{ ...base, guestcode: 'K0003' }, 409, 'disabled'],
    ];
    const before = await snapshot();
    for (const [payload, status, words] of cases) {
      const res = await post('/api/UManage/Register', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().msg, JSON.stringify(payload)).toContain(inWords(words));
    }
    expect(await snapshot()).toBe(before);
  });

  it('needs account:edit', async () => {
    const res = await post('/api/UManage/Register', operator, { userName: 'chen04', password: GOOD });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('Edit account');
    expect(await memberOf('001', 'chen04')).toBeUndefined();
  });

  it('registers an account bound to a client, stores an argon2id hash, and logs it without the password', async () => {
    const d = await ok('/api/UManage/Register', admin, {
      userName: 'chen04',
      nickname: '陈六',
      mobile: '138 0000 0004',
      password: GOOD,
      guestcode: 'K0001',
    });
    expect(d).toEqual({ id: expect.any(Number), userName: 'chen04' });
    const row = (await list(admin, { q: 'chen04' })).list[0];
    expect(row).toMatchObject({
      id: d.id,
      nickname: '陈六',
      mobile: '138 0000 0004',
      client: { guestcode: 'K0001' },
      status: 1,
      hasPassword: true,
      wxBound: false,
    });
    expect((await memberOf('001', 'chen04')).password_hash).toMatch(/^\$argon2id\$/);
    const op = (
      await q(
        `select target_id, outcome, diff from operation_log where path = '/api/UManage/Register' and outcome = 'ok' order by id desc limit 1`,
      )
    )[0];
    expect(op.target_id).toBe(String(d.id));
    expect(op.diff).toMatchObject({ userName: [null, 'chen04'], client: [null, 'K0001'], password: [null, '***'] });
    const logged = JSON.stringify(await q(`select * from operation_log`));
    expect(logged).not.toContain(GOOD);
    expect(logged).not.toContain('argon2');
    // Another branch's names are its own: 002 may have a chen04 too.
    await ok('/api/UManage/Register', admin2, { userName: 'chen04', password: GOOD });
  });

  it('two registrations of one name in different cases at once: one wins, the other is told the name is taken', async () => {
    const answers = await Promise.all(
      ['Zhou05', 'zhou05'].map((userName) => post('/api/UManage/Register', admin, { userName, password: GOOD })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      (await q(`select count(*)::int as n from members where gscode = '001' and lower(user_name) = 'zhou05'`))[0].n,
    ).toBe(1);
  });
});

describe('accountBindingClient', () => {
  it('binds and unbinds, bumping the version, audited with before and after', async () => {
    const li = await memberOf('001', 'li02');
    const bound = await ok('/api/UManage/accountBindingClient', admin, {
      id: ids.li,
      version: li.version,
      guestcode: 'K0002',
    });
    expect(bound).toEqual({
      id: ids.li,
      version: li.version + 1,
      status: 1,
      client: { id: ids.beta, guestcode: 'K0002', guestname: '白云广告' },
    });
    expect((await memberOf('001', 'li02')).client_id).toBe(ids.beta);
    let op = (
      await q(
        `select target_id, outcome, diff from operation_log where path = '/api/UManage/accountBindingClient' order by id desc limit 1`,
      )
    )[0];
    expect(op).toMatchObject({ target_id: String(ids.li), outcome: 'ok', diff: { client: [null, 'K0002'] } });
    const moved = await ok('/api/UManage/accountBindingClient', admin, {
      id: ids.li,
      version: bound.version,
      guestcode: 'K0001',
    });
    expect(moved.client.guestcode).toBe('K0001');
    op = (
      await q(
        `select diff from operation_log where path = '/api/UManage/accountBindingClient' order by id desc limit 1`,
      )
    )[0];
    expect(op.diff).toEqual({ client: ['K0002', 'K0001'] });
    const unbound = await ok('/api/UManage/accountBindingClient', admin, {
      id: ids.li,
      version: moved.version,
      guestcode: null,
    });
    expect(unbound.client).toBeNull();
    expect((await memberOf('001', 'li02')).client_id).toBeNull();
    // Unbinding again changes nothing and keeps the version.
    expect(
      (await ok('/api/UManage/accountBindingClient', admin, { id: ids.li, version: unbound.version, guestcode: null }))
        .version,
    ).toBe(unbound.version);
  });

  it("refuses a stale version (409), another branch's account or client, a disabled client, a missing mark; changes nothing", async () => {
    const li = await memberOf('001', 'li02');
    const before = await snapshot();
    const cases: [Headers, object, number, string][] = [
      [admin, { id: ids.li, version: li.version + 5, guestcode: 'K0001' }, 409, 'changed by someone else'],
      [admin, { id: ids.hzm, version: 0, guestcode: 'K0001' }, 404, 'not found'],
      [admin, { id: ids.li, version: li.version, guestcode: 'H0001' }, 404, 'no client with the number H0001'],
      [admin2, { id: ids.li, version: li.version, guestcode: 'H0001' }, 404, 'not found'],
      [admin, { id: ids.li, version: li.version, guestcode: 'K0003' }, 409, 'disabled'],
      [admin, { id: ids.li, version: li.version, guestcode: 'NOPE' }, 404, 'NOPE'],
      [admin, { id: ids.li, guestcode: 'K0001' }, 400, 'version'],
      [admin, { id: ids.li, version: li.version }, 400, 'guestcode'],
      [admin, { id: 0, version: 0, guestcode: 'K0001' }, 400, 'id'],
      [operator, { id: ids.li, version: li.version, guestcode: 'K0001' }, 403, 'Edit account'],
    ];
    for (const [headers, payload, status, words] of cases) {
      const res = await post('/api/UManage/accountBindingClient', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().msg, JSON.stringify(payload)).toContain(inWords(words));
    }
    expect(await snapshot()).toBe(before);
    const denied = await q(
      `select outcome from operation_log where path = '/api/UManage/accountBindingClient' and target_id = $1 and outcome = 'denied'`,
      [String(ids.hzm)],
    );
    expect(denied.length).toBeGreaterThanOrEqual(1);
  });

  it('two operators binding one account to two clients at once: one wins, the other gets 409', async () => {
    const li = await memberOf('001', 'li02');
    const answers = await Promise.all(
      ['K0001', 'K0002'].map((guestcode) =>
        post('/api/UManage/accountBindingClient', admin, { id: ids.li, version: li.version, guestcode }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().data;
    const after = await memberOf('001', 'li02');
    expect(after.client_id).toBe(winner.client.id);
    expect(after.version).toBe(li.version + 1);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().msg).toContain('"li02" was changed by someone else');
  });
});

describe('SetShopAccountStatus', () => {
  it('disables and enables with the version the user saw; a stale one is 409; audited', async () => {
    const z = await memberOf('001', 'zhang01');
    const off = await ok('/api/UManage/SetShopAccountStatus', admin, { id: ids.zhang, version: z.version, status: 0 });
    expect(off).toMatchObject({ id: ids.zhang, status: 0, version: z.version + 1 });
    expect((await list(admin, { q: 'zhang01' })).list[0].status).toBe(0);
    const op = (
      await q(
        `select target_id, diff from operation_log where path = '/api/UManage/SetShopAccountStatus' order by id desc limit 1`,
      )
    )[0];
    expect(op).toEqual({ target_id: String(ids.zhang), diff: { status: [1, 0] } });
    const stale = await post('/api/UManage/SetShopAccountStatus', admin, {
      id: ids.zhang,
      version: z.version,
      status: 1,
    });
    expect(stale.statusCode).toBe(409);
    await ok('/api/UManage/SetShopAccountStatus', admin, { id: ids.zhang, version: off.version, status: 1 });
    expect((await memberOf('001', 'zhang01')).status).toBe(1);
  });

  it("refuses another branch's account, a bad status and a missing mark", async () => {
    const before = await snapshot();
    expect(
      (await post('/api/UManage/SetShopAccountStatus', admin, { id: ids.hzm, version: 0, status: 0 })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/UManage/SetShopAccountStatus', admin, { id: ids.zhang, version: 0, status: 2 })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/UManage/SetShopAccountStatus', operator, { id: ids.zhang, version: 0, status: 0 })).statusCode,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});
