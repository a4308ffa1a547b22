import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_THUMB_PX } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { makeJpeg, makePng, multipartBody } from '../../../test/images.js';
import { checkImage, crc32 } from './image-check.js';

/** A valid PNG of `bytes` bytes or a little more: an uncompressed deflate stream of one grey picture. */
function pngOfBytes(bytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((side * 3 + 1) * side, 0);
  return pngOf(ihdr, zlib.deflateSync(raw, { level: 0 }));
}

/** A well-formed PNG whose header announces width × height but whose one row of data is tiny (never decoded whole). */
function makePngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return pngOf(ihdr, zlib.deflateSync(Buffer.alloc(width + 1)));
}

function pngOf(ihdr: Buffer, idat: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
    return out;
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let ctx: TestContext;
let admin: Record<string, string>;
let other: Record<string, string>;
const { q } = testCalls(() => ctx);
const count = async () => (await q<{ n: number }>('select count(*)::int as n from uploads'))[0].n;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type File = { content: Buffer; filename?: string; type?: string; field?: string };
const upload = (headers: Record<string, string>, file: File | File[], fields: Record<string, string> = {}) => {
  const files = (Array.isArray(file) ? file : [file]).map((f) => ({
    field: f.field ?? 'file',
    filename: f.filename ?? 'picture.png',
    type: f.type ?? 'image/png',
    content: f.content,
  }));
  const body = multipartBody(files, fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Upload/Image',
    headers: { ...headers, ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
  });
};
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  other = (await ctx.login('002', 'admin')).headers;
});
afterAll(() => ctx.close());

describe('POST /api/Upload/Image', () => {
  it('stores a PNG and a JPEG by their content and answers their addresses', async () => {
    for (const [content, mime, ext] of [
      [makePng(4, 3), 'image/png', 'png'],
      [makeJpeg(), 'image/jpeg', 'jpg'],
    ] as const) {
      const res = await upload(admin, { content, filename: `photo.${ext}`, type: mime });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      const [width, height] = ext === 'png' ? [4, 3] : [8, 8];
      expect(data).toEqual({
        url: `/api/Upload/File/001/${sha(content)}.${ext}`,
        sha256: sha(content),
        mime,
        bytes: content.length,
        width,
        height,
        thumb: `/api/Upload/Thumb/001/${sha(content)}.webp`,
      });
      const [row] = await q(
        `select gscode, mime, bytes, content, created_by, width, height, thumb from uploads where sha256 = $1`,
        [sha(content)],
      );
      expect(row).toMatchObject({
        gscode: '001',
        mime,
        bytes: content.length,
        created_by: Number(admin['x-user-id']),
        width,
        height,
      });
      expect((await sharp(row.thumb).metadata()).format).toBe('webp');
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
    expect(
      (await q(`select gscode from uploads where sha256 = $1 order by gscode`, [sha(content)])).map((r) => r.gscode),
    ).toEqual(['001', '002']);
  });

  it('writes an operation-log row naming the file', async () => {
    const content = makePng(5, 5);
    await upload(admin, { content, filename: 'logged.png' });
    const [row] = await q(`select path, action, target_id, outcome, diff from operation_log order by id desc limit 1`);
    expect(row).toMatchObject({
      path: '/api/Upload/Image',
      action: 'upload image',
      target_id: sha(content),
      outcome: 'ok',
    });
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
      await refused(
        await upload(admin, { content: Buffer.from('just some notes\n'.repeat(20)), filename: 'notes.png' }),
        400,
        notImage,
      );
      await refused(
        await upload(admin, {
          content: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
          filename: 'x.png',
        }),
        400,
        notImage,
      );
      await refused(
        await upload(admin, {
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          filename: 'x.svg',
          type: 'image/svg+xml',
        }),
        400,
        notImage,
      );
      await refused(
        await upload(admin, {
          content: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
          filename: 'x.png',
        }),
        400,
        notImage,
      );
      expect(await count()).toBe(before);
    });

    it('a polyglot: a real PNG or JPEG with HTML or a ZIP after its end, or HTML inside a PNG chunk', async () => {
      const before = await count();
      const damaged = /damaged or carries something besides the image/;
      const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
      await refused(await upload(admin, { content: Buffer.concat([makePng(), html]) }), 400, damaged);
      await refused(
        await upload(admin, { content: Buffer.concat([makeJpeg(), html]), type: 'image/jpeg' }),
        400,
        damaged,
      );
      await refused(
        await upload(admin, { content: Buffer.concat([makePng(), Buffer.from('PK\u0003\u0004zipzipzip')]) }),
        400,
        damaged,
      );
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

    it("an image over the branch's limit (5 MB by default): HTTP 413 naming it in MB, in the caller's language", async () => {
      const before = await count();
      const res = await upload(admin, { content: pngOfBytes(IMAGE_UPLOAD_MAX_BYTES + 10) });
      await refused(res, 413, /too large: this branch accepts at most 5 MB/);
      const cn = multipartBody([
        { field: 'file', filename: 'big.png', type: 'image/png', content: pngOfBytes(IMAGE_UPLOAD_MAX_BYTES + 10) },
      ]);
      const inCn = await ctx.app.inject({
        method: 'POST',
        url: '/api/Upload/Image',
        headers: { ...admin, ...cn.headers },
        payload: cn.payload,
      });
      expect(inCn.statusCode).toBe(413);
      expect(inCn.json().msg).toBe('文件过大：本分公司最大可上传 5 MB');
      expect(await count()).toBe(before);
    });

    it('a decompression bomb: a PNG announcing 10000 × 10000 pixels is refused before it is decoded', async () => {
      const before = await count();
      const res = await upload(admin, { content: makePngHeader(10_000, 10_000) });
      await refused(res, 400, /too many pixels \(10000 × 10000\); at most 40 megapixels/);
      expect(await count()).toBe(before);
    });

    it('an empty file, no file, two files, the file in another field, and a JSON body', async () => {
      const before = await count();
      await refused(await upload(admin, { content: Buffer.alloc(0) }), 400, /No file was received/);
      const onlyField = multipartBody([], { note: 'hello' });
      await refused(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/Upload/Image',
          headers: { ...admin, ...onlyField.headers, 'accept-language': 'en' },
          payload: onlyField.payload,
        }),
        400,
        /No file was received/,
      );
      await refused(
        await upload(admin, [{ content: makePng(1, 1) }, { content: makePng(1, 2) }]),
        400,
        /one file at a time/,
      );
      await refused(await upload(admin, { content: makePng(1, 3), field: 'avatar' }), 400, /one file at a time/);
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/Upload/Image',
        headers: { ...admin, 'accept-language': 'en' },
        payload: { file: 'iVBORw0KGgo=' },
      });
      await refused(json, 400, /multipart\/form-data in the field file/);
      const cut = multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', content: makePng() }]);
      const truncated = await ctx.app.inject({
        method: 'POST',
        url: '/api/Upload/Image',
        headers: { ...admin, ...cut.headers, 'accept-language': 'en' },
        payload: cut.payload.subarray(0, 80),
      });
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json().code).toBe(8);
      expect(await count()).toBe(before);
    });

    it('no session: code 7, nothing stored, whatever the body', async () => {
      const before = await count();
      for (const headers of [{}, { 'x-token': 'made-up', 'x-user-id': admin['x-user-id'] }] as Record<
        string,
        string
      >[]) {
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
    // The other branch's own address serves it: the address is the capability
    // (docs/decisions/0080-one-upload-service.md).
    expect((await fetchFile(theirs)).statusCode).toBe(200);
  });
});

