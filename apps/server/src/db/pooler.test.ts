import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

/**
 * Scale-out: nothing the server does may rely on a connection's session state between
 * transactions, so that it works behind a transaction-mode pooler (pgbouncer). This file runs in
 * every mode; in the pooler run (TEST_POOLER_URL) the app's pool goes through pgbouncer, which
 * test/global-setup.ts proves before any test runs (assertTransactionPooler), so no test is skipped.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('behind a connection pooler', () => {
  it('a signed-in burst of concurrent calls from several sessions gives no 5xx', async () => {
    const who: Array<[string, string]> = [
      ['001', 'admin'],
      ['001', 'admin'],
      ['001', 'operator'],
      ['001', 'viewer'],
      ['002', 'admin'],
      ['000', 'owner'],
    ];
    const sessions = [];
    for (const [gscode, user] of who) sessions.push(await ctx.login(gscode, user));
    const calls = [
      '/api/LAdmin/Get_UserMenus',
      '/api/Reports/ReportData',
      '/api/Reports/Ranking?rankname=thismonth',
      '/api/Reports/Ranking?rankname=lastweek',
      '/api/UManage/getUserGscode',
    ];
    const requests = [];
    for (let round = 0; round < 8; round++) {
      for (const s of sessions) {
        for (const url of calls) requests.push(ctx.app.inject({ method: 'GET', url, headers: s.headers }));
      }
    }
    const answers = await Promise.all(requests);
    const bad = answers
      .filter((r) => r.statusCode !== 200 || r.json().code !== 0)
      .map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`);
    expect(answers).toHaveLength(8 * sessions.length * calls.length);
    expect(bad).toEqual([]);

    // And it left no named prepared statement on any connection of the pool (all 5 held at once).
    const held = await Promise.all(Array.from({ length: 5 }, () => ctx.db.$client.connect()));
    try {
      for (const c of held) {
        const { rows } = await c.query('select name, statement from pg_prepared_statements');
        expect(rows).toEqual([]);
      }
    } finally {
      held.forEach((c) => c.release());
    }
  });
});
