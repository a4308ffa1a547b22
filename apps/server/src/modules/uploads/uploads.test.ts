import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { makeJpeg, makePng, multipartBody } from '../../../test/images.js';
import { checkImage, crc32 } from './image-check.js';

let ctx: TestContext;
let admin: Record<string, string>;
let other: Record<string, string>;
const q = <R = Record<string, any>>(text: string, values: unknown[] = []) => ctx.db.$client.query(text, values).then((r) => r.rows as R[]);
const count = async () => (await q<{ n: number }>('select count(*)::int as n from uploads'))[0].n;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type File = { content: Buffer; filename?: string; type?: string; field?: string };
const upload = (headers: Record<string, string>, file: File | File[], fields: Record<string, string> = {}) => {
  const files = (Array.isArray(file) ? file : [file]).map((f) => ({
    field: f.field ?? 'file', filename: f.filename ?? 'picture.png', type: f.type ?? 'image/png', content: f.content,
  }));
  const body = multipartBody(files, fields);
  return ctx.app.inject({ method: 'POST', url: '/api/Upload/Image', headers: { ...headers, ...body.headers, 'accept-language': 'en' }, payload: body.payload });
};
const fetchFile = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

describe('POST /api/Upload/Image', () => {
  it('stores a PNG and a JPEG by their content and answers their addresses', async () => {
    for (const [content, mime, ext] of [[makePng(4, 3), 'image/png', 'png'], [makeJpeg(), 'image/jpeg', 'jpg']] as const) {
      const res = await upload(admin, { content, filename: `photo.${ext}`, type: mime });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({ url: `/api/Upload/File/001/${sha(content)}.${ext}`, sha256: sha(content), mime, bytes: content.length });
      const [row] = await q(`select gscode, mime, bytes, content, created_by from uploads where sha256 = $1`, [sha(content)]);
      expect(row).toMatchObject({ gscode: '001', mime, bytes: content.length, created_by: Number(admin['x-user-id']) });
      expect(Buffer.compare(row.content, content)).toBe(0);
    }
  });

  it('judges the type by the content: a JPEG named .png with a PNG content type is stored as a JPEG', async () => {
    const content = makeJpeg('named png');
    const res = await upload(admin, { content, filename: 'looks-like.png', type: 'image/png' });
    expect(res.json().data).toMatchObject({ mime: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
  });

  it('stores the same content once per branch, whoever uploads it; another branch gets its own copy', async () => {
    const content = makePng(2, 2, [1, 2, 3]);
    const first = (await upload(admin, { content })).json().data;
    const viewer = (await ctx.login('001', 'viewer')).headers;
    const again = (await upload(viewer, { content, filename: 'other-name.png' })).json().data;
    expect(again).toEqual(first);
    expect(await q(`select gscode from uploads where sha256 = $1`, [sha(content)])).toEqual([{ gscode: '001' }]);
    const elsewhere = (await upload(other, { content })).json().data;
    expect(elsewhere.url).toBe(`/api/Upload/File/002/${sha(content)}.png`);
    expect((await q(`select gscode from uploads where sha256 = $1 order by gscode`, [sha(content)])).map((r) => r.gscode)).toEqual(['001', '002']);
  });

  it('writes an operation-log row naming the file', async () => {
    const content = makePng(5, 5);
    await upload(admin, { content, filename: 'logged.png' });
    const [row] = await q(`select path, action, target_id, outcome, diff from operation_log order by id desc limit 1`);
    expect(row).toMatchObject({ path: '/api/Upload/Image', action: 'upload image', target_id: sha(content), outcome: 'ok' });
    expect(row.diff).toMatchObject({ mime: [null, 'image/png'], name: [null, 'logged.png'] });
  });

  describe('refusals store nothing and say why', () => {
    const refused = async (res: Awaited<ReturnType<typeof upload>>, status: number, msg: RegExp) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code: 8, data: null });
      expect(res.json().msg).toMatch(msg);
    };

    it('text renamed .png, HTML disguised as a PNG, SVG, and a PDF', async () => {
      const before = await count();
      const notImage = /not a PNG, JPEG, WebP or GIF image/;
      await refused(await upload(admin, { content: Buffer.from('just some notes\n'.repeat(20)), filename: 'notes.png' }), 400, notImage);
      await refused(await upload(admin, { content: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), filename: 'x.png' }), 400, notImage);
      await refused(await upload(admin, { content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'x.svg', type: 'image/svg+xml' }), 400, notImage);
      await refused(await upload(admin, { content: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), filename: 'x.png' }), 400, notImage);
      expect(await count()).toBe(before);
    });

    it('a polyglot: a real PNG or JPEG with HTML or a ZIP after its end, or HTML inside a PNG chunk', async () => {
      const before = await count();
      const damaged = /damaged or carries something besides the image/;
      const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
      await refused(await upload(admin, { content: Buffer.concat([makePng(), html]) }), 400, damaged);
      await refused(await upload(admin, { content: Buffer.concat([makeJpeg(), html]), type: 'image/jpeg' }), 400, damaged);
      await refused(await upload(admin, { content: Buffer.concat([makePng(), Buffer.from('PK\u0003\u0004zipzipzip')]) }), 400, damaged);
      // HTML inside a well-formed text chunk (its CRC right): whole, but markup.
      const png = makePng();
      const text = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from('Comment\u0000'), html]);
      const chunk = Buffer.alloc(12 + text.length - 4);
      chunk.writeUInt32BE(text.length - 4, 0);
      text.copy(chunk, 4);
      chunk.writeUInt32BE(crc32(text), 4 + text.length);
      const withText = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
      await refused(await upload(admin, { content: withText }), 400, damaged);
      // A PNG cut short, and one with a wrong CRC.
      await refused(await upload(admin, { content: png.subarray(0, png.length - 6) }), 400, damaged);
      const badCrc = Buffer.from(png);
      badCrc[30] ^= 0xff;
      await refused(await upload(admin, { content: badCrc }), 400, damaged);
      expect(await count()).toBe(before);
    });

    it('an image over 2 MiB: HTTP 413 naming the limit', async () => {
      const before = await count();
      // A valid PNG whose bytes are over the limit: a stored (uncompressed) deflate stream of noise-free pixels.
      const raw = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 10, 7);
      const big = Buffer.concat([makePng().subarray(0, 33), Buffer.alloc(0)]);
      const idat = zlib.deflateSync(raw, { level: 0 });
      const res = await upload(admin, { content: Buffer.concat([big, idat]) });
      await refused(res, 413, /too large: at most 2 MiB/);
      expect(await count()).toBe(before);
    });

    it('an empty file, no file, two files, the file in another field, and a JSON body', async () => {
      const before = await count();
      await refused(await upload(admin, { content: Buffer.alloc(0) }), 400, /No file was received/);
      const onlyField = multipartBody([], { note: 'hello' });
      await refused(await ctx.app.inject({ method: 'POST', url: '/api/Upload/Image', headers: { ...admin, ...onlyField.headers, 'accept-language': 'en' }, payload: onlyField.payload }), 400, /No file was received/);
      await refused(await upload(admin, [{ content: makePng(1, 1) }, { content: makePng(1, 2) }]), 400, /one file at a time/);
      await refused(await upload(admin, { content: makePng(1, 3), field: 'avatar' }), 400, /one file at a time/);
      const json = await ctx.app.inject({ method: 'POST', url: '/api/Upload/Image', headers: { ...admin, 'accept-language': 'en' }, payload: { file: 'iVBORw0KGgo=' } });
      await refused(json, 400, /multipart\/form-data in the field file/);
      const cut = multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', content: makePng() }]);
      const truncated = await ctx.app.inject({ method: 'POST', url: '/api/Upload/Image', headers: { ...admin, ...cut.headers, 'accept-language': 'en' }, payload: cut.payload.subarray(0, 80) });
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json().code).toBe(8);
      expect(await count()).toBe(before);
    });

    it('no session: code 7, nothing stored, whatever the body', async () => {
      const before = await count();
      for (const headers of [{}, { 'x-token': 'made-up', 'x-user-id': admin['x-user-id'] }] as Record<string, string>[]) {
        const res = await upload(headers, { content: makePng(7, 7) });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 7, data: null });
      }
      expect(await count()).toBe(before);
    });
  });
});

