import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testCalls } from '../../test/calls.js';
import { seedClients } from './clients.js';
import { seedCredit } from './credit.js';

let ctx: TestContext;
const { q } = testCalls(() => ctx);
const NOW = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('credit applications demo data', () => {
  it('gives a few dozen applications in every state, at most one pending per client, approved ones matching the client', async () => {
    await seedClients(ctx.db, '001', 80, 51, NOW);
    await seedCredit(ctx.db, '001', 57, NOW);
    const [f] = await q(
      `
      select count(*)::int as n, count(*) filter (where state = 0)::int as pending, count(*) filter (where state = 1)::int as approved,
             count(*) filter (where state = 2)::int as rejected,
             count(*) filter (where state <> 0 and (audited_by is null or audited_at < applied_at))::int as bad_audit,
             count(*) filter (where applied_at > $2)::int as future
        from credit_applications where gscode = $1`,
      ['001', NOW.toISOString()],
    );
    expect(f.n).toBeGreaterThan(30);
    expect(f.pending).toBeGreaterThan(3);
    expect(f.approved).toBeGreaterThan(10);
    expect(f.rejected).toBeGreaterThan(3);
    expect(f.bad_audit).toBe(0);
    expect(f.future).toBe(0);
    const [twice] = await q(
      `select count(*)::int as n from (select client_id from credit_applications where state = 0 group by client_id having count(*) > 1) x`,
    );
    expect(twice.n).toBe(0);
    const [mismatch] = await q(`
      select count(*)::int as n from credit_applications a join clients c on c.id = a.client_id
       where a.state = 1 and (a.maxprice <> c.maxprice or a.maxdays <> c.maxdays or a.isyuejie <> c.isyuejie)`);
    expect(mismatch.n).toBe(0);
  });
});
