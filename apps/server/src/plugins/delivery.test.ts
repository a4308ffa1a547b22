import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { makeWebDist } from '../../test/web-dist.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;
let ctx: TestContext;
// A build as apps/web/scripts/build.mjs leaves it: files with .br and .gz beside them.
const dist = makeWebDist({
  'index.html': '<!doctype html><title>console</title>',
  'assets/index-abc123.js': SCRIPT,
  'assets/index-abc123.js.br': zlib.brotliCompressSync(SCRIPT),
  'assets/index-abc123.js.gz': zlib.gzipSync(SCRIPT),
});
beforeAll(async () => {
  ctx = await createTestContext({ WEB_DIST: dist.dir, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
  dist.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('compression', () => {
  it('sends a built file compressed at build time when the browser accepts it, plain otherwise', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses larger API answers on the fly, and leaves small ones as they are', async () => {
    const u = await ctx.login('001', 'admin');
    const menus = await get('/api/LAdmin/Get_UserMenus', { ...u.headers, 'accept-encoding': 'gzip' });
    expect(menus.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(menus.rawPayload).toString()).code).toBe(0);
    const small = await get('/api/UManage/getUserGscode', { ...u.headers, 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(0);
  });
});

describe('caching', () => {
  it('lets browsers keep content-hashed assets for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on every use', async () => {
    for (const url of ['/', '/dashboard/console']) {
      const res = await get(url);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never lets the browser store API answers, errors included', async () => {
    const u = await ctx.login('001', 'viewer');
    expect((await get('/api/LAdmin/Get_UserMenus', u.headers)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/LAdmin/Get_UserMenus')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/UManage/Roles', u.headers)).headers['cache-control']).toBe('no-store');
  });
});

describe('security headers for a console on an office network', () => {
  it('over plain HTTP: no HSTS and no upgrade-insecure-requests (it would break every request)', async () => {
    const res = await get('/dashboard/console');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('over HTTPS (here: behind the trusted proxy): HSTS and upgrade-insecure-requests', async () => {
    const res = await get('/dashboard/console', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
