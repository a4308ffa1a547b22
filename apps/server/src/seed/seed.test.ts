import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../test/context.js';
import { hashPassword } from '../modules/auth/password.js';
import { seedClients } from './clients.js';
import { accountsWithDemoPassword } from './guard.js';
import { withTransaction } from '../db/client.js';
import { generateOrders } from './orders.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NOW = new Date('2026-11-20T10:00:00Z');

async function figures() {
  const { rows } = await ctx.db.execute(sql`
    select count(*)::int as n, sum(amount)::text as total, min(created_at) as first, max(created_at) as last,
           count(*) filter (where extract(isodow from created_at at time zone 'Asia/Shanghai') < 6)::int as weekday,
           (select count(*)::int from order_lines where gscode = '002') as lines,
           (select count(*)::int from orders o where gscode = '002'
              and amount <> (select sum(amount) from order_lines l where l.order_id = o.id)) as mismatched
      from orders where gscode = '002'`);
  return rows[0] as {
    n: number;
    total: string;
    first: string;
    last: string;
    weekday: number;
    lines: number;
    mismatched: number;
  };
}

describe('demo data generator', () => {
  it('generates exactly N orders over two years, deterministic for a seed, with a weekday shape', async () => {
    await seedClients(ctx.db, '002', 50, 7);
    await withTransaction(ctx.db, (c) => generateOrders(c, { gscode: '002', n: 3000, seed: 11, now: NOW }));
    const first = await figures();
    expect(first.n).toBe(3000);
    expect(first.mismatched).toBe(0);
    expect(first.lines).toBeGreaterThanOrEqual(3000);
    expect(new Date(first.last).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - new Date(first.first).getTime()).toBeGreaterThan(700 * 86_400_000);
    // Five weekdays carry clearly more than 5/7 of the orders.
    expect(first.weekday / first.n).toBeGreaterThan(0.8);

    await ctx.db.execute(sql`delete from visits where gscode = '002'`);
    await ctx.db.execute(sql`delete from payments where gscode = '002'`);
    await ctx.db.execute(sql`delete from orders where gscode = '002'`);
    await withTransaction(ctx.db, (c) => generateOrders(c, { gscode: '002', n: 3000, seed: 11, now: NOW }));
    expect(await figures()).toEqual(first);
  });

  it('spreads client sign-ups over the two years, and orders only go to clients signed up by then', async () => {
    await ctx.db.execute(
      sql`insert into branches (gscode, longname, name, guestcode) values ('003', 'Sign-up test', 'Sign-up', 'C003')`,
    );
    await seedClients(ctx.db, '003', 80, 21, NOW);
    await withTransaction(ctx.db, (c) => generateOrders(c, { gscode: '003', n: 2000, seed: 13, now: NOW }));
    const { rows } = await ctx.db.execute(sql`
      select count(*)::int as n,
             count(*) filter (where created_at > ${NOW.toISOString()}::timestamptz - interval '1 day')::int as last_day,
             count(*) filter (where created_at > ${NOW.toISOString()}::timestamptz - interval '365 days')::int as last_year,
             count(*) filter (where created_at > ${NOW.toISOString()}::timestamptz)::int as future,
             (select count(*)::int from orders o join clients c on c.id = o.client_id
               where o.gscode = '003' and o.created_at < c.created_at) as before_sign_up
        from clients where gscode = '003'`);
    const r = rows[0] as { n: number; last_day: number; last_year: number; future: number; before_sign_up: number };
    expect(r.n).toBe(80);
    expect(r.last_day).toBeLessThan(4);
    expect(r.last_year).toBeGreaterThan(15);
    expect(r.last_year).toBeLessThan(50);
    expect(r.future).toBe(0);
    expect(r.before_sign_up).toBe(0);
  });

  it("keeps each order's figures, pay state, payments, history and rollup consistent (the order desk's rules)", async () => {
    await ctx.db.execute(
      sql`insert into branches (gscode, longname, name, guestcode) values ('005', 'Desk test', 'Desk', 'C005')`,
    );
    await ctx.db.execute(sql`
      insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash)
      values ('005', 'a', 'A', 'C005', 'admin', 'x'), ('005', 'b', 'B', 'C005', 'operator', 'x')`);
    await seedClients(ctx.db, '005', 30, 5, NOW);
    await withTransaction(ctx.db, (c) => generateOrders(c, { gscode: '005', n: 3000, seed: 17, now: NOW }));
    const { rows } = await ctx.db.execute(sql`
      with o as (select * from orders where gscode = '005')
      select
        (select count(*)::int from o where qty <> (select sum(qty) from order_lines l where l.order_id = o.id)
            or items <> (select string_agg(product, ', ' order by id) from order_lines l where l.order_id = o.id)) as bad_lines,
        (select count(*)::int from o where paid <> coalesce((select sum(amount) from payments p where p.order_id = o.id and p.state = 'success'), 0)) as bad_paid,
        (select count(*)::int from o where pay_state <> case when paid <= 0 then 0 when paid < amount then 1 else 2 end) as bad_pay_state,
        (select count(*)::int from o where version <> (select count(*) from order_events e where e.order_id = o.id)) as bad_version,
        (select count(*)::int from o where status <> coalesce((select to_state from order_events e where e.order_id = o.id order by at desc, id desc limit 1), 0)) as bad_status,
        (select count(*)::int from o where status = 9 and cancel_reason = '') as cancelled_without_reason,
        (select count(*)::int from payments where gscode = '005' and method not in ('wechat', 'alipay', 'bank', 'cash', 'monthly')) as bad_methods,
        (select count(*)::int from payments where gscode = '005' and state <> 'success') as not_counted,
        (select count(*)::int from o where pay_state = 1) as partial,
        (select count(distinct channel)::int from o) as channels,
        (select count(*)::int from o where salesperson_id is not null) as with_salesperson,
        (select count(*)::int from o where channel = 'counter' and salesperson_id is null) as counter_without,
        (select count(*)::int from o where address = '' or consignee = '') as no_address,
        (select count(*)::int from order_lines where gscode = '005' and (size = '' or paper = '')) as bare_lines,
        (select count(*)::int from order_notes where gscode = '005') as notes,
        (select count(*)::int from o where updated_at > ${NOW.toISOString()}::timestamptz or updated_at < created_at) as bad_updated`);
    const r = rows[0] as Record<string, number>;
    expect(r).toMatchObject({
      bad_lines: 0,
      bad_paid: 0,
      bad_pay_state: 0,
      bad_version: 0,
      bad_status: 0,
      cancelled_without_reason: 0,
      bad_methods: 0,
      channels: 4,
      counter_without: 0,
      no_address: 0,
      bare_lines: 0,
      bad_updated: 0,
    });
    expect(r.not_counted).toBeGreaterThan(0);
    expect(r.partial).toBeGreaterThan(0);
    expect(r.with_salesperson).toBeGreaterThan(1000);
    expect(r.notes).toBeGreaterThan(0);
    // The list's rollup equals a rebuild from the orders.
    const sums = async () =>
      (
        await ctx.db.execute(
          sql`select * from order_sums where gscode = '005' order by gscode, client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id`,
        )
      ).rows;
    const kept = await sums();
    await ctx.db.execute(sql`select order_sums_rebuild('005')`);
    expect(await sums()).toEqual(kept);
  });

  it('gives the same clients for the same seed', async () => {
    const a = await seedClients(ctx.db, '001', 5, 99);
    const b = await seedClients(ctx.db, '000', 5, 99);
    const names = async (ids: number[]) =>
      (
        await ctx.db.execute(
          sql`select guestname, longname, mobile from clients where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
        )
      ).rows;
    expect(await names(a)).toEqual(await names(b));
  });

  it('runs only inside a transaction and leaves no temporary table or function on the connection', async () => {
    await ctx.db.execute(
      sql`insert into branches (gscode, longname, name, guestcode) values ('004', 'Pooler test', 'Pooler', 'C004')`,
    );
    await seedClients(ctx.db, '004', 5, 3, NOW);
    const c = await ctx.db.$client.connect();
    try {
      await expect(generateOrders(c, { gscode: '004', n: 10, seed: 3, now: NOW })).rejects.toThrow(/transaction block/);
      await c.query('begin');
      await generateOrders(c, { gscode: '004', n: 10, seed: 3, now: NOW });
      const { rows } =
        await c.query(`select (select count(*)::int from pg_class where relnamespace = pg_my_temp_schema()) as tables,
                                             (select count(*)::int from pg_proc where pronamespace = pg_my_temp_schema()) as functions`);
      await c.query('commit');
      expect(rows[0]).toEqual({ tables: 0, functions: 0 });
    } finally {
      c.release();
    }
    expect((await ctx.db.execute(sql`select count(*)::int as n from orders where gscode = '004'`)).rows[0].n).toBe(10);
  });
});

describe('production guard', () => {
  it('names every enabled account still using the demo password', async () => {
    expect(await accountsWithDemoPassword(ctx.db, TEST_PASSWORD)).toContain('001/admin');
    await ctx.db.execute(sql`update users set password_hash = ${await hashPassword('a-real-secret')}`);
    expect(await accountsWithDemoPassword(ctx.db, TEST_PASSWORD)).toEqual([]);
  });
});
