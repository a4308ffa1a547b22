import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let admin: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  operator = (await ctx.login('001', 'operator')).headers;
});
afterAll(() => ctx.close());

const prefs = {
  columns: [
    { key: 'orderno', visible: true, width: 160 },
    { key: 'amount', visible: false },
    { key: 'client', visible: true },
  ],
  density: 'small',
};
const get = (table: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/Table/GetPrefs?table=${table}`, headers }).then((r) => r.json());
const save = (payload: object, headers = admin, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Table/SavePrefs',
    payload,
    headers: { ...headers, 'accept-language': lang },
  });
const reset = (table: string, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/Table/ResetPrefs', payload: { table }, headers }).then((r) => r.json());

describe('table prefs', () => {
  it('answers null before anything is saved, then what was saved, per table', async () => {
    expect(await get('orders')).toMatchObject({ code: 0, data: null });
    const res = await save({ table: 'orders', prefs });
    expect(res.json()).toMatchObject({ code: 0, data: prefs });
    expect((await get('orders')).data).toEqual(prefs);
    expect((await get('payments')).data).toBeNull();
  });

  it('replaces the choice on a second save, and keeps only the known fields', async () => {
    const next = { columns: [{ key: 'client', visible: true, extra: 'x' }] };
    expect((await save({ table: 'orders', prefs: next })).json().code).toBe(0);
    expect((await get('orders')).data).toEqual({ columns: [{ key: 'client', visible: true }] });
  });

  it('is per user: another user of the branch neither sees nor changes it, and a new session of the same user does', async () => {
    expect((await get('orders', operator)).data).toBeNull();
    expect((await save({ table: 'orders', prefs }, operator)).json().code).toBe(0);
    expect((await get('orders')).data).toEqual({ columns: [{ key: 'client', visible: true }] });
    const again = (await ctx.login('001', 'admin')).headers;
    expect((await get('orders', again)).data).toEqual({ columns: [{ key: 'client', visible: true }] });
    const other = (await ctx.login('002', 'admin')).headers;
    expect((await get('orders', other)).data).toBeNull();
  });

  it('refuses hiding every column, in the caller language, and keeps the saved choice', async () => {
    const allHidden = {
      table: 'orders',
      prefs: {
        columns: [
          { key: 'a', visible: false },
          { key: 'b', visible: false },
        ],
      },
    };
    const en = await save(allHidden);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 8, msg: 'Invalid input: at least one column must stay shown', data: null });
    const cn = await save(allHidden, admin, 'zh-CN');
    expect(cn.json().msg).toBe('参数错误：至少要显示一列');
    expect((await get('orders')).data).toEqual({ columns: [{ key: 'client', visible: true }] });
  });

  it('refuses a bad table id or column', async () => {
    expect((await save({ table: 'Orders; drop', prefs })).statusCode).toBe(400);
    expect((await save({ table: 'orders', prefs: { columns: [{ key: '', visible: true }] } })).statusCode).toBe(400);
    expect(
      (await save({ table: 'orders', prefs: { columns: [{ key: 'a', visible: true, width: 5 }] } })).statusCode,
    ).toBe(400);
  });

  it("reset forgets only the caller's choice of that table", async () => {
    await save({ table: 'payments', prefs });
    expect(await reset('orders')).toMatchObject({ code: 0, data: null });
    expect((await get('orders')).data).toBeNull();
    expect((await get('payments')).data).toEqual(prefs);
    expect((await get('orders', operator)).data).toEqual(prefs);
  });
});
