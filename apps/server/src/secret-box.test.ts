import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { KEY_FILE, openSecretBox, SecretBox, SecretKeyMismatch } from './secret-box.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-secret-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('seals in the versioned format with a fresh IV each time, and opens again', () => {
    const a = box.seal('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    const b = box.seal('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]{11}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('a1b2c3d4');
    expect(box.open(a)).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(box.open(box.seal('微信 Token ✓'))).toBe('微信 Token ✓');
    expect(box.seal('')).toBe('');
    expect(box.open('')).toBe('');
    expect(SecretBox.keyIdOf(a)).toBe(box.keyId);
  });

  it('reads a plain value as it is and says it needs sealing; a sealed one does not', () => {
    expect(box.open('plain-secret')).toBe('plain-secret');
    expect(box.needsSealing('plain-secret')).toBe(true);
    expect(box.needsSealing(box.seal('x'))).toBe(false);
    expect(box.needsSealing('')).toBe(false);
  });

  it('refuses a value changed by one character, and one of an unknown key by its own error', () => {
    const sealed = box.seal('secret');
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => box.open(sealed.slice(0, -1) + last)).toThrow(/damaged/);
    const other = new SecretBox(randomBytes(32));
    expect(() => box.open(other.seal('secret'))).toThrow(SecretKeyMismatch);
    // Unknown to this box: left as it is, not "sealed again" into garbage.
    expect(box.needsSealing(other.seal('secret'))).toBe(false);
  });

  it('opens values of the previous key and seals them again under the current one', () => {
    const oldKey = randomBytes(32);
    const old = new SecretBox(oldKey).seal('rotate me');
    const rotated = new SecretBox(randomBytes(32), oldKey);
    expect(rotated.open(old)).toBe('rotate me');
    expect(rotated.needsSealing(old)).toBe(true);
    const again = rotated.reseal(old);
    expect(SecretBox.keyIdOf(again)).toBe(rotated.keyId);
    expect(rotated.needsSealing(again)).toBe(false);
    expect(rotated.reseal(again)).toBe(again);
  });
});

describe('openSecretBox', () => {
  it('creates DATA_DIR/secret.key on the first start, mode 0600, and uses it afterwards', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = openSecretBox({ dataDir });
    const file = path.join(dataDir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    const second = openSecretBox({ dataDir });
    expect(second.keyId).toBe(first.keyId);
    expect(second.open(first.seal('kept'))).toBe('kept');
  });

  it('refuses a key file others can read, or one that holds no key', () => {
    const dataDir = tempDir();
    openSecretBox({ dataDir });
    const file = path.join(dataDir, KEY_FILE);
    fs.chmodSync(file, 0o644);
    expect(() => openSecretBox({ dataDir })).toThrow(ConfigError);
    expect(() => openSecretBox({ dataDir })).toThrow(/can be read by other users \(mode 644\); run: chmod 600/);
    fs.writeFileSync(file, 'not a key\n', { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    expect(() => openSecretBox({ dataDir })).toThrow(/does not hold a key/);
  });

  it('takes SECRET_KEY first (no key file then), hex or base64, with SECRET_KEY_PREVIOUS', () => {
    const dataDir = tempDir();
    const key = randomBytes(32);
    const hex = openSecretBox({ dataDir, SECRET_KEY: key.toString('hex') });
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
    expect(openSecretBox({ dataDir, SECRET_KEY: key.toString('base64') }).keyId).toBe(hex.keyId);
    const next = openSecretBox({
      dataDir,
      SECRET_KEY: randomBytes(32).toString('base64'),
      SECRET_KEY_PREVIOUS: key.toString('hex'),
    });
    expect(next.previousKeyId).toBe(hex.keyId);
    expect(next.open(hex.seal('x'))).toBe('x');
  });
});