describe('sizes and thumbnails', () => {
  it("reads the size and serves a WebP thumbnail at most UPLOAD_THUMB_PX on its longer side, with the file's headers", async () => {
    const content = makePng(640, 480, [20, 40, 220]);
    const data = (await upload(admin, { content })).json().data;
    expect(data).toMatchObject({ width: 640, height: 480, thumb: `/api/Upload/Thumb/001/${sha(content)}.webp` });
    const res = await fetchFile(data.thumb);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: UPLOAD_THUMB_PX, height: 240 });
    const again = await fetchFile(data.thumb, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    // A small image is not enlarged.
    const small = (await upload(admin, { content: makePng(30, 60) })).json().data;
    expect(await sharp((await fetchFile(small.thumb)).rawPayload).metadata()).toMatchObject({ width: 30, height: 60 });
  });

  it('an animated GIF: the size and the thumbnail of its first frame', async () => {
    const frames = 3;
    const raw = Buffer.alloc(40 * 30 * frames * 3, 90);
    const gif = await sharp(raw, { raw: { width: 40, height: 30 * frames, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    const res = await upload(admin, { content: gif, filename: 'moving.gif', type: 'image/gif' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mime: 'image/gif', width: 40, height: 30 });
    const thumb = await sharp((await fetchFile(res.json().data.thumb)).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(thumb.pages ?? 1).toBe(1);
  });

  it('a file stored before thumbnails existed gets one on its first read, and keeps it', async () => {
    const content = makePng(400, 100);
    const data = (await upload(admin, { content })).json().data;
    await q(`update uploads set thumb = null, width = null, height = null where sha256 = $1`, [data.sha256]);
    const res = await fetchFile(data.thumb);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 320, height: 80 });
    const [row] = await q(
      `select width, height, thumb is not null as has_thumb from uploads where sha256 = $1 and gscode = '001'`,
      [data.sha256],
    );
    expect(row).toEqual({ width: 400, height: 100, has_thumb: true });
  });

  it("another branch's thumbnail under this branch, and any wrong address, are not found (404)", async () => {
    const content = makePng(12, 12, [5, 5, 5]);
    const theirs = (await upload(other, { content })).json().data.thumb as string;
    const hash = sha(content);
    for (const address of [
      theirs.replace('/002/', '/001/'),
      `/api/Upload/Thumb/001/${'0'.repeat(64)}.webp`,
      `/api/Upload/Thumb/002/${hash}.png`,
      `/api/Upload/Thumb/002/${hash}`,
      `/api/Upload/Thumb/..%2F002/${hash}.webp`,
      `/api/Upload/Thumb/${'9'.repeat(30)}/${hash}.webp`,
    ]) {
      const res = await fetchFile(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.headers['cache-control'], address).toBe('no-store');
    }
    expect((await fetchFile(theirs)).statusCode).toBe(200);
  });
});

describe("the branch's size limit (system settings) and the rules call", () => {
  const rules = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/Upload/Rules', headers });
  const setLimit = async (headers: Record<string, string>, mb: number) => {
    const got = (await ctx.app.inject({ method: 'GET', url: '/api/Setting/Get', headers })).json().data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Setting/Save',
      headers,
      payload: { settings: { ...got.settings, uploadMaxMb: mb }, version: got.version },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('answers the limit and the types to any signed-in user; a lower branch limit refuses a bigger image with 413, nothing stored; another branch keeps its own', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    expect((await rules(viewer)).json().data).toEqual({
      maxBytes: 5 * 1024 * 1024,
      maxMb: 5,
      types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
      maxPixels: 40_000_000,
    });
    expect((await rules({})).statusCode).toBe(401);
    await setLimit(admin, 1);
    try {
      expect((await rules(viewer)).json().data).toMatchObject({ maxBytes: 1024 * 1024, maxMb: 1 });
      const before = await count();
      const big = pngOfBytes(1.5 * 1024 * 1024);
      const res = await upload(admin, { content: big });
      expect(res.statusCode).toBe(413);
      expect(res.json().msg).toBe('The file is too large: this branch accepts at most 1 MB');
      expect(await count()).toBe(before);
      expect((await q(`select 1 from uploads where sha256 = $1`, [sha(big)])).length).toBe(0);
      // 002 still takes it.
      expect((await rules(other)).json().data.maxMb).toBe(5);
      expect((await upload(other, { content: big })).statusCode).toBe(200);
    } finally {
      await setLimit(admin, 5);
    }
  });
});

describe("the server's hard cap (UPLOAD_MAX_BYTES)", () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestContext({ UPLOAD_MAX_BYTES: String(1024 * 1024) });
  });
  afterAll(() => small?.close());

  it('caps every branch: the rules say 1 MB, a bigger file is refused while read (413), a setting above it is refused', async () => {
    const headers = (await small.login('001', 'admin')).headers;
    expect((await small.app.inject({ method: 'GET', url: '/api/Upload/Rules', headers })).json().data).toMatchObject({
      maxBytes: 1024 * 1024,
      maxMb: 1,
    });
    const body = multipartBody([
      { field: 'file', filename: 'big.png', type: 'image/png', content: pngOfBytes(1.2 * 1024 * 1024) },
    ]);
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/Upload/Image',
      headers: { ...headers, ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toMatch(/too large: at most 1 MiB/);
    expect((await small.db.$client.query('select count(*)::int as n from uploads')).rows[0].n).toBe(0);
    const got = (await small.app.inject({ method: 'GET', url: '/api/Setting/Get', headers })).json().data;
    expect(got.limits.uploadMaxMb).toBe(1);
    expect(got.settings.uploadMaxMb).toBe(1);
    const save = await small.app.inject({
      method: 'POST',
      url: '/api/Setting/Save',
      headers: { ...headers, 'accept-language': 'en' },
      payload: { settings: { ...got.settings, uploadMaxMb: 2 }, version: got.version },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().msg).toBe("The upload size limit (MB) must be at most the server's limit of 1");
  });
});

describe('checkImage', () => {
  it('accepts whole PNG and JPEG files and refuses them cut or extended', async () => {
    expect(await checkImage(makePng(3, 3))).toEqual({ ok: true, mime: 'image/png' });
    expect(await checkImage(makeJpeg('x'))).toEqual({ ok: true, mime: 'image/jpeg' });
    expect(await checkImage(makeJpeg().subarray(0, 40))).toEqual({ ok: false, why: 'damaged' });
    expect(await checkImage(Buffer.concat([makeJpeg(), Buffer.from([0xff, 0xd9])]))).toEqual({
      ok: false,
      why: 'damaged',
    });
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
