import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signInSeedUsers, type TestContext } from '../../../test/context.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import { makePng } from '../../../test/images.js';
import { seedCards } from '../../seed/cards.js';
import { storeImage } from '../uploads/service.js';

/**
 * Card sizes and templates (issue 13 #5): ranges of a size, a size refused removal while used,
 * a template's fields inside its card, prices by increasing quantity, a size or an image of
 * another branch refused, stale versions, another branch's ids, the marks of operator and
 * viewer, the audit rows, and the public read (enabled only, 304 on If-None-Match).
 */
let ctx: TestContext;
const { q, get, ok, refused } = testCalls(() => ctx);
const snapshot = async () =>
  JSON.stringify(
    await q(
      `select (select json_agg(s order by id) from card_sizes s) as s, (select json_agg(t order by id) from card_templates t) as t`,
    ),
  );

let admin: Headers;
let admin2: Headers;
let operator: Headers;
let viewer: Headers;
let front1 = '';
let front2 = '';

const size = (over: Record<string, unknown> = {}) => ({
  name: '标准',
  nameEn: 'Standard',
  widthMm: 90,
  heightMm: 54,
  bleedMm: 2,
  cornerMm: 0,
  ...over,
});
const template = (sizeId: number, over: Record<string, unknown> = {}) => ({
  name: '商务蓝',
  nameEn: 'Business blue',
  sizeId,
  frontImage: front1,
  backImage: '',
  fields: [
    { key: 'name', side: 'front', x: 10, y: 20, fontSize: 12, bold: true, align: 'left', color: '#112233' },
    { key: 'mobile', side: 'front', x: 10, y: 40, fontSize: 8 },
  ],
  paper: 'coated300',
  finish: 'matte',
  prices: [
    { quantity: 100, price: '25' },
    { quantity: 500, price: '60.5' },
  ],
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ admin, admin2, operator, viewer } = await signInSeedUsers(ctx));
  front1 = (await storeImage(ctx.db, { gscode: '001', userId: null }, makePng(3, 2, [10, 20, 30]))).url;
  front2 = (await storeImage(ctx.db, { gscode: '002', userId: null }, makePng(3, 2, [40, 50, 60]))).url;
});
afterAll(async () => ctx?.close());

