import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/embedded.js';
import { openDatabase } from './db/open.js';
import { isEmpty, seedDemo } from './db/seed/index.js';
import { verifyPassword } from './modules/auth/password.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (m: string) => console.log(`[backoffice] ${m}`);

async function main() {
  const config = loadConfig({ WEB_DIST: path.resolve(here, '../../web/dist'), ...process.env });
  log(config.DATABASE_URL ? 'Using the PostgreSQL at DATABASE_URL.' : `Starting the embedded PostgreSQL in ${config.dataDir}…`);
  const database = await openDatabase(config, log);
  const { db } = database;
  try {
    if (await isEmpty(db)) {
      log('Empty database: seeding the demo data (a minute at most)…');
      await seedDemo(db, { demoPassword: config.DEMO_PASSWORD, seed: config.SEED, log });
    }
    if (config.NODE_ENV === 'production') await refuseDemoPasswords(db, config.DEMO_PASSWORD);
  } catch (e) {
    await database.close();
    throw e;
  }

  const app = await buildApp({ db, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: stopping the server and the database…`);
    await app.close();
    await database.close();
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://${config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}`;
  log(`Console: ${url}   API docs: ${url}/docs`);
  log(`Sign in: branch code 001, account admin, password ${config.DEMO_PASSWORD === 'admin123' ? 'admin123' : '(DEMO_PASSWORD)'}; platform owner: 000 / owner.`);
}

/** In production no account may keep the demo password. */
async function refuseDemoPasswords(db: import('./db/client.js').Db, demoPassword: string) {
  const { rows } = await db.execute(sql`select gscode, user_name, password_hash from users where status = 1`);
  for (const r of rows) {
    if (await verifyPassword(String(r.password_hash), demoPassword)) {
      throw new ConfigError(`NODE_ENV=production: account ${r.gscode}/${r.user_name} still has the demo password; change it first.`);
    }
  }
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DataDirInUseError) console.error(`[backoffice] ${e.message}`);
  else console.error('[backoffice] Could not start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
