import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope, httpStatusMessages } from '@bo/contract';
import { createTestContext, type TestContext } from '../../test/context.js';

/**
 * Errors the HTTP layer produces itself (Node's parser, Fastify's router and body parsers)
 * leave as the envelope with their status (issue 7, item 5). Node's parser limits cannot be
 * reached through inject(), so these go over a real socket.
 */
let ctx: TestContext;
let port: number;
const serverSockets: net.Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' }, (app) => {
    app.get('/api/Test/Item/:id', async () => ({ code: 0, msg: 'ok', data: null }));
    app.get('/api/Test/NotAcceptable', async () => {
      throw Object.assign(new Error('Not Acceptable: text/csv (from some plugin)'), { statusCode: 406 });
    });
  });
  ctx.app.server.on('connection', (s: net.Socket) => serverSockets.push(s));
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** Sends raw bytes and returns everything the server writes until it closes the connection. */
function raw(
  request: string | Buffer,
  opts: { keepOpen?: boolean } = {},
): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (err) => (chunks.length ? finish() : reject(err)));
    socket.on('close', () => finish());
    let done = false;
    function finish() {
      if (done) return;
      done = true;
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    }
    socket.write(request, () => {
      if (!opts.keepOpen) socket.end();
    });
  });
}

function expectEnvelope(body: string, msg: string) {
  const json = JSON.parse(body);
  expect(errorEnvelope.safeParse(json).success).toBe(true);
  expect(json).toMatchObject({ code: 8, msg, data: null });
  expect(body).not.toMatch(/statusCode|Client Error|Exceeded maximum|FST_|HPE_/);
}

describe('errors of the HTTP parser (clientErrorHandler)', () => {
  it('answers a 100,000-character query string with 431 and the envelope', async () => {
    const res = await raw(`GET /api/UManage/ClientInfo?guestcode=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expectEnvelope(res.body, httpStatusMessages.cn[431]);
  });

  it('answers the same through fetch, and headers too large as well', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/LAdmin/Get_UserMenus?x=${'b'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expectEnvelope(await res.text(), httpStatusMessages.cn[431]);
    const big = await fetch(`http://127.0.0.1:${port}/api/LAdmin/Get_UserMenus`, {
      headers: { 'x-padding': 'c'.repeat(40_000) },
    });
    expect(big.status).toBe(431);
    expectEnvelope(await big.text(), httpStatusMessages.cn[431]);
  });

  it('answers bytes that are not HTTP with 400, in the language the request asked for', async () => {
    const res = await raw('NOT HTTP AT ALL\r\nAccept-Language: en\r\n\r\n');
    expect(res.status).toBe(400);
    expectEnvelope(res.body, httpStatusMessages.en[400]);
  });

  it('answers a bad Content-Length with 400', async () => {
    const res = await raw(
      'POST /api/LAdmin/AdminLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    );
    expect(res.status).toBe(400);
    expectEnvelope(res.body, httpStatusMessages.cn[400]);
    const both = await raw(
      'POST /api/LAdmin/AdminLogin HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    );
    expect(both.status).toBe(400);
    expectEnvelope(both.body, httpStatusMessages.cn[400]);
  });

  it('answers a request not received in time with 408', async () => {
    // Node raises this from its periodic check (every 30 s); raise it at once on a real connection.
    const pending = raw('GET /api/LAdmin/Get_UserMenus HTTP/1.1\r\nHost: x\r\n', { keepOpen: true });
    await new Promise((r) => setTimeout(r, 100));
    const socket = serverSockets[serverSockets.length - 1];
    ctx.app.server.emit(
      'clientError',
      Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket,
    );
    const res = await pending;
    expect(res.status).toBe(408);
    expectEnvelope(res.body, httpStatusMessages.cn[408]);
  });

  it('survives a body the client abandons half-way', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/LAdmin/AdminLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"gscode":',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
  });

  it('keeps serving other requests afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/LAdmin/Get_UserMenus`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 7, data: null });
  });
});

describe('errors of Fastify itself', () => {
  it('answers a path parameter over maxParamLength with 414', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/Test/Item/${'d'.repeat(200)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(414);
    expectEnvelope(await res.text(), httpStatusMessages.en[414]);
  });

  it('answers a broken percent-encoding in the path with 400', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Test/Item/%E0%A4%A',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 'The URL is not correctly encoded: /api/Test/Item/%E0%A4%A');
  });

  it('answers a body that does not match its Content-Length with 400', async () => {
    const inj = await ctx.app.inject({
      method: 'POST',
      url: '/api/LAdmin/AdminLogin',
      headers: { 'content-type': 'application/json', 'content-length': '1', 'accept-language': 'en' },
      payload: '{"gscode":"001"}',
    });
    expect(inj.statusCode).toBe(400);
    expectEnvelope(inj.body, 'The request body does not match its Content-Length');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/LAdmin/AdminLogin`, {
      method: 'POST',
      body: 'gscode=001',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(res.status).toBe(415);
    expectEnvelope(await res.text(), 'Unsupported content type');
  });

  it("answers a plugin's 4xx (406) with its status and the spec's message, not the library's text", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Test/NotAcceptable',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(406);
    expectEnvelope(res.body, httpStatusMessages.en[406]);
    expect(res.body).not.toContain('from some plugin');
  });
});
