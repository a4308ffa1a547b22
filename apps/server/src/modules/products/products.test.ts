import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInSeedUsers, type TestContext } from '../../../test/context.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import { makePng } from '../../../test/images.js';
import { storeImage } from '../uploads/service.js';

/**
 * Products (issue 13 #4): the price range (min ≤ max), images and sizes of the branch only, the
 * order of every product (Reorder), stale versions, another branch's ids, the marks, the audit
 * rows, and the public read (on sale only, in order, one category, 304 on If-None-Match).
 */
let ctx: TestContext;
const { q, get, ok, refused } = testCalls(() => ctx);
const snapshot = async () => JSON.stringify(await q(`select json_agg(p order by id) as p from products p`));

let admin: Headers;
let admin2: Headers;
let operator: Headers;
let viewer: Headers;
const img: string[] = [];
let otherImg = '';
let sizeId = 0;
let otherSizeId = 0;

const product = (over: Record<string, unknown> = {}) => ({
  name: '标准名片',
  nameEn: 'Standard cards',
  category: 'businessCard',
  images: [img[0], img[1]],
  specs: { sizeIds: [sizeId], papers: ['coated300', 'coated350'], finishes: ['matte'] },
  priceMin: '25',
  priceMax: '120.5',
  onSale: 1,
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ admin, admin2, operator, viewer } = await signInSeedUsers(ctx));
  for (const c of [10, 20, 30])
    img.push((await storeImage(ctx.db, { gscode: '001', userId: null }, makePng(2, 2, [c, c, c]))).url);
  otherImg = (await storeImage(ctx.db, { gscode: '002', userId: null }, makePng(2, 2, [90, 90, 90]))).url;
  const size = { nameEn: 'Standard', widthMm: 90, heightMm: 54, bleedMm: 2, cornerMm: 0 };
  sizeId = (await ok('/api/Card/AddSize', admin, { name: '标准', ...size })).id;
  otherSizeId = (await ok('/api/Card/AddSize', admin2, { name: '杭州标准', ...size })).id;
});
afterAll(async () => ctx?.close());

describe('products', () => {
  it('adds a product at the end with its images in order, its sizes and prices; lists and filters it; audited', async () => {
    const p = await ok('/api/Product/Add', admin, product());
    expect(p).toMatchObject({ images: [img[0], img[1]], priceMin: '25.00', priceMax: '120.50', onSale: 1, version: 0 });
    expect(p.sizes).toEqual([expect.objectContaining({ id: sizeId, name: '标准', widthMm: 90, heightMm: 54 })]);
    const list = (await get('/api/Product/List?pageSize=100&category=businessCard&onSale=1&q=Standard', admin)).json()
      .data;
    expect(list.list.map((r: { id: number }) => r.id)).toContain(p.id);
    expect((await get('/api/Product/List?pageSize=100&category=flyer', admin)).json().data.total).toBe(0);
    const [log] = await q(
      `select action, outcome, target_id, diff from operation_log where path = '/api/Product/Add' order by id desc limit 1`,
    );
    expect(log).toMatchObject({ action: 'add product', outcome: 'ok', target_id: String(p.id) });
    // The size is now in use: its removal is refused, naming the product.
    expect(await refused('/api/Card/RemoveSize', admin, { id: sizeId, version: 0 }, 409)).toContain(
      '0 card templates and 1 products',
    );
  });

  it('refuses min above max, a negative or badly written price, too many images, and adds nothing', async () => {
    const before = await snapshot();
    expect(await refused('/api/Product/Add', admin, product({ priceMin: '100', priceMax: '99.99' }), 400)).toContain(
      'below the lowest price',
    );
    await refused('/api/Product/Add', admin, product({ priceMin: '-1' }), 400);
    await refused('/api/Product/Add', admin, product({ priceMax: '1.234' }), 400);
    await refused(
      '/api/Product/Add',
      admin,
      product({
        images: Array(10)
          .fill(0)
          .map((_, i) => `${img[0]}?${i}`),
      }),
      400,
    );
    await refused('/api/Product/Add', admin, product({ images: [img[0], img[0]] }), 400);
    await refused('/api/Product/Add', admin, product({ category: 'cars' }), 400);
    await refused('/api/Product/Add', admin, product({ specs: { sizeIds: [], papers: ['gold'], finishes: [] } }), 400);
    expect(await snapshot()).toBe(before);
  });

  it("refuses another branch's image (403), a made-up image (400) and another branch's size (404); nothing changes", async () => {
    const before = await snapshot();
    expect(await refused('/api/Product/Add', admin, product({ images: [img[0], otherImg] }), 403)).toContain('Image 2');
    await refused(
      '/api/Product/Add',
      admin,
      product({ images: ['/api/Upload/File/001/' + 'b'.repeat(64) + '.png'] }),
      400,
    );
    expect(
      await refused(
        '/api/Product/Add',
        admin,
        product({ specs: { sizeIds: [sizeId, otherSizeId], papers: [], finishes: [] } }),
        404,
      ),
    ).toContain(`id ${otherSizeId}`);
    expect(await snapshot()).toBe(before);
  });

  it("changes with the version; stale is 409; another branch's product is 404; nothing changes then", async () => {
    const p = await ok('/api/Product/Add', admin, product({ name: '改版' }));
    const changed = await ok('/api/Product/Change', admin, {
      id: p.id,
      version: 0,
      ...product({ name: '改版二', images: [img[2], img[0]] }),
    });
    expect(changed).toMatchObject({ name: '改版二', images: [img[2], img[0]], version: 1 });
    const before = await snapshot();
    expect(await refused('/api/Product/Change', admin, { id: p.id, version: 0, ...product() }, 409)).toContain(
      'changed by someone else',
    );
    await refused('/api/Product/SetOnSale', admin, { id: p.id, version: 0, onSale: 0 }, 409);
    await refused('/api/Product/Remove', admin, { id: p.id, version: 0 }, 409);
    await refused(
      '/api/Product/Change',
      admin2,
      { id: p.id, version: 1, ...product({ images: [], specs: { sizeIds: [], papers: [], finishes: [] } }) },
      404,
    );
    await refused('/api/Product/SetOnSale', admin2, { id: p.id, version: 1, onSale: 0 }, 404);
    await refused('/api/Product/Remove', admin2, { id: p.id, version: 1 }, 404);
    expect(await snapshot()).toBe(before);
    expect(
      (await get('/api/Product/List?pageSize=100', admin2)).json().data.list.map((r: { id: number }) => r.id),
    ).not.toContain(p.id);
    const [log] = await q(
      `select outcome from operation_log where path = '/api/Product/Remove' and user_name = 'admin' order by id desc limit 1`,
    );
    expect(log.outcome).toBe('denied');
  });

  it("reorders every product of the branch; a list that is not exactly the branch's is 409 and changes nothing", async () => {
    const { list } = (await get('/api/Product/List?pageSize=100', admin)).json().data as { list: { id: number }[] };
    const ids = list.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(1);
    const reversed = [...ids].reverse();
    const before = await snapshot();
    await refused('/api/Product/Reorder', admin, { ids: reversed.slice(1) }, 409);
    await refused('/api/Product/Reorder', admin2, { ids: reversed }, 409);
    await refused('/api/Product/Reorder', admin, { ids: [...reversed, reversed[0]] }, 400);
    expect(await snapshot()).toBe(before);
    const done = await ok('/api/Product/Reorder', admin, { ids: reversed });
    expect(done.changed).toBeGreaterThan(0);
    const after = (await get('/api/Product/List?pageSize=100', admin))
      .json()
      .data.list.map((r: { id: number }) => r.id);
    expect(after).toEqual(reversed);
    const [log] = await q(
      `select action, outcome, diff from operation_log where path = '/api/Product/Reorder' and outcome = 'ok' order by id desc limit 1`,
    );
    expect(log.action).toBe('reorder products');
    expect(log.diff.order[1]).toBe(reversed.join(', '));
  });

  it('the operator edits products; the viewer neither reads nor edits', async () => {
    const p = await ok('/api/Product/Add', operator, product({ name: '操作员产品' }));
    expect(p.name).toBe('操作员产品');
    const before = await snapshot();
    expect((await get('/api/Product/List', viewer)).statusCode).toBe(403);
    expect((await get('/api/Product/SizeOptions', viewer)).statusCode).toBe(403);
    await refused('/api/Product/Add', viewer, product(), 403);
    await refused('/api/Product/SetOnSale', viewer, { id: p.id, version: 0, onSale: 0 }, 403);
    expect(await snapshot()).toBe(before);
  });
});

