import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, signInSeedUsers, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { openSecretBox, SecretBox } from '../../secret-box.js';
import { WeChatStandIn, type StandInAccount } from '../wechat/stand-in.js';

/**
 * WeChat settings (issue 13 #8): GetWechatSetting, SaveWechatSetting and TestWechatConnection, in
 * the session's branch only. Write-only values never leave the server (not in an answer, not in
 * the operation log); "test connection" speaks to a stand-in of WeChat through the one adapter.
 */
let ctx: TestContext;
let standIn: WeChatStandIn;
type Headers = Record<string, string>;
const { q, get, post } = testCalls(() => ctx);
const READ = '/api/Space/GetWechatSetting';
const SAVE = '/api/Space/SaveWechatSetting';
const TEST = '/api/Space/TestWechatConnection';

const OA_ID = 'wx0123456789abcdef';
const OA_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OA_TOKEN = 'ShopToken2026';
const OA_AESKEY = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const MP_ID = 'wxfedcba9876543210';
const MP_SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const NEW_SECRET = 'ffffeeeeddddccccbbbbaaaa99998888';
const ALL_SECRETS = [OA_SECRET, OA_TOKEN, OA_AESKEY, MP_SECRET, NEW_SECRET];

/** What the stand-in's WeChat knows: the official account and the mini-program of branch 001. */
const accounts: Record<string, StandInAccount> = {
  [OA_ID]: { secret: OA_SECRET, users: [] },
  [MP_ID]: { secret: MP_SECRET, users: [] },
};

let admin: Headers;
let admin2: Headers;
let operator: Headers;
let viewer: Headers;

