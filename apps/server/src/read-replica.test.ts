import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@bo/contract';
import { connect, ensureDatabase, type Db } from './db/client.js';
import { startEmbedded, type EmbeddedDb } from './db/embedded.js';
import { migrateDb } from './db/migrate.js';
import { primaryLsn, Replica } from './db/replica.js';
import { Reads } from './plugins/reads.js';
import { ExportGate } from './modules/export/gate.js';
import { seedBase } from './seed/base.js';
import { contextOn, TEST_PASSWORD, type TestContext } from '../test/context.js';
import { startStandby, type Standby } from '../test/standby.js';
import { plantRows } from '../test/canaries.js';
import { CALLS, callId, envelopeOf, PLATFORM_ONLY, requestsFor, send, startWalk } from '../test/walk.js';

/**
 * Issue 38 #4: with a streaming hot standby (READ_DATABASE_URL), lists, dashboards and exports
 * read from it, and a writer's next reads see its write (read-your-writes). A cluster of its own:
 * an embedded primary with the base seed and a real standby of it (test/standby.ts).
 */
let dir: string;
let primary: EmbeddedDb;
let standby: Standby;
let url: string;
let ctx: TestContext;
let admin: Record<string, string>;
let operator: Record<string, string>;
let owner: Record<string, string>;
const contexts: TestContext[] = [];

/** A second process on the same primary and standby. */
async function processOn(env: Record<string, string> = {}): Promise<TestContext> {
  const c = await contextOn({
    url,
    listenUrl: url,
    env,
    readDb: connect(standby.urlOf('backoffice'), 5),
    drop: async () => {},
  });
  contexts.push(c);
  return c;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-replica-'));
  fs.chmodSync(dir, 0o755);
  primary = await startEmbedded(path.join(dir, 'primary'));
  url = await ensureDatabase(primary.url, 'backoffice');
  const db = connect(url, 2);
  await migrateDb(db);
  await seedBase(db, TEST_PASSWORD);
  await db.$client.end();
  standby = await startStandby(primary.url, path.join(dir, 'primary', 'pg'), path.join(dir, 'standby'));
  ctx = await processOn();
  admin = (await ctx.login('001', 'admin')).headers;
  operator = (await ctx.login('001', 'operator')).headers;
  owner = (await ctx.login('000', 'owner')).headers;
  // Each account seen once by the process, as a console's first screen does (plugins/reads.ts).
  for (const who of [admin, operator, owner]) await newsTotal(ctx, who);
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await standby?.stop();
  await primary?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (c: TestContext, headers: Record<string, string>, url: string) => {
  const res = await c.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.code, res.body).toBe(Code.OK);
  return body.data;
};
const newsTotal = async (c: TestContext, headers: Record<string, string>) =>
  ((await get(c, headers, '/api/Article/List')) as { total: number }).total;
const addNews = async (headers: Record<string, string>, title: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Article/Add',
    headers,
    payload: { category: 'company', title, summary: '', body: '<p>x</p>' },
  });
  expect(res.json().code, res.body).toBe(Code.OK);
};

