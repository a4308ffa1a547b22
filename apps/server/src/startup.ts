import { ConfigError, type Config } from './config.js';
import type { Db } from './db/client.js';
import { withStartupLock } from './db/startup-lock.js';
import { syncMenuCatalogue } from './modules/menu-admin/sync.js';
import type { SecretBox } from './secret-box.js';
import { accountsWithDemoPassword } from './seed/guard.js';
import { isEmpty, seedDemo } from './seed/index.js';
import { checkSecretKey } from './stored-secrets.js';

export interface PrepareOptions {
  config: Config;
  secrets: SecretBox;
  log: (m: string) => void;
  /** What fills an empty database: the demo data (tests give a smaller one). */
  seed?: (db: Db) => Promise<void>;
}

/**
 * Brings a migrated database to what this release needs before the process takes calls: the
 * demo data in an empty database, the stored secrets under this key, the route catalogue's new
 * pages. Under the start-up lock (db/startup-lock.ts): of several processes starting together on
 * an empty database, one seeds it and the others wait, then find it seeded.
 */
export async function prepareDatabase(db: Db, { config, secrets, log, seed }: PrepareOptions): Promise<void> {
  await withStartupLock(db, async () => {
    if (await isEmpty(db)) {
      log('Empty database: seeding the demo data (a minute at most)…');
      await (seed ?? ((d) => seedDemo(d, { demoPassword: config.DEMO_PASSWORD, seed: config.SEED, log })))(db);
    }
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
    // Pages and buttons of the route catalogue that this database lacks (a newer release) are added and granted to the administrators.
    const added = await syncMenuCatalogue(db);
    if (added.length) log(`Menu catalogue: added ${added.length} built-in item(s): ${added.join(', ')}.`);
  });
  if (config.NODE_ENV === 'production') {
    const weak = await accountsWithDemoPassword(db, config.DEMO_PASSWORD);
    if (weak.length)
      throw new ConfigError(`NODE_ENV=production: ${weak.join(', ')} still use the demo password; change them first.`);
  }
}
