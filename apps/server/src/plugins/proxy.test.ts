import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let direct: TestContext;
let behindProxy: TestContext;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([createTestContext(), createTestContext({ TRUST_PROXY: '10.0.0.5' })]);
});
afterAll(() => Promise.all([direct.close(), behindProxy.close()]));

const signIn = (ctx: TestContext, remoteAddress: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/LAdmin/AdminLogin',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { gscode: '001', username: 'admin', password: 'admin123' },
  });
const loggedIp = async (ctx: TestContext) =>
  (await ctx.db.execute(sql`select ip from login_log order by id desc limit 1`)).rows[0].ip;

describe('client addresses behind a reverse proxy (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted, so a client cannot choose its address', async () => {
    await signIn(direct, '192.168.1.20', '1.2.3.4');
    expect(await loggedIp(direct)).toBe('192.168.1.20');
  });

  it('takes the client address from the trusted proxy', async () => {
    await signIn(behindProxy, '10.0.0.5', '192.168.1.30');
    expect(await loggedIp(behindProxy)).toBe('192.168.1.30');
  });

  it('ignores X-Forwarded-For from anyone but the trusted proxy', async () => {
    await signIn(behindProxy, '192.168.1.40', '1.2.3.4');
    expect(await loggedIp(behindProxy)).toBe('192.168.1.40');
  });
});