describe('card sizes', () => {
  it('adds a size in range and lists it with its usage', async () => {
    const s = await ok(
      '/api/Card/AddSize',
      admin,
      size({ name: '欧式', nameEn: 'European', widthMm: 85, heightMm: 55, cornerMm: 3.5 }),
    );
    expect(s).toMatchObject({
      widthMm: 85,
      heightMm: 55,
      bleedMm: 2,
      cornerMm: 3.5,
      status: 1,
      templates: 0,
      products: 0,
      version: 0,
    });
    const list = (await get('/api/Card/Sizes?pageSize=100&q=Europ', admin)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0].id).toBe(s.id);
    const [log] = await q(
      `select action, outcome, target_id, diff from operation_log where path = '/api/Card/AddSize' order by id desc limit 1`,
    );
    expect(log).toMatchObject({ action: 'add card size', outcome: 'ok', target_id: String(s.id) });
    expect(JSON.stringify(log.diff)).toContain('European');
  });

  it('refuses sides, bleed, corner and decimals out of range, and adds nothing', async () => {
    const before = await snapshot();
    for (const bad of [
      { widthMm: 19.9 },
      { heightMm: 300.1 },
      { bleedMm: 5.5 },
      { bleedMm: -1 },
      { widthMm: 90.25 },
      { cornerMm: 27.1 }, // more than half of 54
      { name: '' },
      { extra: 1 },
    ]) {
      const msg = await refused('/api/Card/AddSize', admin, size(bad), 400);
      expect(msg.length).toBeGreaterThan(0);
    }
    expect(await refused('/api/Card/AddSize', admin, size({ cornerMm: 30 }), 400)).toContain(
      'half the shorter side (27 mm)',
    );
    expect(await snapshot()).toBe(before);
  });

  it('changes with the version the user saw; a stale version is 409 and changes nothing', async () => {
    const s = await ok('/api/Card/AddSize', admin, size({ name: '方形', nameEn: 'Square', widthMm: 54, heightMm: 54 }));
    const changed = await ok('/api/Card/ChangeSize', admin, {
      id: s.id,
      version: 0,
      ...size({ name: '方形', nameEn: 'Square 54', widthMm: 54, heightMm: 54 }),
    });
    expect(changed).toMatchObject({ nameEn: 'Square 54', version: 1 });
    const before = await snapshot();
    expect(
      await refused('/api/Card/ChangeSize', admin, { id: s.id, version: 0, ...size({ nameEn: 'Late' }) }, 409),
    ).toContain('changed by someone else');
    expect(await refused('/api/Card/SetSizeStatus', admin, { id: s.id, version: 0, status: 0 }, 409)).toContain(
      'changed by someone else',
    );
    expect(await snapshot()).toBe(before);
    const off = await ok('/api/Card/SetSizeStatus', admin, { id: s.id, version: 1, status: 0 });
    expect(off).toMatchObject({ status: 0, version: 2 });
  });

  it("another branch's size is not found for every change, and nothing changes", async () => {
    const s = await ok('/api/Card/AddSize', admin, size({ name: '杭州', nameEn: 'Hangzhou' }));
    const before = await snapshot();
    await refused('/api/Card/ChangeSize', admin2, { id: s.id, version: 0, ...size() }, 404);
    await refused('/api/Card/SetSizeStatus', admin2, { id: s.id, version: 0, status: 0 }, 404);
    await refused('/api/Card/RemoveSize', admin2, { id: s.id, version: 0 }, 404);
    expect(await snapshot()).toBe(before);
    const list = (await get('/api/Card/Sizes?pageSize=100', admin2)).json().data;
    expect(list.list.map((r: { id: number }) => r.id)).not.toContain(s.id);
    const opts = (await get('/api/Card/SizeOptions', admin2)).json().data;
    expect(opts.map((r: { id: number }) => r.id)).not.toContain(s.id);
  });

  it('refuses removing a size a template or a product uses, naming how many; removes it once unused', async () => {
    const s = await ok(
      '/api/Card/AddSize',
      admin,
      size({ name: '折卡', nameEn: 'Folded', widthMm: 90, heightMm: 108 }),
    );
    const t = await ok('/api/Card/AddTemplate', admin, template(s.id));
    const [p] = await q<{ id: number }>(
      `insert into products (gscode, name, specs) values ('001', '折卡产品', $1) returning id`,
      [JSON.stringify({ sizeIds: [s.id] })],
    );
    const before = await snapshot();
    const msg = await refused('/api/Card/RemoveSize', admin, { id: s.id, version: 0 }, 409);
    expect(msg).toContain('1 card templates and 1 products');
    expect(await snapshot()).toBe(before);
    const [log] = await q(
      `select outcome from operation_log where path = '/api/Card/RemoveSize' order by id desc limit 1`,
    );
    expect(log.outcome).toBe('error');
    await ok('/api/Card/RemoveTemplate', admin, { id: t.id, version: 0 });
    await q(`delete from products where id = $1`, [p.id]);
    await ok('/api/Card/RemoveSize', admin, { id: s.id, version: 0 });
    expect(await q(`select id from card_sizes where id = $1`, [s.id])).toEqual([]);
  });

  it('refuses shrinking a size below a field of its templates', async () => {
    const s = await ok('/api/Card/AddSize', admin, size({ name: '大卡', nameEn: 'Large', widthMm: 120, heightMm: 80 }));
    await ok(
      '/api/Card/AddTemplate',
      admin,
      template(s.id, { fields: [{ key: 'name', side: 'back', x: 110, y: 70, fontSize: 10 }] }),
    );
    const before = await snapshot();
    expect(
      await refused(
        '/api/Card/ChangeSize',
        admin,
        { id: s.id, version: 0, ...size({ widthMm: 100, heightMm: 80 }) },
        409,
      ),
    ).toContain('"Name"');
    expect(await snapshot()).toBe(before);
  });

  it('the operator may read sizes but not edit them (no size:edit); the viewer may not even read', async () => {
    expect((await get('/api/Card/Sizes', operator)).statusCode).toBe(200);
    const before = await snapshot();
    await refused('/api/Card/AddSize', operator, size(), 403);
    expect((await get('/api/Card/Sizes', viewer)).statusCode).toBe(403);
    await refused('/api/Card/AddSize', viewer, size(), 403);
    expect(await snapshot()).toBe(before);
    const [log] = await q(
      `select outcome from operation_log where path = '/api/Card/AddSize' and user_name = 'operator' order by id desc limit 1`,
    );
    expect(log.outcome).toBe('denied');
  });
});

