import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { makeWebDist } from '../../test/web-dist.js';

let ctx: TestContext;
const dist = makeWebDist({
  'index.html': '<!doctype html><title>console</title>',
  'assets/index-abc123.js': 'console.log(1)',
});
beforeAll(async () => {
  ctx = await createTestContext({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await ctx.close();
  dist.remove();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it("answers the console's client-side routes with index.html", async () => {
    for (const url of ['/', '/login', '/dashboard/console', '/user/CheckCredit?tab=2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>console</title>');
    }
  });

  it('serves the files that exist', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('serves a file written after the server started (a rebuild while it runs)', async () => {
    dist.write('assets/index-new456.js', 'console.log(2)');
    const res = await get('/assets/index-new456.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('answers a missing asset with 404 and the envelope, never with index.html (a stale chunk after a redeploy)', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/style-old.css', '/favicon-old.svg', '/assets/nested/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 8, data: null });
    }
  });

  it('answers an unknown API path with 404, not the page', async () => {
    const res = await get('/api/Nope/Nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(8);
  });
});
