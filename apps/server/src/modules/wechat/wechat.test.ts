import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CONTENT_TYPE, ExportFrameDecoder, type DecodedFrame, type ReloadResult } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import type { WeChatProfile } from './adapter.js';
import { WeChatStandIn, type StandInAccount } from './stand-in.js';

/**
 * WeChat followers (issue 12 #3): GetWxuser, weChatBindingClient, weChatUnBundingClient,
 * ReloadSubscribe and ReloadWxuser, in the session's branch only, against the stand-in speaking
 * WeChat's protocol; every WeChat failure is a message and changes nothing. The reloads answer in
 * export frames (contract list.ts): progress as WeChat is read, then the result or the message.
 */
let ctx: TestContext;
let standIn: WeChatStandIn;
const { q, post, ok } = testCalls(() => ctx);
/** A reload's answer: its frames, whole (a refusal before them is JSON: see `post`). */
const reload = async (url: string, headers: Headers) => {
  const res = await post(url, headers, {});
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPE);
  const decoder = new ExportFrameDecoder<ReloadResult>();
  const frames: DecodedFrame<ReloadResult>[] = decoder.push(res.rawPayload);
  expect(decoder.buffered).toBe(0);
  const progress = frames.flatMap((f) => (f.kind === 'progress' ? [f.value] : []));
  const last = frames.at(-1)!;
  // Progress frames first, then exactly one last frame: end or error.
  expect(
    frames.slice(0, -1).every((f) => f.kind === 'progress'),
    JSON.stringify(frames),
  ).toBe(true);
  expect(['end', 'error']).toContain(last.kind);
  return { progress, last };
};
/** A reload that succeeded: its progress and result. */
const reloaded = async (url: string, headers: Headers) => {
  const { progress, last } = await reload(url, headers);
  if (last.kind !== 'end') throw new Error(`${url} failed: ${JSON.stringify(last)}`);
  return { progress, result: last.value };
};
/** A reload that failed: its progress and the message of its error frame. */
const failed = async (url: string, headers: Headers) => {
  const { progress, last } = await reload(url, headers);
  if (last.kind !== 'error') throw new Error(`${url} did not fail: ${JSON.stringify(last)}`);
  return { progress, msg: last.value.msg };
};
const auditOf = async (action: string) =>
  (
    await q<{ outcome: string }>(`select outcome from operation_log where action = $1 order by id desc limit 1`, [
      action,
    ])
  )[0]?.outcome;
const list = async (headers: Headers, filters: Record<string, string> = {}) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/UManage/GetWxuser?${new URLSearchParams({ pageSize: '500', ...filters })}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Record<string, any>[]; total: number };
};
const followers = () =>
  q(
    `select gscode, openid, nickname, remark, subscribed, client_id, version, refreshed_at from wechat_followers order by gscode, openid`,
  );
const snapshot = async () => JSON.stringify(await followers());
const followerId = async (gscode: string, openid: string) =>
  (
    await q<{ id: number; version: number }>(
      `select id, version from wechat_followers where gscode = $1 and openid = $2`,
      [gscode, openid],
    )
  )[0];

/** What the stand-in's WeChat knows for branch 001's official account: 250 followers, two of the console's left. */
const users: WeChatProfile[] = [
  {
    openid: 'o-zhang',
    subscribe: 1,
    nickname: '张三',
    headimgurl: 'https://thirdwx.example/z.png',
    remark: '老客户',
    subscribe_time: 1_760_000_000,
  },
  { openid: 'o-li', subscribe: 0 },
  ...Array.from({ length: 249 }, (_, i): WeChatProfile => ({
    openid: `o-new-${String(i).padStart(3, '0')}`,
    subscribe: 1,
    nickname: `粉丝${i}`,
    subscribe_time: 1_761_000_000 + i,
  })),
];
const accounts: Record<string, StandInAccount> = { 'wx-t-001': { secret: 's-001', users } };

let admin: Headers;
let admin2: Headers;
let operator: Headers;
const clients: Record<string, number> = {};

