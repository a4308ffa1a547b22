import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { RequestStats } from './request-stats.js';
import { PROCESS_ID, ServerReporter } from './server-report.js';

let ctx: TestContext;
let owner: Record<string, string>;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let reporter: ServerReporter;
const stats = new RequestStats();
const { q } = testCalls(() => ctx);
const servers = async (headers: Record<string, string>) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/Safeguard/Servers',
    headers: { ...headers, 'accept-language': 'en' },
  });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = (await ctx.login('000', 'owner')).headers;
  admin = (await ctx.login('001', 'admin')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
  reporter = new ServerReporter(ctx.db, os.tmpdir(), stats);
});
afterAll(async () => {
  reporter.stop();
  await ctx.close();
});

describe('the server page', () => {
  it('lists this process with its machine, memory, event loop, answers of the last minute and database connections', async () => {
    for (let i = 0; i < 30; i++) stats.record(10 + i);
    await reporter.reportOnce();
    await reporter.reportOnce();
    const { body } = await servers(owner);
    expect(body.data.platform).toBe(true);
    expect(body.data.intervalSeconds).toBe(5);
    const self = body.data.processes.find((p: { id: string }) => p.id === PROCESS_ID);
    expect(self).toMatchObject({ self: true, alive: true, pid: process.pid, hostname: os.hostname() });
    const f = self.figures;
    expect(f.cpus).toBe(os.cpus().length);
    expect(f.memTotal).toBeGreaterThan(f.memUsed);
    expect(f.memUsed).toBeGreaterThan(0);
    expect(f.diskTotal).toBeGreaterThanOrEqual(f.diskUsed);
    expect(f.diskTotal).toBeGreaterThan(0);
    expect(f.node).toBe(process.version);
    expect(f.rss).toBeGreaterThan(f.heapUsed);
    expect(f.requestsPerSecond).toBeGreaterThanOrEqual(0.5);
    expect(f.p95Ms).toBeGreaterThanOrEqual(38);
    expect(f.dbConnections).toBeGreaterThanOrEqual(1);
    expect(f.load).toHaveLength(3);
    expect(self.samples.length).toBeGreaterThanOrEqual(1);
    expect(self.samples[0]).toMatchObject({ cpuPercent: expect.any(Number), rss: expect.any(Number) });
  });

  it('lists every process sharing the database, those gone quiet as stopped, and forgets them after a day', async () => {
    const figures = JSON.stringify({
      cpuPercent: 1,
      cpus: 2,
      load: [0, 0, 0],
      memTotal: 2,
      memUsed: 1,
      diskPath: '/',
      diskTotal: 2,
      diskUsed: 1,
      uptimeSeconds: 1,
      os: 'x',
      node: 'v20',
      rss: 2,
      heapUsed: 1,
      heapTotal: 2,
      lagMs: 1,
      requestsPerSecond: 0,
      p95Ms: null,
      dbConnections: 1,
    });
    await q(
      `insert into server_processes (id, hostname, pid, started_at, reported_at, figures) values
      ('other-host:42:1', 'other-host', 42, now() - interval '1 hour', now(), $1),
      ('quiet-host:7:1', 'quiet-host', 7, now() - interval '3 hours', now() - interval '10 minutes', $1),
      ('gone-host:9:1', 'gone-host', 9, now() - interval '3 days', now() - interval '2 days', $1)`,
      [figures],
    );
    await q(`insert into server_samples (process_id, at, sample) values ($1, now() - interval '2 hours', '{}')`, [
      PROCESS_ID,
    ]);
    await reporter.reportOnce();
    const { body } = await servers(owner);
    const byHost = Object.fromEntries(
      body.data.processes.map((p: { hostname: string; alive: boolean; self: boolean }) => [p.hostname, p]),
    );
    expect(byHost['other-host']).toMatchObject({ alive: true, self: false, pid: 42 });
    expect(byHost['quiet-host']).toMatchObject({ alive: false });
    expect(byHost['gone-host']).toBeUndefined();
    // Alive ones first.
    const alive = body.data.processes.map((p: { alive: boolean }) => p.alive);
    expect(alive).toEqual([...alive].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    // A sample older than an hour has left.
    const [{ n }] = await q(`select count(*)::int as n from server_samples where at < now() - interval '1 hour'`);
    expect(n).toBe(0);
  });

  it('shows another branch nothing of the servers, and refuses a role without the page', async () => {
    const other = await servers(admin);
    expect(other.body.data).toEqual({ platform: false, intervalSeconds: 5, processes: [] });
    expect((await servers(viewer)).status).toBe(403);
  });
});
