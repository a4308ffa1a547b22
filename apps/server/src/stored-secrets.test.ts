import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { testCalls } from '../test/calls.js';
import { ConfigError, keyBytes } from './config.js';
import type { WeChatApi } from './modules/wechat/adapter.js';
import { openWeChat } from './modules/wechat/service.js';
import { KEY_FILE, openSecretBox, SecretBox } from './secret-box.js';
import { checkSecretKey, sealStoredSecrets } from './stored-secrets.js';

/**
 * Stored secrets at start (issue 33 #4): plain values encrypted, the database's key checked, a
 * rotation with SECRET_KEY_PREVIOUS, and a value of an unknown key counted, never garbled.
 */
let ctx: TestContext;
const { q } = testCalls(() => ctx);
const PLAIN = {
  appSecret: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  accessToken: 'cached-access-token',
  token: 'ShopToken2026',
  aesKey: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  mini: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
};
const raw = async () => ({
  cfg: (await q(`select app_secret, access_token from wechat_config where gscode = '001'`))[0],
  doc: (await q(`select value from branch_documents where gscode = '001' and kind = 'wechat'`))[0].value,
});
const values = (r: Awaited<ReturnType<typeof raw>>) =>
  [
    r.cfg.app_secret,
    r.cfg.access_token,
    r.doc.officialAccount.token,
    r.doc.officialAccount.aesKey,
    r.doc.miniProgram.appSecret,
  ] as string[];
const recorded = async () => (await q(`select key_id from secret_key_check`)).map((r) => r.key_id);

beforeAll(async () => {
  ctx = await createTestContext();
  // As stored before encryption (or by the demo seed): plain text.
  await q(
    `insert into wechat_config (gscode, app_id, app_secret, access_token, token_expires_at) values ('001', 'wx0123456789abcdef', $1, $2, now() + interval '1 hour')
           on conflict (gscode) do update set app_id = excluded.app_id, app_secret = excluded.app_secret, access_token = excluded.access_token, token_expires_at = excluded.token_expires_at`,
    [PLAIN.appSecret, PLAIN.accessToken],
  );
  await q(
    `insert into branch_documents (gscode, kind, value, version) values ('001', 'wechat', $1::jsonb, 1)
           on conflict (gscode, kind) do update set value = excluded.value`,
    [
      JSON.stringify({
        officialAccount: { token: PLAIN.token, aesKey: PLAIN.aesKey },
        miniProgram: { appId: 'wxfedcba9876543210', appSecret: PLAIN.mini },
        templates: {},
        changedAt: {},
      }),
    ],
  );
});
afterAll(() => ctx.close());

