import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { connect } from '../db/client.js';
import { testCalls } from '../../test/calls.js';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
const { q, get } = testCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('the balancer’s checks', () => {
  it('says the process lives and is ready, with no session and no envelope', async () => {
    const live = await get('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ live: true });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
  });

  it('is not ready while stopping, though it still lives', async () => {
    ctx.app.stopping = true;
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'stopping' });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      ctx.app.stopping = false;
    }
  });

  it('is not ready on a database that lacks a migration of this release', async () => {
    const [last] = await q(`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`);
    await q(`delete from drizzle.__drizzle_migrations where id = $1`, [last.id]);
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'migrations' });
    } finally {
      await q(`insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)`, [
        last.id,
        last.hash,
        last.created_at,
      ]);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('is not ready when its database cannot be reached', async () => {
    // A port nothing listens on: every connection is refused.
    const db = connect('postgres://postgres@127.0.0.1:1/none', 1);
    const app = await buildApp({ db, config: ctx.config, logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, reason: 'database' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.$client.end();
    }
  });
});
