import { inWords } from '../../../test/calls.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProfile } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname, clienttype, linkman, mobile, maxprice, htdate, price_sign, price_number, roundtype)
    values ('001', '001K00001', '鼎盛广告', '上海鼎盛广告有限公司', 1, '王伟', '13800000000', 5000.00, '2024-03-15', '*', 0.9, 'round'),
           ('001', '001K00002', '同名客户', '同名一', 2, '', '', 0, null, '*', 1, 'round'),
           ('001', '001K00003', '同名客户', '同名二', 2, '', '', 0, null, '*', 1, 'round'),
           ('002', '002K00001', '杭州客户', '杭州客户有限公司', 1, '', '', 0, null, '*', 1, 'round')`);
  admin = (await ctx.login('001', 'admin')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const update = (payload: object, headers = admin, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/UManage/UpdateClient',
    payload,
    headers: { ...headers, 'accept-language': lang },
  });

describe('ClientInfo', () => {
  it("returns every field of the client's profile", async () => {
    const res = await get('/api/UManage/ClientInfo?guestcode=001K00001&gscode=001');
    const body = res.json();
    expect(body.code).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(clientProfile.shape).sort());
    expect(body.data).toMatchObject({
      guestcode: '001K00001',
      guestname: '鼎盛广告',
      longname: '上海鼎盛广告有限公司',
      clienttype: 1,
      linkman: '王伟',
      maxprice: '5000.00',
      htdate: '2024-03-15',
      price_sign: '*',
      price_number: '0.9000',
      roundtype: 'round',
      paper_note: '',
      order_zq: 0,
    });
  });

  it("does not find another branch's client, and refuses another branch's gscode", async () => {
    expect((await get('/api/UManage/ClientInfo?guestcode=002K00001')).json()).toMatchObject({ code: 8, data: null });
    expect((await get('/api/UManage/ClientInfo?guestcode=001K00001&gscode=002')).json()).toMatchObject({
      code: 8,
      data: null,
    });
  });

  it('needs the client:view mark (HTTP 403 code 8 for the read-only role)', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const res = await get('/api/UManage/ClientInfo?guestcode=001K00001', viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 8, data: null });
  });
});

describe('get_UserInfo', () => {
  it('finds a client by exact name, the lowest customer number when shared', async () => {
    const a = (
      await get(`/api/UManage/get_UserInfo?guestcode=C001&gscode=001&guestname=${encodeURIComponent('同名客户')}`)
    ).json();
    expect(a).toMatchObject({ code: 0, data: { guestcode: '001K00002', longname: '同名一' } });
    const none = (await get(`/api/UManage/get_UserInfo?guestname=${encodeURIComponent('杭州客户')}`)).json();
    expect(none).toMatchObject({ code: 8, data: null });
    const other = (await get(`/api/UManage/get_UserInfo?guestcode=C002&guestname=x`)).json();
    expect(other).toMatchObject({ code: 8, data: null });
  });
});

describe('UpdateClient', () => {
  it('saves the edit, returns the saved profile and logs a before/after difference', async () => {
    const current = (await get('/api/UManage/ClientInfo?guestcode=001K00001')).json().data;
    const res = await update({
      ...current,
      linkman: '李娜',
      maxprice: '8000.5',
      clienttype: 3,
      htdate: '',
      price_sign: '+',
      roundtype: 'ceiling',
    });
    expect(res.json().code).toBe(0);
    expect(res.json().data).toMatchObject({
      guestcode: '001K00001',
      linkman: '李娜',
      maxprice: '8000.50',
      clienttype: 3,
      htdate: '',
      price_sign: '+',
      roundtype: 'ceiling',
    });
    expect((await get('/api/UManage/ClientInfo?guestcode=001K00001')).json().data).toEqual(res.json().data);
    const { rows } = await ctx.db.execute(
      sql`select action, target_id, outcome, diff from operation_log where path = '/api/UManage/UpdateClient' order by id`,
    );
    expect(rows).toEqual([
      {
        action: 'edit client',
        target_id: '001K00001',
        outcome: 'ok',
        diff: {
          linkman: ['王伟', '李娜'],
          maxprice: ['5000.00', '8000.50'],
          clienttype: [1, 3],
          htdate: ['2024-03-15', ''],
          price_sign: ['*', '+'],
          roundtype: ['round', 'ceiling'],
        },
      },
    ]);
  });

  it('keeps fields left out as they are', async () => {
    const res = await update({ guestcode: '001K00001', guestname: '鼎盛广告2', longname: '上海鼎盛广告有限公司' });
    expect(res.json().data).toMatchObject({ guestname: '鼎盛广告2', linkman: '李娜', maxprice: '8000.50' });
  });

  it('requires customer name and company name, naming the field, and changes nothing', async () => {
    for (const [payload, field] of [
      [{ guestcode: '001K00001', guestname: '', longname: 'x' }, 'guestname'],
      [{ guestcode: '001K00001', guestname: 'x', longname: '  ' }, 'longname'],
      [{ guestcode: '001K00001', longname: 'x' }, 'guestname'],
      [{ guestname: 'x', longname: 'x' }, 'guestcode'],
      [{ guestcode: '001K00001', guestname: 'x', longname: 'x', clienttype: 6 }, 'clienttype'],
      [{ guestcode: '001K00001', guestname: 'x', longname: 'x', roundtype: 'floor' }, 'roundtype'],
      [{ guestcode: '001K00001', guestname: 'x', longname: 'x', price_sign: '%' }, 'price_sign'],
      [{ guestcode: '001K00001', guestname: 'x', longname: 'x', maxprice: '-1' }, 'maxprice'],
      [{ guestcode: '001K00001', guestname: 'x', longname: 'x', email: 'not-an-email' }, 'email'],
    ] as const) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(8);
      expect(res.json().msg).toContain(inWords(field));
    }
    expect((await get('/api/UManage/ClientInfo?guestcode=001K00001')).json().data.guestname).toBe('鼎盛广告2');
  });

  it('cannot change the customer number or any field not in the profile', async () => {
    const res = await update({
      guestcode: '001K00001',
      guestname: 'x',
      longname: 'x',
      newGuestcode: 'Z1',
      gscode: '002',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/unknown fields/);
  });

  it("cannot edit another branch's client", async () => {
    const res = await update({ guestcode: '002K00001', guestname: 'hacked', longname: 'hacked' });
    expect(res.json()).toMatchObject({ code: 8, data: null });
    const { rows } = await ctx.db.execute(sql`select guestname from clients where guestcode = '002K00001'`);
    expect(rows[0].guestname).toBe('杭州客户');
  });

  it('needs the client:edit mark', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const res = await update({ guestcode: '001K00001', guestname: 'x', longname: 'x' }, viewer);
    expect(res.statusCode).toBe(403);
    const op = (await ctx.login('001', 'operator')).headers;
    expect(
      (await update({ guestcode: '001K00001', guestname: '鼎盛', longname: '上海鼎盛广告有限公司' }, op)).json().code,
    ).toBe(0);
  });
});
