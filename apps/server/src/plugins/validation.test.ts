import { FIELD_LABELS } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUpdate } from '@bo/contract';
import { createTestContext, type TestContext } from '../../test/context.js';

/** Request validation shared by every call: NUL characters and dates (issue 7, items 3 and 4). */
let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname, clienttype, price_sign, price_number, roundtype)
    values ('001', '001V00001', '校验客户', '校验客户有限公司', 1, '*', 1, 'round')`);
  admin = (await ctx.login('001', 'admin')).headers;
});
afterAll(() => ctx.close());

const update = (payload: object, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/UManage/UpdateClient',
    payload,
    headers: { ...admin, 'accept-language': lang },
  });
const base = { guestcode: '001V00001', guestname: '校验客户', longname: '校验客户有限公司' };

describe('a NUL character in any text input', () => {
  it("is refused in a public body with 400 and the field named, in the caller's language", async () => {
    const payload = { gscode: '0\u00001', username: 'nobody', password: 'x' };
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/LAdmin/AdminLogin',
      payload,
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 8,
      msg: 'Invalid input: Branch code must not contain the NUL character (\\u0000)',
      data: null,
      requestId: expect.any(String),
    });
    const cn = await ctx.app.inject({ method: 'POST', url: '/api/LAdmin/AdminLogin', payload });
    expect(cn.statusCode).toBe(400);
    expect(cn.json()).toMatchObject({ code: 8, msg: '参数错误：分公司编码 不能包含空字符（\\u0000）', data: null });
  });

  it('is refused in a query string, signed in or not', async () => {
    const url = '/api/UManage/ClientInfo?guestcode=a%00b';
    const res = await ctx.app.inject({ method: 'GET', url, headers: { ...admin, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 8,
      msg: 'Invalid input: Customer number must not contain the NUL character (\\u0000)',
      data: null,
    });
    // Without a session the call is refused before its input is read (quality/authorization.test.ts).
    const anonymous = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 7, data: null });
  });

  it('is refused in every text field of UpdateClient, and in a field the schema would drop', async () => {
    const textFields = Object.entries(clientUpdate.shape)
      .filter(([, s]) => s.safeParse('ok').success)
      .map(([k]) => k);
    expect(textFields.length).toBeGreaterThan(30);
    for (const field of textFields) {
      const res = await update({ ...base, [field]: `x\u0000y` });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().msg, field).toContain(`${FIELD_LABELS[field].en} must not contain the NUL character`);
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/LAdmin/AdminLogin',
      headers: { 'accept-language': 'en' },
      payload: { gscode: '001', username: 'admin', password: 'x', extra: { things: ['ok', 'a\u0000'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      'Invalid input: "extra", "things", item 2 must not contain the NUL character (\\u0000)',
    );
  });

  it('is refused in a field name too, and the message stays printable', async () => {
    const res = await update({ ...base, 'bad\u0000key': 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid input: "bad\\u0000key" must not contain the NUL character (\\u0000)');
  });

  it('leaves other control and unicode characters to the schema', async () => {
    const res = await update({ ...base, note: 'tab\there 😀 مرحبا e\u0301' });
    expect(res.json()).toMatchObject({ code: 0, data: { note: 'tab\there 😀 مرحبا e\u0301' } });
  });
});

describe('dates', () => {
  it('refuses a year PostgreSQL or common sense does not accept, naming the bounds', async () => {
    for (const htdate of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      const res = await update({ ...base, htdate });
      expect(res.statusCode, htdate).toBe(400);
      expect(res.json(), htdate).toMatchObject({
        code: 8,
        msg: 'Invalid input: Contract date must be between 1900-01-01 and 2100-12-31',
        data: null,
      });
    }
    const cn = await update({ ...base, htdate: '0000-01-01' }, 'cn');
    expect(cn.json().msg).toBe('参数错误：合同日期 必须在 1900-01-01 至 2100-12-31 之间');
  });

  it('refuses a day that does not exist with a clear message', async () => {
    for (const htdate of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-1', 'tomorrow']) {
      const res = await update({ ...base, htdate });
      expect(res.statusCode, htdate).toBe(400);
      expect(res.json().msg, htdate).toBe('Invalid input: Contract date must be a real date written YYYY-MM-DD');
    }
    expect((await update({ ...base, htdate: '2026-02-30' }, 'cn')).json().msg).toBe(
      '参数错误：合同日期 必须是有效日期，格式 YYYY-MM-DD',
    );
  });

  it('accepts the bounds, a leap day and an empty date', async () => {
    for (const htdate of ['1900-01-01', '2100-12-31', '2024-02-29', '']) {
      const res = await update({ ...base, htdate });
      expect(res.json(), htdate).toMatchObject({ code: 0, data: { htdate } });
    }
  });
});

describe('wrong types', () => {
  it('says what was expected, in words, and tells a wrong type from a missing field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/LAdmin/AdminLogin',
      headers: { 'accept-language': 'en' },
      payload: { gscode: 1, username: ['a'], password: 'x' },
    });
    expect(res.json().msg).toBe('Invalid input: Branch code must be text; Account must be text');
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/LAdmin/AdminLogin',
      headers: { 'accept-language': 'en' },
      payload: [1],
    });
    expect(body.json().msg).toBe('Invalid input: The request must be an object ({ … })');
    const int = await update({ ...base, yjy: 1.5 });
    expect(int.json().msg).toBe('Invalid input: Settlement month offset must be a whole number');
    const missing = await update({ guestcode: '001V00001', longname: 'x' }, 'cn');
    expect(missing.json().msg).toBe('参数错误：客户名称 不能为空');
  });
});
