import { sql } from 'drizzle-orm';
import { BRANCH_ENDING_DAYS, rangeDays, type BranchFigureRow, type DayRange } from '@bo/contract';
import { addDays } from '../../calendar-days.js';
import type { Db } from '../../db/client.js';
import { branches, clients, orderSums, visitRollup } from '../../db/schema.js';
import { rollupPeriods } from '../orders/public.js';

/** What the figures query names its columns; shaped into BranchFigureRow below. */
interface FigureColumns {
  gscode: string;
  company: string;
  state: BranchFigureRow['state'];
  endtime: string;
  sales: string;
  orders: number;
  paid_orders: number;
  new_clients: number;
  visitors: number;
  conversion: string;
  avg_order: string;
  sales_change: string | null;
}

/**
 * Every branch's figures for the days `range` (each branch's own local days), but the platform
 * owner's own branch. Orders, sales and paid orders come from order_sums' rows for every client
 * (client 0, every amount band): the rollup the order list's totals read, kept by the same
 * transaction as every order write, counting as the dashboard does (not cancelled, local day of
 * creation). New clients by the branch's local day of creation (index clients_gscode_created),
 * visits from visit_rollup. The previous period is as long and ends the day before `range.from`.
 * One statement, a few index range scans per branch: docs/benchmarks.md for a million orders.
 */
export async function branchFigures(db: Db, ownGscode: string, range: DayRange): Promise<BranchFigureRow[]> {
  const s = orderSums;
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  const length = rangeDays(range.from, range.to);
  // Every client's orders of the branch over some days, as the order list's totals read them:
  // whole months from the month rows, the days around them from day rows (rollupPeriods).
  const sumsOver = (first: string, last: string) => {
    const pieces = rollupPeriods(first, last);
    const rowsOf = (sign: 1 | -1) => {
      const set = pieces.filter((p) => p.sign === sign);
      if (!set.length) return null;
      const periods = set.map(
        (p) => sql`(${s.grain} = ${p.grain} and ${s.period} >= ${p.from}::date and ${s.period} <= ${p.to}::date)`,
      );
      return sql`select ${s.n} * ${sign}::int as n, ${s.amount} * ${sign}::int as amount, ${s.payState} as pay_state
                   from ${s} where ${s.gscode} = br.gscode and ${s.clientId} = 0 and ${s.amountBand} = -1
                    and ${s.status} <> 9 and (${sql.join(periods, sql` or `)})`;
    };
    const parts = [rowsOf(1), rowsOf(-1)].filter((p) => p !== null);
    return parts.length ? sql.join(parts, sql` union all `) : sql`select 0 as n, 0::numeric as amount, 0 as pay_state`;
  };
  const previous = { from: addDays(range.from, -length), to: addDays(range.from, -1) };
  const money = (x: string) => sql.raw(`round(${x}, 2)::text`);
  const { rows } = await db.execute(sql`
    select br.gscode, br.name as company,
           case when br.status <> 1 then 'disabled'
                when br.isopen = 1 and br.endtime < br.today then 'expired'
                when br.isopen = 1 and br.endtime < br.today + ${BRANCH_ENDING_DAYS}::int then 'ending'
                else 'live' end as state,
           coalesce(br.endtime::text, '') as endtime,
           ${money('cur.a')} as sales, cur.n as orders, cur.paid as paid_orders,
           nc.n as new_clients, v.n as visitors,
           case when v.n = 0 then '0.00' else round(100.0 * cur.n / v.n, 2)::text end as conversion,
           case when cur.n = 0 then '0.00' else round(cur.a / cur.n, 2)::text end as avg_order,
           case when prev.a = 0 then null else round(100 * (cur.a - prev.a) / prev.a, 2)::text end as sales_change
      from (select gscode, name, status, isopen, endtime, timezone, (now() at time zone timezone)::date as today
              from ${branches} where gscode <> ${ownGscode}) br
      cross join lateral (select coalesce(sum(x.n), 0)::int as n, coalesce(sum(x.amount), 0) as a,
                                 coalesce(sum(x.n) filter (where x.pay_state = 2), 0)::int as paid
                            from (${sumsOver(range.from, range.to)}) x) cur
      cross join lateral (select coalesce(sum(x.amount), 0) as a
                            from (${sumsOver(previous.from, previous.to)}) x) prev
      cross join lateral (select count(*)::int as n from ${clients}
                           where ${clients.gscode} = br.gscode
                             and ${clients.createdAt} >= (${from}::timestamp at time zone br.timezone)
                             and ${clients.createdAt} < ((${to} + 1)::timestamp at time zone br.timezone)) nc
      cross join lateral (select coalesce(sum(${visitRollup.visits}), 0)::int as n from ${visitRollup}
                           where ${visitRollup.gscode} = br.gscode and ${visitRollup.day} >= ${from}
                             and ${visitRollup.day} <= ${to}) v
     order by cur.a desc, br.gscode`);
  return (rows as unknown as FigureColumns[]).map((r) => ({
    gscode: r.gscode,
    company: r.company,
    state: r.state,
    endtime: r.endtime,
    sales: r.sales,
    orders: r.orders,
    paidOrders: r.paid_orders,
    newClients: r.new_clients,
    visitors: r.visitors,
    conversion: r.conversion,
    avgOrder: r.avg_order,
    salesChange: r.sales_change,
  }));
}
