import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * The report roll-ups' nightly check (scheduled task 'rollup-check'): order_sums is kept by
 * triggers on orders (migrations 0011, 0015), so it should never drift; this re-sums one branch's
 * day and month rows of this and last month (local time) from its orders, as order_sums_rebuild
 * would, and repairs the rows that differ. The all-time rows need every order and are left to a
 * full rebuild. The comparison is one statement (one snapshot, in which orders and their sums were
 * written by the same transactions, so work in flight shows no false drift); a repair takes the
 * branch row's lock the triggers take, so no order write interleaves with it.
 */

/** The branch's rows of the window, recomputed from its orders (tz: the branch's time zone). */
const expected = (gscode: string, tz: string, from: ReturnType<typeof sql>) => sql`
  select o.gscode, c.client_id, c.band as amount_band, g.grain, g.period, o.status, o.pay_state, o.channel,
         coalesce(o.salesperson_id, 0) as salesperson_id,
         count(*)::int as n, sum(o.qty)::bigint as qty, sum(o.amount) as amount, sum(o.paid) as paid
    from orders o
   cross join lateral (values (o.client_id, -1::smallint), (0, -1::smallint), (0, order_amount_band(o.amount))) c(client_id, band)
   cross join lateral (values ('d', (o.created_at at time zone ${tz})::date),
                              ('m', date_trunc('month', o.created_at at time zone ${tz})::date)) g(grain, period)
   where o.gscode = ${gscode} and o.created_at >= (${from}::timestamp at time zone ${tz})
   group by 1, 2, 3, 4, 5, 6, 7, 8, 9`;

const KEY = sql.raw('gscode, client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id');

export async function checkRollups(db: Db, gscode: string): Promise<{ checked: number; repaired: number }> {
  const { rows: b } = await db.execute(sql`select timezone from branches where gscode = ${gscode}`);
  if (!b.length) return { checked: 0, repaired: 0 };
  const tz = String(b[0].timezone);
  const from = sql`(date_trunc('month', (now() at time zone ${tz})::date - interval '1 month'))::date`;
  const diff = sql`
    with e as (${expected(gscode, tz, from)}),
    a as (select ${KEY}, n, qty, amount, paid from order_sums
           where gscode = ${gscode} and grain in ('d', 'm') and period >= ${from})
    select (select count(*) from e)::int as checked,
           (select count(*) from e full join a using (${KEY})
             where e.n is null or a.n is null
                or (e.n, e.qty, e.amount, e.paid) is distinct from (a.n, a.qty, a.amount, a.paid))::int as drift`;
  const { rows } = await db.execute(diff);
  const checked = Number(rows[0].checked);
  if (Number(rows[0].drift) === 0) return { checked, repaired: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from branches where gscode = ${gscode} for no key update`);
    const { rows: again } = await tx.execute(diff);
    const repaired = Number(again[0].drift);
    if (repaired > 0) {
      await tx.execute(
        sql`delete from order_sums where gscode = ${gscode} and grain in ('d', 'm') and period >= ${from}`,
      );
      await tx.execute(sql`
        insert into order_sums (${KEY}, n, qty, amount, paid)
        select ${KEY}, n, qty, amount, paid from (${expected(gscode, tz, from)}) e order by ${KEY}`);
    }
    return { checked: Number(again[0].checked), repaired };
  });
}
