import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { withDatabase } from '../../../test/pooler.js';

let ctx: TestContext;
let owner: Record<string, string>;
let admin: Record<string, string>;
let viewer: Record<string, string>;
const { q } = testCalls(() => ctx);
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload: payload as never });
const ok = async (url: string, headers = owner) => {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
};
const lastOp = async () =>
  (await q(`select gscode, path, target_id, outcome, diff from operation_log order by id desc limit 1`))[0];

/** A statement that runs until cancelled (or 60 s), marked so the activity list can find it. */
function sleeper(tag: string) {
  const done = ctx.db.$client.query(`select pg_sleep(60) /* ${tag} */`).then(
    () => 'finished',
    (e: Error) => e.message,
  );
  return { done };
}
async function activityOf(tag: string, headers = owner) {
  for (let i = 0; i < 50; i++) {
    const d = await ok(`/api/Safeguard/Activity?pageSize=100&text=${encodeURIComponent(tag)}`, headers);
    if (d.list.length) return d.list;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no backend runs ${tag}`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = (await ctx.login('000', 'owner')).headers;
  admin = (await ctx.login('001', 'admin')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
});
afterAll(() => ctx.close());

describe('the database page', () => {
  it("describes the database to the platform owner's branch: version, size, connections, cache hits, counts of tables and indexes", async () => {
    const info = await ok('/api/Safeguard/Database');
    expect(info.platform).toBe(true);
    // No READ_DATABASE_URL: no replica to show (read-replica.test.ts shows one).
    expect(info.replica).toBeNull();
    const d = info.overview;
    const [{ size, tables }] = await q(
      `select pg_database_size(current_database())::bigint as size, (select count(*)::int from pg_stat_user_tables) as tables`,
    );
    expect(d.version).toMatch(/^PostgreSQL \d+/);
    expect(d.sizeBytes).toBeGreaterThan(0);
    expect(Math.abs(d.sizeBytes - Number(size))).toBeLessThan(Number(size) * 0.1);
    expect(d.tables).toBe(tables);
    expect(d.connections).toBeGreaterThanOrEqual(1);
    expect(d.maxConnections).toBeGreaterThanOrEqual(d.connections);
    expect(Number.isNaN(Date.parse(d.startedAt))).toBe(false);
  });

  it('lists the tables with rows, sizes and indexes, sorted and filtered on the server, and sums the sizes of the whole set', async () => {
    await q('analyze clients');
    const all = await ok('/api/Safeguard/Tables?pageSize=100');
    const names = all.list.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['orders', 'clients', 'sessions', 'operation_log']));
    expect(all.total).toBe(names.length);
    const sizes = all.list.map((r: { sizeBytes: number }) => r.sizeBytes);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(all.summary.sizeBytes).toBe(sizes.reduce((a: number, b: number) => a + b, 0));
    const clients = all.list.find((r: { name: string }) => r.name === 'clients');
    const [{ n }] = await q(`select count(*)::int as n from clients`);
    expect(clients).toMatchObject({ rows: n, indexes: expect.any(Number) });
    expect(clients.indexes).toBeGreaterThanOrEqual(3);
    expect(clients.analysedAt).not.toBeNull();
    expect(clients.sizeBytes).toBe(clients.tableBytes + clients.indexBytes);

    const byName = await ok('/api/Safeguard/Tables?pageSize=15&sort=name&order=asc&name=ORDER');
    expect(byName.list.map((r: { name: string }) => r.name)).toEqual(
      [...byName.list.map((r: { name: string }) => r.name)].sort(),
    );
    expect(byName.list.every((r: { name: string }) => r.name.includes('order'))).toBe(true);
    // A LIKE wildcard is taken as itself.
    expect((await ok('/api/Safeguard/Tables?name=%25')).total).toBe(0);
  });

  it('lists running queries with their duration, and the locks a waiting query is blocked by', async () => {
    const tag = `bo-sleeper-${Date.now()}`;
    const s = sleeper(tag);
    const [row] = await activityOf(tag);
    expect(row).toMatchObject({ state: 'active', query: expect.stringContaining('pg_sleep(60)') });
    expect(row.durationMs).toBeGreaterThanOrEqual(0);
    // Idle connections only when asked for: one straight to PostgreSQL (a pooler would hand its
    // server connection to the next query), idle after its query.
    const [{ name }] = await q<{ name: string }>('select current_database() as name');
    const idleClient = new pg.Client({ connectionString: withDatabase(inject('pgServerUrl'), name) });
    await idleClient.connect();
    try {
      await idleClient.query('select 1');
      expect(
        (await ok('/api/Safeguard/Activity?pageSize=100')).list.every((r: { state: string }) => r.state !== 'idle'),
      ).toBe(true);
      const idle = await ok('/api/Safeguard/Activity?pageSize=100&state=idle');
      expect(idle.list.length).toBeGreaterThan(0);
      expect(idle.list.every((r: { state: string }) => r.state === 'idle')).toBe(true);
    } finally {
      await idleClient.end();
    }
    // Its own listing is not there.
    const mine = await ok('/api/Safeguard/Activity?pageSize=100&text=pg_stat_activity');
    expect(mine.list.filter((r: { query: string }) => r.query.includes('a.pid <> pg_backend_pid()'))).toEqual([]);

    // A transaction holds clients exclusively; another statement waits for it.
    const holder = await ctx.db.$client.connect();
    await holder.query('begin');
    await holder.query('lock table clients in access exclusive mode');
    const waitTag = `bo-waiter-${Date.now()}`;
    const waiter = ctx.db.$client.query(`select count(*) /* ${waitTag} */ from clients`);
    const [waiting] = await activityOf(waitTag);
    expect(waiting.blockedBy.length).toBe(1);
    let locks: any[] = [];
    for (let i = 0; i < 50 && !locks.length; i++) {
      locks = (await ok('/api/Safeguard/Locks?pageSize=100&waiting=1')).list.filter(
        (l: { pid: number }) => l.pid === waiting.pid,
      );
      if (!locks.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(locks[0]).toMatchObject({ relation: 'clients', granted: false, type: 'relation' });
    const held = (await ok('/api/Safeguard/Locks?pageSize=500')).list.filter(
      (l: { pid: number; relation: string }) => l.pid === waiting.blockedBy[0] && l.relation === 'clients',
    );
    expect(held[0]).toMatchObject({ granted: true, mode: 'AccessExclusiveLock' });
    await holder.query('rollback');
    holder.release();
    await waiter;

    const res = await call('POST', '/api/Safeguard/CancelQuery', owner, { pid: row.pid });
    expect(res.json(), res.body).toMatchObject({ code: 0, data: { cancelled: true } });
    expect(await s.done).toMatch(/cancel/i);
  });

  it('shows another branch nothing of the shared database: it learns only that the platform owner looks after it', async () => {
    expect(await ok('/api/Safeguard/Database', admin)).toEqual({ platform: false, overview: null, replica: null });
    for (const url of ['/api/Safeguard/Tables', '/api/Safeguard/Activity', '/api/Safeguard/Locks']) {
      const res = await call('GET', url, admin);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg).toMatch(/platform owner/);
    }
  });

  it("cancels only for the platform owner's administrators, never its own query, and logs every try", async () => {
    const tag = `bo-sleeper-${Date.now()}`;
    const s = sleeper(tag);
    const [row] = await activityOf(tag);
    // A branch administrator holds database:cancel but the database is every branch's.
    const branch = await call('POST', '/api/Safeguard/CancelQuery', admin, { pid: row.pid });
    expect(branch.statusCode).toBe(403);
    expect(branch.json().msg).toMatch(/platform owner/);
    // Refused before its input is read, like a missing mark: logged, without a target.
    expect(await lastOp()).toMatchObject({ gscode: '001', path: '/api/Safeguard/CancelQuery', outcome: 'denied' });
    // Without the mark.
    const ro = await call('POST', '/api/Safeguard/CancelQuery', viewer, { pid: row.pid });
    expect(ro.statusCode).toBe(403);
    // No such backend of this database.
    const none = await call('POST', '/api/Safeguard/CancelQuery', owner, { pid: 2_000_000_000 });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toMatch(/Refresh the list/);
    const bad = await call('POST', '/api/Safeguard/CancelQuery', owner, { pid: 'x' });
    expect(bad.statusCode).toBe(400);

    const res = await call('POST', '/api/Safeguard/CancelQuery', owner, { pid: row.pid });
    expect(res.json().data).toEqual({ cancelled: true });
    expect(await lastOp()).toMatchObject({ gscode: '000', outcome: 'ok', target_id: String(row.pid) });
    expect(await s.done).toMatch(/cancel/i);
  });

  it('is refused without the page mark', async () => {
    for (const url of [
      '/api/Safeguard/Database',
      '/api/Safeguard/Tables',
      '/api/Safeguard/Activity',
      '/api/Safeguard/Locks',
    ]) {
      const res = await call('GET', url, viewer);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
