import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

/**
 * A rolling restart behind a balancer, tried on a real server process (main.ts): on SIGTERM it
 * says it is not ready while still answering, ends its push streams, answers the call in flight,
 * and exits cleanly.
 */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const DRAIN_SECONDS = 5;
let ctx: TestContext;
let server: ChildProcess | undefined;
/** What the server said, shown with a failure. */
let out = '';

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await ctx?.close();
});

/** Starts main.ts on the test's database and gives its address once it listens. */
function startServer(): Promise<string> {
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: ctx.config.DATABASE_URL,
      PUSH_DATABASE_URL: ctx.listenUrl,
      DATA_DIR: ctx.config.dataDir,
      WEB_DIST: '',
      JOB_WORKERS: '0',
      SERVER_REPORT_SECONDS: '0',
      STOP_DRAIN_SECONDS: String(DRAIN_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server!.stdout!.setEncoding('utf8');
    server!.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const url = /Console: (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    server!.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
}

it('on SIGTERM: not ready but still answering, then push streams end, the call in flight is answered, exit 0', async () => {
  const url = await startServer();
  const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)));
  const admin = (await ctx.login('001', 'admin')).headers;
  expect((await fetch(`${url}/readyz`)).status).toBe(200);

  // A console's push stream, read until the server ends it.
  const stream = await fetch(`${url}/api/Push/Stream`, { headers: admin });
  expect(stream.status).toBe(200);
  const streamEnded = stream.text();

  // A call in flight: it waits on a lock this test holds on the table it reads.
  const locker = new pg.Client({ connectionString: ctx.listenUrl });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table banners in access exclusive mode');
  const inFlight = fetch(`${url}/api/Banner/Pc/List`, { headers: admin });
  const waiting = async () => {
    const { rows } = await locker.query(
      `select count(*)::int as n from pg_locks where relation = 'banners'::regclass and not granted`,
    );
    return rows[0].n > 0;
  };
  while (!(await waiting())) await new Promise((r) => setTimeout(r, 20));

  server!.kill('SIGTERM');
  // Draining: the balancer hears "not ready" while calls are still answered.
  let ready = await fetch(`${url}/readyz`);
  while (ready.status === 200) ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ ready: false, reason: 'stopping' });
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const during = await fetch(`${url}/api/LAdmin/Get_UserMenus`, { headers: admin });
  expect(during.status).toBe(200);
  // Each answer now closes its connection: the balancer's next call opens one to another process.
  expect(during.headers.get('connection')).toBe('close');
  await during.arrayBuffer();

  // After the drain the push stream ends; the call in flight is still waiting, and so is the process.
  await streamEnded;
  expect(server!.exitCode).toBeNull();
  await locker.query('commit');
  await locker.end();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect((await answer.json()).code).toBe(0);
  expect(await exited, out).toBe(0);
  // A real process compiled by tsx at its start, and a drain of 5 s: on a busy machine, more than
  // the default 30 s.
}, 120_000);
