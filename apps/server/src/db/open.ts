import type { Config } from '../config.js';
import { connect, ensureDatabase, type Db } from './client.js';
import { startEmbedded } from './embedded.js';
import { migrateDb } from './migrate.js';

export const EMBEDDED_DB_NAME = 'backoffice';

/** DATABASE_URL if set, else the embedded PostgreSQL in DATA_DIR; migrated, ready to use. */
export async function openDatabase(
  config: Config,
  log: (m: string) => void,
): Promise<{ db: Db; url: string; close(): Promise<void> }> {
  let url = config.DATABASE_URL;
  const embedded = url ? undefined : await startEmbedded(config.dataDir, { port: config.PG_PORT, log });
  try {
    if (embedded) url = await ensureDatabase(embedded.url, EMBEDDED_DB_NAME);
    const db = connect(url!);
    await migrateDb(db);
    return {
      db,
      url: url!,
      async close() {
        await db.$client.end();
        await embedded?.stop();
      },
    };
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
}
