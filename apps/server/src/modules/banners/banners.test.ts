import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInSeedUsers, type TestContext } from '../../../test/context.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import { makePng, multipartBody } from '../../../test/images.js';

/**
 * Banners (issue 13 #2) and their public read (#10): add, edit, enable, delete and reorder in
 * one slot of the session's branch; another branch's id, image or a stale version refused with
 * nothing changed; link and window rules; each slot's own marks; the public read shows only what
 * is enabled and inside its window, in order, with an ETag; every change audited.
 */
let ctx: TestContext;
type Row = Record<string, any>;
const { q, get, post, ok } = testCalls(() => ctx);
const PC = '/api/Banner/Pc';
const AD = '/api/Banner/Ad';
const list = async (headers: Headers, base = PC, qs = 'pageSize=100') => {
  const res = await get(`${base}/List?${qs}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Row[]; total: number };
};
const publicRead = (qs: string, headers: Headers = {}) => get(`/api/Public/Banners?${qs}`, headers);
const snapshot = async () => JSON.stringify(await q(`select * from banners order by id`));
/** The newest operation-log row of a call (of that outcome); its diff is { field: [before, after] }. */
const lastLog = async (path: string, outcome?: string) =>
  (
    await q(
      `select target_id, outcome, diff, action from operation_log where path = $1 and ($2::text is null or outcome = $2) order by id desc limit 1`,
      [path, outcome ?? null],
    )
  )[0];

let admin: Headers;
let admin2: Headers;
let operator: Headers;
let viewer: Headers;
let image1: string;
let image2: string;
let image002: string;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function upload(headers: Headers, rgb: [number, number, number]) {
  const { payload, headers: h } = multipartBody([
    { field: 'file', filename: 'b.png', type: 'image/png', content: makePng(8, 2, rgb) },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Upload/Image',
    headers: { ...headers, ...h },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

const add = (headers: Headers, fields: Row, base = PC) =>
  ok(`${base}/Save`, headers, { image: image1, title: '横幅', ...fields });

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ admin, admin2, operator, viewer } = await signInSeedUsers(ctx));
  image1 = await upload(admin, [200, 30, 30]);
  image2 = await upload(admin, [30, 200, 30]);
  image002 = await upload(admin2, [30, 30, 200]);
});
afterAll(() => ctx?.close());

describe('adding, editing, enabling and deleting', () => {
  it('adds banners last in their slot, with titles, link, window and state', async () => {
    const a = await add(admin, {
      title: '春季促销',
      titleEn: 'Spring sale',
      link: 'https://shop.example.com/spring?x=1',
    });
    const b = await add(admin, { title: '新品', link: '/product/12', startsAt: at(24 * HOUR), endsAt: at(48 * HOUR) });
    expect(a).toMatchObject({
      slot: 'pc',
      title: '春季促销',
      titleEn: 'Spring sale',
      status: 1,
      state: 'live',
      version: 0,
      startsAt: null,
      endsAt: null,
    });
    expect(b.sort).toBe(a.sort + 1);
    expect(b.state).toBe('scheduled');
    const log = await lastLog(`${PC}/Save`);
    expect(log).toMatchObject({ target_id: String(b.id), outcome: 'ok', action: 'save banner' });
    expect(log.diff).toMatchObject({ title: [null, '新品'], link: [null, '/product/12'], slot: [null, 'pc'] });
  });

  it('changes a banner with the version seen; a stale version is 409 and changes nothing', async () => {
    const a = await add(admin, { title: '旧标题' });
    const changed = await ok(`${PC}/Save`, admin, {
      id: a.id,
      version: a.version,
      image: image2,
      title: '新标题',
      titleEn: 'New',
      link: '',
    });
    expect(changed).toMatchObject({
      title: '新标题',
      titleEn: 'New',
      image: image2,
      version: a.version + 1,
      sort: a.sort,
    });
    const before = await snapshot();
    const stale = await post(`${PC}/Save`, admin, { id: a.id, version: a.version, image: image1, title: '又改' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/changed by someone else/);
    expect(await snapshot()).toBe(before);
    expect((await post(`${PC}/Save`, admin, { id: a.id, image: image1, title: '没有版本' })).statusCode).toBe(400);
    const log = await lastLog(`${PC}/Save`);
    expect(log.outcome).toBe('error');
  });

  it('enables and disables one; the list filters by state and searches both titles', async () => {
    const a = await add(admin, { title: '停用测试', titleEn: 'Disable probe' });
    const off = await ok(`${PC}/SetStatus`, admin, { id: a.id, version: a.version, status: 0 });
    expect(off).toMatchObject({ status: 0, state: 'disabled', version: a.version + 1 });
    expect((await post(`${PC}/SetStatus`, admin, { id: a.id, version: a.version, status: 1 })).statusCode).toBe(409);
    expect((await list(admin, PC, 'pageSize=100&state=disabled')).list.map((r) => r.id)).toEqual([a.id]);
    expect((await list(admin, PC, 'pageSize=100&q=disable%20PROBE')).list.map((r) => r.id)).toEqual([a.id]);
    expect((await list(admin, PC, 'pageSize=100&state=scheduled')).list.every((r) => r.state === 'scheduled')).toBe(
      true,
    );
    expect(await lastLog(`${PC}/SetStatus`, 'ok')).toMatchObject({ target_id: String(a.id), diff: { status: [1, 0] } });
    expect((await lastLog(`${PC}/SetStatus`)).outcome).toBe('error');
  });

  it('deletes one with the version seen, audited', async () => {
    const a = await add(admin, { title: '要删除' });
    expect((await post(`${PC}/Remove`, admin, { id: a.id, version: a.version + 5 })).statusCode).toBe(409);
    expect(await ok(`${PC}/Remove`, admin, { id: a.id, version: a.version })).toEqual({ id: a.id });
    expect(await q(`select id from banners where id = $1`, [a.id])).toEqual([]);
    const log = await lastLog(`${PC}/Remove`);
    expect(log).toMatchObject({ target_id: String(a.id), outcome: 'ok' });
    expect(log.diff.title).toEqual(['要删除', null]);
  });
});

describe('refusals', () => {
  it("another branch's banner is 404 to every call, and nothing changes", async () => {
    const theirs = await ok(`${PC}/Save`, admin2, { image: image002, title: '杭州横幅' });
    const before = await snapshot();
    const tries = [
      post(`${PC}/Save`, admin, { id: theirs.id, version: theirs.version, image: image1, title: '改别人的' }),
      post(`${PC}/SetStatus`, admin, { id: theirs.id, version: theirs.version, status: 0 }),
      post(`${PC}/Remove`, admin, { id: theirs.id, version: theirs.version }),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode, res.body).toBe(404);
    const mine = (await list(admin)).list.map((r) => ({ id: r.id, version: r.version }));
    expect(
      (await post(`${PC}/Reorder`, admin, { order: [...mine, { id: theirs.id, version: theirs.version }] })).statusCode,
    ).toBe(404);
    expect(await snapshot()).toBe(before);
    expect((await list(admin)).list.some((r) => r.id === theirs.id)).toBe(false);
    expect((await lastLog(`${PC}/Remove`)).outcome).toBe('denied');
  });

  it("another branch's image address is 403, an address that is no stored image 400; nothing is stored", async () => {
    const before = await snapshot();
    const other = await post(`${PC}/Save`, admin, { image: image002, title: '别人的图' });
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toMatch(/uploaded in this branch/);
    const missing = image1.replace(/[0-9a-f]{64}/, '0'.repeat(64));
    for (const image of [
      missing,
      'https://evil.example.com/a.png',
      '/api/Upload/File/001/x.png',
      'javascript:alert(1)',
    ]) {
      const res = await post(`${PC}/Save`, admin, { image, title: '假图' });
      expect(res.statusCode, image).toBe(400);
    }
    const a = (await list(admin)).list[0];
    expect(
      (await post(`${PC}/Save`, admin, { id: a.id, version: a.version, image: image002, title: a.title })).statusCode,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('refuses links that are not http(s) or a shop path, with the rule in words', async () => {
    const before = await snapshot();
    const bad = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'product/12',
      '../admin',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'https://',
      'https:// example.com',
      '/a b',
      'ftp://example.com/x',
      'http://exa<mple.com',
      'mailto:a@example.com',
      '/x"onmouseover="alert(1)',
    ];
    for (const link of bad) {
      const res = await post(`${PC}/Save`, admin, { image: image1, title: '坏链接', link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().msg, link).toMatch(/http:\/\/ or https:\/\/ address, or a path of this site/);
    }
    const cn = await ctx.app.inject({
      method: 'POST',
      url: `${PC}/Save`,
      headers: admin,
      payload: { image: image1, title: '坏链接', link: 'javascript:alert(1)' },
    });
    expect(cn.json().msg).toMatch(/本站路径/);
    expect(await snapshot()).toBe(before);
    for (const link of [
      '',
      '/',
      '/product/12?from=banner#top',
      'http://example.com',
      'HTTPS://shop.example.com:8443/a/b?c=d',
    ]) {
      expect((await add(admin, { title: '好链接', link })).link, link).toBe(link);
    }
  });

  it('refuses an end before the start, titles over 100 characters and a missing cn title', async () => {
    const before = await snapshot();
    const backwards = await post(`${PC}/Save`, admin, {
      image: image1,
      title: '倒序',
      startsAt: at(2 * HOUR),
      endsAt: at(HOUR),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().msg).toMatch(/after the start time/);
    const same = at(HOUR);
    expect(
      (await post(`${PC}/Save`, admin, { image: image1, title: '同时', startsAt: same, endsAt: same })).statusCode,
    ).toBe(400);
    expect((await post(`${PC}/Save`, admin, { image: image1, title: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await post(`${PC}/Save`, admin, { image: image1, title: 'ok', titleEn: 'x'.repeat(101) })).statusCode).toBe(
      400,
    );
    expect((await post(`${PC}/Save`, admin, { image: image1, title: '  ', titleEn: 'English only' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(`${PC}/Save`, admin, { image: image1, title: 'ok', startsAt: '0000-01-01T00:00:00Z' })).statusCode,
    ).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('the viewer is refused (403) and changes nothing', async () => {
    const a = (await list(admin)).list[0];
    const before = await snapshot();
    expect((await get(`${PC}/List`, viewer)).statusCode).toBe(403);
    expect((await post(`${PC}/Save`, viewer, { image: image1, title: '只读' })).statusCode).toBe(403);
    expect((await post(`${PC}/Remove`, viewer, { id: a.id, version: a.version })).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    expect(
      (await q(`select outcome from operation_log where path = $1 order by id desc limit 1`, [`${PC}/Remove`]))[0]
        .outcome,
    ).toBe('denied');
  });

  it("the ad page's edit mark does not edit PC banners, and a slot's calls never reach another slot's banner", async () => {
    // The operator keeps advertise:edit but loses banner:edit.
    await q(`delete from role_menus rm using roles r, menus m
              where rm.role_id = r.id and rm.menu_id = m.id and r.gscode = '001' and r.code = 'operator' and m.permission = 'banner:edit'`);
    const adBanner = await add(operator, { title: '广告' }, AD);
    expect(adBanner.slot).toBe('ad');
    const before = await snapshot();
    expect((await post(`${PC}/Save`, operator, { image: image1, title: '横幅' })).statusCode).toBe(403);
    const pcBanner = (await list(admin)).list[0];
    expect((await post(`${PC}/Remove`, operator, { id: pcBanner.id, version: pcBanner.version })).statusCode).toBe(403);
    // Through the ad calls, a PC banner is not found (and the other way round).
    expect((await post(`${AD}/Remove`, operator, { id: pcBanner.id, version: pcBanner.version })).statusCode).toBe(404);
    expect((await post(`${PC}/Remove`, admin, { id: adBanner.id, version: adBanner.version })).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
    expect((await list(operator, PC)).list.length).toBeGreaterThan(0);
    expect((await list(admin, AD)).list.map((r) => r.id)).toEqual([adBanner.id]);
  });
});

describe('reordering', () => {
  it('puts the slot in the order given (sorts 1 … n), bumps the moved ones, audited', async () => {
    const rows = (await list(admin)).list;
    const reversed = [...rows].reverse();
    const result = await ok(`${PC}/Reorder`, admin, { order: reversed.map((r) => ({ id: r.id, version: r.version })) });
    expect(result.map((r: Row) => r.id)).toEqual(reversed.map((r) => r.id));
    expect(result.map((r: Row) => r.sort)).toEqual(reversed.map((_, i) => i + 1));
    const after = (await list(admin)).list;
    expect(after.map((r) => r.id)).toEqual(reversed.map((r) => r.id));
    const log = await lastLog(`${PC}/Reorder`);
    expect(log).toMatchObject({ target_id: 'pc', outcome: 'ok' });
    expect(log.diff.order).toEqual([rows.map((r) => r.id), reversed.map((r) => r.id)]);
  });

  it('two people reordering: the second, with the versions it saw, is 409 and nothing moves', async () => {
    const seen = (await list(admin)).list;
    const first = [seen[1], seen[0], ...seen.slice(2)];
    await ok(`${PC}/Reorder`, admin, { order: first.map((r) => ({ id: r.id, version: r.version })) });
    const before = await snapshot();
    // Another session (signed in elsewhere) drops its order, made from the same list.
    const other = (await ctx.login('001', 'admin')).headers;
    const second = [...seen].reverse();
    const again = await post(`${PC}/Reorder`, other, { order: second.map((r) => ({ id: r.id, version: r.version })) });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/changed by someone else/);
    expect(await snapshot()).toBe(before);
  });

  it('refuses an order that leaves a banner out (added meanwhile) or names one twice', async () => {
    const rows = (await list(admin)).list;
    const before = await snapshot();
    const partial = await post(`${PC}/Reorder`, admin, {
      order: rows.slice(1).map((r) => ({ id: r.id, version: r.version })),
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().msg).toMatch(/added or deleted/);
    const twice = await post(`${PC}/Reorder`, admin, {
      order: [...rows, rows[0]].map((r) => ({ id: r.id, version: r.version })),
    });
    expect(twice.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('the public read', () => {
  it('shows only enabled banners inside their window, of the slot, in order; image, titles and link only', async () => {
    // A slot of its own: the wxapp slot of 001, empty so far.
    const W = '/api/Banner/Wxapp';
    const live1 = await add(admin, { title: '一', titleEn: 'One', link: '/a' }, W);
    const future = await add(admin, { title: '将来', startsAt: at(HOUR) }, W);
    const ended = await add(admin, { title: '已结束', startsAt: at(-48 * HOUR), endsAt: at(-HOUR) }, W);
    const off = await add(admin, { title: '停用', status: 0 }, W);
    const live2 = await add(admin, { title: '二', startsAt: at(-HOUR), endsAt: at(HOUR) }, W);
    const all = [live1, future, ended, off, live2];
    expect(all.map((b) => b.state)).toEqual(['live', 'scheduled', 'ended', 'disabled', 'live']);
    let res = await publicRead('branch=001&slot=wxapp');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { image: image1, title: '一', titleEn: 'One', link: '/a' },
      { image: image1, title: '二', titleEn: '', link: '' },
    ]);
    // In the slot's order.
    await ok(`${W}/Reorder`, admin, {
      order: [live2, off, ended, future, live1].map((b) => ({ id: b.id, version: b.version })),
    });
    res = await publicRead('branch=001&slot=wxapp');
    expect(res.json().data.map((b: Row) => b.title)).toEqual(['二', '一']);
    // Another branch's and another slot's banners are not in it.
    expect((await publicRead('branch=002&slot=wxapp')).json().data).toEqual([]);
    expect((await publicRead('branch=001&slot=pc')).json().data.some((b: Row) => b.title === '一')).toBe(false);
  });

  it('answers an ETag and 304 while nothing changed; the tag changes after an edit', async () => {
    const first = await publicRead('branch=001&slot=wxapp');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await publicRead('branch=001&slot=wxapp', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const { list: rows } = await list(admin, '/api/Banner/Wxapp');
    const one = rows.find((r) => r.title === '一')!;
    await ok('/api/Banner/Wxapp/Save', admin, {
      id: one.id,
      version: one.version,
      image: image2,
      title: '一（改）',
      titleEn: 'One',
      link: '/a',
    });
    const changed = await publicRead('branch=001&slot=wxapp', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.map((b: Row) => b.title)).toContain('一（改）');
  });

  it('is 404 for an unknown branch and 400 for an unknown slot, without a session', async () => {
    expect((await publicRead('branch=999&slot=pc')).statusCode).toBe(404);
    expect((await publicRead('branch=001&slot=top')).statusCode).toBe(400);
    expect((await publicRead('branch=001')).statusCode).toBe(400);
  });
});

describe('demo banners', () => {
  it('the seed draws an image per banner at the slot size, stored as an upload of the branch, and every state shows', async () => {
    const { seedBanners } = await import('../../seed/banners.js');
    await q(`delete from banners where gscode = '002'`);
    await seedBanners(ctx.db, '002', new Date());
    const rows = await q(`select b.slot, b.image, b.status, u.mime from banners b
                            left join uploads u on u.gscode = b.gscode and b.image like '%' || u.sha256 || '%'
                           where b.gscode = '002' order by b.slot, b.sort`);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const r of rows) expect(r.mime, r.image).toBe('image/jpeg');
    expect(new Set((await list(admin2, PC)).list.map((r) => r.state))).toEqual(new Set(['live', 'scheduled']));
    expect((await list(admin2, '/api/Banner/Wxapp')).list.map((r) => r.state)).toContain('disabled');
    const shown = (await publicRead('branch=002&slot=pc')).json().data;
    expect(shown.length).toBe(3);
    const img = await get(shown[0].image);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const { default: sharp } = await import('sharp');
    expect(await sharp(img.rawPayload).metadata()).toMatchObject({ width: 1920, height: 500 });
  });
});
