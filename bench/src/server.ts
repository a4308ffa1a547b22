import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pgTypes from 'pg';
import { freePort } from '../../apps/server/src/db/embedded.js';

export { freePort };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server's pg (the bench queries the same database the way the server does). */
export const pg = createRequire(path.join(ROOT, 'apps/server/package.json'))('pg') as typeof pgTypes;

export interface Running {
  url: string;
  /** The server process (e.g. to sample its memory). */
  pid: number;
  stop(): Promise<void>;
}

/** Runs a TypeScript entry in its own process (so the load generator never shares its event loop). */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  timeoutMs = 600_000,
): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((r) => child.once('exit', r));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error(`${entry} was not ready within ${timeoutMs} ms`);
    }
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGINT');
      await exited;
    },
  };
}

/** The real server (main.ts) on DATA_DIR, or on a fresh throw-away one. */
export async function startBackoffice(opts: { dataDir?: string; env?: Record<string, string> } = {}) {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  const server = await startProcess(
    'apps/server/src/main.ts',
    {
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      DATABASE_URL: '',
      WEB_DIST: '',
      ...opts.env,
    },
    '/docs/json',
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real server on an existing data dir (its embedded PostgreSQL on a known port), and a pool of
 * the bench's own on that database, for plain queries beside the calls. End the pool before
 * stopping the server.
 */
export async function startBackofficeWithPool(dataDir: string, max: number, env: Record<string, string> = {}) {
  const pgPort = await freePort();
  const app = await startBackoffice({ dataDir, env: { PG_PORT: String(pgPort), ...env } });
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const pool = new pg.Pool({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/backoffice`,
    max,
  });
  // The server stops its embedded PostgreSQL at the end: a connection it drops must not crash the bench.
  pool.on('error', () => {});
  return { app, pool };
}

export async function signIn(
  url: string,
  gscode = '001',
  username = 'admin',
  password = process.env.DEMO_PASSWORD ?? 'admin123',
) {
  const res = await fetch(`${url}/api/LAdmin/AdminLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gscode, username, password }),
  }).then((r) => r.json());
  if (res.code !== 0) throw new Error(`sign-in failed: ${res.msg}`);
  return { user: res.data, headers: { 'x-token': res.data.token as string, 'x-user-id': String(res.data.ID) } };
}

/**
 * One call of the console's API with a signed-in account's headers: its data, or an error with the
 * server's words (in English).
 */
export async function callApi<T>(
  url: string,
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  p: string,
  body?: object,
): Promise<T> {
  const res = (await fetch(`${url}${p}`, {
    method,
    headers: { ...headers, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then((r) => r.json())) as { code: number; msg: string; data: T };
  if (res.code !== 0) throw new Error(`${p}: ${res.msg}`);
  return res.data;
}
