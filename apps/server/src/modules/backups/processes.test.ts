import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CONTENT_TYPE, ExportFrameDecoder } from '@bo/contract';
import { buildApp } from '../../app.js';
import { connect, type Db } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { importBackupFiles } from './import-files.js';
import { beginRestore, newBackupName, openBackupWriter } from './store.js';

/**
 * Issue 38 #3: backups are the database's, not one process's. Two apps on one database, each with
 * a DATA_DIR of its own, play two server processes: a backup made through one is listed,
 * downloaded, restored and deleted through the other, and neither writes a file.
 */
let ctx: TestContext;
let otherDb: Db;
let other: Awaited<ReturnType<typeof buildApp>>;
let otherDir: string;
let owner: Record<string, string>;
const { q } = testCalls(() => ctx);

type App = typeof other;
const call = (app: App, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { ...owner, 'accept-language': 'en' }, payload });
const ok = async (app: App, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(app, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
};
/** A streamed call's last frame. */
const lastFrame = async (app: App, url: string, payload: object) => {
  const res = await call(app, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPE);
  return new ExportFrameDecoder<{ name: string; rows: number }>().push(res.rawPayload).at(-1)!;
};
const download = async (from: App, ticketFrom: App, name: string) => {
  const { url } = await ok(ticketFrom, 'POST', '/api/Safeguard/Backup/Ticket', { name });
  const res = await from.inject({ method: 'GET', url });
  return { res, url };
};

beforeAll(async () => {
  ctx = await createTestContext();
  // The second process: its own pool, its own data directory, the same database.
  otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-other-'));
  otherDb = connect(ctx.db.$client.options.connectionString!, 5);
  other = await buildApp({
    db: otherDb,
    config: { ...ctx.config, DATA_DIR: otherDir, dataDir: otherDir },
    logger: false,
  });
  await other.ready();
  owner = (await ctx.login('000', 'owner')).headers;
});
afterAll(async () => {
  await other?.close();
  await otherDb?.$client.end();
  await ctx?.close();
  fs.rmSync(otherDir, { recursive: true, force: true });
});

describe('backups shared by every server process', () => {
  it('a backup made through one process is listed, downloaded, restored and deleted through the other', async () => {
    const made = await lastFrame(ctx.app, '/api/Safeguard/Backup/Create', {});
    expect(made.kind, JSON.stringify(made)).toBe('end');
    const name = (made as { value: { name: string; rows: number } }).value.name;

    // Listed by the other process, with what its header says.
    const list = await ok(other, 'GET', '/api/Safeguard/Backups');
    expect(list.list.map((r: { name: string }) => r.name)).toEqual([name]);
    expect(list.list[0]).toMatchObject({ kind: 'manual', createdBy: '000/owner', sameSchema: true });
    expect((await ok(ctx.app, 'GET', '/api/Safeguard/Backups')).list).toEqual(list.list);

    // A ticket made by one process is taken by the other, once.
    const { res: a, url } = await download(other, ctx.app, name);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.headers['content-disposition']).toContain(name);
    expect(Number(a.headers['content-length'])).toBe(list.list[0].sizeBytes);
    expect(gunzipSync(a.rawPayload).subarray(0, 12).toString()).toBe('BO-BACKUP 1\n');
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const { res: b } = await download(ctx.app, other, name);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);

    // Restored through the other process: the change made after the backup is undone.
    const [before] = await q(`select name from branches where gscode = '002'`);
    await q(`update branches set name = 'changed after the backup' where gscode = '002'`);
    const restored = await lastFrame(other, '/api/Safeguard/Backup/Restore', { name, confirm: name });
    expect(restored, JSON.stringify(restored)).toMatchObject({ kind: 'end', value: { name } });
    expect((await q(`select name from branches where gscode = '002'`))[0]).toEqual(before);

    // Deleted through the other process: gone for both.
    await ok(other, 'POST', '/api/Safeguard/Backup/Remove', { name });
    expect((await ok(ctx.app, 'GET', '/api/Safeguard/Backups')).total).toBe(0);
    expect((await call(ctx.app, 'POST', '/api/Safeguard/Backup/Ticket', { name })).statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', '/api/Safeguard/Backup/Remove', { name })).statusCode).toBe(404);
    expect(await q(`select 1 from backup_parts where name = $1`, [name])).toEqual([]);

    // Neither process wrote a backup file.
    for (const dir of [ctx.config.dataDir, otherDir]) expect(fs.existsSync(path.join(dir, 'backups'))).toBe(false);
  });

  it('refuses a second backup or restore while one runs on another process, with the envelope', async () => {
    const made = await lastFrame(ctx.app, '/api/Safeguard/Backup/Create', {});
    const name = (made as { value: { name: string } }).value.name;
    const refusal = async (app: App, url: string, payload: object) => {
      const res = await call(app, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(409);
      return res.json().msg as string;
    };
    // A backup being made elsewhere (its writer holds the lock in an open transaction).
    const writer = await openBackupWriter(otherDb, newBackupName('manual'), 'try');
    try {
      expect(await refusal(ctx.app, '/api/Safeguard/Backup/Create', {})).toMatch(/A backup is being made/);
      expect(await refusal(ctx.app, '/api/Safeguard/Backup/Restore', { name, confirm: name })).toMatch(
        /A backup is being made/,
      );
      // Not listed while it is written.
      expect((await ok(ctx.app, 'GET', '/api/Safeguard/Backups')).list.map((r: { name: string }) => r.name)).toEqual([
        name,
      ]);
    } finally {
      await writer.abort();
    }
    // A restore running elsewhere.
    const held = await beginRestore(otherDb);
    try {
      expect(await refusal(ctx.app, '/api/Safeguard/Backup/Create', {})).toMatch(/Another restore is running/);
      expect(await refusal(ctx.app, '/api/Safeguard/Backup/Restore', { name, confirm: name })).toMatch(
        /Another restore is running/,
      );
    } finally {
      await held.query('rollback');
      held.release();
    }
    // Free again: nothing was left behind by the aborted writer.
    expect(await q(`select name from backups order by name`)).toEqual([{ name }]);
    expect((await lastFrame(other, '/api/Safeguard/Backup/Create', {})).kind).toBe('end');
  });

  it("moves an earlier release's backup files from DATA_DIR/backups into the database, once", async () => {
    const made = await lastFrame(ctx.app, '/api/Safeguard/Backup/Create', {});
    const name = (made as { value: { name: string } }).value.name;
    const { res } = await download(ctx.app, ctx.app, name);
    await ok(ctx.app, 'POST', '/api/Safeguard/Backup/Remove', { name });
    const old = path.join(otherDir, 'backups');
    fs.mkdirSync(old);
    fs.writeFileSync(path.join(old, name), res.rawPayload);
    const damaged = 'backup-20200101-000000-manual-abcdef.bo-backup.gz';
    fs.writeFileSync(path.join(old, damaged), gzipSync('not a backup'));
    fs.writeFileSync(path.join(old, 'notes.txt'), 'kept');
    const said: string[] = [];

    expect(await importBackupFiles(otherDb, otherDir, (m) => said.push(m))).toEqual([name]);
    expect(said.join('\n')).toMatch(
      /backup-20200101-000000-manual-abcdef\.bo-backup\.gz left in .*not a readable backup/,
    );
    expect(fs.readdirSync(old).sort()).toEqual([damaged, 'notes.txt']);
    expect(fs.readdirSync(path.join(otherDir, 'backups-imported'))).toEqual([name]);
    const listed = await ok(ctx.app, 'GET', '/api/Safeguard/Backups');
    expect(listed.list.find((r: { name: string }) => r.name === name)).toMatchObject({
      createdBy: '000/owner',
      sizeBytes: res.rawPayload.length,
      sameSchema: true,
    });
    const { res: again } = await download(ctx.app, other, name);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    // The next start imports nothing again.
    expect(await importBackupFiles(otherDb, otherDir, () => {})).toEqual([]);
    // The same file in the first process's directory: moved aside, not stored twice, no error.
    fs.mkdirSync(path.join(ctx.config.dataDir, 'backups'));
    fs.writeFileSync(path.join(ctx.config.dataDir, 'backups', name), res.rawPayload);
    expect(await importBackupFiles(ctx.db, ctx.config.dataDir, () => {})).toEqual([name]);
    expect(fs.readdirSync(path.join(ctx.config.dataDir, 'backups-imported'))).toEqual([name]);
    expect(await q(`select count(*)::int as n from backups where name = $1`, [name])).toEqual([{ n: 1 }]);
  });
});
