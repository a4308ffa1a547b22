import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
let logged: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ BODY_LIMIT_BYTES: '2048', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '40' }, (app) => {
    // A route with a bug, to see what a caller gets from an unexpected error.
    app.get('/api/Test/Boom', async () => {
      throw new Error('secret internal detail');
    });
    app.addHook('onError', async (_req, _reply, err) => {
      logged.push(err.message);
    });
  });
});
afterAll(() => ctx.close());

const post = (payload: string, lang = 'cn') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/LAdmin/AdminLogin',
    payload,
    headers: { 'content-type': 'application/json', 'accept-language': lang },
  });

describe('error envelope', () => {
  it('answers malformed JSON with 400 and a translated message', async () => {
    const res = await post('{"gscode": ', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 8, msg: 'The request body is not valid JSON', data: null });
  });

  it('answers an unknown route with 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Nothing/Here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 8, msg: '接口不存在：GET /api/Nothing/Here', data: null });
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ gscode: '001', username: 'admin', password: 'x'.repeat(5000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 8, msg: '请求内容过大（上限 2048 字节）' });
  });

  it('answers an unexpected error with 500, a request id and no internals', async () => {
    logged = [];
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Test/Boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(8);
    expect(body.msg).toBe(`Server error; please try again (request id ${body.requestId})`);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('.ts:');
    expect(logged).toEqual(['secret internal detail']);
  });

  it('throttles a caller without a session over the per-minute limit of its address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', remoteAddress: '10.7.7.7' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
    const last = await ctx.app.inject({
      method: 'GET',
      url: '/api/LAdmin/Get_UserMenus',
      remoteAddress: '10.7.7.7',
      headers: { 'accept-language': 'en' },
    });
    expect(last.json()).toMatchObject({ code: 8, data: null });
    expect(last.json().msg).toMatch(/^Too many requests; try again in \d+ seconds$/);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/LAdmin/AdminLogin', '/api/LAdmin/Get_UserMenus']),
    );
    expect(doc.paths['/api/LAdmin/AdminLogin'].post.requestBody.content['application/json'].schema.required).toEqual([
      'gscode',
      'username',
      'password',
    ]);
  });
});
