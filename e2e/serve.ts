/**
 * Starts the real server for the e2e suite on a throw-away data dir (removed on exit),
 * so every run begins from the same demo data; and, once it is up, a second server process on
 * the same database (port E2E_PORT + 100), the way several API processes share one PostgreSQL:
 * the push tests open a console on each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? '18090');
// A fixed port for the embedded PostgreSQL, so the second process can reach it.
const pgPort = port + 10_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
fs.chmodSync(dataDir, 0o755);
// One secret key for both processes (they share the database's encrypted secrets; a process with
// another key refuses to start), made for this run.
const common = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SECRET_KEY: randomBytes(32).toString('base64') };
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...common, DATA_DIR: dataDir, PORT: String(port), PG_PORT: String(pgPort) },
});
let second: ChildProcess | undefined;

server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (second || !chunk.toString().includes('Console:')) return;
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  fs.mkdirSync(path.join(dataDir, 'second'));
  second = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...common,
      PORT: String(port + 100),
      DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/backoffice`,
      // Its own data dir for what a process keeps of itself (the server page's figures), not the database.
      DATA_DIR: path.join(dataDir, 'second'),
    },
  });
});

const stop = () => {
  second?.kill('SIGINT');
  server.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  second?.kill('SIGINT');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
