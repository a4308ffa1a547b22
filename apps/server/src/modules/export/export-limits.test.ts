import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@bo/contract';
import { EXPORT_CONTENT_TYPE, isCallDef } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';

/**
 * Exports cannot starve the database (issue 33 #2): an export holds a connection of the exports'
 * own share while it reads, each account and each branch may run only so many at once, and a
 * reader that takes nothing for EXPORT_STALL_SECONDS is cut off. Tried over real sockets: a reader
 * that never reads cannot be faked with inject().
 */
let ctx: TestContext;
const STALL_SECONDS = 2;
/**
 * The app listens on a Unix socket: its buffers are fixed (a few hundred KiB), where loopback TCP
 * grows them to tens of MiB, so an unread answer stays waiting on the server.
 */
const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-export-'));
const socketPath = path.join(socketDir, 'app.sock');

beforeAll(async () => {
  // A connection for each of the 24 at once: on a loaded machine some would otherwise wait past the
  // share's 3 s for one and be refused as "server busy", which is right but not what is tried here.
  ctx = await createTestContext({ EXPORT_CONNECTIONS: '30', EXPORT_STALL_SECONDS: String(STALL_SECONDS) });
  await ctx.db.execute(
    sql`insert into clients (gscode, guestcode, guestname, longname) values ('001', 'K1', '甲', '甲公司')`,
  );
  // Files of some MiB (text that does not compress): far more than the socket holds, so an unread
  // answer waits on the server; and read from the database for long enough that all 24 requests
  // arrive while the first two still read.
  await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, qty, items, created_at)
    select '001', 'F' || lpad(g::text, 6, '0'), (select id from clients where guestcode = 'K1'), 1, 1000 + g, 100,
           md5(g || 'a') || md5(g || 'b') || md5(g || 'c') || md5(g || 'd') || md5(g || 'e') || md5(g || 'f'), timestamptz '2026-11-01 00:00+08' + make_interval(secs => g)
      from generate_series(1, 30000) g`);
  await ctx.db.execute(sql`
    insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
    select '001', 'exp3', 'exp3', reguserno, 'admin', password_hash from users where gscode = '001' and user_name = 'admin'`);
  await ctx.app.listen({ path: socketPath });
});
/** Every answer the test opened, let go before the server closes (a failed check leaves some held). */
const answers: http.IncomingMessage[] = [];
afterAll(async () => {
  for (const res of answers) res.destroy();
  await ctx?.close();
  fs.rmSync(socketDir, { recursive: true, force: true });
});

interface Opened {
  status: number;
  type: string;
  body?: { code: number; msg: string };
  res: http.IncomingMessage;
  ended: () => boolean;
}

/** Asks for the order export and, when it is admitted, reads nothing of it. */
function openExport(headers: Record<string, string>, path = '/api/Order/Export'): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath, path, headers, agent: false }, (res) => {
      answers.push(res);
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode === 200 && type.startsWith(EXPORT_CONTENT_TYPE)) {
        res.pause();
        let ended = false;
        res.on('close', () => (ended = true));
        resolve({ status: 200, type, res, ended: () => ended });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          res,
          ended: () => true,
        }),
      );
    });
    req.on('error', reject);
  });
}

const exportConnections = async () =>
  Number(
    (
      await ctx.db.execute(sql`
  select count(*)::int as n from pg_stat_activity where application_name = 'backoffice-export' and datname = current_database() and xact_start is not null`)
    ).rows[0].n,
  );

/** Connections the server still has open (its side of each socket). */
const openSockets = () =>
  new Promise<number>((resolve, reject) => ctx.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));

/** Waits (a bounded number of polls) until `done` holds; false if it never did. */
async function eventually(done: () => Promise<boolean>, tries = 600, everyMs = 100): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}

describe('export limits', () => {
  it('24 unread exports of one account: 2 run, 22 are refused at once; other calls answer; a full branch refuses; readers that read nothing are cut off', async () => {
    const admin = (await ctx.login('001', 'admin')).headers;
    const opened = await Promise.all(Array.from({ length: 24 }, () => openExport(admin)));
    const running = opened.filter((o) => o.status === 200);
    expect(running).toHaveLength(2);
    const refused = opened.filter((o) => o.status !== 200);
    expect(refused.map((o) => [o.status, o.body?.code, o.body?.msg])).toEqual(
      Array.from({ length: 22 }, () => [429, 8, '你已有 2 个导出正在进行，请等它们完成后再导出']),
    );
    // Meanwhile the calls' pool is untouched: another branch's calls (ten at once) and this branch's answer.
    const other = (await ctx.login('002', 'admin')).headers;
    const exp3 = (await ctx.login('001', 'exp3')).headers;
    const calls = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'GET', url: '/api/LAdmin/Get_UserMenus', headers: other }),
      ),
      ctx.app.inject({ method: 'GET', url: '/api/Order/List?page=1&pageSize=15', headers: other }),
      ctx.app.inject({ method: 'GET', url: '/api/Order/List?page=1&pageSize=15', headers: exp3 }),
    ]);
    expect(calls.map((r) => [r.statusCode, r.json().code])).toEqual(calls.map(() => [200, 0]));

    // The branch's four slots taken (by other accounts, on any process): a third account is refused.
    const holder = await ctx.db.$client.connect();
    try {
      await holder.query('begin');
      for (const slot of [0, 1, 2, 3])
        await holder.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`bo-export:branch:001:${slot}`]);
      const branchFull = await openExport({ ...exp3, 'accept-language': 'en' });
      expect([branchFull.status, branchFull.body?.msg]).toEqual([
        429,
        'This branch already has 4 exports running; export again in a moment',
      ]);
    } finally {
      await holder.query('rollback');
      holder.release();
    }

    // The file is made and the connections are free; nobody reads it: after EXPORT_STALL_SECONDS
    // the server cuts the two answers off and lets go of what waited for them (a paused client
    // does not even notice), and the account may export again.
    expect(await eventually(async () => (await exportConnections()) === 0)).toBe(true);
    expect(await eventually(async () => (await openSockets()) === 0)).toBe(true);
    for (const o of running) o.res.destroy();
    const again = await openExport(admin);
    expect(again.status).toBe(200);
    again.res.destroy();
  }, 120_000);
  it("every export of the contract takes one of the account's slots, counted over every server process", async () => {
    const exports = (Object.values(contract) as unknown[])
      .filter(isCallDef)
      // The import template (one row, made in memory) is no export of rows: it takes no slot.
      .filter((c) => c.method === 'GET' && c.answers === contract.FRAMES_ANSWER && c !== contract.ClientImportTemplate);
    expect(exports.map((c) => c.path).sort()).toEqual(
      expect.arrayContaining(['/api/Order/Export', '/api/Payment/Export', '/api/UManage/ClientExport']),
    );
    const admin = await ctx.login('001', 'admin');
    // Another process's two exports of this account: its slots, held on a connection of its own.
    const other = await ctx.db.$client.connect();
    try {
      await other.query('begin');
      for (const slot of [0, 1])
        await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `bo-export:account:${admin.ID}:${slot}`,
        ]);
      for (const call of exports) {
        const res = await openExport({ ...admin.headers, 'accept-language': 'en' }, call.path);
        expect([call.path, res.status, res.body?.msg]).toEqual([
          call.path,
          429,
          'You already have 2 exports running; wait for them to finish, then export again',
        ]);
      }
      await other.query('rollback');
      // The other process's exports end: this one's may run again.
      const res = await openExport(admin.headers, exports[0].path);
      expect(res.status).toBe(200);
      res.res.destroy();
    } finally {
      other.release();
    }
  }, 60_000);
});
