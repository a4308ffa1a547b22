import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * The demo's year plan (issue 15 #4), so /plan/year-plan is not empty out of the box: for last
 * year and this year (the branch's local year at `now`), the branch line and each salesperson
 * who sold last year. Last year's targets are its actual figures rounded (to hundreds of yuan and
 * whole orders: what a plan written in hindsight looks like); this year's are last year's actual
 * of the same month plus 10 %, rounded up to hundreds, so the completion shows how the demo
 * orders of this year are doing. From the order rollup, like the page.
 */
export async function seedYearPlan(db: Db, gscode: string, now: Date) {
  await db.execute(sql`
    with b as (select (${now.toISOString()}::timestamptz at time zone timezone)::date as today from branches where gscode = ${gscode}),
    y as (select extract(year from today)::int as y from b),
    actual as (
      select case when grouping(s.salesperson_id) = 1 then 0 else s.salesperson_id end as sp,
             extract(month from s.period)::int as month, sum(s.n) as n, sum(s.amount) as a
        from order_sums s, y
       where s.gscode = ${gscode} and s.client_id = 0 and s.amount_band = -1 and s.grain = 'm' and s.status <> 9
         and s.period >= make_date(y.y - 1, 1, 1) and s.period < make_date(y.y, 1, 1)
       group by grouping sets ((s.period), (s.period, s.salesperson_id))),
    lines as (select distinct sp from actual where sp = 0 or exists (select 1 from users u where u.id = actual.sp and u.gscode = ${gscode} and u.status = 1))
    insert into year_plans (gscode, year, salesperson_id, month, amount, orders, version, updated_by)
    select ${gscode}, y.y - k.back, l.sp, m.month,
           case when k.back = 1 then round(coalesce(a.a, 0), -2) else ceil(coalesce(a.a, 0) * 1.1 / 100) * 100 end,
           case when k.back = 1 then coalesce(a.n, 0) else ceil(coalesce(a.n, 0) * 1.1) end,
           1, 'admin'
      from y cross join lines l cross join generate_series(1, 12) m(month) cross join (values (0), (1)) k(back)
      left join actual a on a.sp = l.sp and a.month = m.month
    on conflict do nothing`);
}