describe('card templates', () => {
  let sizeId: number;
  beforeAll(async () => {
    sizeId = (await ok('/api/Card/AddSize', admin, size({ name: '模板用', nameEn: 'For templates' }))).id;
  });

  it('adds a template with its fields, prices and image; lists and filters it', async () => {
    const t = await ok(
      '/api/Card/AddTemplate',
      admin,
      template(sizeId, {
        prices: [
          { quantity: 200, price: '30' },
          { quantity: 1000, price: '99.9' },
        ],
      }),
    );
    expect(t.size).toMatchObject({ id: sizeId, widthMm: 90, heightMm: 54 });
    expect(t.fields[1]).toMatchObject({ key: 'mobile', bold: false, align: 'left', color: '#222222' });
    expect(t.prices).toEqual([
      { quantity: 200, price: '30.00' },
      { quantity: 1000, price: '99.90' },
    ]);
    expect(t.priceFrom).toBe('30.00');
    const list = (await get(`/api/Card/Templates?pageSize=100&sizeId=${sizeId}&status=1&q=blue`, admin)).json().data;
    expect(list.list.map((r: { id: number }) => r.id)).toContain(t.id);
    const [log] = await q(
      `select action, outcome from operation_log where path = '/api/Card/AddTemplate' order by id desc limit 1`,
    );
    expect(log).toMatchObject({ action: 'add card template', outcome: 'ok' });
  });

  it('refuses a field outside the card, quantities not increasing, a field twice on one side, and adds nothing', async () => {
    const before = await snapshot();
    expect(
      await refused(
        '/api/Card/AddTemplate',
        admin,
        template(sizeId, { fields: [{ key: 'name', side: 'front', x: 91, y: 10, fontSize: 9 }] }),
        400,
      ),
    ).toContain('outside the card: x must be 0 to 90 mm');
    await refused(
      '/api/Card/AddTemplate',
      admin,
      template(sizeId, { fields: [{ key: 'name', side: 'front', x: 10, y: 54.5, fontSize: 9 }] }),
      400,
    );
    expect(
      await refused(
        '/api/Card/AddTemplate',
        admin,
        template(sizeId, {
          prices: [
            { quantity: 500, price: '1' },
            { quantity: 100, price: '2' },
          ],
        }),
        400,
      ),
    ).toContain('from small to large');
    await refused(
      '/api/Card/AddTemplate',
      admin,
      template(sizeId, {
        prices: [
          { quantity: 100, price: '1' },
          { quantity: 100, price: '2' },
        ],
      }),
      400,
    );
    await refused('/api/Card/AddTemplate', admin, template(sizeId, { prices: [{ quantity: 100, price: '-1' }] }), 400);
    await refused(
      '/api/Card/AddTemplate',
      admin,
      template(sizeId, {
        fields: [
          { key: 'name', side: 'front', x: 1, y: 5, fontSize: 9 },
          { key: 'name', side: 'front', x: 2, y: 6, fontSize: 9 },
        ],
      }),
      400,
    );
    await refused('/api/Card/AddTemplate', admin, template(sizeId, { paper: 'gold' }), 400);
    await refused(
      '/api/Card/AddTemplate',
      admin,
      template(sizeId, { fields: [{ key: 'name', side: 'front', x: 1, y: 5, fontSize: 9, color: 'red' }] }),
      400,
    );
    expect(await snapshot()).toBe(before);
  });

  it("refuses another branch's size (404) and another branch's image (403) or a made-up one (400)", async () => {
    const otherSize = await ok('/api/Card/AddSize', admin2, size({ name: '外地', nameEn: 'Elsewhere' }));
    const before = await snapshot();
    expect(await refused('/api/Card/AddTemplate', admin, template(otherSize.id), 404)).toContain('no such card size');
    expect(await refused('/api/Card/AddTemplate', admin, template(sizeId, { frontImage: front2 }), 403)).toContain(
      'front image',
    );
    await refused(
      '/api/Card/AddTemplate',
      admin,
      template(sizeId, { backImage: front1.replace(/[0-9a-f]{64}/, 'a'.repeat(64)) }),
      400,
    );
    await refused('/api/Card/AddTemplate', admin, template(sizeId, { backImage: 'https://example.com/x.png' }), 400);
    expect(await snapshot()).toBe(before);
  });

  it("changes with the version; stale is 409; another branch's template is 404; nothing changes then", async () => {
    const t = await ok('/api/Card/AddTemplate', admin, template(sizeId, { name: '版本' }));
    const changed = await ok('/api/Card/ChangeTemplate', admin, {
      id: t.id,
      version: 0,
      ...template(sizeId, { name: '版本二', backImage: front1 }),
    });
    expect(changed).toMatchObject({ name: '版本二', backImage: front1, version: 1 });
    const before = await snapshot();
    expect(
      await refused('/api/Card/ChangeTemplate', admin, { id: t.id, version: 0, ...template(sizeId) }, 409),
    ).toContain('changed by someone else');
    await refused('/api/Card/RemoveTemplate', admin, { id: t.id, version: 0 }, 409);
    await refused('/api/Card/ChangeTemplate', admin2, { id: t.id, version: 1, ...template(sizeId) }, 404);
    await refused('/api/Card/SetTemplateStatus', admin2, { id: t.id, version: 1, status: 0 }, 404);
    await refused('/api/Card/RemoveTemplate', admin2, { id: t.id, version: 1 }, 404);
    expect(await snapshot()).toBe(before);
    const [log] = await q(
      `select action, outcome, diff from operation_log where path = '/api/Card/ChangeTemplate' and outcome = 'ok' order by id desc limit 1`,
    );
    expect(log.action).toBe('change card template');
    expect(JSON.stringify(log.diff)).toContain('版本二');
  });

  it('the operator edits templates (card:edit); the viewer neither reads nor edits', async () => {
    const t = await ok('/api/Card/AddTemplate', operator, template(sizeId, { name: '操作员' }));
    expect(t.name).toBe('操作员');
    expect((await get('/api/Card/Templates', viewer)).statusCode).toBe(403);
    expect((await get('/api/Card/SizeOptions', viewer)).statusCode).toBe(403);
    await refused('/api/Card/SetTemplateStatus', viewer, { id: t.id, version: 0, status: 0 }, 403);
  });
});

