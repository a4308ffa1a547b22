import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_DEFAULT, HOME_SECTION_KEYS } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import { makePng, multipartBody } from '../../../test/images.js';
import { seedSite } from '../../seed/site.js';

/**
 * Departments, customer-service contacts and the home page (issue 13 #6, #7) and their public
 * reads: the tree's rules (no cycle, no delete with children, at most five levels), the WeChat
 * ID rules, another branch's ids and images refused with nothing changed, the version the user
 * saw (stale → 409), the viewer refused, the audit rows, and what the shop reads.
 */
let ctx: TestContext;
const { q, get, post, ok } = testCalls(() => ctx);
const read = async (url: string, headers: Headers = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const upload = async (headers: Headers, content: Buffer) => {
  const body = multipartBody([{ field: 'file', filename: 'qr.png', type: 'image/png', content }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Upload/Image',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
};
const lastOp = async (path: string) =>
  (await q(`select target_id, outcome, diff from operation_log where path = $1 order by id desc limit 1`, [path]))[0];
const snapshot = async (table: string) =>
  JSON.stringify(await q(`select json_agg(t order by id) as t from ${table} t`));

let admin: Headers;
let admin2: Headers;
let viewer: Headers;
let run = 0;
const uniq = (s: string) => `${s}-${Date.now().toString(36)}-${++run}`;

const addDept = (headers: Headers, body: Record<string, unknown>) => ok('/api/Space/SaveDepartment', headers, body);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  admin2 = (await ctx.login('002', 'admin')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
});
afterAll(() => ctx?.close());

describe('departments', () => {
  it('adds a tree, lists it parents first, and refuses a move under itself or its own descendant', async () => {
    const top = await addDept(admin, { name: uniq('销售部'), leader: '王经理', phone: '+86 (21) 5555-0101', sort: 1 });
    const child = await addDept(admin, { name: uniq('华东组'), parentId: top.id });
    const grand = await addDept(admin, { name: uniq('上海小组'), parentId: child.id });
    const { list } = await read('/api/Space/Departments', admin);
    const at = (id: number) => list.findIndex((d: { id: number }) => d.id === id);
    expect(at(top.id)).toBeLessThan(at(child.id));
    expect(at(child.id)).toBeLessThan(at(grand.id));
    expect(list[at(child.id)]).toMatchObject({ parentId: top.id, version: 0, contacts: 0 });

    const before = await snapshot('departments');
    for (const parentId of [top.id, grand.id]) {
      const res = await post('/api/Space/SaveDepartment', admin, { id: top.id, version: 0, name: top.name, parentId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toContain('under itself or one of its own sub-departments');
    }
    expect(await snapshot('departments')).toBe(before);

    // A move elsewhere is fine: the grandchild goes to the top.
    const moved = await addDept(admin, { id: grand.id, version: 0, name: grand.name, parentId: null });
    expect(moved).toMatchObject({ parentId: null, version: 1 });
    const op = await lastOp('/api/Space/SaveDepartment');
    expect(op).toMatchObject({ target_id: grand.name, outcome: 'ok' });
    expect(op.diff.parentId).toEqual([child.id, null]);
  });

  it('refuses a sixth level, also by moving a subtree', async () => {
    let parentId: number | null = null;
    const chain: { id: number; name: string }[] = [];
    for (let i = 1; i <= 5; i++) {
      const d: { id: number; name: string } = await addDept(admin, { name: uniq(`L${i}`), parentId });
      chain.push(d);
      parentId = d.id;
    }
    const deep = await post('/api/Space/SaveDepartment', admin, { name: uniq('L6'), parentId: chain[4].id });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().msg).toContain('at most 5 levels');
    // A two-level subtree moved under level 4 would reach level 6.
    const a = await addDept(admin, { name: uniq('A') });
    await addDept(admin, { name: uniq('A1'), parentId: a.id });
    const move = await post('/api/Space/SaveDepartment', admin, {
      id: a.id,
      version: 0,
      name: a.name,
      parentId: chain[3].id,
    });
    expect(move.statusCode).toBe(400);
    await addDept(admin, { id: a.id, version: 0, name: a.name, parentId: chain[2].id });
  });

  it('refuses deleting a department with children; deletes a leaf, its contacts stay without a department', async () => {
    const top = await addDept(admin, { name: uniq('客服部') });
    const leaf = await addDept(admin, { name: uniq('夜班'), parentId: top.id });
    const c = await ok('/api/Space/SaveContact', admin, { name: uniq('小李'), departmentId: leaf.id });
    const refused = await post('/api/Space/RemoveDepartment', admin, { id: top.id, version: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('1 sub-department');
    const stale = await post('/api/Space/RemoveDepartment', admin, { id: leaf.id, version: 7 });
    expect(stale.statusCode).toBe(409);
    const done = await ok('/api/Space/RemoveDepartment', admin, { id: leaf.id, version: 0 });
    expect(done).toEqual({ id: leaf.id, contacts: 1 });
    const [row] = await q(`select department_id from service_contacts where id = $1`, [c.id]);
    expect(row.department_id).toBeNull();
    expect(await lastOp('/api/Space/RemoveDepartment')).toMatchObject({ target_id: leaf.name, outcome: 'ok' });
  });

  it('another branch: its department is not found as a parent or a target; stale is 409; phone rules; viewer refused', async () => {
    const theirs = await addDept(admin2, { name: uniq('杭州部') });
    const before = await snapshot('departments');
    expect((await post('/api/Space/SaveDepartment', admin, { name: uniq('x'), parentId: theirs.id })).statusCode).toBe(
      404,
    );
    expect(
      (await post('/api/Space/SaveDepartment', admin, { id: theirs.id, version: 0, name: 'mine now' })).statusCode,
    ).toBe(404);
    expect((await post('/api/Space/RemoveDepartment', admin, { id: theirs.id, version: 0 })).statusCode).toBe(404);
    const phone = await post('/api/Space/SaveDepartment', admin, { name: uniq('p'), phone: '021-5555 abc' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().msg).toContain('digits, spaces and + - ( )');
    const mine = (await read('/api/Space/Departments', admin)).list;
    expect(mine.some((d: { id: number }) => d.id === theirs.id)).toBe(false);
    expect((await post('/api/Space/SaveDepartment', viewer, { name: uniq('v') })).statusCode).toBe(403);
    expect(await snapshot('departments')).toBe(before);
    const d = await addDept(admin, { name: uniq('改名') });
    await addDept(admin, { id: d.id, version: 0, name: `${d.name}2` });
    const stale = await post('/api/Space/SaveDepartment', admin, { id: d.id, version: 0, name: `${d.name}3` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toContain('changed by someone else');
  });
});

describe('contacts', () => {
  it('adds one with a QR image of the branch, lists, filters, switches and deletes it; audited', async () => {
    const dept = await addDept(admin, { name: uniq('售后') });
    const qr = await upload(admin, makePng(4, 4, [10, 20, 30]));
    const name = uniq('客服小王');
    const c = await ok('/api/Space/SaveContact', admin, {
      name,
      departmentId: dept.id,
      phone: '400-800-1234',
      wechatId: 'shop_kefu-01',
      qrImage: qr,
      hours: '9:00–18:00',
      online: 1,
      sort: 3,
    });
    expect(c).toMatchObject({ departmentName: dept.name, qrImage: qr, online: 1, status: 1, version: 0 });
    expect(await lastOp('/api/Space/SaveContact')).toMatchObject({ target_id: name, outcome: 'ok' });
    const byDept = await read(`/api/Space/Contacts?departmentId=${dept.id}`, admin);
    expect(byDept.list.map((r: { id: number }) => r.id)).toEqual([c.id]);
    const bySearch = await read(`/api/Space/Contacts?q=${encodeURIComponent('shop_kefu')}&online=1`, admin);
    expect(bySearch.list.some((r: { id: number }) => r.id === c.id)).toBe(true);
    const off = await ok('/api/Space/SwitchContact', admin, { id: c.id, version: 0, flag: 'online', value: 0 });
    expect(off).toMatchObject({ online: 0, version: 1 });
    expect((await lastOp('/api/Space/SwitchContact')).diff).toEqual({ online: [1, 0] });
    expect((await read(`/api/Space/Contacts?departmentId=${dept.id}&online=1`, admin)).total).toBe(0);
    const stale = await post('/api/Space/SwitchContact', admin, { id: c.id, version: 0, flag: 'status', value: 0 });
    expect(stale.statusCode).toBe(409);
    await ok('/api/Space/RemoveContact', admin, { id: c.id, version: 1 });
    expect((await q(`select 1 from service_contacts where id = $1`, [c.id])).length).toBe(0);
  });

  it('refuses a WeChat ID against its rules', async () => {
    for (const wechatId of ['abc12', '1abcdef', 'abc def1', 'a'.repeat(21), '微信号abcdef']) {
      const res = await post('/api/Space/SaveContact', admin, { name: uniq('w'), wechatId });
      expect(res.statusCode, wechatId).toBe(400);
      expect(res.json().msg).toContain(wechatId.length > 20 ? 'WeChat ID' : 'a letter first');
    }
    await ok('/api/Space/SaveContact', admin, { name: uniq('w'), wechatId: 'Abc-12_x' });
  });

  it("refuses another branch's department and image, and a stored-nowhere image; nothing changed", async () => {
    const theirs = await addDept(admin2, { name: uniq('杭州客服部') });
    const theirImage = await upload(admin2, makePng(5, 5, [1, 2, 3]));
    const mine = await ok('/api/Space/SaveContact', admin, { name: uniq('c') });
    const before = await snapshot('service_contacts');
    const dept = await post('/api/Space/SaveContact', admin, { name: uniq('x'), departmentId: theirs.id });
    expect(dept.statusCode).toBe(404);
    const image = await post('/api/Space/SaveContact', admin, {
      id: mine.id,
      version: 0,
      name: mine.name,
      qrImage: theirImage,
    });
    expect(image.statusCode).toBe(403);
    expect(image.json().msg).toContain('uploaded to this branch');
    const made = await post('/api/Space/SaveContact', admin, {
      name: uniq('x'),
      qrImage: theirImage.replace('/002/', '/001/'),
    });
    expect(made.statusCode).toBe(400);
    const outside = await post('/api/Space/SaveContact', admin, {
      name: uniq('x'),
      qrImage: 'https://evil.example/qr.png',
    });
    expect(outside.statusCode).toBe(400);
    const theirContact = await ok('/api/Space/SaveContact', admin2, { name: uniq('杭州客服') });
    const after2 = await snapshot('service_contacts');
    expect((await post('/api/Space/RemoveContact', admin, { id: theirContact.id, version: 0 })).statusCode).toBe(404);
    expect(
      (await post('/api/Space/SwitchContact', admin, { id: theirContact.id, version: 0, flag: 'status', value: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/Space/SaveContact', viewer, { name: uniq('v') })).statusCode).toBe(403);
    expect(await snapshot('service_contacts')).toBe(after2);
    expect(after2).not.toBe(before);
  });
});

describe('home page', () => {
  it('reads the defaults while never saved, saves the whole document with the version, refuses stale and unknown sections', async () => {
    const first = await read('/api/Space/HomePage', admin2);
    expect(first).toEqual({ layout: HOME_DEFAULT, version: 0, updatedBy: '', updatedAt: null });
    expect(first.layout.sections.map((s: { key: string }) => s.key)).toEqual([...HOME_SECTION_KEYS]);

    const sections = structuredClone(HOME_DEFAULT.sections);
    const [news] = sections.splice(2, 1);
    sections.splice(1, 0, news);
    const notice = sections.find((s) => s.key === 'notice')!;
    notice.enabled = false;
    const products = sections.find((s) => s.key === 'products') as { title: string; count: number; category: string };
    products.title = '名片精选';
    products.category = 'businessCard';
    products.count = 12;
    const saved = await ok('/api/Space/SaveHomePage', admin2, { layout: { sections }, version: 0 });
    expect(saved.version).toBe(1);
    expect(saved.updatedBy).toBe('admin');
    expect((await read('/api/Space/HomePage', admin2)).layout).toEqual({ sections });
    const op = await lastOp('/api/Space/SaveHomePage');
    expect(op.outcome).toBe('ok');
    expect(op.diff.version).toEqual([0, 1]);

    const before = JSON.stringify(await q(`select * from branch_documents where kind = 'home' order by gscode`));
    const stale = await post('/api/Space/SaveHomePage', admin2, { layout: HOME_DEFAULT, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toContain('saved by someone else');
    const unknown = await post('/api/Space/SaveHomePage', admin2, {
      layout: { sections: [...HOME_DEFAULT.sections.slice(0, 4), { key: 'video', enabled: true }] },
      version: 1,
    });
    expect(unknown.statusCode).toBe(400);
    const twice = await post('/api/Space/SaveHomePage', admin2, {
      layout: { sections: [...HOME_DEFAULT.sections.slice(0, 4), HOME_DEFAULT.sections[0]] },
      version: 1,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toContain('each section exactly once');
    const badLink = structuredClone(HOME_DEFAULT.sections);
    (badLink[3] as { link: string }).link = 'javascript:alert(1)';
    expect(
      (await post('/api/Space/SaveHomePage', admin2, { layout: { sections: badLink }, version: 1 })).statusCode,
    ).toBe(400);
    const category = structuredClone(HOME_DEFAULT.sections);
    (category[1] as { category: string }).category = 'jewellery';
    expect(
      (await post('/api/Space/SaveHomePage', admin2, { layout: { sections: category }, version: 1 })).statusCode,
    ).toBe(400);
    const tooMany = structuredClone(HOME_DEFAULT.sections);
    (tooMany[1] as { count: number }).count = 13;
    expect(
      (await post('/api/Space/SaveHomePage', admin2, { layout: { sections: tooMany }, version: 1 })).statusCode,
    ).toBe(400);
    expect((await post('/api/Space/SaveHomePage', viewer, { layout: HOME_DEFAULT, version: 0 })).statusCode).toBe(403);
    expect(JSON.stringify(await q(`select * from branch_documents where kind = 'home' order by gscode`))).toBe(before);
  });
});

describe('public reads', () => {
  it('Home: the enabled sections in order, without switches, version or editor; ETag and 304; unknown branch 404', async () => {
    const doc = await read('/api/Space/HomePage', admin);
    const sections = structuredClone(doc.layout.sections) as { key: string; enabled: boolean }[];
    sections.reverse();
    sections.find((s) => s.key === 'banner')!.enabled = false;
    await ok('/api/Space/SaveHomePage', admin, { layout: { sections }, version: doc.version });
    const res = await get('/api/Public/Home?branch=001');
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.sections.map((s: { key: string }) => s.key)).toEqual(
      sections.filter((s) => s.enabled).map((s) => s.key),
    );
    expect(JSON.stringify(body)).not.toMatch(/"enabled"|"version"|"updatedBy"/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/Public/Home?branch=001', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/api/Public/Home?branch=nope')).statusCode).toBe(404);
    expect((await get('/api/Public/Contacts?branch=nope')).statusCode).toBe(404);
  });

  it('Contacts: the enabled ones in order with their department (hidden when disabled)', async () => {
    const dept = await addDept(admin, { name: uniq('公开部') });
    const off = await addDept(admin, { name: uniq('停用部'), status: 0 });
    const names = [uniq('P-b'), uniq('P-a'), uniq('P-off'), uniq('P-c')];
    await ok('/api/Space/SaveContact', admin, {
      name: names[0],
      departmentId: dept.id,
      sort: 9001,
      wechatId: 'kefu_b1',
    });
    await ok('/api/Space/SaveContact', admin, { name: names[1], sort: 9000, online: 0 });
    await ok('/api/Space/SaveContact', admin, { name: names[2], sort: 9002, status: 0 });
    await ok('/api/Space/SaveContact', admin, { name: names[3], departmentId: off.id, sort: 9003 });
    const res = await get('/api/Public/Contacts?branch=001');
    expect(res.statusCode).toBe(200);
    const list = (res.json().data.list as { name: string }[]).filter((c) => names.includes(c.name));
    expect(list).toEqual([
      { name: names[1], department: '', phone: '', wechatId: '', qrImage: '', hours: '', online: false },
      { name: names[0], department: dept.name, phone: '', wechatId: 'kefu_b1', qrImage: '', hours: '', online: true },
      { name: names[3], department: '', phone: '', wechatId: '', qrImage: '', hours: '', online: true },
    ]);
    const again = await get('/api/Public/Contacts?branch=001', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Another branch's contacts never appear in 001's read.
    const theirs = await ok('/api/Space/SaveContact', admin2, { name: uniq('杭州公开') });
    const mine = (await read('/api/Public/Contacts?branch=001')).list as { name: string }[];
    expect(mine.some((c) => c.name === theirs.name)).toBe(false);
  });
});

describe('demo seed', () => {
  it('seeds a two-level tree, contacts with QR images of the branch (served as PNG) and a home page', async () => {
    await seedSite(ctx.db, '001', 42);
    const { list } = await read('/api/Space/Departments', admin);
    const service = list.find((d: { name: string }) => d.name === '客户服务部');
    expect(
      list.filter((d: { parentId: number | null }) => d.parentId === service.id).map((d: { name: string }) => d.name),
    ).toEqual(['售前咨询', '售后服务']);
    const seeded = ['kefu_lin01', 'kefu_zhang02', 'kefu_mei03', 'sales_zhou'];
    const contacts = (
      (await read('/api/Space/Contacts?pageSize=100', admin)).list as { wechatId: string; qrImage: string }[]
    ).filter((c) => seeded.includes(c.wechatId));
    expect(contacts.map((c) => c.wechatId)).toEqual(seeded);
    for (const c of contacts) {
      const img = await ctx.app.inject({ method: 'GET', url: c.qrImage });
      expect(img.statusCode, c.qrImage).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
    }
    expect((await read('/api/Space/HomePage', admin)).version).toBeGreaterThanOrEqual(1);
  });
});