describe('GET /api/Upload/File/<gscode>/<sha256>.<ext>', () => {
  let png: Buffer;
  let url: string;
  beforeAll(async () => {
    png = makePng(6, 6, [10, 200, 10]);
    url = (await upload(admin, { content: png })).json().data.url;
  });

  it('serves the stored bytes without a session, with the sniffed type, nosniff, a year of caching, inline and a sandbox', async () => {
    const res = await fetchFile(url);
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, png)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-encoding']).toBeUndefined();
    // Asked again with its tag: nothing to send.
    const again = await fetchFile(url, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('a file of another branch is not found under this branch, nor is any wrong, malformed or mistyped address (404, never 500)', async () => {
    const content = makePng(9, 9);
    const theirs = (await upload(other, { content })).json().data.url as string;
    expect(theirs.startsWith('/api/Upload/File/002/')).toBe(true);
    const hash = sha(png);
    const addresses = [
      theirs.replace('/002/', '/001/'),
      `/api/Upload/File/001/${'0'.repeat(64)}.png`,
      `/api/Upload/File/001/${hash}.jpg`,
      `/api/Upload/File/001/${hash.toUpperCase()}.png`,
      `/api/Upload/File/001/${hash.slice(1)}.png`,
      `/api/Upload/File/001/${hash}`,
      `/api/Upload/File/001/${hash}.svg`,
      `/api/Upload/File/002/${hash}.png`,
      `/api/Upload/File/..%2F001/${hash}.png`,
      `/api/Upload/File/001/..%2F..%2Fetc%2Fpasswd`,
      `/api/Upload/File/001/%27%20or%201%3D1--.png`,
      `/api/Upload/File/${'9'.repeat(30)}/${hash}.png`,
    ];
    for (const address of addresses) {
      const res = await fetchFile(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.json(), address).toMatchObject({ code: 8, data: null });
      expect(res.headers['cache-control'], address).toBe('no-store');
    }
    // The other branch's own address serves it: the address is the capability (docs/decisions.md).
    expect((await fetchFile(theirs)).statusCode).toBe(200);
  });
});

describe('checkImage', () => {
  it('accepts whole PNG and JPEG files and refuses them cut or extended', async () => {
    expect(await checkImage(makePng(3, 3))).toEqual({ ok: true, mime: 'image/png' });
    expect(await checkImage(makeJpeg('x'))).toEqual({ ok: true, mime: 'image/jpeg' });
    expect(await checkImage(makeJpeg().subarray(0, 40))).toEqual({ ok: false, why: 'damaged' });
    expect(await checkImage(Buffer.concat([makeJpeg(), Buffer.from([0xff, 0xd9])]))).toEqual({ ok: false, why: 'damaged' });
  });

  it('accepts a whole GIF and WebP, refuses them with bytes after the end', async () => {
    // GIF89a, 1×1, a two-colour table, one image of one pixel, the trailer.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(await checkImage(gif)).toEqual({ ok: true, mime: 'image/gif' });
    expect(await checkImage(Buffer.concat([gif, Buffer.from('<html>')]))).toEqual({ ok: false, why: 'damaged' });
    // A lossless WebP of 1×1 pixel.
    const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
    expect(await checkImage(webp)).toEqual({ ok: true, mime: 'image/webp' });
    const longer = Buffer.concat([webp, Buffer.from('PK\u0003\u0004')]);
    expect(await checkImage(longer)).toEqual({ ok: false, why: 'damaged' });
  });
});