const read = async (headers: Headers) => {
  const res = await get(READ, headers);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: res.json().data as Record<string, any> };
};
const keep = { op: 'keep' } as const;
/** A save body from what the read answered: everything kept, with `patch` over it. */
const bodyFrom = (
  d: Record<string, any>,
  patch: { officialAccount?: object; templates?: object; miniProgram?: object } = {},
) => ({
  version: d.version,
  officialAccount: {
    appId: d.officialAccount.appId,
    appSecret: keep,
    token: keep,
    aesKey: keep,
    ...patch.officialAccount,
  },
  templates: { ...patch.templates },
  miniProgram: { appId: d.miniProgram.appId, appSecret: keep, ...patch.miniProgram },
});
const save = async (headers: Headers, body: object) => {
  const res = await post(SAVE, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return { body: res.body, data: res.json().data as Record<string, any> };
};
/** The rows as stored (secrets encrypted). */
const raw = async (gscode: string) => ({
  cfg:
    (
      await q(`select app_id, app_secret, access_token, token_expires_at from wechat_config where gscode = $1`, [
        gscode,
      ])
    )[0] ?? null,
  doc:
    (await q(`select value, version from branch_documents where gscode = $1 and kind = 'wechat'`, [gscode]))[0] ?? null,
});
/** The rows with their secrets decrypted with the server's key (the key file in its DATA_DIR). */
const stored = async (gscode: string) => {
  const r = await raw(gscode);
  const box = openSecretBox(ctx.config);
  if (r.cfg) r.cfg = { ...r.cfg, app_secret: box.open(r.cfg.app_secret), access_token: box.open(r.cfg.access_token) };
  const v = r.doc?.value;
  if (v?.officialAccount)
    v.officialAccount = { token: box.open(v.officialAccount.token), aesKey: box.open(v.officialAccount.aesKey) };
  if (v?.miniProgram) v.miniProgram = { ...v.miniProgram, appSecret: box.open(v.miniProgram.appSecret) };
  return r;
};
const snapshot = async () => JSON.stringify([await stored('001'), await stored('002')]);
const lastLog = async (action: string) =>
  (
    await q<{ outcome: string; diff: unknown; user_name: string; gscode: string; target_id: string }>(
      `select outcome, diff, user_name, gscode, target_id from operation_log where action = $1 order by id desc limit 1`,
      [action],
    )
  )[0];
const noSecretIn = (text: string) => {
  for (const s of ALL_SECRETS) expect(text, `a secret (${s.slice(0, 4)}…) leaked`).not.toContain(s);
};

beforeAll(async () => {
  standIn = new WeChatStandIn(async (appId) => accounts[appId] ?? null);
  const base = await standIn.start();
  ctx = await createTestContext({ WECHAT_API_BASE: base, WECHAT_TIMEOUT_MS: '300' });
  ({ admin, admin2, operator, viewer } = await signInSeedUsers(ctx));
  await q(`delete from branch_documents where kind = 'wechat'`);
  await q(`delete from wechat_config where gscode in ('001', '002')`);
});
afterAll(async () => {
  await ctx?.close();
  await standIn?.stop();
});
beforeEach(() => standIn.fail(null));

describe('the settings', () => {
  it('reads as not set up before the first save', async () => {
    const { data } = await read(admin);
    expect(data).toMatchObject({
      officialAccount: {
        appId: '',
        appSecret: { set: false, changedAt: null },
        token: { set: false },
        aesKey: { set: false },
      },
      miniProgram: { appId: '', appSecret: { set: false } },
      version: 0,
      updatedAt: null,
    });
    expect(Object.values(data.templates).every((v) => v === '')).toBe(true);
  });

  it('saves everything; neither the answer, the read nor the operation log carries a secret', async () => {
    const { data: d0 } = await read(admin);
    const saved = await save(
      admin,
      bodyFrom(d0, {
        officialAccount: {
          appId: OA_ID,
          appSecret: { op: 'set', value: OA_SECRET },
          token: { op: 'set', value: OA_TOKEN },
          aesKey: { op: 'set', value: OA_AESKEY },
        },
        templates: { orderPlaced: 'tpl-Order_Placed-01', orderShipped: 'SHIP2' },
        miniProgram: { appId: MP_ID, appSecret: { op: 'set', value: MP_SECRET } },
      }),
    );
    noSecretIn(saved.body);
    expect(saved.data).toMatchObject({
      officialAccount: { appId: OA_ID, appSecret: { set: true }, token: { set: true }, aesKey: { set: true } },
      templates: { orderPlaced: 'tpl-Order_Placed-01', orderShipped: 'SHIP2', paymentReceived: '' },
      miniProgram: { appId: MP_ID, appSecret: { set: true } },
      version: 1,
      updatedBy: 'admin',
    });
    expect(saved.data.officialAccount.appSecret.changedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const { body, data } = await read(admin);
    noSecretIn(body);
    expect(data).toEqual(saved.data);
    // Stored where the adapter reads the official account, and in the branch's document.
    const s = await stored('001');
    expect(s.cfg).toMatchObject({ app_id: OA_ID, app_secret: OA_SECRET });
    // Encrypted at rest: no secret in the rows as stored, each write-only value in the sealed format.
    const r = await raw('001');
    noSecretIn(JSON.stringify(r));
    for (const v of [
      r.cfg.app_secret,
      r.doc.value.officialAccount.token,
      r.doc.value.officialAccount.aesKey,
      r.doc.value.miniProgram.appSecret,
    ]) {
      expect(SecretBox.isSealed(v), v).toBe(true);
    }
    expect(s.doc.value).toMatchObject({
      officialAccount: { token: OA_TOKEN, aesKey: OA_AESKEY },
      miniProgram: { appId: MP_ID, appSecret: MP_SECRET },
    });
    const log = await lastLog('save WeChat settings');
    expect(log).toMatchObject({ outcome: 'ok', user_name: 'admin', gscode: '001', target_id: 'wechat' });
    const diff = JSON.stringify(log.diff);
    noSecretIn(diff);
    expect(diff).toContain('official account AppSecret: changed');
    expect(diff).toContain('mini-program AppSecret: changed');
    expect(diff).toContain('tpl-Order_Placed-01');
  });

  it('keeps an untouched secret, replaces one and clears one as asked', async () => {
    const { data: d0 } = await read(admin);
    const before = await stored('001');
    const rawBefore = await raw('001');
    const { data } = await save(admin, bodyFrom(d0, { templates: { creditApproved: 'credit-ok' } }));
    const kept = await stored('001');
    expect(kept.cfg.app_secret).toBe(OA_SECRET);
    // Kept as stored, not encrypted anew.
    expect((await raw('001')).doc.value.officialAccount).toEqual(rawBefore.doc.value.officialAccount);
    expect((await raw('001')).cfg.app_secret).toBe(rawBefore.cfg.app_secret);
    expect(kept.doc.value.officialAccount).toEqual(before.doc.value.officialAccount);
    expect(kept.doc.value.miniProgram).toEqual(before.doc.value.miniProgram);
    expect(kept.doc.value.changedAt).toEqual(before.doc.value.changedAt);
    expect(data.templates).toMatchObject({ creditApproved: 'credit-ok', orderPlaced: 'tpl-Order_Placed-01' });
    // AppIDs and template ids left out are kept too.
    const { data: d1 } = await save(admin, {
      version: data.version,
      officialAccount: { appSecret: keep, token: keep, aesKey: keep },
      templates: {},
      miniProgram: { appSecret: keep },
    });
    expect({ ...d1, version: 0, updatedAt: null }).toEqual({ ...data, version: 0, updatedAt: null });

    const { data: d2, body } = await save(
      admin,
      bodyFrom(d1, {
        officialAccount: { token: { op: 'clear' } },
        miniProgram: { appSecret: { op: 'set', value: NEW_SECRET } },
        templates: { orderShipped: '' },
      }),
    );
    noSecretIn(body);
    const after = await stored('001');
    expect(after.doc.value.officialAccount).toEqual({ token: '', aesKey: OA_AESKEY });
    expect(after.doc.value.miniProgram).toEqual({ appId: MP_ID, appSecret: NEW_SECRET });
    expect(after.cfg.app_secret).toBe(OA_SECRET);
    expect(d2.officialAccount.token).toEqual({ set: false, changedAt: expect.any(String) });
    expect(d2.templates.orderShipped).toBe('');
    const diff = JSON.stringify((await lastLog('save WeChat settings')).diff);
    noSecretIn(diff);
    expect(diff).toContain('official account Token: cleared');
    expect(diff).toContain('official account AppSecret: unchanged');
    // Back to the first mini-program secret, for the connection tests.
    await save(admin, bodyFrom(d2, { miniProgram: { appSecret: { op: 'set', value: MP_SECRET } } }));
  });

  it('refuses a malformed AppID, secret, Token, EncodingAESKey or template id, changing nothing', async () => {
    const { data: d } = await read(admin);
    const was = await snapshot();
    const bad: [object, string][] = [
      [{ officialAccount: { appId: 'wx0123456789abcdeg' } }, 'An AppID is "wx" followed by 16 hexadecimal characters'],
      [{ officialAccount: { appId: 'wx-demo-001' } }, 'An AppID is'],
      [{ miniProgram: { appId: 'WX0123456789abcdef' } }, 'An AppID is'],
      [
        { officialAccount: { appSecret: { op: 'set', value: OA_SECRET.slice(1) } } },
        'An AppSecret is 32 hexadecimal characters',
      ],
      [{ miniProgram: { appSecret: { op: 'set', value: `${MP_SECRET.slice(1)}z` } } }, 'An AppSecret is'],
      [{ officialAccount: { token: { op: 'set', value: 'ab' } } }, 'A Token is 3 to 32 letters or digits'],
      [{ officialAccount: { token: { op: 'set', value: 'has space' } } }, 'A Token is'],
      [
        { officialAccount: { aesKey: { op: 'set', value: OA_AESKEY.slice(1) } } },
        'An EncodingAESKey is 43 letters or digits',
      ],
      [{ templates: { orderPlaced: 'has space' } }, 'A template ID is at most 64'],
      [{ templates: { orderPlaced: 'x'.repeat(65) } }, 'A template ID is'],
      [{ templates: { noSuchNotice: 'abc' } }, ''],
      [{ officialAccount: { appSecret: { op: 'set' } } }, ''],
    ];
    for (const [patch, words] of bad) {
      const body = bodyFrom(d, patch);
      const res = await post(SAVE, admin, body);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      if (words) expect(res.json().msg).toContain(words);
    }
    const cn = await post(SAVE, admin, bodyFrom(d, { officialAccount: { appId: 'wx123' } }), 'zh-CN');
    expect(cn.json().msg).toContain('AppID 应为 wx 加 16 位十六进制字符');
    expect(await snapshot()).toBe(was);
  });

  it('refuses a save from a stale version (another save meanwhile), changing nothing', async () => {
    const { data: d } = await read(admin);
    await save(admin, bodyFrom(d, { templates: { refundIssued: 'refund-1' } }));
    const was = await snapshot();
    const res = await post(
      SAVE,
      admin,
      bodyFrom(d, { templates: { refundIssued: 'refund-2' }, officialAccount: { appSecret: { op: 'clear' } } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('saved by someone else meanwhile');
    expect(await snapshot()).toBe(was);
  });

  it("keeps each branch's settings to itself", async () => {
    const { data: d1 } = await read(admin);
    const { body: body2, data: d2 } = await read(admin2);
    expect(d2).toMatchObject({
      officialAccount: { appId: '', appSecret: { set: false } },
      miniProgram: { appId: '' },
      version: 0,
    });
    expect(body2).not.toContain(OA_ID);
    expect(body2).not.toContain('tpl-Order_Placed-01');
    const was001 = JSON.stringify(await stored('001'));
    await save(
      admin2,
      bodyFrom(d2, {
        officialAccount: { appId: 'wx1111111111111111', appSecret: { op: 'set', value: NEW_SECRET } },
        templates: { orderPlaced: 'hz-placed' },
      }),
    );
    expect(JSON.stringify(await stored('001'))).toBe(was001);
    expect((await read(admin)).data).toEqual(d1);
    expect((await stored('002')).cfg).toMatchObject({ app_id: 'wx1111111111111111' });
  });

  it('lets the operator read but not save or test, and the viewer not even read', async () => {
    const { data: d } = await read(operator);
    expect(d.officialAccount.appId).toBe(OA_ID);
    const was = await snapshot();
    expect((await post(SAVE, operator, bodyFrom(d, { templates: { orderPlaced: 'op' } }))).statusCode).toBe(403);
    expect((await post(TEST, operator, { target: 'officialAccount', appId: OA_ID, appSecret: keep })).statusCode).toBe(
      403,
    );
    expect((await get(READ, viewer)).statusCode).toBe(403);
    expect((await post(SAVE, viewer, bodyFrom(d))).statusCode).toBe(403);
    expect(await snapshot()).toBe(was);
  });

  it("drops the cached access token when the official account's AppSecret or AppID changes, and only then", async () => {
    const cache = () =>
      q(
        `update wechat_config set access_token = 'cached-token', token_expires_at = now() + interval '1 hour' where gscode = '001'`,
      );
    const token = async () => (await stored('001')).cfg.access_token;
    await cache();
    const { data: d } = await read(admin);
    // The same secret typed again, and other fields changed: the token stays.
    const { data: d2 } = await save(
      admin,
      bodyFrom(d, {
        officialAccount: { appSecret: { op: 'set', value: OA_SECRET } },
        miniProgram: { appSecret: { op: 'clear' } },
      }),
    );
    expect(await token()).toBe('cached-token');
    const { data: d3 } = await save(
      admin,
      bodyFrom(d2, { officialAccount: { appSecret: { op: 'set', value: NEW_SECRET } } }),
    );
    expect((await stored('001')).cfg).toMatchObject({
      app_secret: NEW_SECRET,
      access_token: '',
      token_expires_at: null,
    });
    await cache();
    const { data: d4 } = await save(admin, bodyFrom(d3, { officialAccount: { appId: MP_ID } }));
    expect(await token()).toBe('');
    // Back as the connection tests expect it.
    await save(
      admin,
      bodyFrom(d4, {
        officialAccount: { appId: OA_ID, appSecret: { op: 'set', value: OA_SECRET } },
        miniProgram: { appSecret: { op: 'set', value: MP_SECRET } },
      }),
    );
  });
});

describe('test connection', () => {
  const test = async (payload: object, lang = 'en') => {
    const res = await post(TEST, admin, payload, lang);
    expect(res.statusCode, res.body).toBe(200);
    noSecretIn(res.body);
    return res.json().data as { ok: boolean; errcode: number; message: string };
  };

  it('connects with the stored secrets, asking for the stable token (so no token in use is retired)', async () => {
    const plain = standIn.calls['/cgi-bin/token'] ?? 0;
    const was = await snapshot();
    expect(await test({ target: 'officialAccount', appId: OA_ID, appSecret: keep })).toEqual({
      ok: true,
      errcode: 0,
      message: 'Connected: WeChat accepted this AppID and AppSecret',
    });
    expect(await test({ target: 'miniProgram', appId: MP_ID, appSecret: keep })).toMatchObject({ ok: true });
    expect(
      await test({ target: 'miniProgram', appId: MP_ID, appSecret: { op: 'set', value: MP_SECRET } }),
    ).toMatchObject({ ok: true });
    expect(standIn.calls['/cgi-bin/token'] ?? 0).toBe(plain);
    expect(standIn.calls['/cgi-bin/stable_token']).toBeGreaterThanOrEqual(3);
    expect(await snapshot()).toBe(was);
    const log = await lastLog('test WeChat connection');
    expect(log).toMatchObject({ outcome: 'ok', user_name: 'admin', target_id: 'miniProgram' });
    noSecretIn(JSON.stringify(log.diff));
    expect(JSON.stringify(log.diff)).toContain('connected');
  });

  it("answers WeChat's refusal in words: a wrong secret, an unknown AppID, an IP not on the whitelist, no answer", async () => {
    const wrong = await test({ target: 'officialAccount', appId: OA_ID, appSecret: { op: 'set', value: NEW_SECRET } });
    expect(wrong).toEqual({
      ok: false,
      errcode: 40125,
      message: 'WeChat refused (error code 40125): Invalid AppSecret',
    });
    expect(
      (await test({ target: 'officialAccount', appId: OA_ID, appSecret: { op: 'set', value: NEW_SECRET } }, 'zh-CN'))
        .message,
    ).toBe('微信拒绝（错误码 40125）：AppSecret 无效');
    const log = await lastLog('test WeChat connection');
    noSecretIn(JSON.stringify(log.diff));
    expect(JSON.stringify(log.diff)).toContain('refused, error code 40125');
    expect(await test({ target: 'miniProgram', appId: 'wx9999999999999999', appSecret: keep })).toMatchObject({
      ok: false,
      errcode: 40013,
      message: expect.stringContaining('Invalid AppID'),
    });
    standIn.fail({ errcode: 40164, errmsg: 'invalid ip 10.0.0.1, not in whitelist' });
    expect((await test({ target: 'officialAccount', appId: OA_ID, appSecret: keep })).message).toContain(
      "IP address is not on the account's IP whitelist",
    );
    standIn.fail({ errcode: 61999, errmsg: 'something new' });
    expect(await test({ target: 'officialAccount', appId: OA_ID, appSecret: keep })).toMatchObject({
      ok: false,
      errcode: 61999,
      message: 'WeChat refused (error code 61999): something new',
    });
    standIn.fail('silence');
    expect(await test({ target: 'officialAccount', appId: OA_ID, appSecret: keep })).toEqual({
      ok: false,
      errcode: 0,
      message: 'WeChat did not answer within 0.3 seconds; try again later',
    });
  });

  it('takes an empty or left-out AppID as the saved one, says when there is nothing to test, and refuses a malformed AppID', async () => {
    expect(await test({ target: 'officialAccount', appSecret: keep })).toMatchObject({ ok: true });
    expect(await test({ target: 'miniProgram', appId: '', appSecret: keep })).toMatchObject({ ok: true });
    await q(`update wechat_config set app_secret = '' where gscode = '002'`);
    const res = await post(TEST, admin2, { target: 'officialAccount', appId: 'wx1111111111111111', appSecret: keep });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ok: false,
      errcode: 0,
      message: 'Nothing to test yet: enter the AppID and the AppSecret first',
    });
    expect(
      (await post(TEST, admin2, { target: 'miniProgram', appSecret: { op: 'set', value: MP_SECRET } })).json().data,
    ).toMatchObject({ ok: false, errcode: 0 });
    const bad = await post(TEST, admin, { target: 'officialAccount', appId: 'wx12', appSecret: keep });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('An AppID is');
    expect(
      (await post(TEST, admin, { target: 'officialAccount', appId: OA_ID, appSecret: { op: 'clear' } })).statusCode,
    ).toBe(400);
  });

  it('says so in words when the saved secret was encrypted with another key, and works again once it is typed anew', async () => {
    const other = new SecretBox(randomBytes(32));
    await q(`update wechat_config set app_secret = $1 where gscode = '001'`, [other.seal(OA_SECRET)]);
    expect(await test({ target: 'officialAccount', appSecret: keep })).toEqual({
      ok: false,
      errcode: 0,
      message:
        'The saved WeChat secret was encrypted with another server key (for example in a backup of another installation), so this server cannot read it; enter the AppSecret again on the WeChat settings page',
    });
    expect((await test({ target: 'officialAccount', appSecret: keep }, 'zh-CN')).message).toMatch(
      /^保存的微信密钥是用另一把服务器密钥加密的/,
    );
    const { data: d } = await read(admin);
    expect(d.officialAccount.appSecret.set).toBe(true);
    await save(admin, bodyFrom(d, { officialAccount: { appSecret: { op: 'set', value: OA_SECRET } } }));
    expect(await test({ target: 'officialAccount', appSecret: keep })).toMatchObject({ ok: true });
  });
});