describe('public read of card templates', () => {
  it('answers enabled templates of enabled sizes only, without internal fields, and 304 on If-None-Match', async () => {
    const on = await ok('/api/Card/AddSize', admin, size({ name: '公开', nameEn: 'Public' }));
    const off = await ok('/api/Card/AddSize', admin, size({ name: '停用', nameEn: 'Off size' }));
    const shown = await ok('/api/Card/AddTemplate', admin, template(on.id, { name: '公开模板' }));
    const hidden = await ok('/api/Card/AddTemplate', admin, template(on.id, { name: '停用模板', status: 0 }));
    const ofOffSize = await ok('/api/Card/AddTemplate', admin, template(off.id, { name: '尺寸停用' }));
    await ok('/api/Card/SetSizeStatus', admin, { id: off.id, version: 0, status: 0 });

    const res = await get('/api/Public/CardTemplates?branch=001');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((t: { id: number }) => t.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(ofOffSize.id);
    const one = res.json().data.find((t: { id: number }) => t.id === shown.id);
    expect(one.size).toEqual({
      id: on.id,
      name: '公开',
      nameEn: 'Public',
      widthMm: 90,
      heightMm: 54,
      bleedMm: 2,
      cornerMm: 0,
    });
    expect(one).not.toHaveProperty('version');
    expect(one).not.toHaveProperty('status');
    expect(one.frontImage).toBe(front1);

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/Public/CardTemplates?branch=001',
      headers: { 'if-none-match': etag, 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(304);
    // Another branch sees none of 001's.
    const other = (await get('/api/Public/CardTemplates?branch=002')).json().data.map((t: { id: number }) => t.id);
    expect(other).not.toContain(shown.id);
    expect((await get('/api/Public/CardTemplates?branch=nope')).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('seeds sizes, templates and products of a branch that its own calls accept as they are', async () => {
    // On a branch with no card data, as on a fresh demo database.
    await q(`delete from products where gscode = '002'`);
    await q(`delete from card_templates where gscode = '002'`);
    await q(`delete from card_sizes where gscode = '002'`);
    await seedCards(ctx.db, '002');
    await seedCards(ctx.db, '002'); // a second run adds nothing
    const sizes = (await get('/api/Card/Sizes?pageSize=100', admin2)).json().data.list as { name: string }[];
    expect(sizes.filter((s) => s.name === '标准名片')).toHaveLength(1);
    const templates = (await get('/api/Card/Templates?pageSize=100', admin2)).json().data.list as Record<string, any>[];
    expect(templates.length).toBeGreaterThanOrEqual(6);
    // Saving each unchanged passes every rule (fields inside, images of the branch, prices increasing).
    for (const t of templates) {
      const { id, version, name, nameEn, frontImage, backImage, fields, paper, finish, prices, status } = t;
      await ok('/api/Card/ChangeTemplate', admin2, {
        id,
        version,
        name,
        nameEn,
        sizeId: t.size.id,
        frontImage,
        backImage,
        fields,
        paper,
        finish,
        prices,
        status,
      });
    }
    const image = await ctx.app.inject({ method: 'GET', url: templates[0].frontImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const products = (await get('/api/Product/List?pageSize=100', admin2)).json().data.list as Record<string, any>[];
    expect(products.length).toBeGreaterThanOrEqual(5);
    for (const p of products) {
      const { id, version, name, nameEn, category, images, specs, priceMin, priceMax, onSale } = p;
      await ok('/api/Product/Change', admin2, {
        id,
        version,
        name,
        nameEn,
        category,
        images,
        specs,
        priceMin,
        priceMax,
        onSale,
      });
    }
  });
});
