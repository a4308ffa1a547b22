import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const docsPolicy = async (headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/docs', headers });
  expect(res.statusCode).toBe(200);
  return String(res.headers['content-security-policy']);
};

describe('the API docs page (issue 8 #14)', () => {
  it("lets Swagger UI set its inline styles, and keeps scripts to the server's own", async () => {
    const csp = await docsPolicy();
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline';/);
    expect(csp).toMatch(/script-src 'self'\s*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('does not ask for HTTPS upgrades over plain HTTP (they would break the page on an office address)', async () => {
    expect(await docsPolicy()).not.toContain('upgrade-insecure-requests');
  });
});
