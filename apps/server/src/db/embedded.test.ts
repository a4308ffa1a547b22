import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, startEmbedded } from './embedded.js';

const dirs: string[] = [];
function tempDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-embedded-'));
  fs.chmodSync(d, 0o755);
  dirs.push(d);
  return d;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

async function select1(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query('select 1 as one');
  await c.end();
  return rows[0].one;
}

describe('embedded PostgreSQL', () => {
  it('refuses a data dir held by another live server, saying so', async () => {
    const dir = tempDir();
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      await expect(startEmbedded(dir)).rejects.toThrow(DataDirInUseError);
      await expect(startEmbedded(dir)).rejects.toThrow(/is in use by another server \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it.runIf(process.platform === 'linux')(
    'sorts by bytes but classes Chinese as letters, so a Chinese word has trigrams to search by',
    async () => {
      const db = await startEmbedded(tempDir());
      const c = new pg.Client({ connectionString: db.url });
      try {
        await c.connect();
        await c.query('create extension if not exists pg_trgm');
        const { rows } = await c.query(
          `select array_length(show_trgm('蓝海设计'), 1) as trigrams, 'B' < 'a' as byte_order`,
        );
        expect(rows[0]).toEqual({ trigrams: 5, byte_order: true });
      } finally {
        await c.end();
        await db.stop();
      }
    },
    120_000,
  );

  it.runIf(process.platform === 'linux')(
    "after shutDownOnSignalsByCaller, a SIGTERM leaves the database to the process's own shutdown (queries in flight finish)",
    async () => {
      // A process like main.ts: on SIGTERM it still needs the database for a moment (answering
      // requests in flight), then stops it and exits 0. async-exit-hook's own handler used to stop
      // PostgreSQL at once and exit 143.
      const module = fileURLToPath(new URL('./embedded.ts', import.meta.url));
      const script = `
      const { startEmbedded, shutDownOnSignalsByCaller } = await import(${JSON.stringify(module)});
      const pg = (await import('pg')).default;
      const db = await startEmbedded(${JSON.stringify(tempDir())});
      shutDownOnSignalsByCaller();
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      process.on('SIGTERM', async () => {
        const { rows } = await c.query('select 1 as one from pg_sleep(0.5)');
        console.log('answered after the signal: ' + rows[0].one);
        await c.end();
        await db.stop();
        process.exit(0);
      });
      console.log('ready');
    `;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('ready') && !child.killed) child.kill('SIGTERM');
      });
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const [code] = await once(child, 'exit');
      expect(out).toContain('answered after the signal: 1');
      expect(code).toBe(0);
    },
    120_000,
  );

  it('stops a stale postgres left by a killed run, then starts and keeps the data', async () => {
    const dir = tempDir();
    const first = await startEmbedded(dir);
    const c = new pg.Client({ connectionString: first.url });
    await c.connect();
    await c.query('create table kept (v int); insert into kept values (42)');
    await c.end();
    const stalePid = Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    // A killed server leaves its lock behind with a dead pid, and its postgres running.
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');

    const second = await startEmbedded(dir);
    try {
      const newPid = Number(fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(newPid).not.toBe(stalePid);
      expect(() => process.kill(stalePid, 0)).toThrow();
      expect(await select1(second.url)).toBe(1);
      const c2 = new pg.Client({ connectionString: second.url });
      await c2.connect();
      expect((await c2.query('select v from kept')).rows).toEqual([{ v: 42 }]);
      await c2.end();
    } finally {
      await second.stop();
    }
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 120_000);
});
