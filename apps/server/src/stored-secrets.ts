import { sql } from 'drizzle-orm';
import { ConfigError } from './config.js';
import type { Db } from './db/client.js';
import { resealWechatSecrets, type SealCount } from './modules/wechat-settings/secrets.js';
import { resealTotpSecrets } from './modules/auth/public.js';
import type { SecretBox } from './secret-box.js';

/**
 * Every stored secret under the current key, in one transaction (secret-box.ts): plain texts
 * sealed, values of SECRET_KEY_PREVIOUS sealed again. Run at start and after a restore. Each place
 * that stores secrets adds its own function to resealAll (WeChat's, the two-factor secrets).
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<SealCount> {
  return db.transaction(async (tx) => resealAll(tx as unknown as Db, box));
}

/** WeChat's secrets and the two-factor secrets, counted together. */
async function resealAll(q: Db, box: SecretBox): Promise<SealCount> {
  const wechat = await resealWechatSecrets(q, box);
  const totp = await resealTotpSecrets(q, box);
  return { sealed: wechat.sealed + totp.sealed, unreadable: wechat.unreadable + totp.unreadable };
}

/**
 * At start, before anything is encrypted: the database remembers the id of the key its secrets are
 * encrypted with (secret_key_check). The first process to start records its key; a process with
 * another key stops here with what to do, so processes sharing the database never use different
 * keys. A process whose SECRET_KEY_PREVIOUS is the recorded key rotates: every secret is sealed
 * again under SECRET_KEY and the new key recorded, in the same transaction. Then plain texts are
 * sealed. Returns what was done, for the start's log.
 */
export async function checkSecretKey(db: Db, box: SecretBox): Promise<SealCount & { rotated: boolean }> {
  return db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    await q.execute(
      sql`insert into secret_key_check (id, key_id) values (1, ${box.keyId}) on conflict (id) do nothing`,
    );
    const { rows } = await q.execute<{ key_id: string }>(
      sql`select key_id from secret_key_check where id = 1 for update`,
    );
    const recorded = rows[0].key_id;
    let rotated = false;
    if (recorded !== box.keyId) {
      if (recorded !== box.previousKeyId) {
        throw new ConfigError(
          `The secrets in this database are encrypted with another key (id ${recorded}) than this process's (id ${box.keyId}, from ${box.source}). ` +
            'Give every server process sharing the database the same SECRET_KEY; to change the key, set SECRET_KEY to the new one and SECRET_KEY_PREVIOUS to the old one (docs/configuration.md, "Rotating the secret key").',
        );
      }
      rotated = true;
      await q.execute(sql`update secret_key_check set key_id = ${box.keyId}, updated_at = now() where id = 1`);
    }
    return { ...(await resealAll(q, box)), rotated };
  });
}
