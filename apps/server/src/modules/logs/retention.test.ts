import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@bo/contract';
import { isCallDef } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { loadConfig } from '../../config.js';
import { PURGE_BATCH, purgeOldLogs, purgeSignInLeftovers } from './retention.js';

let ctx: TestContext;
const { q } = testCalls(() => ctx);
const count = async (table: string, where = 'true') =>
  (await q<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0].n;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('log retention (LOG_RETENTION_DAYS)', () => {
  it('defaults to 180 days and refuses a value below 1 with a message naming the variable', () => {
    expect(loadConfig({}).LOG_RETENTION_DAYS).toBe(180);
    expect(loadConfig({ LOG_RETENTION_DAYS: '30' }).LOG_RETENTION_DAYS).toBe(30);
    expect(() => loadConfig({ LOG_RETENTION_DAYS: '0' })).toThrow(/LOG_RETENTION_DAYS="0": must be at least 1/);
  });

  it('deletes rows older than the retention from both logs, in batches, and keeps every newer row', async () => {
    const now = new Date('2026-06-30T12:00:00Z');
    // More old rows than one batch, so the purge has to loop; then rows on both sides of the edge.
    await q(`insert into login_log (gscode, at, user_name, ip, success, reason)
             select '001', timestamptz '2025-01-01' + (g || ' minutes')::interval, 'old', '10.0.0.1', false, 'bad_credentials'
               from generate_series(1, ${PURGE_BATCH + 7}) g`);
    await q(`insert into operation_log (gscode, at, user_name, method, path, action, outcome)
             select '002', timestamptz '2025-01-01' + (g || ' minutes')::interval, 'old', 'POST', '/api/x', 'old', 'ok'
               from generate_series(1, 3) g`);
    await q(`insert into login_log (gscode, at, user_name, ip, success, reason) values
               ('001', timestamptz '2026-06-30T12:00:00Z' - interval '10 days 1 second', 'edge-old', '10.0.0.2', true, 'ok'),
               ('001', timestamptz '2026-06-30T12:00:00Z' - interval '10 days' + interval '1 second', 'edge-new', '10.0.0.3', true, 'ok')`);
    await q(`insert into operation_log (gscode, at, user_name, method, path, action, outcome) values
               ('001', timestamptz '2026-06-30T12:00:00Z' - interval '9 days', 'recent', 'POST', '/api/x', 'new', 'ok')`);
    const keptLogin = await count('login_log', `at >= timestamptz '2026-06-20T12:00:00Z'`);
    const keptOps = await count('operation_log', `at >= timestamptz '2026-06-20T12:00:00Z'`);

    const removed = await purgeOldLogs(ctx.db, 10, now);
    expect(removed).toEqual({ loginLog: PURGE_BATCH + 8, operationLog: 3 });
    expect(await count('login_log', `at < timestamptz '2026-06-20T12:00:00Z'`)).toBe(0);
    expect(await count('operation_log', `at < timestamptz '2026-06-20T12:00:00Z'`)).toBe(0);
    expect(await count('login_log')).toBe(keptLogin);
    expect(await count('operation_log')).toBe(keptOps);
    expect(await count('login_log', `user_name = 'edge-new'`)).toBe(1);
    // A second run finds nothing more to do.
    expect(await purgeOldLogs(ctx.db, 10, now)).toEqual({ loginLog: 0, operationLog: 0 });
  });
});

describe('what sign-in leaves behind', () => {
  it('deletes sessions ended or unused for the retention, QR codes and desktop tokens a day after they expired, and nothing newer', async () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const [{ id: userId }] = await q<{ id: number }>(
      `select id from users where gscode = '001' and user_name = 'admin'`,
    );
    await q(
      `insert into sessions (token_hash, user_id, gscode, created_at, last_seen_at, ended_at) values
               ('purge-ended', $1, '001', '2026-01-01', '2026-01-02', '2026-01-02'),
               ('purge-idle', $1, '001', '2026-01-01', '2026-01-03', null),
               ('keep-ended', $1, '001', '2026-06-25', '2026-06-25', '2026-06-25'),
               ('keep-open', $1, '001', '2026-01-01', '2026-06-29', null)`,
      [userId],
    );
    await q(`insert into login_qr (code_hash, poll_hash, expires_at) values
               ('purge-qr', 'purge-qr', timestamptz '2026-06-30T12:00:00Z' - interval '25 hours'),
               ('keep-qr', 'keep-qr', timestamptz '2026-06-30T12:00:00Z' - interval '23 hours')`);
    const [{ id: keyId }] = await q<{ id: number }>(
      `insert into soft_keys (gscode, user_id, name, key_hash, prefix)
               values ('001', $1, 'purge test', 'purge-key', 'pk') returning id`,
      [userId],
    );
    await q(
      `insert into soft_tokens (token_hash, key_id, user_id, gscode, expires_at) values
               ('purge-token', $1, $2, '001', timestamptz '2026-06-30T12:00:00Z' - interval '2 days'),
               ('keep-token', $1, $2, '001', timestamptz '2026-06-30T12:00:00Z' - interval '1 hour')`,
      [keyId, userId],
    );

    expect(await purgeSignInLeftovers(ctx.db, 10, now)).toMatchObject({ qr: 1, softTokens: 1 });
    expect(await count('sessions', `token_hash like 'purge-%'`)).toBe(0);
    expect(await count('sessions', `token_hash like 'keep-%'`)).toBe(2);
    expect((await q(`select code_hash from login_qr where code_hash like '%-qr'`)).map((r) => r.code_hash)).toEqual([
      'keep-qr',
    ]);
    expect(
      (await q(`select token_hash from soft_tokens where token_hash like '%-token'`)).map((r) => r.token_hash),
    ).toEqual(['keep-token']);
  });
});

describe('nobody edits or deletes a log row from the console', () => {
  const calls = (Object.values(contract) as unknown[]).filter(isCallDef);

  it('has no call that writes a log: every call about a log only reads', () => {
    // "log" not as in login or logout (AdminLogin, loginqrcode, get_LoginToken …).
    const aboutLogs = calls.filter((c) => /log(?!in|out)/i.test(c.path));
    expect(aboutLogs.map((c) => c.path).sort()).toEqual([
      '/api/System/OperationLog',
      '/api/System/OperationLogExport',
      '/api/UManage/LoginDslog',
      '/api/UManage/LoginDslogExport',
    ]);
    expect(aboutLogs.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('changes log rows only where the server must: sign-in settles its own try, retention purges; no other code updates or deletes them', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((f) => {
        const p = path.join(dir, f);
        return statSync(p).isDirectory()
          ? f === 'migrations'
            ? []
            : walk(p)
          : /\.ts$/.test(f) && !/\.test\.ts$/.test(f)
            ? [p]
            : [];
      });
    })(root);
    const writes =
      /\.(update|delete)\(\s*(loginLog|operationLog)\b|\b(update|delete\s+from)\s+(login_log|operation_log)\b|sql\.identifier\(table\)/i;
    const found = files
      .filter((f) => writes.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f))
      .sort();
    // auth/attempts.ts: a sign-in first claims its row as "pending", then settles it (same request).
    expect(found).toEqual(['modules/auth/attempts.ts', 'modules/logs/retention.ts']);
  });
});
