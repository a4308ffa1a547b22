import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderNoFormatProblem,
  orderNumberOf,
  readBranchSettings,
  SETTINGS_DEFAULTS,
  type BranchSettings,
} from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { makePng, multipartBody } from '../../../test/images.js';

let ctx: TestContext;
let admin: Record<string, string>;
let other: Record<string, string>;
const { q } = testCalls(() => ctx);
const en = (h: Record<string, string>) => ({ ...h, 'accept-language': 'en' });
const get = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/Setting/Get', headers: en(headers) });
const save = (headers: Record<string, string>, settings: BranchSettings, version: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/Setting/Save', headers: en(headers), payload: { settings, version } });
const doc = async (gscode: string) =>
  (
    await q(`select value, version, updated_by from branch_documents where gscode = $1 and kind = 'system'`, [gscode])
  )[0];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

describe('GET /api/Setting/Get', () => {
  it("a branch that never saved gets every default, version 0, the cart days of its branch row and the server's limits", async () => {
    const res = await get(other);
    expect(res.statusCode, res.body).toBe(200);
    const [branch] = await q(`select cart_abandon_days from branches where gscode = '002'`);
    expect(res.json().data).toEqual({
      settings: { ...SETTINGS_DEFAULTS, cartAbandonDays: branch.cart_abandon_days },
      version: 0,
      limits: { sessionIdleMinutes: 120, sessionAbsoluteHours: 24, uploadMaxMb: 20 },
      updatedBy: '',
      updatedAt: '',
    });
  });

  it('reads the stored JSON key by key: a missing key takes its default, an invalid one its default, an unknown one is dropped', () => {
    expect(
      readBranchSettings({ systemNameEn: 'Mine', uploadMaxMb: 'lots', orderNoFormat: '{nope}', extra: 1 }),
    ).toEqual({
      ...SETTINGS_DEFAULTS,
      systemNameEn: 'Mine',
    });
    expect(readBranchSettings(null)).toEqual(SETTINGS_DEFAULTS);
  });

  it('needs a session (401) and the page (403 for the viewer, who does not hold it)', async () => {
    expect((await get({})).statusCode).toBe(401);
    const viewer = (await ctx.login('001', 'viewer')).headers;
    expect((await get(viewer)).statusCode).toBe(403);
  });
});

describe('POST /api/Setting/Save', () => {
  it("saves and reads back; another branch's values are untouched and do not show; one audit row with before and after", async () => {
    const before = (await get(admin)).json().data;
    const otherBefore = (await get(other)).json().data;
    const next: BranchSettings = {
      ...before.settings,
      systemNameCn: '上海印务后台',
      systemNameEn: 'Shanghai print desk',
      contactPhone: '+86 21 5555-0101',
      contactEmail: 'desk@example.com',
      contactAddress: '上海市徐汇区 1 号',
      defaultLanguage: 'en',
      orderNoFormat: 'SH{yy}{MM}{dd}-{seq:5}',
    };
    const res = await save(admin, next, before.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ settings: next, version: before.version + 1, updatedBy: 'admin' });
    expect((await get(admin)).json().data).toMatchObject({
      settings: next,
      version: before.version + 1,
      updatedBy: 'admin',
    });
    expect((await get(other)).json().data).toEqual(otherBefore);
    expect(await doc('002')).toBeUndefined();
    // Any signed-in user of the branch reads the name, logo and default language; 002's stay its own.
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const display = await ctx.app.inject({ method: 'GET', url: '/api/Setting/Display', headers: viewer });
    expect(display.json().data).toEqual({
      systemNameCn: '上海印务后台',
      systemNameEn: 'Shanghai print desk',
      logo: '',
      defaultLanguage: 'en',
      lockIdleMinutes: 0,
    });
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/Setting/Display', headers: other });
    expect(theirs.json().data.systemNameEn).toBe(SETTINGS_DEFAULTS.systemNameEn);
    const [log] = await q(
      `select path, action, target_id, outcome, diff from operation_log where path = '/api/Setting/Save' order by id desc limit 1`,
    );
    expect(log).toMatchObject({ action: 'save system settings', target_id: '001', outcome: 'ok' });
    expect(log.diff).toMatchObject({
      systemNameEn: [before.settings.systemNameEn, 'Shanghai print desk'],
      orderNoFormat: [before.settings.orderNoFormat, 'SH{yy}{MM}{dd}-{seq:5}'],
    });
    expect(
      (await q(`select count(*)::int as n from operation_log where path = '/api/Setting/Save' and outcome = 'ok'`))[0]
        .n,
    ).toBe(1);
  });

  it('a stale version is 409 and changes nothing', async () => {
    const seen = (await get(admin)).json().data;
    const res = await save(admin, { ...seen.settings, systemNameEn: 'Late' }, seen.version - 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The settings were changed by someone else meanwhile; reload and try again');
    expect((await get(admin)).json().data).toEqual(seen);
  });

  it('the idle lock: 0 or shorter than the idle time-out, kept and told to every user of the branch', async () => {
    const seen = (await get(admin)).json().data;
    expect(seen.settings.lockIdleMinutes).toBe(0);
    for (const lockIdleMinutes of [seen.settings.sessionIdleMinutes, seen.settings.sessionIdleMinutes + 5]) {
      const res = await save(admin, { ...seen.settings, lockIdleMinutes }, seen.version);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Lock when idle must be shorter than the idle time-out (or 0 for never)');
    }
    expect((await get(admin)).json().data).toEqual(seen);
    const saved = await save(admin, { ...seen.settings, lockIdleMinutes: 15 }, seen.version);
    expect(saved.statusCode, saved.body).toBe(200);
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const display = await ctx.app.inject({ method: 'GET', url: '/api/Setting/Display', headers: viewer });
    expect(display.json().data.lockIdleMinutes).toBe(15);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/Setting/Display', headers: other });
    expect(theirs.json().data.lockIdleMinutes).toBe(0);
    const now = (await get(admin)).json().data;
    expect((await save(admin, { ...now.settings, lockIdleMinutes: 0 }, now.version)).statusCode).toBe(200);
  });

  it("a time-out over the server's limit is refused naming the limit, nothing changed; a shorter one is kept", async () => {
    const seen = (await get(admin)).json().data;
    const idle = await save(admin, { ...seen.settings, sessionIdleMinutes: 121 }, seen.version);
    expect(idle.statusCode).toBe(400);
    expect(idle.json().msg).toBe("The idle time-out (minutes) must be at most the server's limit of 120");
    const abs = await ctx.app.inject({
      method: 'POST',
      url: '/api/Setting/Save',
      headers: admin,
      payload: { settings: { ...seen.settings, sessionAbsoluteHours: 25 }, version: seen.version },
    });
    expect(abs.statusCode).toBe(400);
    expect(abs.json().msg).toBe('会话最长时间（小时）不能超过服务器的上限 24');
    expect((await get(admin)).json().data).toEqual(seen);
  });

  it('bad input is refused with the rule in words: an order number format without a sequence, with an unknown placeholder; nothing changed', async () => {
    const seen = (await get(admin)).json().data;
    for (const [format, words] of [
      ['{yyyy}{MM}{dd}', /exactly one sequence number/],
      ['{yyyy}{hh}{seq}', /only the placeholders/],
      ['A B{seq}', /only letters, digits and - _ \//],
      ['{seq:4}{seq}', /exactly one sequence number/],
    ] as const) {
      const res = await save(admin, { ...seen.settings, orderNoFormat: format }, seen.version);
      expect(res.statusCode, format).toBe(400);
      expect(res.json().msg, format).toMatch(words);
    }
    const email = await save(admin, { ...seen.settings, contactEmail: 'not an address' }, seen.version);
    expect(email.statusCode).toBe(400);
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/Setting/Save',
      headers: en(admin),
      payload: { settings: { ...seen.settings, theme: 'dark' }, version: seen.version },
    });
    expect(extra.statusCode).toBe(400);
    expect((await get(admin)).json().data).toEqual(seen);
  });

  it("the logo must be the branch's own uploaded image: another branch's is 403, a made-up one 400, nothing changed", async () => {
    const upload = async (headers: Record<string, string>, content: Buffer) => {
      const body = multipartBody([{ field: 'file', filename: 'logo.png', type: 'image/png', content }]);
      return (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/Upload/Image',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        })
      ).json().data;
    };
    const seen = (await get(admin)).json().data;
    const theirs = await upload(other, makePng(8, 8, [1, 1, 1]));
    const refusedOther = await save(admin, { ...seen.settings, logo: theirs.url }, seen.version);
    expect(refusedOther.statusCode).toBe(403);
    const madeUp = await save(
      admin,
      { ...seen.settings, logo: `/api/Upload/File/001/${'a'.repeat(64)}.png` },
      seen.version,
    );
    expect(madeUp.statusCode).toBe(400);
    expect((await get(admin)).json().data).toEqual(seen);
    const mine = await upload(admin, makePng(8, 8, [2, 2, 2]));
    const ok = await save(admin, { ...seen.settings, logo: mine.url }, seen.version);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(admin)).json().data.settings.logo).toBe(mine.url);
  });

  it('the operator and the viewer do not hold setting:edit: 403, nothing changed, a denied log row', async () => {
    const seen = (await get(admin)).json().data;
    for (const name of ['operator', 'viewer']) {
      const headers = (await ctx.login('001', name)).headers;
      const res = await save(headers, { ...seen.settings, systemNameEn: `By ${name}` }, seen.version);
      expect(res.statusCode, name).toBe(403);
      const [log] = await q(
        `select outcome from operation_log where path = '/api/Setting/Save' order by id desc limit 1`,
      );
      expect(log.outcome).toBe('denied');
    }
    expect((await get(admin)).json().data).toEqual(seen);
  });

  it('cart abandon days are one value: what the settings save is what the carts page uses, and the other way round', async () => {
    const seen = (await get(admin)).json().data;
    const saved = await save(admin, { ...seen.settings, cartAbandonDays: 11 }, seen.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await q(`select cart_abandon_days from branches where gscode = '001'`))[0].cart_abandon_days).toBe(11);
    const carts = await ctx.app.inject({ method: 'GET', url: '/api/Cart/List?page=1&pageSize=10', headers: admin });
    expect(carts.json().data?.abandonDays, carts.body).toBe(11);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/Cart/SetAbandonDays',
      headers: admin,
      payload: { days: 4 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await get(admin)).json().data.settings.cartAbandonDays).toBe(4);
    expect(
      (await q(`select value from branch_documents where gscode = '001' and kind = 'system'`))[0].value,
    ).not.toHaveProperty('cartAbandonDays');
  });
});

