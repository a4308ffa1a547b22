import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';

/**
 * The required-field chooser (spec §5, issue 12 #1): the branch's choice is read and set with
 * its mark, the forced two cannot be switched off, and UpdateClient is held to the choice by
 * the server whatever the request says, saving nothing when a required field would be empty.
 */
let ctx: TestContext;
type Headers = Record<string, string>;
const { q, get, post } = testCalls(() => ctx);

let admin: Headers;
let admin2: Headers;
let operator: Headers;
const row = async (code: string) =>
  (await q(`select mobile, linkman, version from clients where guestcode = $1`, [code]))[0];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  admin2 = (await ctx.login('002', 'admin')).headers;
  operator = (await ctx.login('001', 'operator')).headers;
  await q(
    `insert into clients (gscode, guestcode, guestname, longname, mobile) values ('001', 'RF001', '必填测试', '必填测试有限公司', '')`,
  );
});
afterAll(() => ctx.close());

describe('required client fields', () => {
  it('reads the forced two and an empty choice at first; only client:fields sets it; the forced two cannot be chosen off or on', async () => {
    expect((await get('/api/UManage/ClientRequiredFields', admin)).json().data).toEqual({
      forced: ['guestname', 'longname'],
      chosen: [],
    });
    expect((await post('/api/UManage/SetClientRequiredFields', operator, { chosen: ['mobile'] })).statusCode).toBe(403);
    for (const crafted of [
      { chosen: ['guestname'] },
      { chosen: ['password'] },
      { chosen: 'mobile' },
      { chosen: ['mobile'], forced: [] },
    ]) {
      expect(
        (await post('/api/UManage/SetClientRequiredFields', admin, crafted)).statusCode,
        JSON.stringify(crafted),
      ).toBe(400);
    }
    const set = await post('/api/UManage/SetClientRequiredFields', admin, { chosen: ['mobile', 'linkman', 'mobile'] });
    expect(set.json().data).toEqual({ forced: ['guestname', 'longname'], chosen: ['linkman', 'mobile'] });
    expect((await get('/api/UManage/ClientRequiredFields', operator)).json().data.chosen).toEqual([
      'linkman',
      'mobile',
    ]);
    // Another branch's choice is its own.
    expect((await get('/api/UManage/ClientRequiredFields', admin2)).json().data.chosen).toEqual([]);
  });

  it('UpdateClient leaving a required field empty saves nothing and names the fields; filled in, it saves and bumps the version', async () => {
    const before = await row('RF001');
    const refused = await post(
      '/api/UManage/UpdateClient',
      operator,
      { guestcode: 'RF001', guestname: '必填测试', longname: '必填测试有限公司', note: 'x' },
      'cn',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('本分公司要求填写：联系人、手机');
    const blank = await post('/api/UManage/UpdateClient', operator, {
      guestcode: 'RF001',
      guestname: '必填测试',
      longname: '必填测试有限公司',
      linkman: '王五',
      mobile: '   ',
    });
    expect(blank.json().msg).toBe('This branch requires these fields: Mobile');
    expect(await row('RF001')).toEqual(before);
    // The forced two: refused empty by the schema itself.
    expect(
      (
        await post('/api/UManage/UpdateClient', operator, {
          guestcode: 'RF001',
          guestname: '',
          longname: '必填测试有限公司',
        })
      ).statusCode,
    ).toBe(400);

    const saved = await post('/api/UManage/UpdateClient', operator, {
      guestcode: 'RF001',
      guestname: '必填测试',
      longname: '必填测试有限公司',
      linkman: '王五',
      mobile: '13900000000',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await row('RF001')).toEqual({ mobile: '13900000000', linkman: '王五', version: before.version + 1 });
  });
});

describe('AddClient and ClientDuplicates', () => {
  const add = (headers: Headers, body: object, lang = 'en') => post('/api/UManage/AddClient', headers, body, lang);

  it('hands out consecutive customer numbers, two adds at once get two, and a refused add gives its number back', async () => {
    await post('/api/UManage/SetClientRequiredFields', admin, { chosen: ['mobile'] });
    await q(`update branches set guestcode_seq = 40 where gscode = '001'`);
    const next = (await get('/api/UManage/GetQpcGuestcode', operator)).json().data.guestcode;
    expect(next).toBe('001K00041');
    const refused = await add(operator, { guestname: '新客户甲', longname: '新客户甲有限公司' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('This branch requires these fields: Mobile');
    expect(await q(`select 1 from clients where guestname = '新客户甲'`)).toHaveLength(0);
    const [a, b] = await Promise.all([
      add(operator, { guestname: '新客户甲', longname: '新客户甲有限公司', mobile: '13700000001' }),
      add(admin, { guestname: '新客户乙', longname: '新客户乙有限公司', mobile: '13700000002', clienttype: 2 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.guestcode, b.json().data.guestcode].sort()).toEqual(['001K00041', '001K00042']);
    expect(b.json().data).toMatchObject({ guestname: '新客户乙', clienttype: 2, mobile: '13700000002' });
    expect((await get('/api/UManage/GetQpcGuestcode', operator)).json().data.guestcode).toBe('001K00043');
  });

  it('refuses a crafted customer number, a missing name, and callers without client:add', async () => {
    expect((await add(admin, { guestcode: '001K99999', guestname: 'x', longname: 'x', mobile: '1' })).statusCode).toBe(
      400,
    );
    expect((await add(admin, { longname: 'x', mobile: '1' })).statusCode).toBe(400);
    const viewer = (await ctx.login('001', 'viewer')).headers;
    expect((await add(viewer, { guestname: 'x', longname: 'x', mobile: '1' })).statusCode).toBe(403);
    expect(await q(`select 1 from clients where guestcode = '001K99999'`)).toHaveLength(0);
  });

  it('names likely duplicates by customer name (any case, first) or mobile, in the branch only', async () => {
    const same = (
      await get(`/api/UManage/ClientDuplicates?guestname=${encodeURIComponent('新客户甲')}&mobile=13700000002`, admin)
    ).json().data;
    expect(
      same.map((d: { guestname: string; sameName: boolean; sameMobile: boolean }) => [
        d.guestname,
        d.sameName,
        d.sameMobile,
      ]),
    ).toEqual([
      ['新客户甲', true, false],
      ['新客户乙', false, true],
    ]);
    expect(
      (await get(`/api/UManage/ClientDuplicates?guestname=${encodeURIComponent('新客户甲')}`, admin2)).json().data,
    ).toEqual([]);
    expect((await get('/api/UManage/ClientDuplicates', admin)).json().data).toEqual([]);
  });
});
