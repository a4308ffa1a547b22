import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testCalls } from '../../test/calls.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { RATE_WINDOW_MS, SharedRateLimit } from './rate-limit.js';

/**
 * Issue 38 #3: the general rate limit holds over every server process, not per process. Two apps
 * on one database play two processes; `sync` is the once-a-second exchange, made at will here.
 */
const LIMIT = 10;
let ctx: TestContext;
let second: Awaited<ReturnType<typeof buildApp>>;
const { q } = testCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  second = await buildApp({ db: ctx.db, config: ctx.config, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const menus = (app: typeof second, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers });

describe('the rate limit of several processes', () => {
  it('allows an account its calls a minute over both processes together, then 429 with Retry-After on either', async () => {
    const admin = (await ctx.login('001', 'admin')).headers;
    for (let i = 0; i < 6; i++) expect((await menus(ctx.app, admin)).statusCode).toBe(200);
    await ctx.app.rateLimit.sync();
    for (let i = 0; i < 4; i++) expect((await menus(second, admin)).statusCode).toBe(200);
    await second.rateLimit.sync();
    await ctx.app.rateLimit.sync();
    for (const app of [ctx.app, second]) {
      const refused = await menus(app, admin);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another account has its own count.
    const operator = (await ctx.login('001', 'operator')).headers;
    expect((await menus(second, operator)).statusCode).toBe(200);
  });

  it('starts each key afresh in the next minute, and forgets the minutes before the last', async () => {
    let now = Date.UTC(2026, 11, 5, 3, 0, 0);
    const limit = new SharedRateLimit(
      ctx.db,
      (e) => {
        throw e;
      },
      () => now,
    );
    const key = `test:${now}`;
    for (let i = 0; i < 3; i++) expect(limit.hit(key, 3).allowed).toBe(true);
    expect(limit.hit(key, 3)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    await limit.sync();
    now += RATE_WINDOW_MS;
    expect(limit.hit(key, 3).allowed).toBe(true);
    await limit.sync();
    now += RATE_WINDOW_MS;
    limit.hit(key, 3);
    await limit.sync();
    const minutes = await q(`select minute from rate_counts where key = $1 order by minute`, [key]);
    expect(minutes.map((r) => Number(r.minute))).toEqual([now / RATE_WINDOW_MS - 1, now / RATE_WINDOW_MS]);
    await limit.close();
  });

  it('goes on counting in the process when the database cannot be reached', async () => {
    const errors: unknown[] = [];
    const broken = { $client: { query: () => Promise.reject(new Error('unreachable')) } } as unknown as typeof ctx.db;
    const limit = new SharedRateLimit(broken, (e) => errors.push(e));
    for (let i = 0; i < 2; i++) expect(limit.hit('k', 2).allowed).toBe(true);
    await limit.sync();
    expect(errors).toHaveLength(1);
    expect(limit.hit('k', 2).allowed).toBe(false);
    await limit.close();
  });
});
