import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANK_NAMES, YW_TYPES } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Session } from '../../plugins/session.js';
import { directChart, directRanking, directReportData, rollupDrift } from './direct.js';
import { branchChart, branchRanking, branchReportData } from './service.js';

/**
 * The rollups must equal a plain aggregate over orders and visits after every kind of write:
 * bulk inserts, edits of amount, client, date and status, cancellation, deletion, concurrent
 * transactions, a rolled-back transaction, a time-zone change and TRUNCATE.
 */
let ctx: TestContext;
const NOW = new Date('2026-03-02T04:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname)
    select b, b || 'K' || lpad(g::text, 3, '0'), b || '客户' || g, b || '公司' || g
      from unnest(array['001', '002']) b, generate_series(1, 20) g`);
  // 3000 orders over ~100 days around the turn of the month, times spread over the whole day
  // (so many fall near local midnight), a few cancelled.
  await ctx.db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, created_at)
    select c.gscode, 'g' || g, c.id, case when g % 17 = 0 then 9 else g % 5 end,
           round((1 + (hashint4(g) & 65535) / 100.0)::numeric, 2),
           ${NOW.toISOString()}::timestamptz - make_interval(mins => (hashint4(g * 7) & 262143) % 144000)
      from generate_series(1, 3000) g
      join clients c on c.gscode = (case when g % 3 = 0 then '002' else '001' end)
                    and c.guestcode = c.gscode || 'K' || lpad((1 + (hashint4(g * 13) & 1023) % 20)::text, 3, '0')`);
  await ctx.db.execute(sql`
    insert into visits (gscode, visitor_id, client_id, at)
    select case when g % 4 = 0 then '002' else '001' end, 'v' || (g % 97), null,
           ${NOW.toISOString()}::timestamptz - make_interval(mins => (hashint4(g * 3) & 262143) % 144000)
      from generate_series(1, 2000) g`);
});
afterAll(() => ctx.close());

const q = () => ctx.db.$client;
const expectExact = async () => expect(await rollupDrift(q())).toEqual([]);
const count = async (s: ReturnType<typeof sql>) => Number((await ctx.db.execute(s)).rows[0].n);

describe('rollups stay exact', () => {
  it('after a bulk insert', async () => {
    expect(await count(sql`select count(*) as n from order_rollup`)).toBeGreaterThan(1000);
    await expectExact();
  });

  it('after edits of amount, client, date (across midnight and month end) and status', async () => {
    await ctx.db.execute(sql`update orders set amount = amount + 0.01 where id % 7 = 0`);
    await expectExact();
    await ctx.db.execute(sql`
      update orders o set client_id = (select id from clients c where c.gscode = o.gscode and c.id <> o.client_id order by c.id limit 1)
       where o.id % 11 = 0`);
    await expectExact();
    await ctx.db.execute(
      sql`update orders set created_at = created_at + interval '5 hours 59 minutes' where id % 13 = 0`,
    );
    await expectExact();
    await ctx.db.execute(sql`update orders set status = 9 where id % 19 = 0`);
    await expectExact();
    await ctx.db.execute(sql`update orders set status = 1 where status = 9 and id % 2 = 0`);
    await expectExact();
    // Every field at once, and an edit that changes nothing the rollups count.
    await ctx.db.execute(sql`
      update orders set amount = amount * 2, created_at = created_at - interval '1 day', status = (status + 1) % 5
       where id % 23 = 0`);
    await ctx.db.execute(sql`update orders set orderno = orderno || '-x' where id % 29 = 0`);
    await expectExact();
  });

  it('after an order moves to another branch', async () => {
    await ctx.db.execute(sql`
      update orders o set gscode = '002', client_id = (select id from clients where gscode = '002' order by id limit 1)
       where o.gscode = '001' and o.id % 31 = 0`);
    await expectExact();
  });

  it('after deletions, of single orders and of a whole client', async () => {
    await ctx.db.execute(sql`delete from orders where id % 37 = 0`);
    await expectExact();
    await ctx.db.execute(sql`delete from orders where client_id = (select min(client_id) from orders)`);
    await expectExact();
    // No rollup row is left at zero.
    expect(await count(sql`select count(*) as n from order_rollup where dd_num = 0`)).toBe(0);
  });

  it('after a rolled-back transaction', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set amount = amount + 100 where gscode = '001'`);
        await tx.execute(sql`delete from orders where gscode = '002'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expectExact();
  });

  it('after concurrent transactions writing the same clients and days', async () => {
    const ids = (await ctx.db.execute(sql`select id from clients where gscode = '001' order by id limit 3`)).rows.map(
      (r) => Number(r.id),
    );
    const writers = Array.from({ length: 8 }, (_, w) =>
      ctx.db.transaction(async (tx) => {
        for (let i = 0; i < 10; i++) {
          await tx.execute(sql`insert into orders (gscode, orderno, client_id, status, amount, created_at)
            values ('001', ${`c${w}-${i}`}, ${ids[(w + i) % 3]}, 1, ${(w + 1) * 1.11 + i}, ${NOW.toISOString()}::timestamptz - make_interval(hours => ${i}))`);
          if (i % 3 === 0) await tx.execute(sql`update orders set amount = amount + 1 where orderno = ${`c${w}-${i}`}`);
        }
        if (w % 2 === 0) await tx.execute(sql`delete from orders where orderno = ${`c${w}-0`}`);
      }),
    );
    await Promise.all(writers);
    await expectExact();
  });

  it('after visits are added, moved and deleted', async () => {
    await ctx.db.execute(sql`update visits set at = at + interval '7 hours' where id % 5 = 0`);
    await ctx.db.execute(sql`update visits set gscode = '002' where gscode = '001' and id % 7 = 0`);
    await ctx.db.execute(sql`delete from visits where id % 9 = 0`);
    await expectExact();
  });

  it("after a change of a branch's time zone", async () => {
    await ctx.db.execute(sql`update branches set timezone = 'America/Los_Angeles' where gscode = '002'`);
    await expectExact();
  });

  it('answers every call exactly like the plain queries on the orders table', async () => {
    let longest = 0;
    for (const gscode of ['001', '002']) {
      const session = { gscode, ownDataOf: null } as Session;
      expect(await branchReportData(ctx.db, session, NOW)).toEqual(await directReportData(q(), gscode, NOW));
      for (const yw of YW_TYPES)
        expect(await branchChart(ctx.db, session, yw, NOW), `${gscode} ${yw}`).toEqual(
          await directChart(q(), gscode, yw, NOW),
        );
      for (const rank of RANK_NAMES) {
        const rows = await branchRanking(ctx.db, session, rank, NOW);
        expect(rows, `${gscode} ${rank}`).toEqual(await directRanking(q(), gscode, rank, NOW));
        longest = Math.max(longest, rows.length);
      }
    }
    // The top-10 cut was exercised.
    expect(longest).toBe(10);
  });

  it('after TRUNCATE', async () => {
    await ctx.db.execute(sql`truncate orders cascade`);
    await ctx.db.execute(sql`truncate visits`);
    expect(await count(sql`select count(*) as n from order_rollup`)).toBe(0);
    expect(await count(sql`select count(*) as n from visit_rollup`)).toBe(0);
  });
});
