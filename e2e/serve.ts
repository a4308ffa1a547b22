/**
 * Starts the real server for the e2e suite on a throw-away data dir (removed on exit),
 * so every run begins from the same demo data.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
fs.chmodSync(dataDir, 0o755);
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? '18090', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
});
const stop = () => server.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
