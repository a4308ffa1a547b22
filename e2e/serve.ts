/**
 * Starts the real server for the e2e suite on a throw-away data dir (removed on exit),
 * so every run begins from the same demo data; and, once it is up, a second server process on
 * the same database (port E2E_PORT + 100), the way several API processes share one PostgreSQL:
 * the push tests open a console on each. In front of the two, Debian's HAProxy with the
 * deployment's own configuration (deploy/haproxy.cfg, its addresses changed) on E2E_PORT + 200:
 * the smoke specs go through it (playwright.config.ts, project "cluster").
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
let balancer: ChildProcess | undefined;

/** deploy/haproxy.cfg listening on E2E_PORT + 200, in front of the two processes. */
function startBalancer(): ChildProcess {
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
  if (!haproxy) {
    console.error('e2e: HAProxy is missing (Debian package haproxy): the cluster specs go through it.');
    process.exit(1);
  }
  const config = fs
    .readFileSync('deploy/haproxy.cfg', 'utf8')
    .replace(/bind 127\.0\.0\.1:\d+/, `bind 127.0.0.1:${port + 200}`)
    .replace(/(\n\s*server api\d .*)+/, `\n    server api1 127.0.0.1:${port}\n    server api2 127.0.0.1:${port + 100}`);
  const file = path.join(dataDir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  // -db: in the foreground, a child of this process, stopped with it.
  return spawn(haproxy, ['-db', '-f', file], { stdio: 'inherit' });
}

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
  balancer = startBalancer();
});

const stop = () => {
  balancer?.kill('SIGTERM');
  second?.kill('SIGINT');
  server.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  balancer?.kill('SIGTERM');
  second?.kill('SIGINT');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
