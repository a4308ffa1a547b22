import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PushEvent } from '@bo/contract';
import { buildApp } from '../../app.js';
import { connect } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { publish } from './events.js';
import { DbListener } from '../../db/listener.js';
import { isFor, PushHub, PUSH_REMEMBER_MS } from './hub.js';

/** An open push stream, as a console holds it: the events it heard so far. */
interface Listener {
  events: { event: string; data: unknown }[];
  /** Resolves with the first event (after those already seen) that `match` accepts; rejects after 10 s. */
  next(match: (e: { event: string; data: unknown }) => boolean): Promise<{ event: string; data: unknown }>;
  close(): void;
  closed: Promise<void>;
}

/**
 * Opens a stream with node:http, one connection of its own (fetch's pool may open a spare
 * connection that a closing server waits for until its keep-alive time-out). `since` as a console
 * sends it (ms since it last had everything): 0 by default, so that only what happens next is heard;
 * null leaves it out.
 */
async function listen(base: string, headers: Record<string, string>, since: number | null = 0): Promise<Listener> {
  const events: Listener['events'] = [];
  const waiters: (() => void)[] = [];
  let request!: http.ClientRequest;
  let closed!: Promise<void>;
  await new Promise<void>((resolve, reject) => {
    const url = `${base}/api/Push/Stream${since === null ? '' : `?since=${since}`}`;
    request = http.get(url, { headers, agent: false }, (res) => {
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      res.setEncoding('utf8');
      let buffer = '';
      closed = new Promise((done) => res.once('close', () => done()));
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        for (const b of blocks) {
          const event = /^event: (.*)$/m.exec(b)?.[1];
          const data = /^data: (.*)$/m.exec(b)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        waiters.splice(0).forEach((w) => w());
      });
      resolve();
    });
    request.on('error', reject);
  });
  let seen = 0;
  const listener: Listener = {
    events,
    close: () => request.destroy(),
    get closed() {
      return closed;
    },
    next: (match) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no such event within 10 s; heard ${JSON.stringify(events)}`)),
          10_000,
        );
        const look = () => {
          for (; seen < events.length; seen++) {
            if (match(events[seen])) {
              clearTimeout(timer);
              resolve(events[seen++]);
              return;
            }
          }
          waiters.push(look);
        };
        look();
      }),
  };
  await listener.next((e) => e.event === 'ready');
  return listener;
}

const push = (kind: PushEvent['kind']) => (e: { event: string; data: unknown }) =>
  e.event === 'push' && (e.data as PushEvent).kind === kind;

describe('push: events reach the open consoles they are for, across server processes', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: ReturnType<typeof connect>;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    ctx = await createTestContext({ PUSH_HEARTBEAT_SECONDS: '1' });
    baseA = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // A second server process on the same database: its own pool and its own listening connection.
    otherDb = connect(ctx.db.$client.options.connectionString!, 3);
    other = await buildApp({ db: otherDb, config: ctx.config, logger: false, listenUrl: ctx.listenUrl });
    baseB = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other.close();
    await otherDb.$client.end();
    await ctx.close();
  });

  it('hands a message to its user only, a role notice to that role, a mark to-do to its holders, never to another branch', async () => {
    const admin = await ctx.login('001', 'admin');
    const operator = await ctx.login('001', 'operator');
    const admin2 = await ctx.login('002', 'admin');
    const [a, o, x] = await Promise.all([
      listen(baseB, admin.headers),
      listen(baseB, operator.headers),
      listen(baseA, admin2.headers),
    ]);
    try {
      // Written through process A's pool; heard by the streams of process B.
      await publish(ctx.db, { kind: 'message', gscode: '001', userId: operator.ID });
      await o.next(push('message'));
      await publish(ctx.db, { kind: 'menu', gscode: '001', roles: ['admin'] });
      await a.next(push('menu'));
      await publish(ctx.db, { kind: 'order', gscode: '001', mark: 'role:edit' });
      await a.next(push('order'));
      // A last event for everyone of 001 proves the earlier ones were not merely late elsewhere.
      await publish(ctx.db, { kind: 'resync', gscode: '001' });
      await Promise.all([a.next(push('resync')), o.next(push('resync'))]);
      expect(a.events.filter((e) => e.event === 'push').map((e) => (e.data as PushEvent).kind)).toEqual([
        'menu',
        'order',
        'resync',
      ]);
      expect(o.events.filter((e) => e.event === 'push').map((e) => (e.data as PushEvent).kind)).toEqual([
        'message',
        'resync',
      ]);
      expect(x.events.filter((e) => e.event === 'push')).toEqual([]);
    } finally {
      [a, o, x].forEach((l) => l.close());
    }
  });

  it('tells the branch of new orders once per statement, at commit, and not after a rollback', async () => {
    const admin = await ctx.login('001', 'admin');
    // The base seed has no clients: one to order.
    await ctx.db.execute(
      sql`insert into clients (gscode, guestcode, guestname, longname) values ('001', '001K90001', '推送客户', '推送客户有限公司')`,
    );
    const l = await listen(baseB, admin.headers);
    try {
      const insertOrders = (n: number) => sql`
        insert into orders (gscode, orderno, client_id, status, amount, qty, items, paid, pay_state, channel, created_at)
        select '001', 'PUSH' || md5(random()::text), c.id, 1, 100, 1, 1, 0, 0, 'pc', now()
          from clients c, generate_series(1, ${n}) where c.guestcode = '001K90001'`;
      await ctx.db
        .transaction(async (tx) => {
          await tx.execute(insertOrders(1));
          tx.rollback();
        })
        .catch(() => {});
      await ctx.db.execute(insertOrders(3));
      await l.next(push('order'));
      await publish(ctx.db, { kind: 'resync', gscode: '001' });
      await l.next(push('resync'));
      expect(l.events.filter(push('order'))).toHaveLength(1);
      expect(l.events.filter(push('order'))[0].data).toEqual({ kind: 'order', gscode: '001' });
    } finally {
      l.close();
    }
  });

  it('refuses a stream without a session, and ends the stream of a session that signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Push/Stream' });
    expect(res.json().code).toBe(7);
    const operator = await ctx.login('001', 'operator');
    const l = await listen(baseA, operator.headers);
    await ctx.app.inject({ method: 'POST', url: '/api/LAdmin/AdminLogout', headers: operator.headers });
    await l.next((e) => e.event === 'ended');
    await l.closed;
  });

  it('keeps a session idle while only its stream is open: the stream checks the session without renewing it', async () => {
    const operator = await ctx.login('001', 'operator');
    const l = await listen(baseA, operator.headers);
    try {
      // Opening the stream is a use of the console; ten quiet minutes follow.
      await ctx.db.execute(
        sql`update sessions set last_seen_at = now() - interval '10 minutes' where user_id = ${operator.ID} and ended_at is null`,
      );
      // Two heartbeats (PUSH_HEARTBEAT_SECONDS=1) re-check the session.
      await new Promise((r) => setTimeout(r, 2500));
      const { rows } = await ctx.db.execute(
        sql`select extract(epoch from now() - max(last_seen_at)) as idle from sessions where user_id = ${operator.ID} and ended_at is null`,
      );
      expect(Number(rows[0].idle)).toBeGreaterThan(590);
      expect(l.events.some((e) => e.event === 'ended')).toBe(false);
    } finally {
      l.close();
    }
  });

  it('tells a console that opens its stream what it missed since it last had everything: one event per kind, or a resync', async () => {
    const admin = await ctx.login('001', 'admin');
    const operator = await ctx.login('001', 'operator');
    // A stream already open: once it has heard these, so has its process (A).
    const first = await listen(baseA, admin.headers);
    // Once it hears this, its process listens. (Before the test that cuts the listening connections:
    // a process that listens again only since a moment cannot vouch for the time before, see below.)
    await publish(ctx.db, { kind: 'message', gscode: '001', userId: admin.ID });
    await first.next(push('message'));
    const before = performance.now();
    try {
      await publish(ctx.db, { kind: 'message', gscode: '001', userId: admin.ID });
      await publish(ctx.db, { kind: 'message', gscode: '001', userId: admin.ID });
      await publish(ctx.db, { kind: 'order', gscode: '001' });
      await publish(ctx.db, { kind: 'message', gscode: '001', userId: operator.ID });
      await first.next(push('order'));
    } finally {
      first.close();
    }
    const kindsAfterReady = async (l: Listener, who: { ID: number }) => {
      // A last event proves nothing else was sent in between. It is for this user only: one for
      // everyone would be among what the next stream missed, and would end that stream's wait before
      // its own last event had arrived (which a later stream would then hear).
      await publish(ctx.db, { kind: 'menu', gscode: '001', userId: who.ID });
      await l.next(push('menu'));
      l.close();
      return l.events.filter((e) => e.event === 'push').map((e) => (e.data as PushEvent).kind);
    };
    // Away since before those: the two messages for this user once, the order once; not the operator's message.
    // (With some room, as a console gives: the request takes time to arrive, and the server counts from then.)
    const away = () => Math.ceil(performance.now() - before) + 500;
    expect(await kindsAfterReady(await listen(baseA, admin.headers, away()), admin)).toEqual([
      'message',
      'order',
      'menu',
    ]);
    // The operator missed the order and its message.
    expect(await kindsAfterReady(await listen(baseA, operator.headers, away()), operator)).toEqual([
      'order',
      'message',
      'menu',
    ]);
    // Nothing missed (it has just read everything): nothing to refresh, not even a resync.
    expect(await kindsAfterReady(await listen(baseA, admin.headers, 0), admin)).toEqual(['menu']);
    // Away longer than the server remembers (or than it has listened), or no time given: a resync.
    expect(await kindsAfterReady(await listen(baseA, admin.headers, PUSH_REMEMBER_MS + 1), admin)).toEqual([
      'resync',
      'menu',
    ]);
    expect(await kindsAfterReady(await listen(baseA, admin.headers, null), admin)).toEqual(['resync', 'menu']);
  });

  it('reopens its listening connection when PostgreSQL drops it, and tells the streams to resync', async () => {
    const admin = await ctx.login('001', 'admin');
    const l = await listen(baseB, admin.headers);
    try {
      await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
                                where application_name = 'backoffice-listen' and datname = current_database()`);
      await l.next(push('resync'));
      await publish(ctx.db, { kind: 'message', gscode: '001', userId: admin.ID });
      await l.next(push('message'));
    } finally {
      l.close();
    }
  });

  it('a process that started listening after the time asked about cannot vouch for it: a resync', async () => {
    const admin = await ctx.login('001', 'admin');
    const late = await buildApp({ db: otherDb, config: ctx.config, logger: false, listenUrl: ctx.listenUrl });
    const base = await late.listen({ port: 0, host: '127.0.0.1' });
    try {
      const l = await listen(base, admin.headers, 30_000);
      await l.next(push('resync'));
      l.close();
    } finally {
      await late.close();
    }
  });

  it('remembers a minute of events, and at most 2000: beyond, it cannot vouch and a console resyncs', () => {
    let clock = 1_000_000;
    const log = { warn: () => {} };
    const hub = new PushHub(new DbListener(undefined, log), log, () => clock);
    // As if listening for long (start() needs a database).
    const inside = hub as unknown as { completeSince: number | null; dispatch(payload: string): void };
    inside.completeSince = clock - 500_000;
    const who = { gscode: '001', userId: 5, roleCode: 'admin', marks: new Set<string>() };
    const hear = (e: PushEvent) => inside.dispatch(JSON.stringify(e));
    hear({ kind: 'order', gscode: '001' });
    clock += 40_000;
    hear({ kind: 'message', gscode: '001', userId: 5 });
    expect(hub.missed(who, 50_000).map((e) => e.kind)).toEqual(['order', 'message']);
    expect(hub.missed(who, 10_000).map((e) => e.kind)).toEqual(['message']);
    clock += 30_000;
    // The order (70 s ago) is forgotten; the message (30 s ago) is not.
    expect(hub.missed(who, 35_000).map((e) => e.kind)).toEqual(['message']);
    expect(hub.missed(who, PUSH_REMEMBER_MS + 1).map((e) => e.kind)).toEqual(['resync']);
    // A burst beyond what it keeps: the time before its last forgotten event is no longer vouched for.
    for (let i = 0; i < 2001; i++) {
      clock += 1;
      hear({ kind: 'order', gscode: '001' });
    }
    expect(hub.missed(who, 1000).map((e) => e.kind)).toEqual(['order']);
    expect(hub.missed(who, 3000).map((e) => e.kind)).toEqual(['resync']);
  });

  it('matches events to subscribers by branch, user, role and mark', () => {
    const who = { gscode: '001', userId: 5, roleCode: 'operator', marks: new Set(['order:list']) };
    expect(isFor({ kind: 'order', gscode: '001' }, who)).toBe(true);
    expect(isFor({ kind: 'order', gscode: '002' }, who)).toBe(false);
    expect(isFor({ kind: 'message', gscode: '001', userId: 6 }, who)).toBe(false);
    expect(isFor({ kind: 'message', gscode: '001', roles: ['admin'] }, who)).toBe(false);
    expect(isFor({ kind: 'message', gscode: '001', roles: ['admin', 'operator'] }, who)).toBe(true);
    expect(isFor({ kind: 'message', gscode: '001', mark: 'role:edit' }, who)).toBe(false);
    expect(isFor({ kind: 'message', gscode: '001', mark: 'order:list' }, who)).toBe(true);
  });
});
