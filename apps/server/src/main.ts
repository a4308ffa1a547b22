import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError, shutDownOnSignalsByCaller } from './db/embedded.js';
import { openDatabase } from './db/open.js';
import { publicUrl } from './public-url.js';
import { openSecretBox } from './secret-box.js';
import { checkSecretKey } from './stored-secrets.js';
import { isEmpty, seedDemo } from './seed/index.js';
import { accountsWithDemoPassword } from './seed/guard.js';
import { scheduleTasks } from './modules/tasks/timer.js';
import { syncMenuCatalogue } from './modules/menu-admin/sync.js';
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
    if (await isEmpty(db)) {
      log('Empty database: seeding the demo data (a minute at most)…');
      await seedDemo(db, { demoPassword: config.DEMO_PASSWORD, seed: config.SEED, log });
    }
    // Pages and buttons of the route catalogue that this database lacks (a newer release) are added and granted to the administrators.
    // Stored secrets: this key is the database's (or the rotation from SECRET_KEY_PREVIOUS), plain ones encrypted.
    const sealed = await checkSecretKey(db, secrets);
    if (sealed.rotated)
      log(
        `Secret key rotated: stored secrets re-encrypted with the new key; SECRET_KEY_PREVIOUS can go once every process has the new SECRET_KEY.`,
      );
    if (sealed.sealed) log(`Encrypted ${sealed.sealed} stored secret(s) with the secret key.`);
    if (sealed.unreadable)
      log(
        `${sealed.unreadable} stored secret(s) were encrypted with a key this server does not have (a restored backup of another installation?); enter them again on the WeChat settings page.`,
      );
    const added = await syncMenuCatalogue(db);
    if (added.length) log(`Menu catalogue: added ${added.length} built-in item(s): ${added.join(', ')}.`);
    if (config.NODE_ENV === 'production') {
      const weak = await accountsWithDemoPassword(db, config.DEMO_PASSWORD);
      if (weak.length)
        throw new ConfigError(
          `NODE_ENV=production: ${weak.join(', ')} still use the demo password; change them first.`,
        );
    }
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
  });
  // The periodic work (log retention, the daily backup into this process's DATA_DIR/backups, the
  // abandoned-cart to-dos, the roll-up check): one scheduler, each run in the record of task runs
  // (/safeguard/tasks); of several processes, one runs each.
  const stopTasks = scheduleTasks(db, config, log);
  // Exports and imports as jobs (issue 40): this process takes its share (JOB_WORKERS at a time).
  app.jobs.start();
  // This process on the server page, beside every other process sharing the database.
  const reporter = new ServerReporter(db, config.dataDir, requestStats);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: stopping the server and the database…`);
    stopTasks();
    reporter.stop();
    await app.close();
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
