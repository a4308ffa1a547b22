import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, keyBytes, type Config } from './config.js';

/**
 * Secrets at rest (docs/decisions/0114-secrets-at-rest.md): AES-256-GCM with
 * the key of SECRET_KEY, or else of the key file DATA_DIR/secret.key (created on the first start,
 * mode 0600). A stored value reads
 *
 *   v1:<key id>:<iv>:<tag>:<ciphertext>      (each part base64url; the IV 12 random bytes)
 *
 * The key id (a keyed hash of the key, never the key) says which key sealed a value, so after a
 * rotation (SECRET_KEY_PREVIOUS) the old values are found and sealed again, and a value of a key
 * this process lacks is refused in words instead of decrypted into garbage. An empty string means
 * "not set" and stays empty. A value without the prefix is a plain text stored before encryption
 * (read as it is, sealed by sealStoredSecrets at the next start). General: WeChat's secrets today,
 * TOTP secrets later.
 */

const PREFIX = 'v1';
export const KEY_FILE = 'secret.key';

export interface SealCount {
  /** Values encrypted now: plain texts, or values of the previous key. */
  sealed: number;
  /** Values of a key this process does not have (from a restored backup of another installation). */
  unreadable: number;
}

/**
 * A stored value under the current key, for the places that reseal every secret they keep
 * (stored-secrets.ts): counts in `count` what it sealed and what it cannot read (another key's).
 */
export function resealCounting(box: SecretBox, stored: string, count: SealCount): string {
  if (SecretBox.isSealed(stored) && !box.needsSealing(stored) && SecretBox.keyIdOf(stored) !== box.keyId) {
    count.unreadable++;
  }
  if (!box.needsSealing(stored)) return stored;
  count.sealed++;
  return box.reseal(stored);
}

/** A sealed value whose key this process does not have (another installation's, a lost one). */
export class SecretKeyMismatch extends Error {
  constructor(readonly keyId: string) {
    super(`the value was encrypted with another key (id ${keyId})`);
  }
}

const keyIdOf = (key: Buffer) =>
  createHmac('sha256', key).update('bo secret-box key id').digest().subarray(0, 8).toString('base64url');

export class SecretBox {
  readonly keyId: string;
  readonly previousKeyId: string | null;
  private readonly keys: Map<string, Buffer>;

  /** `source` says where the key came from, for messages ("SECRET_KEY", the key file's path). */
  constructor(
    private readonly key: Buffer,
    previous: Buffer | null = null,
    readonly source = 'SECRET_KEY',
  ) {
    if (key.length !== 32 || (previous && previous.length !== 32)) throw new Error('a secret key is 32 bytes');
    this.keyId = keyIdOf(key);
    this.previousKeyId = previous ? keyIdOf(previous) : null;
    this.keys = new Map([[this.keyId, key]]);
    if (previous && this.previousKeyId !== this.keyId) this.keys.set(this.previousKeyId!, previous);
  }

  /** The stored form of `plain` ('' stays '': not set). */
  seal(plain: string): string {
    if (plain === '') return '';
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const b = (x: Buffer) => x.toString('base64url');
    return `${PREFIX}:${this.keyId}:${b(iv)}:${b(cipher.getAuthTag())}:${b(body)}`;
  }

  /** The plain value of a stored one; throws SecretKeyMismatch for another key's, Error for a damaged one. */
  open(stored: string): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const [, kid, iv, tag, body] = stored.split(':');
    const key = this.keys.get(kid);
    if (!key) throw new SecretKeyMismatch(kid);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new Error('a stored secret is damaged (its authentication tag does not match)');
    }
  }

  /** Whether a stored value must be sealed (again): a plain text, or sealed with the previous key. */
  needsSealing(stored: string): boolean {
    if (stored === '') return false;
    if (!SecretBox.isSealed(stored)) return true;
    return stored.split(':')[1] !== this.keyId && this.keys.has(stored.split(':')[1]);
  }

  /** The stored value under the current key (unchanged when it already is, or when its key is unknown: check with open). */
  reseal(stored: string): string {
    return this.needsSealing(stored) ? this.seal(this.open(stored)) : stored;
  }

  static isSealed(stored: string): boolean {
    return /^v1:[A-Za-z0-9_-]{11}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/.test(stored);
  }

  /** The key id of a sealed value (null for a plain one). */
  static keyIdOf(stored: string): string | null {
    return SecretBox.isSealed(stored) ? stored.split(':')[1] : null;
  }
}

/**
 * The box of this process: SECRET_KEY, or else DATA_DIR/secret.key, created (32 random bytes,
 * base64, mode 0600) when missing, also when DATABASE_URL points at an external database; then
 * every process sharing it needs the same SECRET_KEY (the start refuses another key, see
 * checkSecretKey). A key file readable by others, or not holding a key, stops the start.
 */
export function openSecretBox(
  config: Pick<Config, 'SECRET_KEY' | 'SECRET_KEY_PREVIOUS' | 'dataDir'>,
  log: (m: string) => void = () => {},
): SecretBox {
  const previous = config.SECRET_KEY_PREVIOUS ? keyBytes(config.SECRET_KEY_PREVIOUS) : null;
  if (config.SECRET_KEY) return new SecretBox(keyBytes(config.SECRET_KEY)!, previous, 'SECRET_KEY');
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    log(`Created the secret key ${file} (keep a copy apart from the backups; or set SECRET_KEY).`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new ConfigError(`Cannot create the secret key file ${file}: ${(e as Error).message}`);
  }
  const st = fs.statSync(file);
  if (process.platform !== 'win32' && (st.mode & 0o077) !== 0) {
    throw new ConfigError(
      `The secret key file ${file} can be read by other users (mode ${(st.mode & 0o777).toString(8)}); run: chmod 600 ${file}`,
    );
  }
  const key = keyBytes(fs.readFileSync(file, 'utf8'));
  if (!key)
    throw new ConfigError(
      `The secret key file ${file} does not hold a key (32 bytes, base64 or hex); restore it from your copy, or set SECRET_KEY`,
    );
  return new SecretBox(key, previous, file);
}
