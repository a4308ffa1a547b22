import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInSeedUsers, type TestContext } from '../../../test/context.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import { makePng, multipartBody } from '../../../test/images.js';
import { seedArticles } from '../../seed/articles.js';
import { sanitizeArticleHtml } from './sanitize.js';

/**
 * News (issue 13 #3, #10): add, change, publish, schedule, unpublish, delete; every save a
 * revision; restore; the version that was seen (409 otherwise); the branch's own items and images
 * only; the marks; the public reads hide drafts and items whose time has not come; every change
 * in the operation log.
 */
let ctx: TestContext;
const { q, get, post, ok } = testCalls(() => ctx);
const refused = async (res: Awaited<ReturnType<typeof get>>, status: number, msg?: RegExp) => {
  expect(res.statusCode, res.body).toBe(status);
  if (msg) expect(res.json().msg).toMatch(msg);
};
const list = async (headers: Headers, qs = 'pageSize=100') => {
  const res = await get(`/api/Article/List?${qs}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Record<string, any>[]; total: number; summary: Record<string, number> };
};
const snapshot = async () =>
  JSON.stringify(
    await q(
      `select (select json_agg(a order by id) from articles a) as a, (select json_agg(r order by id) from article_revisions r) as r`,
    ),
  );
const lastLog = async (path: string) =>
  (
    await q(`select action, outcome, target_id, diff from operation_log where path = $1 order by id desc limit 1`, [
      path,
    ])
  )[0];

let admin: Headers;
let admin2: Headers;
let operator: Headers;
let viewer: Headers;
let image1: string;
let image2: string;
let image002: string;

async function upload(headers: Headers, content: Buffer): Promise<string> {
  const body = multipartBody([{ field: 'file', filename: 'x.png', type: 'image/png', content }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Upload/Image',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.json().code, res.body).toBe(0);
  return res.json().data.url;
}

const add = (headers: Headers, fields: Record<string, unknown> = {}) =>
  ok('/api/Article/Add', headers, {
    category: 'company',
    title: '新品发布',
    summary: '摘要',
    body: '<p>正文</p>',
    ...fields,
  });

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ admin, admin2, operator, viewer } = await signInSeedUsers(ctx));
  image1 = await upload(admin, makePng(4, 3, [10, 20, 30]));
  image2 = await upload(admin, makePng(5, 5, [40, 50, 60]));
  image002 = await upload(admin2, makePng(6, 6, [70, 80, 90]));
});
afterAll(() => ctx?.close());

describe('saving content', () => {
  it('adds a draft with its first revision, sanitised, audited', async () => {
    const a = await add(admin, {
      title: '  季度总结  ',
      cover: image1,
      body: `<p onclick="x()">安全<script>alert(1)</script></p><img src="${image1}" alt="图" onerror="x()">`,
    });
    expect(a).toMatchObject({
      title: '季度总结',
      state: 'draft',
      publishAt: null,
      version: 1,
      author: 'admin',
      updatedBy: 'admin',
      cover: image1,
      imagesRemoved: 0,
    });
    expect(a.body).toBe(`<p>安全</p><img src="${image1}" alt="图" />`);
    const [stored] = await q(`select body, version from articles where id = $1`, [a.id]);
    expect(stored).toEqual({ body: a.body, version: 1 });
    const revs = await q(`select version, title, body, saved_by from article_revisions where article_id = $1`, [a.id]);
    expect(revs).toEqual([{ version: 1, title: '季度总结', body: a.body, saved_by: 'admin' }]);
    const log = await lastLog('/api/Article/Add');
    expect(log).toMatchObject({ action: 'add news item', outcome: 'ok', target_id: String(a.id) });
    expect(log.diff.title).toEqual([null, '季度总结']);
  });

  it('changes content as a new version and revision; the state stays', async () => {
    const a = await add(admin);
    const published = await ok('/api/Article/Publish', admin, { id: a.id, version: a.version, op: 'publish' });
    const b = await ok('/api/Article/Change', operator, {
      id: a.id,
      version: published.version,
      category: 'notice',
      title: '改过',
      summary: '',
      cover: '',
      body: '<h2>新</h2>',
    });
    expect(b).toMatchObject({
      version: 3,
      state: 'published',
      category: 'notice',
      title: '改过',
      body: '<h2>新</h2>',
      updatedBy: 'operator',
      author: 'admin',
    });
    expect(
      (await q(`select version from article_revisions where article_id = $1 order by id`, [a.id])).map(
        (r) => r.version,
      ),
    ).toEqual([1, 3]);
    expect((await lastLog('/api/Article/Change')).diff.title).toEqual(['新品发布', '改过']);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const a = await add(admin);
    await ok('/api/Article/Change', admin, { id: a.id, version: 1, category: 'company', title: '第一次', body: '' });
    const before = await snapshot();
    await refused(
      await post('/api/Article/Change', admin, { id: a.id, version: 1, category: 'company', title: '过期', body: '' }),
      409,
      /changed by someone else/,
    );
    await refused(await post('/api/Article/Publish', admin, { id: a.id, version: 1, op: 'publish' }), 409);
    await refused(await post('/api/Article/Remove', admin, { id: a.id, version: 1 }), 409);
    expect(await snapshot()).toBe(before);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await snapshot();
    await refused(await post('/api/Article/Add', admin, { category: 'company', title: '' }), 400, /Title/);
    await refused(
      await post('/api/Article/Add', admin, { category: 'company', title: 'x'.repeat(121) }),
      400,
      /at most 120/,
    );
    await refused(
      await post('/api/Article/Add', admin, { category: 'company', title: 'x', summary: 'y'.repeat(301) }),
      400,
      /at most 300/,
    );
    await refused(await post('/api/Article/Add', admin, { category: 'gossip', title: 'x' }), 400, /Category/);
    await refused(await post('/api/Article/Add', admin, { category: 'company', title: 'x', state: 'published' }), 400);
    // Over 200 KB once sanitised: refused, saying the size; a large paste that cleans down to less passes.
    await refused(
      await post('/api/Article/Add', admin, { category: 'company', title: 'x', body: `<p>${'字'.repeat(70_000)}</p>` }),
      400,
      /206 KB once cleaned, at most 200 KB/,
    );
    expect(await snapshot()).toBe(before);
    const cleaned = await add(admin, { body: `<p>ok</p>${'<span style="color:red" onclick="x()">'.repeat(8_000)}` });
    expect(cleaned.body.startsWith('<p>ok</p>')).toBe(true);
  });
});

describe('images', () => {
  it("refuses another branch's cover (403) and an address naming no stored image (400); nothing changes", async () => {
    const before = await snapshot();
    await refused(
      await post('/api/Article/Add', admin, { category: 'company', title: 'x', cover: image002 }),
      403,
      /uploaded in this branch/,
    );
    await refused(
      await post('/api/Article/Add', admin, {
        category: 'company',
        title: 'x',
        cover: `/api/Upload/File/001/${'0'.repeat(64)}.png`,
      }),
      400,
      /not stored/,
    );
    await refused(
      await post('/api/Article/Add', admin, { category: 'company', title: 'x', cover: 'https://cdn.example/x.png' }),
      403,
    );
    expect(await snapshot()).toBe(before);
    expect((await lastLog('/api/Article/Add')).outcome).toBe('denied');
  });

  it("removes another branch's image, an outside one and an unstored one from the body, and says how many", async () => {
    const missing = `/api/Upload/File/001/${'1'.repeat(64)}.png`;
    const wrongExt = image1.replace(/\.png$/, '.jpg');
    const a = await add(admin, {
      body: `<p>图</p><img src="${image1}"><img src="${image002}"><img src="https://cdn.example/x.png"><img src="${missing}"><img src="${wrongExt}"><img src="${image2}">`,
    });
    expect(a.body).toBe(`<p>图</p><img src="${image1}" /><img src="${image2}" />`);
    expect(a.imagesRemoved).toBe(4);
  });
});

describe('publishing', () => {
  it('publishes now, schedules for later, unpublishes; each bumps the version, audited', async () => {
    const a = await add(admin);
    const p = await ok('/api/Article/Publish', admin, { id: a.id, version: 1, op: 'publish' });
    expect(p.state).toBe('published');
    expect(Math.abs(Date.parse(p.publishAt) - Date.now())).toBeLessThan(60_000);
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const s = await ok('/api/Article/Publish', admin, {
      id: a.id,
      version: p.version,
      op: 'schedule',
      publishAt: later,
    });
    expect(s).toMatchObject({ state: 'scheduled', publishAt: later, version: 3 });
    const log = await lastLog('/api/Article/Publish');
    expect(log).toMatchObject({ action: 'publish news item', outcome: 'ok' });
    expect(log.diff.state).toEqual(['published', 'scheduled']);
    const u = await ok('/api/Article/Publish', admin, { id: a.id, version: s.version, op: 'unpublish' });
    expect(u).toMatchObject({ state: 'draft', publishAt: null, version: 4 });
    // Publishing writes no revision: the content did not change.
    expect((await q(`select count(*)::int as n from article_revisions where article_id = $1`, [a.id]))[0].n).toBe(1);
  });

  it('refuses a schedule in the past or without a time; nothing changes', async () => {
    const a = await add(admin);
    const before = await snapshot();
    await refused(
      await post('/api/Article/Publish', admin, {
        id: a.id,
        version: 1,
        op: 'schedule',
        publishAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      400,
      /later than now/,
    );
    await refused(
      await post('/api/Article/Publish', admin, { id: a.id, version: 1, op: 'schedule' }),
      400,
      /needs a publishing time/,
    );
    await refused(
      await post('/api/Article/Publish', admin, {
        id: a.id,
        version: 1,
        op: 'schedule',
        publishAt: '2026-13-01T00:00:00Z',
      }),
      400,
    );
    await refused(
      await post('/api/Article/Publish', admin, {
        id: a.id,
        version: 1,
        op: 'schedule',
        publishAt: '2200-01-01T00:00:00Z',
      }),
      400,
      /between 2000 and 2100/,
    );
    expect(await snapshot()).toBe(before);
  });

  it('an operator without article:publish cannot publish, but can still edit', async () => {
    const a = await add(admin);
    // The demo operator holds article:publish; take it from the role for this test.
    await q(`delete from role_menus rm using roles r, menus m
              where rm.role_id = r.id and rm.menu_id = m.id and r.gscode = '001' and r.code = 'operator' and m.permission = 'article:publish'`);
    try {
      const before = await snapshot();
      await refused(
        await post('/api/Article/Publish', operator, { id: a.id, version: 1, op: 'publish' }),
        403,
        /Publish news/,
      );
      expect(await snapshot()).toBe(before);
      await ok('/api/Article/Change', operator, {
        id: a.id,
        version: 1,
        category: 'company',
        title: '操作员改',
        body: '',
      });
    } finally {
      await q(`insert into role_menus (role_id, menu_id, active)
               select r.id, m.id, true from roles r, menus m where r.gscode = '001' and r.code = 'operator' and m.permission = 'article:publish'`);
    }
  });

  it('a viewer can neither read nor change news', async () => {
    const a = await add(admin);
    const before = await snapshot();
    await refused(await get('/api/Article/List', viewer), 403);
    await refused(await get(`/api/Article/Get?id=${a.id}`, viewer), 403);
    await refused(await post('/api/Article/Add', viewer, { category: 'company', title: 'x' }), 403);
    await refused(
      await post('/api/Article/Change', viewer, { id: a.id, version: 1, category: 'company', title: 'x' }),
      403,
    );
    await refused(await post('/api/Article/Publish', viewer, { id: a.id, version: 1, op: 'publish' }), 403);
    await refused(await post('/api/Article/Remove', viewer, { id: a.id, version: 1 }), 403);
    expect(await snapshot()).toBe(before);
  });
});

describe('revisions', () => {
  it('lists revisions newest first, previews one, restores it as a new version keeping the state', async () => {
    const a = await add(admin, { title: '版本一', body: '<p>一</p>', cover: image1 });
    const b = await ok('/api/Article/Change', admin, {
      id: a.id,
      version: 1,
      category: 'industry',
      title: '版本二',
      body: '<p>二</p>',
      cover: image2,
    });
    const p = await ok('/api/Article/Publish', admin, { id: a.id, version: b.version, op: 'publish' });
    const revs = (await get(`/api/Article/Revisions?id=${a.id}`, admin)).json().data;
    expect(revs.total).toBe(2);
    expect(revs.list.map((r: any) => [r.version, r.title, r.savedBy])).toEqual([
      [2, '版本二', 'admin'],
      [1, '版本一', 'admin'],
    ]);
    const first = revs.list[1];
    const preview = (await get(`/api/Article/Revision?id=${a.id}&revisionId=${first.id}`, admin)).json().data;
    expect(preview).toMatchObject({ title: '版本一', body: '<p>一</p>', cover: image1, category: 'company' });

    const r = await ok('/api/Article/Restore', operator, { id: a.id, version: p.version, revisionId: first.id });
    expect(r).toMatchObject({
      title: '版本一',
      body: '<p>一</p>',
      cover: image1,
      category: 'company',
      state: 'published',
      version: p.version + 1,
    });
    const after = (await get(`/api/Article/Revisions?id=${a.id}`, admin)).json().data;
    expect(after.list[0]).toMatchObject({ version: p.version + 1, title: '版本一', savedBy: 'operator' });
    expect(await lastLog('/api/Article/Restore')).toMatchObject({ action: 'restore news revision', outcome: 'ok' });
    // Stale, or a revision of another item: refused, nothing changes.
    const other = await add(admin);
    const before = await snapshot();
    await refused(
      await post('/api/Article/Restore', admin, { id: a.id, version: p.version, revisionId: first.id }),
      409,
    );
    const otherRev = (await get(`/api/Article/Revisions?id=${other.id}`, admin)).json().data.list[0];
    await refused(
      await post('/api/Article/Restore', admin, { id: a.id, version: r.version, revisionId: otherRev.id }),
      404,
    );
    await refused(await get(`/api/Article/Revision?id=${a.id}&revisionId=${otherRev.id}`, admin), 404);
    expect(await snapshot()).toBe(before);
  });
});

describe('branches', () => {
  it("another branch's item is 404 for every call and nothing changes", async () => {
    const hz = await add(admin2, { title: '杭州新闻' });
    await ok('/api/Article/Publish', admin2, { id: hz.id, version: 1, op: 'publish' });
    const rev = (await get(`/api/Article/Revisions?id=${hz.id}`, admin2)).json().data.list[0];
    const before = await snapshot();
    await refused(await get(`/api/Article/Get?id=${hz.id}`, admin), 404);
    await refused(await get(`/api/Article/Revisions?id=${hz.id}`, admin), 404);
    await refused(await get(`/api/Article/Revision?id=${hz.id}&revisionId=${rev.id}`, admin), 404);
    await refused(
      await post('/api/Article/Change', admin, { id: hz.id, version: 2, category: 'company', title: '改', body: '' }),
      404,
    );
    await refused(await post('/api/Article/Publish', admin, { id: hz.id, version: 2, op: 'unpublish' }), 404);
    await refused(await post('/api/Article/Restore', admin, { id: hz.id, version: 2, revisionId: rev.id }), 404);
    await refused(await post('/api/Article/Remove', admin, { id: hz.id, version: 2 }), 404);
    expect(await snapshot()).toBe(before);
    expect((await lastLog('/api/Article/Remove')).outcome).toBe('denied');
    expect((await list(admin)).list.some((r) => r.id === hz.id)).toBe(false);
    // 001's public read does not show it either.
    await refused(await get(`/api/Public/NewsItem?branch=001&id=${hz.id}`), 404);
    expect((await get(`/api/Public/NewsItem?branch=002&id=${hz.id}`)).json().data.title).toBe('杭州新闻');
  });
});

describe('the list', () => {
  it('searches title and summary, filters by category and state, pages and sorts on the server', async () => {
    const tag = `list${Date.now()}`;
    const x = await add(admin, { title: `${tag} alpha`, category: 'notice' });
    const y = await add(admin, { title: 'beta', summary: `${tag} in the summary`, category: 'industry' });
    await ok('/api/Article/Publish', admin, { id: y.id, version: 1, op: 'publish' });
    const found = await list(admin, `q=${tag}`);
    expect(found.list.map((r) => r.id).sort()).toEqual([x.id, y.id].sort());
    expect(found.list[0]).not.toHaveProperty('body');
    expect((await list(admin, `q=${tag}&category=notice`)).list.map((r) => r.id)).toEqual([x.id]);
    expect((await list(admin, `q=${tag}&state=published`)).list.map((r) => r.id)).toEqual([y.id]);
    expect((await list(admin, `q=${tag}`)).summary).toEqual({ drafts: 1, published: 1, scheduled: 0 });
    expect((await list(admin, `q=${tag}&sort=title&order=asc`)).list.map((r) => r.title)).toEqual([
      'beta',
      `${tag} alpha`,
    ]);
    const all = await list(admin, 'pageSize=10&page=1');
    const page2 = await list(admin, 'pageSize=10&page=2');
    expect(all.total).toBeGreaterThan(10);
    expect(new Set([...all.list, ...page2.list].map((r) => r.id)).size).toBe(all.list.length + page2.list.length);
    // Newest change first by default.
    const stamps = all.list.map((r) => r.updatedAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    // A % in the search is a character, not a wildcard.
    expect((await list(admin, 'q=%25%25%25')).total).toBe(0);
  });

  it('deletes an item with its revisions, audited', async () => {
    const a = await add(admin);
    await ok('/api/Article/Remove', admin, { id: a.id, version: 1 });
    expect(await q(`select id from articles where id = $1`, [a.id])).toEqual([]);
    expect(await q(`select id from article_revisions where article_id = $1`, [a.id])).toEqual([]);
    expect(await lastLog('/api/Article/Remove')).toMatchObject({
      action: 'delete news item',
      outcome: 'ok',
      target_id: String(a.id),
    });
    await refused(await post('/api/Article/Remove', admin, { id: a.id, version: 1 }), 404);
  });
});

describe('public reads', () => {
  it('show published items and scheduled ones whose time has come, newest first, without drafts or future items', async () => {
    const tag = `pub${Date.now()}`;
    const draft = await add(admin, { title: `${tag} draft` });
    const now = await add(admin, {
      title: `${tag} now`,
      cover: image1,
      category: 'notice',
      body: `<p>正文</p><img src="${image2}">`,
    });
    await ok('/api/Article/Publish', admin, { id: now.id, version: 1, op: 'publish' });
    const future = await add(admin, { title: `${tag} future` });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    await ok('/api/Article/Publish', admin, { id: future.id, version: 1, op: 'schedule', publishAt: at });
    const came = await add(admin, { title: `${tag} came` });
    await ok('/api/Article/Publish', admin, { id: came.id, version: 1, op: 'schedule', publishAt: at });

    const read = async (qs = '') =>
      (await get(`/api/Public/News?branch=001&pageSize=50${qs}`)).json().data as { list: any[]; total: number };
    let titles = (await read()).list.map((r) => r.title).filter((t: string) => t.startsWith(tag));
    expect(titles).toEqual([`${tag} now`]);
    await refused(await get(`/api/Public/NewsItem?branch=001&id=${draft.id}`), 404);
    await refused(await get(`/api/Public/NewsItem?branch=001&id=${future.id}`), 404);
    await refused(await get(`/api/Public/NewsItem?branch=001&id=${came.id}`), 404);

    // The scheduled time comes (set in the database rather than waited for).
    await q(`update articles set publish_at = now() - interval '1 minute' where id = $1`, [came.id]);
    titles = (await read()).list.map((r) => r.title).filter((t: string) => t.startsWith(tag));
    // Newest first: "now" was published a moment ago, "came" a minute ago.
    expect(titles).toEqual([`${tag} now`, `${tag} came`]);
    const item = (await get(`/api/Public/NewsItem?branch=001&id=${came.id}`)).json().data;
    expect(item).toMatchObject({ id: came.id, title: `${tag} came`, body: '<p>正文</p>' });
    expect(Object.keys(item).sort()).toEqual(['body', 'category', 'cover', 'id', 'publishedAt', 'summary', 'title']);
    // The console counts it published too.
    expect((await list(admin, `q=${tag}`)).summary).toEqual({ drafts: 1, published: 2, scheduled: 1 });

    const row = (await read()).list.find((r) => r.id === now.id);
    expect(Object.keys(row).sort()).toEqual(['category', 'cover', 'id', 'publishedAt', 'summary', 'title']);
    expect(row).toMatchObject({ cover: image1, category: 'notice' });
    const one = (await get(`/api/Public/NewsItem?branch=001&id=${now.id}`)).json().data;
    expect(one.body).toBe(`<p>正文</p><img src="${image2}" />`);
    expect((await read('&category=notice')).list.every((r) => r.category === 'notice')).toBe(true);
    expect((await read('&category=')).total).toBe((await read()).total);

    // Unpublished: gone from the shop.
    await ok('/api/Article/Publish', admin, { id: now.id, version: 2, op: 'unpublish' });
    await refused(await get(`/api/Public/NewsItem?branch=001&id=${now.id}`), 404);
  });

  it('answer with an ETag and 304; an unknown branch or bad query is refused', async () => {
    const first = await get('/api/Public/News?branch=001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/Public/News?branch=001',
      headers: { 'accept-language': 'en', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await refused(await get('/api/Public/News?branch=999'), 404);
    await refused(await get('/api/Public/News?branch=001&category=gossip'), 400);
    await refused(await get('/api/Public/News?branch=001&pageSize=51'), 400);
    await refused(await get('/api/Public/NewsItem?branch=001&id=abc'), 400);
  });
});

describe('demo news', () => {
  it('seeds drafts, published items and one scheduled, each with a revision, in HTML the sanitiser keeps as it is', async () => {
    await seedArticles(ctx.db, '002', new Date());
    const rows =
      await q(`select a.state, a.body, a.publish_at, (select count(*)::int from article_revisions r where r.article_id = a.id) as revs
                            from articles a where gscode = '002' and version = 1`);
    const states = rows.map((r) => r.state);
    expect(states.filter((s) => s === 'draft').length).toBeGreaterThanOrEqual(2);
    expect(states.filter((s) => s === 'published').length).toBeGreaterThanOrEqual(2);
    expect(states.filter((s) => s === 'scheduled').length).toBe(1);
    for (const r of rows) {
      expect(r.revs).toBe(1);
      expect(sanitizeArticleHtml(r.body, '002').html).toBe(r.body);
    }
    const scheduled = rows.find((r) => r.state === 'scheduled')!;
    expect(new Date(scheduled.publish_at).getTime()).toBeGreaterThan(Date.now());
    expect((await get('/api/Public/News?branch=002&pageSize=50')).json().data.list.length).toBeGreaterThanOrEqual(2);
  });
});
