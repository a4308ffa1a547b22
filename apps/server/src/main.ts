import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError, shutDownOnSignalsByCaller } from './db/embedded.js';
import { connect } from './db/client.js';
import { openDatabase } from './db/open.js';
import { publicUrl } from './public-url.js';
import { openSecretBox } from './secret-box.js';
import { prepareDatabase } from './startup.js';
import { scheduleTasks } from './modules/tasks/timer.js';
import { importBackupFiles } from './modules/backups/public.js';
import { RequestStats } from './modules/safeguard/request-stats.js';
import { ServerReporter } from './modules/safeguard/server-report.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (m: string) => console.log(`[backoffice] ${m}`);

async function main() {
  const config = loadConfig({ WEB_DIST: path.resolve(here, '../../web/dist'), ...process.env });
  // The key of stored secrets first: a key file readable by others stops the start before anything runs.
  const secrets = openSecretBox(config, log);
  log(
    config.DATABASE_URL
      ? 'Using the PostgreSQL at DATABASE_URL.'
      : `Starting the embedded PostgreSQL in ${config.dataDir}…`,
  );
  const database = await openDatabase(config, log);
  const { db } = database;
  try {
    await prepareDatabase(db, { config, secrets, log });
    // Backup files an earlier release left in this process's DATA_DIR/backups: into the database, once.
    await importBackupFiles(db, config.dataDir, log);
  } catch (e) {
    await database.close();
    throw e;
  }

  const requestStats = new RequestStats();
  const app = await buildApp({
    db,
    config,
    requestStats,
    listenUrl: config.PUSH_DATABASE_URL ?? database.url,
    secrets,
    // Lists, dashboards and exports read from the standby; the app closes its pool (app.ts). A
    // standby that does not take a connection within 3 s fails the call rather than holding it.
    readDb: config.READ_DATABASE_URL ? connect(config.READ_DATABASE_URL, 20, 3000) : undefined,
  });
  if (config.READ_DATABASE_URL) log('Reading lists, dashboards and exports from the replica at READ_DATABASE_URL.');
  // The periodic work (log retention, the daily backup into the database, the
  // abandoned-cart to-dos, the roll-up check): one scheduler, each run in the record of task runs
  // (/safeguard/tasks); of several processes, one runs each.
  const stopTasks = scheduleTasks(db, config, log);
  // Exports and imports as jobs (issue 40): this process takes its share (JOB_WORKERS at a time).
  app.jobs.start();
  // This process on the server page, beside every other process sharing the database.
  const reporter = new ServerReporter(db, config.dataDir, requestStats);
  let closing = false;
  /**
   * A graceful stop, for a rolling restart behind a balancer: /readyz answers 503 at once and the
   * process goes on answering for STOP_DRAIN_SECONDS, long enough for the balancer to stop sending
   * it calls; then it stops listening, ends its push streams (the consoles reconnect, through the
   * balancer, to another process), answers the calls in flight, gives its jobs back and exits.
   * Whatever is still running after STOP_TIMEOUT_SECONDS more is cut off.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.stopping = true;
    if (config.STOP_DRAIN_SECONDS) {
      log(`${signal}: not ready any more; stopping in ${config.STOP_DRAIN_SECONDS} s…`);
      await new Promise((resolve) => setTimeout(resolve, config.STOP_DRAIN_SECONDS * 1000));
    }
    log(`${signal}: stopping the server and the database…`);
    setTimeout(() => {
      log(`Calls still running after ${config.STOP_TIMEOUT_SECONDS} s: cut off.`);
      process.exit(1);
    }, config.STOP_TIMEOUT_SECONDS * 1000).unref();
    stopTasks();
    reporter.stop();
    // A connection whose answer ended after the close began (a push stream ended by it, a call
    // answered during it) is idle but open, and would hold the close for Fastify's keep-alive
    // time-out (72 s): closed as soon as it is idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
    await app.close();
    clearInterval(sweep);
    await database.close();
    log('Stopped.');
    process.exit(0);
  };
  // The server closes first (requests in flight are answered), then the database.
  shutDownOnSignalsByCaller();
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let url: string;
  try {
    url = await app.listen({ host: config.HOST, port: config.PORT });
  } catch (e) {
    await app.close();
    await database.close();
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(
        `${config.HOST}:${config.PORT} is already in use; stop what runs there or set PORT to another port.`,
      );
    }
    throw e;
  }
  reporter.start(config.SERVER_REPORT_SECONDS, log);
  log(`Console: ${url}   API docs: ${url}/docs`);
  if (!config.PUBLIC_URL)
    log(
      `PUBLIC_URL is not set: QR-code sign-in links point at ${publicUrl(config)}; set PUBLIC_URL to the address phones reach the console at.`,
    );
  log(
    `Sign in: branch code 001, account admin, password ${config.DEMO_PASSWORD === 'admin123' ? 'admin123' : '(DEMO_PASSWORD)'}; platform owner: 000 / owner.`,
  );
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DataDirInUseError) console.error(`[backoffice] ${e.message}`);
  else console.error('[backoffice] Could not start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
