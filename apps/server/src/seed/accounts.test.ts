import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testCalls } from '../../test/calls.js';
import { seedShopAccounts } from './accounts.js';
import { seedClients, seedMembers } from './clients.js';
import { withTransaction } from '../db/client.js';
import { generateOrders } from './orders.js';

let ctx: TestContext;
const { q } = testCalls(() => ctx);
const NOW = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function seedBranch(gscode: string) {
  await q(
    `insert into branches (gscode, longname, name, guestcode) values ($1, 'Accounts test ' || $1, 'Accounts', 'C' || $1)`,
    [gscode],
  );
  const clientIds = await seedClients(ctx.db, gscode, 120, 41, NOW);
  await seedMembers(ctx.db, gscode, clientIds, 360, 42, NOW);
  await withTransaction(ctx.db, (c) => generateOrders(c, { gscode, n: 3000, seed: 43, now: NOW }));
  await seedShopAccounts(ctx.db, gscode, 45, NOW);
}

/**
 * What the seed wrote, without ids or times (seedMembers's registration times depend on the rows' ids), so two
 * branches seeded alike compare equal once their codes are replaced.
 */
async function written(gscode: string) {
  return q(
    `
    select (select json_agg(json_build_array(nickname, mobile, last_login_at is null, status) order by id) from members where gscode = $1) as members,
           (select json_agg(json_build_array(m.user_name, p.status, p.commission_rate) order by p.member_id)
              from promoters p join members m on m.id = p.member_id where p.gscode = $1) as promoters,
           (select json_agg(json_build_array(c.guestcode, m.user_name) order by c.id)
              from clients c join members m on m.id = c.promoter_id where c.gscode = $1) as referrals`,
    [gscode],
  );
}

describe('shop accounts and promoters demo data', () => {
  it('fills every account, disables a few, makes promoters whose referrals signed up after them; deterministic', async () => {
    await seedBranch('091');
    const [f] = await q(
      `
      select count(*)::int as n, count(*) filter (where nickname = '' or mobile = '')::int as empty,
             count(*) filter (where status = 0)::int as disabled,
             count(*) filter (where last_login_at is not null)::int as signed_in,
             count(*) filter (where last_login_at < created_at or last_login_at > $2)::int as bad_login,
             (select count(*)::int from promoters where gscode = $1) as promoters,
             (select count(*)::int from clients where gscode = $1 and promoter_id is not null) as referred,
             (select count(*)::int from clients c join promoters p on p.member_id = c.promoter_id
               where c.gscode = $1 and (c.created_at <= p.created_at or p.gscode <> c.gscode)) as early,
             (select count(*)::int from members m join promoters p on p.member_id = m.id where m.gscode = $1 and p.created_at < m.created_at) as before_account
        from members where gscode = $1`,
      ['091', NOW.toISOString()],
    );
    expect(f.n).toBe(360);
    expect(f.empty).toBe(0);
    expect(f.disabled).toBeGreaterThan(0);
    expect(f.disabled).toBeLessThan(36);
    expect(f.signed_in).toBeGreaterThan(250);
    expect(f.bad_login).toBe(0);
    expect(f.promoters).toBeGreaterThanOrEqual(3);
    expect(f.referred).toBeGreaterThan(5);
    expect(f.early).toBe(0);
    expect(f.before_account).toBe(0);
    // Some promoter earns from completed orders of its referrals.
    const [{ n }] = await q(`
      select count(*)::int as n from orders o join clients c on c.id = o.client_id join promoters p on p.member_id = c.promoter_id
       where o.gscode = '091' and o.status = 4 and o.created_at >= greatest(c.created_at, p.created_at)`);
    expect(n).toBeGreaterThan(0);

    await seedBranch('092');
    const a = (await written('091'))[0];
    const b = (await written('092'))[0];
    expect(JSON.stringify(b).replace(/\b(u|)092(?=\d|K)/g, '$1091')).toBe(JSON.stringify(a));
  });
});