beforeAll(async () => {
  // Pages of a hundred followers (WeChat's are 10,000), so the list's progress shows page by page.
  standIn = new WeChatStandIn(async (appId) => accounts[appId] ?? null, { usersPerPage: 100 });
  const base = await standIn.start();
  ctx = await createTestContext({ WECHAT_API_BASE: base, WECHAT_TIMEOUT_MS: '300' });
  admin = (await ctx.login('001', 'admin')).headers;
  admin2 = (await ctx.login('002', 'admin')).headers;
  operator = (await ctx.login('001', 'operator')).headers;
  for (const [key, gscode, code, status] of [
    ['acme', '001', 'W0001', 1],
    ['beta', '001', 'W0002', 1],
    ['off', '001', 'W0003', 0],
    ['hz', '002', 'HW001', 1],
  ] as const) {
    clients[key] = (
      await q<{ id: number }>(
        `insert into clients (gscode, guestcode, guestname, longname, status) values ($1, $2, $3, $3, $4) returning id`,
        [gscode, code, `客户${code}`, status],
      )
    )[0].id;
  }
  await q(
    `insert into wechat_config (gscode, app_id, app_secret) values ('001', 'wx-t-001', 's-001') on conflict (gscode) do update set app_id = excluded.app_id, app_secret = excluded.app_secret`,
  );
  await q(`delete from wechat_config where gscode = '002'`);
  await q(`insert into members (gscode, user_name, wx_openid) values ('001', 'zhang-shop', 'o-zhang')`);
  await q(
    `insert into wechat_followers (gscode, openid, nickname, subscribed, subscribed_at, client_id) values
           ('001', 'o-zhang', '', true, '2026-01-05T02:00:00Z', null),
           ('001', 'o-li', '李四', true, '2026-02-05T02:00:00Z', $1),
           ('002', 'o-zhang', '杭州的粉丝', true, '2026-03-05T02:00:00Z', $2)`,
    [clients.acme, clients.hz],
  );
});
afterAll(async () => {
  await ctx?.close();
  await standIn?.stop();
});

describe('GetWxuser', () => {
  it("lists the branch's followers with their client and shop account, and filters them", async () => {
    const d = await list(admin);
    expect(d.list.map((r) => r.openid)).toEqual(['o-li', 'o-zhang']);
    expect(d.list[0]).toMatchObject({
      nickname: '李四',
      subscribed: true,
      client: { guestcode: 'W0001' },
      account: null,
    });
    expect(d.list[1]).toMatchObject({ client: null, account: 'zhang-shop' });
    expect((await list(admin, { bound: 'bound' })).list.map((r) => r.openid)).toEqual(['o-li']);
    expect((await list(admin, { q: 'W0001' })).list.map((r) => r.openid)).toEqual(['o-li']);
    expect((await list(admin2)).list.map((r) => r.nickname)).toEqual(['杭州的粉丝']);
  });
});