describe('public read of products', () => {
  it('answers products on sale only, in order, with size names and mm, by category; 304 on If-None-Match', async () => {
    const a = await ok('/api/Product/Add', admin, product({ name: '公开甲', category: 'flyer' }));
    const b = await ok(
      '/api/Product/Add',
      admin,
      product({ name: '公开乙', category: 'flyer', images: [img[1], img[2], img[0]] }),
    );
    const off = await ok('/api/Product/Add', admin, product({ name: '下架', category: 'flyer', onSale: 0 }));
    const all = (await get('/api/Product/List?pageSize=100', admin))
      .json()
      .data.list.map((r: { id: number }) => r.id) as number[];
    // b before a.
    const order = all.filter((id) => id !== b.id);
    order.splice(order.indexOf(a.id), 0, b.id);
    await ok('/api/Product/Reorder', admin, { ids: order });

    const res = await get('/api/Public/Products?branch=001&category=flyer');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { id: number; images: string[]; specs: { sizes: unknown[] } }[];
    expect(rows.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(rows.map((r) => r.id)).not.toContain(off.id);
    expect(rows[0].images).toEqual([img[1], img[2], img[0]]);
    expect(rows[0].specs.sizes).toEqual([{ id: sizeId, name: '标准', nameEn: 'Standard', widthMm: 90, heightMm: 54 }]);
    expect(rows[0]).not.toHaveProperty('version');
    expect(rows[0]).not.toHaveProperty('sort');
    const everything = (await get('/api/Public/Products?branch=001&category='))
      .json()
      .data.map((r: { id: number }) => r.id);
    expect(everything.length).toBeGreaterThan(2);
    expect(everything).not.toContain(off.id);

    const etag = res.headers.etag as string;
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/Public/Products?branch=001&category=flyer',
      headers: { 'if-none-match': etag, 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(304);
    // Taken off sale: gone from the read, and the tag changes.
    await ok('/api/Product/SetOnSale', admin, { id: a.id, version: 1, onSale: 0 });
    const later = await get('/api/Public/Products?branch=001&category=flyer', { 'if-none-match': etag });
    expect(later.statusCode).toBe(200);
    expect(later.json().data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await get('/api/Public/Products?branch=002')).json().data).toEqual([]);
  });
});