/** Until `done` holds, checked every 50 ms for at most 10 s (the app checks its replica every 250 ms). */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not within 10 s: ${what}`);
}

/** `c`'s own check has seen the standby replay everything the primary has flushed by now. */
async function replicaCaughtUp(c: TestContext = ctx): Promise<void> {
  const lsn = await primaryLsn(c.db);
  await until(() => c.app.reads.replica!.hasReplayed(lsn), 'the app sees the replica caught up');
}

describe('a read replica', () => {
  it('lists read from it: a write it has not replayed is not in another account’s list', async () => {
    await replicaCaughtUp();
    const before = await newsTotal(ctx, operator);
    await standby.pauseReplay();
    try {
      await addNews(admin, 'written while the replica waits');
      const served = ctx.app.reads.served.replica;
      expect(await newsTotal(ctx, operator)).toBe(before);
      expect(ctx.app.reads.served.replica).toBe(served + 1);
    } finally {
      await standby.resumeReplay();
    }
    await replicaCaughtUp();
    expect(await newsTotal(ctx, operator)).toBe(before + 1);
  });

  it('the writer reads its own write at once, from the primary, until the replica has it', async () => {
    await replicaCaughtUp();
    const before = await newsTotal(ctx, admin);
    await standby.pauseReplay();
    try {
      await addNews(admin, 'my own');
      const served = ctx.app.reads.served.primary;
      expect(await newsTotal(ctx, admin)).toBe(before + 1);
      expect(ctx.app.reads.served.primary).toBe(served + 1);
    } finally {
      await standby.resumeReplay();
    }
    await replicaCaughtUp();
    const served = ctx.app.reads.served.replica;
    expect(await newsTotal(ctx, admin)).toBe(before + 1);
    expect(ctx.app.reads.served.replica).toBe(served + 1);
  });

  it('another process reads an account it has not seen from the primary until the replica has caught up', async () => {
    const other = await processOn();
    await replicaCaughtUp();
    await replicaCaughtUp(other);
    const before = await newsTotal(ctx, admin);
    await standby.pauseReplay();
    try {
      // Written through this process; the account's next call lands on the other (a balancer's choice).
      await addNews(admin, 'through one process');
      expect(await newsTotal(other, admin)).toBe(before + 1);
      expect(other.app.reads.served).toMatchObject({ primary: 1, replica: 0 });
    } finally {
      await standby.resumeReplay();
    }
    await replicaCaughtUp(other);
    expect(await newsTotal(other, admin)).toBe(before + 1);
    expect(other.app.reads.served.replica).toBe(1);
  });

  it('the dashboard, an export job and the public read API read from it too', async () => {
    await replicaCaughtUp();
    const served = ctx.app.reads.served.replica;
    await get(ctx, operator, '/api/Reports/ReportData');
    await get(ctx, { 'accept-language': 'en' }, '/api/Public/News?branch=001');
    expect(ctx.app.reads.served.replica).toBe(served + 2);
    // The job's export reads where its starter's lists read; the runner's read is counted the same way.
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/Job/Start',
      headers: operator,
      payload: { kind: 'orderExport', params: {} },
    });
    expect(started.json().code, started.body).toBe(Code.OK);
    await replicaCaughtUp();
    const beforeJob = ctx.app.reads.served.replica;
    await ctx.app.jobs.drain();
    expect(ctx.app.reads.served.replica).toBe(beforeJob + 1);
  });

  it('the database page shows its lag to the platform owner; further behind than allowed, reads go to the primary', async () => {
    const strict = await processOn({ READ_MAX_LAG_SECONDS: '1' });
    await replicaCaughtUp(strict);
    const info = await get(strict, owner, '/api/Safeguard/Database');
    expect(info.replica).toMatchObject({ reachable: true, inUse: true, lagBytes: 0, lagSeconds: 0, maxLagSeconds: 1 });
    expect(Date.parse(info.replica.checkedAt)).toBeGreaterThan(Date.now() - 5000);
    // Another branch learns nothing of the database, the replica included.
    expect((await get(strict, admin, '/api/Safeguard/Database')).replica).toBeNull();

    const before = await newsTotal(strict, operator);
    await standby.pauseReplay();
    try {
      await addNews(admin, 'the replica falls behind');
      await until(() => (strict.app.reads.state()?.lagSeconds ?? 0) > 1, 'the replica is over a second behind');
      const behind = (await get(strict, owner, '/api/Safeguard/Database')).replica;
      expect(behind).toMatchObject({ reachable: true, inUse: false });
      expect(behind.lagBytes).toBeGreaterThan(0);
      // The operator wrote nothing, yet reads the primary now: the replica is too far behind.
      expect(await newsTotal(strict, operator)).toBe(before + 1);
    } finally {
      await standby.resumeReplay();
    }
    await replicaCaughtUp(strict);
    expect((await get(strict, owner, '/api/Safeguard/Database')).replica).toMatchObject({ inUse: true, lagBytes: 0 });
  });

  it('every list, dashboard and export of the contract reads from it, but the database page’s own views', async () => {
    // The database page describes the primary itself: its activity, locks, tables, backups and task runs.
    const PRIMARY_ONLY = new Set([
      'GET /api/Safeguard/Activity',
      'GET /api/Safeguard/Locks',
      'GET /api/Safeguard/Tables',
      'GET /api/Safeguard/Backups',
      'GET /api/Safeguard/TaskRuns',
    ]);
    const lists = CALLS.filter((c) => {
      const shape = (c.query as { shape?: Record<string, unknown> } | undefined)?.shape;
      const paged = c.method === 'GET' && shape !== undefined && 'page' in shape;
      const exported = c.method === 'GET' && c.answers !== undefined && /Export/.test(c.path);
      return paged || exported || c.path.startsWith('/api/Reports/');
    }).map((c) => callId(c.method, c.path));
    expect(lists.length).toBeGreaterThan(30);
    const missing = lists.filter((id) => !PRIMARY_ONLY.has(id) && !ctx.app.reads.calls.has(id));
    expect(missing).toEqual([]);
    for (const id of PRIMARY_ONLY) expect(ctx.app.reads.calls.has(id), id).toBe(false);
  });

  it('each of them answers from the standby, in their every mode: none writes', async () => {
    const ops = (await startWalk(ctx)).filter((op) => ctx.app.reads.calls.has(op.id));
    expect(ops.length).toBe(ctx.app.reads.calls.size);
    const own = (await plantRows(ctx, '001', '12.34')).ids;
    const platform = { ...(await plantRows(ctx, '000', '56.78')).ids, userNames: ['owner'], viewable: ['001'] };
    await replicaCaughtUp();
    const primaryReads = ctx.app.reads.served.primary;
    const failed: string[] = [];
    for (const op of ops) {
      const onPlatform = PLATFORM_ONLY.has(op.id);
      const scene = onPlatform ? { own: platform, target: platform } : { own, target: own };
      const headers = op.isPublic ? {} : onPlatform ? owner : admin;
      const answers = [];
      for (const req of [...requestsFor(op, scene, 'min', true), ...requestsFor(op, scene, 'all', true)]) {
        const res = await send(req, headers, ctx.app);
        if (res.statusCode >= 500) failed.push(`${req.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        // An export's answer is its frames (test/export-answer.ts): an error frame is a failure too.
        const envelope = envelopeOf(res.body);
        if (/^(error |export: )/m.test(res.body)) failed.push(`${req.label}: ${res.body.slice(0, 200)}`);
        // Past the checks into the read: an answer, or the record it names not found (an id the scene lacks).
        answers.push((res.statusCode === 200 && envelope.code !== Code.SESSION_INVALID) || res.statusCode === 404);
      }
      if (!answers.some(Boolean)) failed.push(`${op.id}: no request reached the read`);
    }
    expect(failed).toEqual([]);
    expect(ctx.app.reads.served.primary).toBe(primaryReads);
  });

  it('a standby that goes away costs no call: the read that meets it is answered by the primary', async () => {
    // A replica of its own, checked once by hand, so no check of the app's notices the stop first.
    const own = new Replica(ctx.db, connect(standby.urlOf('backoffice'), 2, 1000), 10, { warn: () => {} });
    await own.check();
    expect(own.state()).toMatchObject({ reachable: true, inUse: true });
    const reads = new Reads(ctx.db, own);
    const count = (db: Db) => db.$client.query<{ n: number }>('select count(*)::int as n from articles');
    const onReplica = (await reads.read(null, count)).rows[0].n;
    expect(reads.served).toEqual({ replica: 1, primary: 0 });

    await standby.stop();
    // An export meeting it gone (the export's own connections) is read from the primary.
    const gate = new ExportGate(ctx.db, { perAccount: 2, perBranch: 4, connections: 2, stallMs: 1000 });
    const exporting = await reads.read(null, (db) => gate.open({ userId: 1, gscode: '001' }, db));
    expect((await exporting.query('select pg_is_in_recovery() as r')).rows[0].r).toBe(false);
    await exporting.query('rollback');
    exporting.release();
    await gate.close();
    expect(reads.served).toEqual({ replica: 2, primary: 1 });
    expect(own.state()).toMatchObject({ reachable: false, inUse: false, lagBytes: null });
    // Set aside: the next read goes to the primary at once.
    expect((await reads.read(null, count)).rows[0].n).toBe(onReplica);
    expect(reads.served).toEqual({ replica: 2, primary: 2 });
    await own.stop();

    // The app's own check sees it too: every call reads the primary, and the owner's page says so.
    await until(() => ctx.app.reads.state()?.reachable === false, 'the app sees the replica gone');
    const served = ctx.app.reads.served.primary;
    await newsTotal(ctx, operator);
    expect(ctx.app.reads.served.primary).toBe(served + 1);
    expect((await get(ctx, owner, '/api/Safeguard/Database')).replica).toMatchObject({
      reachable: false,
      inUse: false,
      lagBytes: null,
    });
  });
});
