import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { addAccount } from '../../../test/accounts.js';
import { testCalls, type Headers } from '../../../test/calls.js';

/**
 * Value lists (issue 37 #10): a branch's labels for the free-text client fields. Adding, renaming
 * (which carries the branch's clients), disabling, reordering and removing; every refusal (empty,
 * too long, duplicate, a fixed list, another branch's item, a stale version, an item in use, no
 * mark) changes nothing and says why in the caller's language.
 */
let ctx: TestContext;
const { q, get, post, ok, refused } = testCalls(() => ctx);

interface Item {
  id: number;
  name: string;
  nameEn: string;
  status: number;
  sort: number;
  version: number;
  clients: number;
}
interface Lists {
  lists: { code: string; max: number; items: Item[] }[];
  fixed: { code: string; values: { value: string; cn: string; en: string }[] }[];
}

let admin: Headers;
let other: Headers;
const lists = async (headers: Headers = admin) => {
  const res = await get('/api/System/ValueLists', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Lists;
};
const itemsOf = async (code: string, headers: Headers = admin) =>
  (await lists(headers)).lists.find((l) => l.code === code)!.items;
const add = (list: string, name: string, nameEn = '', headers: Headers = admin) =>
  ok('/api/System/AddValueItem', headers, { list, name, nameEn }) as Promise<Item>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

describe('ValueLists', () => {
  it("gives every branch the default items, each list's limit, and the fixed lists with their codes", async () => {
    const { lists: editable, fixed } = await lists();
    expect(editable.map((l) => l.code)).toEqual([
      'khly',
      'guesttype',
      'clientlevel',
      'groupname',
      'hyline',
      'paytype',
      'fptype',
    ]);
    expect((await itemsOf('khly')).map((i) => i.name)).toEqual(['官网', '微信', '转介绍', '展会']);
    expect(editable.find((l) => l.code === 'clientlevel')!.max).toBe(20);
    expect(fixed.find((l) => l.code === 'clienttype')!.values.map((v) => v.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(fixed.map((l) => l.code)).toEqual(
      expect.arrayContaining(['price_sign', 'roundtype', 'status', 'order_state', 'page_size']),
    );
    expect((await itemsOf('khly', other)).map((i) => i.name)).toEqual(['官网', '微信', '转介绍', '展会']);
  });

  it('gives a branch added later the same defaults (the trigger on branches), and adding them again adds nothing', async () => {
    await q(
      `insert into branches (gscode, name, longname, guestcode) values ('0VL', '新分公司', '新分公司有限公司', 'C0VL')`,
    );
    const count = async () =>
      Number((await q(`select count(*)::int as n from value_list_items where gscode = '0VL'`))[0].n);
    const n = await count();
    expect(n).toBe(Number((await q(`select count(*)::int as n from value_list_items where gscode = '002'`))[0].n));
    expect(n).toBeGreaterThan(20);
    await q(`select bo_value_list_defaults(gscode) from branches`);
    expect(await count()).toBe(n);
  });

  it('counts the clients holding each item', async () => {
    await q(
      `insert into clients (gscode, guestcode, guestname, longname, khly) values ('001', 'VL1', '字典客户', '字典客户公司', '展会')`,
    );
    expect((await itemsOf('khly')).find((i) => i.name === '展会')!.clients).toBe(1);
  });
});

describe('AddValueItem', () => {
  it('adds an enabled item last in its list, logged, and the client form is offered it', async () => {
    const item = await add('khly', '抖音', 'Douyin');
    expect(item).toMatchObject({ name: '抖音', nameEn: 'Douyin', status: 1, clients: 0 });
    expect((await itemsOf('khly')).at(-1)!.id).toBe(item.id);
    const choices = (await get('/api/System/ValueListChoices', admin)).json().data;
    expect(choices.khly).toContainEqual({ name: '抖音', nameEn: 'Douyin' });
    const [log] = await q(
      `select target_id, diff from operation_log where path = '/api/System/AddValueItem' order by id desc limit 1`,
    );
    expect(log.target_id).toBe(String(item.id));
    expect(JSON.stringify(log.diff)).toContain('抖音');
  });

  it('refuses an empty name and one over the limit (400), and a duplicate (409), in both languages', async () => {
    expect(await refused('/api/System/AddValueItem', admin, { list: 'khly', name: '  ' }, 400)).toMatch(/Name/);
    expect(await refused('/api/System/AddValueItem', admin, { list: 'khly', name: 'x'.repeat(100) }, 400)).toMatch(
      /50/,
    );
    expect(await refused('/api/System/AddValueItem', admin, { list: 'clientlevel', name: 'L'.repeat(21) }, 400)).toBe(
      'An item of "Client level" may have at most 20 characters (the length of that client field)',
    );
    // A name already taken is a conflict with the list as it is (409), as for accounts and roles.
    expect(await refused('/api/System/AddValueItem', admin, { list: 'clientlevel', name: 'a' }, 409)).toBe(
      '"Client level" already has "A"; choose another name',
    );
    const cn = await post('/api/System/AddValueItem', admin, { list: 'khly', name: '官网' }, 'cn');
    expect(cn.statusCode).toBe(409);
    expect(cn.json().msg).toBe('「客户来源」中已有「官网」，请换一个名称');
    expect((await itemsOf('clientlevel')).map((i) => i.name)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('refuses every change to a fixed list', async () => {
    expect(await refused('/api/System/AddValueItem', admin, { list: 'clienttype', name: '6' }, 400)).toBe(
      'The list "Client type" is fixed by the specification: it can be read, not changed',
    );
    expect(
      await refused('/api/System/ReorderValueList', admin, { list: 'roundtype', order: [{ id: 1, version: 0 }] }, 400),
    ).toMatch(/fixed/);
  });
});

describe('ChangeValueItem', () => {
  it("renames an item and the branch's clients holding it, not another branch's", async () => {
    await q(
      `insert into clients (gscode, guestcode, guestname, longname, guesttype) values
         ('001', 'VL2', '改名客户', '改名客户公司', '代理'), ('002', 'VL3', '别家客户', '别家客户公司', '代理')`,
    );
    const item = (await itemsOf('guesttype')).find((i) => i.name === '代理')!;
    const saved = await ok('/api/System/ChangeValueItem', admin, {
      id: item.id,
      version: item.version,
      name: '渠道代理',
      nameEn: 'Channel agent',
    });
    expect(saved).toMatchObject({ name: '渠道代理', nameEn: 'Channel agent', renamed: 1, clients: 1 });
    expect(await q(`select gscode, guesttype from clients where guestcode in ('VL2', 'VL3') order by gscode`)).toEqual([
      { gscode: '001', guesttype: '渠道代理' },
      { gscode: '002', guesttype: '代理' },
    ]);
    const [log] = await q(
      `select diff from operation_log where path = '/api/System/ChangeValueItem' and outcome = 'ok' order by id desc limit 1`,
    );
    expect(JSON.stringify(log.diff)).toContain('渠道代理');
    expect(JSON.stringify(log.diff)).toContain('renamedClients');
    // The version seen before the rename is stale now.
    expect(
      await refused('/api/System/ChangeValueItem', admin, { id: item.id, version: item.version, name: '代理' }, 409),
    ).toBe('The item "渠道代理" was changed by someone else meanwhile; reload and try again');
  });

  it("refuses another item's name, and another branch's item is not found", async () => {
    const [a, b] = await itemsOf('fptype');
    expect(
      await refused('/api/System/ChangeValueItem', admin, { id: b.id, version: b.version, name: a.name }, 409),
    ).toMatch(/already has/);
    const theirs = (await itemsOf('fptype', other))[0];
    await refused('/api/System/ChangeValueItem', admin, { id: theirs.id, version: theirs.version, name: 'x' }, 404);
    await refused('/api/System/SetValueItemStatus', admin, { id: theirs.id, version: theirs.version, status: 0 }, 404);
    await refused('/api/System/RemoveValueItem', admin, { id: theirs.id, version: theirs.version }, 404);
    expect((await itemsOf('fptype', other))[0]).toEqual(theirs);
  });
});

describe('SetValueItemStatus, ReorderValueList, RemoveValueItem', () => {
  it('disables an item: listed still, offered no more', async () => {
    const item = (await itemsOf('hyline'))[0];
    const off = await ok('/api/System/SetValueItemStatus', admin, { id: item.id, version: item.version, status: 0 });
    expect(off.status).toBe(0);
    const choices = (await get('/api/System/ValueListChoices', admin)).json().data;
    expect(choices.hyline.map((c: { name: string }) => c.name)).not.toContain(item.name);
  });

  it("puts a list in a new order, and refuses one that misses an item or another list's", async () => {
    const items = await itemsOf('groupname');
    const reversed = [...items].reverse().map((i) => ({ id: i.id, version: i.version }));
    await ok('/api/System/ReorderValueList', admin, { list: 'groupname', order: reversed });
    expect((await itemsOf('groupname')).map((i) => i.id)).toEqual(reversed.map((r) => r.id));
    const now = await itemsOf('groupname');
    await refused(
      '/api/System/ReorderValueList',
      admin,
      { list: 'groupname', order: now.slice(1).map((i) => ({ id: i.id, version: i.version })) },
      409,
    );
    const foreign = (await itemsOf('khly'))[0];
    await refused(
      '/api/System/ReorderValueList',
      admin,
      { list: 'groupname', order: [{ id: foreign.id, version: foreign.version }] },
      404,
    );
  });

  it('removes an item no client holds, and refuses one some client holds', async () => {
    const spare = await add('paytype', '承兑汇票', 'Bank acceptance');
    await ok('/api/System/RemoveValueItem', admin, { id: spare.id, version: spare.version });
    expect((await itemsOf('paytype')).map((i) => i.name)).not.toContain('承兑汇票');
    const held = (await itemsOf('khly')).find((i) => i.name === '展会')!;
    expect(await refused('/api/System/RemoveValueItem', admin, { id: held.id, version: held.version }, 409)).toBe(
      '"展会" is held by 1 clients and cannot be deleted; disable it so it is no longer offered',
    );
  });
});

describe('marks', () => {
  it('reading takes the page, changing takes dict:edit; the client form reads the choices with client:view', async () => {
    await addAccount(q, { userName: 'vlop', roleCode: 'operator' });
    const operator = (await ctx.login('001', 'vlop')).headers;
    expect((await get('/api/System/ValueLists', operator)).statusCode).toBe(200);
    expect((await get('/api/System/ValueListChoices', operator)).statusCode).toBe(200);
    await refused('/api/System/AddValueItem', operator, { list: 'khly', name: '地推' }, 403);
    const item = (await itemsOf('khly'))[0];
    await refused('/api/System/SetValueItemStatus', operator, { id: item.id, version: item.version, status: 0 }, 403);
    await addAccount(q, { userName: 'vlview', roleCode: 'viewer' });
    const viewer = (await ctx.login('001', 'vlview')).headers;
    expect((await get('/api/System/ValueLists', viewer)).statusCode).toBe(403);
    expect((await itemsOf('khly')).map((i) => i.name)).not.toContain('地推');
  });
});