describe("the branch's session time-outs", () => {
  it("a session idle beyond the branch's idle minutes is ended at its next request, though within the server's", async () => {
    const seen = (await get(admin)).json().data;
    const saved = await save(admin, { ...seen.settings, sessionIdleMinutes: 10 }, seen.version);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const user = await ctx.login('001', 'operator');
      const call = () => ctx.app.inject({ method: 'GET', url: '/api/Upload/Rules', headers: en(user.headers) });
      expect((await call()).statusCode).toBe(200);
      // Idle 11 minutes: over the branch's 10, under the server's 120.
      await q(
        `update sessions set last_seen_at = now() - interval '11 minutes' where id = (select max(id) from sessions where user_id = $1)`,
        [Number(user.headers['x-user-id'])],
      );
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(7);
      // 002 keeps the server's 120 minutes.
      const theirs = await ctx.login('002', 'operator');
      await q(
        `update sessions set last_seen_at = now() - interval '11 minutes' where id = (select max(id) from sessions where user_id = $1)`,
        [Number(theirs.headers['x-user-id'])],
      );
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/Upload/Rules', headers: theirs.headers })).statusCode,
      ).toBe(200);
    } finally {
      const now = (await get(admin)).json().data;
      await save(admin, { ...now.settings, sessionIdleMinutes: 120 }, now.version);
    }
  });
});