describe('binding', () => {
  it('binds with the version seen; of two operators binding one follower at once, one wins and the other is told', async () => {
    const f = await followerId('001', 'o-zhang');
    const [a, b] = await Promise.all([
      post('/api/UManage/weChatBindingClient', admin, { id: f.id, version: f.version, guestcode: 'W0001' }),
      post('/api/UManage/weChatBindingClient', admin, { id: f.id, version: f.version, guestcode: 'W0002' }),
    ]);
    const codes = [a, b].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().msg).toMatch(/changed by someone else meanwhile/);
    const won = (a.statusCode === 200 ? a : b).json().data;
    expect(won.version).toBe(f.version + 1);
    const now = await followerId('001', 'o-zhang');
    expect(now.version).toBe(f.version + 1);

    const unbound = await ok('/api/UManage/weChatUnBundingClient', admin, { id: f.id, version: now.version });
    expect(unbound).toMatchObject({ client: null, version: now.version + 1 });
  });

  it("refuses another branch's follower or client, a disabled client and a role without wechat:edit, changing nothing", async () => {
    const before = await snapshot();
    const mine = await followerId('001', 'o-li');
    const theirs = await followerId('002', 'o-zhang');
    expect(
      (
        await post('/api/UManage/weChatBindingClient', admin, {
          id: theirs.id,
          version: theirs.version,
          guestcode: 'W0001',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/UManage/weChatUnBundingClient', admin, { id: theirs.id, version: theirs.version })).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/UManage/weChatBindingClient', admin, {
          id: mine.id,
          version: mine.version,
          guestcode: 'HW001',
        })
      ).statusCode,
    ).toBe(404);
    const off = await post('/api/UManage/weChatBindingClient', admin, {
      id: mine.id,
      version: mine.version,
      guestcode: 'W0003',
    });
    expect(off.statusCode).toBe(409);
    expect(
      (
        await post('/api/UManage/weChatBindingClient', operator, {
          id: mine.id,
          version: mine.version,
          guestcode: 'W0002',
        })
      ).statusCode,
    ).toBe(403);
    expect((await post('/api/UManage/ReloadSubscribe', operator, {})).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe('reloads from WeChat', () => {
  it('says so when the branch has no official account set up, changing nothing', async () => {
    const before = await snapshot();
    const res = await post('/api/UManage/ReloadSubscribe', admin2, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/not set up/);
    expect(await snapshot()).toBe(before);
  });

  it('a WeChat error code or no answer is an error frame with a message and changes nothing', async () => {
    const before = await snapshot();
    standIn.fail({ errcode: 45009, errmsg: 'api freq out of limit' });
    let res = await failed('/api/UManage/ReloadWxuser', admin);
    expect(res.msg).toBe('WeChat refused the request (error code 45009); nothing was changed');
    expect(await auditOf('reload follower profiles')).toBe('error');
    standIn.fail('silence');
    res = await failed('/api/UManage/ReloadSubscribe', admin);
    expect(res.msg).toBe('WeChat did not answer in time; nothing was changed. Try again later');
    expect(res.progress).toEqual([]);
    standIn.fail(null);
    expect(await snapshot()).toBe(before);
  });

  it('a failure halfway through, after some progress, is an error frame and changes nothing', async () => {
    const before = await snapshot();
    // The list: the first page of a hundred is read, the second refused.
    standIn.fail({ errcode: 45009 }, { after: 1 });
    const list = await failed('/api/UManage/ReloadSubscribe', admin);
    expect(list.progress).toEqual([{ done: 100, total: 250 }]);
    expect(list.msg).toMatch(/error code 45009.*nothing was changed/);
    // The profiles of the two followers the console knows so far: nothing read but the count (more below).
    standIn.fail('silence');
    const profiles = await failed('/api/UManage/ReloadWxuser', admin);
    expect(profiles.progress).toEqual([{ done: 0, total: 2 }]);
    standIn.fail(null);
    expect(await snapshot()).toBe(before);
    expect(await auditOf('reload follower list')).toBe('error');
  });

  it('ReloadSubscribe streams the followers listed page by page up to the total, then adds the new ones and marks those who left; the token is kept and reused', async () => {
    const tokensBefore = standIn.calls['/cgi-bin/token'] ?? 0;
    const { progress, result } = await reloaded('/api/UManage/ReloadSubscribe', admin);
    expect(progress).toEqual([
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ]);
    expect(result).toEqual({ followers: 250, added: 249, left: 1, refreshed: 0 });
    expect(await auditOf('reload follower list')).toBe('ok');
    const rows = await followers();
    expect(rows.filter((r) => r.gscode === '001' && r.subscribed)).toHaveLength(250);
    // o-li left; its binding stays. Branch 002's follower is untouched.
    expect(rows.find((r) => r.gscode === '001' && r.openid === 'o-li')).toMatchObject({
      subscribed: false,
      client_id: clients.acme,
    });
    expect(rows.find((r) => r.gscode === '002')).toMatchObject({ subscribed: true, nickname: '杭州的粉丝' });
    await reloaded('/api/UManage/ReloadSubscribe', admin);
    expect((standIn.calls['/cgi-bin/token'] ?? 0) - tokensBefore).toBeLessThanOrEqual(1);
  });

  it('a failure halfway through the profiles, two batches read, is an error frame and changes nothing', async () => {
    const before = await snapshot();
    standIn.fail({ errcode: 45009 }, { after: 2 });
    const { progress, msg } = await failed('/api/UManage/ReloadWxuser', admin);
    expect(progress).toEqual([
      { done: 0, total: 250 },
      { done: 100, total: 250 },
      { done: 200, total: 250 },
    ]);
    expect(msg).toMatch(/error code 45009/);
    standIn.fail(null);
    expect(await snapshot()).toBe(before);
  });

  it('ReloadWxuser streams the profiles read a hundred at a time up to the total; an expired token is renewed once', async () => {
    const batches = standIn.calls['/cgi-bin/user/info/batchget'] ?? 0;
    const tokens = standIn.calls['/cgi-bin/token'] ?? 0;
    const first = await reloaded('/api/UManage/ReloadWxuser', admin);
    expect(first.progress).toEqual([
      { done: 0, total: 250 },
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ]);
    expect(standIn.calls['/cgi-bin/user/info/batchget'] - batches).toBe(3);
    standIn.fail('expireTokens');
    const { progress, result } = await reloaded('/api/UManage/ReloadWxuser', admin);
    expect(progress).toEqual(first.progress);
    expect(result).toMatchObject({ followers: 250, refreshed: 250, left: 0 });
    // 250 profiles: three calls, plus the one refused with the expired token.
    expect(standIn.calls['/cgi-bin/user/info/batchget'] - batches).toBe(3 + 4);
    expect(standIn.calls['/cgi-bin/token'] - tokens).toBe(1);
    expect(await auditOf('reload follower profiles')).toBe('ok');
    const zhang = (await list(admin, { q: '张三' })).list;
    expect(zhang).toHaveLength(1);
    expect(zhang[0]).toMatchObject({
      openid: 'o-zhang',
      nickname: '张三',
      remark: '老客户',
      avatar: 'https://thirdwx.example/z.png',
      account: 'zhang-shop',
    });
    expect(zhang[0].refreshedAt).not.toBeNull();
  });
});