describe('stored secrets at start', () => {
  it('records the key, encrypts every plain secret, and does nothing the second time', async () => {
    const box = openSecretBox(ctx.config);
    expect(await recorded()).toEqual([]);
    expect(await checkSecretKey(ctx.db, box)).toEqual({ sealed: 5, unreadable: 0, rotated: false });
    expect(await recorded()).toEqual([box.keyId]);
    const r = await raw();
    const text = JSON.stringify(r);
    for (const p of Object.values(PLAIN)) expect(text).not.toContain(p);
    expect(values(r).every((v) => SecretBox.isSealed(v) && SecretBox.keyIdOf(v) === box.keyId)).toBe(true);
    expect(values(r).map((v) => box.open(v))).toEqual([
      PLAIN.appSecret,
      PLAIN.accessToken,
      PLAIN.token,
      PLAIN.aesKey,
      PLAIN.mini,
    ]);
    // The other fields of the document are as they were.
    expect(r.doc.miniProgram.appId).toBe('wxfedcba9876543210');
    expect(await checkSecretKey(ctx.db, box)).toEqual({ sealed: 0, unreadable: 0, rotated: false });
    expect(await raw()).toEqual(r);
    // The adapter decrypts: the cached access token is used as it was, without asking WeChat.
    const api = { token: () => Promise.reject(new Error('not asked')) } as unknown as WeChatApi;
    expect(await (await openWeChat(ctx.db, api, box, '001')).run(async (token) => token)).toBe(PLAIN.accessToken);
  });

  it('refuses to start with another key, saying what to do, and changes nothing', async () => {
    const before = await raw();
    const other = new SecretBox(randomBytes(32), null, 'SECRET_KEY');
    const start = checkSecretKey(ctx.db, other);
    await expect(start).rejects.toThrow(ConfigError);
    await expect(checkSecretKey(ctx.db, other)).rejects.toThrow(
      /encrypted with another key .* Give every server process sharing the database the same SECRET_KEY; to change the key, set SECRET_KEY to the new one and SECRET_KEY_PREVIOUS to the old one/,
    );
    expect(await raw()).toEqual(before);
  });

  it('rotates: with SECRET_KEY_PREVIOUS the old key, every secret is encrypted again and the new key recorded', async () => {
    const oldKey = keyBytes(fs.readFileSync(path.join(ctx.config.dataDir, KEY_FILE), 'utf8'))!;
    const old = new SecretBox(oldKey);
    // A two-factor secret, sealed as enrolment stores it (issue 39): rotated with the rest.
    await q(`update users set totp_secret = $1 where gscode = '001' and user_name = 'viewer'`, [
      old.seal('JBSWY3DPEHPK3PXP'),
    ]);
    const rotated = new SecretBox(randomBytes(32), oldKey);
    expect(await checkSecretKey(ctx.db, rotated)).toEqual({ sealed: 6, unreadable: 0, rotated: true });
    const [viewer] = await q(`select totp_secret from users where gscode = '001' and user_name = 'viewer'`);
    expect(SecretBox.keyIdOf(viewer.totp_secret)).toBe(rotated.keyId);
    expect(rotated.open(viewer.totp_secret)).toBe('JBSWY3DPEHPK3PXP');
    expect(await recorded()).toEqual([rotated.keyId]);
    const r = await raw();
    expect(values(r).every((v) => SecretBox.keyIdOf(v) === rotated.keyId)).toBe(true);
    expect(values(r).map((v) => rotated.open(v))).toEqual([
      PLAIN.appSecret,
      PLAIN.accessToken,
      PLAIN.token,
      PLAIN.aesKey,
      PLAIN.mini,
    ]);
    // The old key alone no longer starts.
    await expect(checkSecretKey(ctx.db, old)).rejects.toThrow(/encrypted with another key/);
    // Started again without SECRET_KEY_PREVIOUS: nothing to do.
    expect(await checkSecretKey(ctx.db, new SecretBox((rotated as unknown as { key: Buffer }).key))).toEqual({
      sealed: 0,
      unreadable: 0,
      rotated: false,
    });
  });

  it('after a restore: encrypts plain values, leaves a value of an unknown key as it is and counts it', async () => {
    // A key that knows none of the values stored so far (they are the rotated key's).
    const box = new SecretBox(randomBytes(32));
    await q(`update secret_key_check set key_id = $1`, [box.keyId]);
    const foreign = new SecretBox(randomBytes(32)).seal('from another installation');
    await q(`update wechat_config set app_secret = $1, access_token = 'plain-again' where gscode = '001'`, [foreign]);
    const r0 = await raw();
    // The plain access token sealed; the foreign AppSecret, the document's three values and the
    // viewer's two-factor secret counted, kept.
    expect(await sealStoredSecrets(ctx.db, box)).toEqual({ sealed: 1, unreadable: 5 });
    const r = await raw();
    expect(r.cfg.app_secret).toBe(foreign);
    expect(box.open(r.cfg.access_token)).toBe('plain-again');
    expect(r0.cfg.access_token).toBe('plain-again');
    expect(r.doc).toEqual(r0.doc);
  });
});
