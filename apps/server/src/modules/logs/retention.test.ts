import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@bo/contract';
import { isCallDef } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { loadConfig } from '../../config.js';
import { PURGE_BATCH, purgeOldLogs } from './retention.js';

let ctx: TestContext;
const q = <R = Record<string, any>>(text: string, values: unknown[] = []) => ctx.db.$client.query(text, values).then((r) => r.rows as R[]);
const count = async (table: string, where = 'true') => (await q<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0].n;

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

describe('nobody edits or deletes a log row from the console', () => {
  const calls = (Object.values(contract) as unknown[]).filter(isCallDef);

  it('has no call that writes a log: every call about a log only reads', () => {
    // "log" not as in login or logout (AdminLogin, loginqrcode, get_LoginToken …).
    const aboutLogs = calls.filter((c) => /log(?!in|out)/i.test(c.path));
    expect(aboutLogs.map((c) => c.path).sort()).toEqual(
      ['/api/System/OperationLog', '/api/System/OperationLogExport', '/api/UManage/LoginDslog', '/api/UManage/LoginDslogExport'],
    );
    expect(aboutLogs.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('changes log rows only where the server must: sign-in settles its own try, retention purges; no other code updates or deletes them', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((f) => {
        const p = path.join(dir, f);
        return statSync(p).isDirectory() ? (f === 'migrations' ? [] : walk(p)) : /\.ts$/.test(f) && !/\.test\.ts$/.test(f) ? [p] : [];
      });
    })(root);
    const writes = /\.(update|delete)\(\s*(loginLog|operationLog)\b|\b(update|delete\s+from)\s+(login_log|operation_log)\b|sql\.identifier\(table\)/i;
    const found = files.filter((f) => writes.test(readFileSync(f, 'utf8'))).map((f) => path.relative(root, f)).sort();
    // auth/service.ts: a sign-in first claims its row as "pending", then settles it (same request).
    expect(found).toEqual(['modules/auth/service.ts', 'modules/logs/retention.ts']);
  });
});