describe('a server configured with longer time-outs than the defaults', () => {
  it("keeps them for a branch that never set its own: its form shows them and its sessions are not cut at the contract's defaults", async () => {
    const long = await createTestContext({ SESSION_IDLE_MINUTES: '480', SESSION_ABSOLUTE_HOURS: '72' });
    try {
      const boss = (await long.login('002', 'admin')).headers;
      const read = await long.app.inject({ method: 'GET', url: '/api/Setting/Get', headers: en(boss) });
      expect(read.json().data.settings).toMatchObject({ sessionIdleMinutes: 480, sessionAbsoluteHours: 72 });
      const user = await long.login('002', 'operator');
      // Idle 3 hours: beyond the contract's default of 120 minutes, within the server's 480.
      await long.db.$client.query(
        `update sessions set last_seen_at = now() - interval '3 hours' where id = (select max(id) from sessions where user_id = $1)`,
        [Number(user.headers['x-user-id'])],
      );
      expect(
        (await long.app.inject({ method: 'GET', url: '/api/Upload/Rules', headers: user.headers })).statusCode,
      ).toBe(200);
    } finally {
      await long.close();
    }
  });
});

describe('the order number format', () => {
  it('makes numbers from the placeholders and names what is wrong', () => {
    const at = { date: new Date(Date.UTC(2026, 2, 7)), branch: '001', seq: 42 };
    expect(orderNumberOf('{branch}-{yyyy}{MM}{dd}-{seq}', at)).toBe('001-20260307-42');
    expect(orderNumberOf('SH{yy}{MM}{dd}{seq:5}', at)).toBe('SH26030700042');
    expect(orderNoFormatProblem('{branch}-{yyyy}{MM}{dd}-{seq}')).toBeNull();
    expect(orderNoFormatProblem('')).toBe('empty');
    expect(orderNoFormatProblem('{yyyy}')).toBe('seq');
    expect(orderNoFormatProblem('{seq:11}')).toBe('placeholder');
    expect(orderNoFormatProblem('{seq} x')).toBe('literal');
    expect(orderNoFormatProblem('{seq')).toBe('placeholder');
    expect(orderNoFormatProblem('ABCDEFGHIJKLMNOPQRSTUVWXYZ{yyyy}{seq:10}')).toBe('length');
  });
});
