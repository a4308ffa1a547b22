import { sql } from 'drizzle-orm';
import { BRANCH_ENDING_DAYS, rangeDays, type BranchFigureRow, type DayRange } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { branches, clients, orderSums, visitRollup } from '../../db/schema.js';

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
 * owner's own branch. Orders, sales and paid orders come from order_sums' day rows for every client
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
  const days = rangeDays(range.from, range.to);
  // The rows of every client of the branch over some days: whole months from the month rows, the
  // days around them from the day rows (a year is 12 month rows a combination, not 365 day rows).
  const dayRows = (first: string, last: string) => {
    const { days, months } = spansOf(first, last);
    const parts = [
      ...days.map(([a, b]) => sql`(${s.grain} = 'd' and ${s.period} >= ${a}::date and ${s.period} <= ${b}::date)`),
      ...(months
        ? [sql`(${s.grain} = 'm' and ${s.period} >= ${months[0]}::date and ${s.period} <= ${months[1]}::date)`]
        : []),
    ];
    return sql`${s.gscode} = br.gscode and ${s.clientId} = 0 and ${s.amountBand} = -1 and ${s.status} <> 9
               and (${sql.join(parts, sql` or `)})`;
  };
  const previous = { from: addDays(range.from, -days), to: addDays(range.from, -1) };
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
      cross join lateral (select coalesce(sum(${s.n}), 0)::int as n, coalesce(sum(${s.amount}), 0) as a,
                                 coalesce(sum(${s.n}) filter (where ${s.payState} = 2), 0)::int as paid
                            from ${s} where ${dayRows(range.from, range.to)}) cur
      cross join lateral (select coalesce(sum(${s.amount}), 0) as a
                            from ${s} where ${dayRows(previous.from, previous.to)}) prev
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

const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
/** YYYY-MM-DD `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => dayOf(dayNumber(day) + n);

/**
 * The days first..last (both included) as the whole months inside them (their first days, first
 * and last month) and the day spans before and after those months; no months when none is whole.
 */
export function spansOf(first: string, last: string): { days: [string, string][]; months: [string, string] | null } {
  // The first month starting on or after `first`; the first day after the last whole month.
  const firstMonth = first.endsWith('-01') ? first : `${addDays(`${first.slice(0, 8)}28`, 4).slice(0, 8)}01`;
  const dayAfter = addDays(last, 1);
  const afterMonths = dayAfter.endsWith('-01') ? dayAfter : `${last.slice(0, 8)}01`;
  if (dayNumber(firstMonth) >= dayNumber(afterMonths)) return { days: [[first, last]], months: null };
  const days: [string, string][] = [];
  if (first < firstMonth) days.push([first, addDays(firstMonth, -1)]);
  if (afterMonths <= last) days.push([afterMonths, last]);
  // The last whole month's first day: the month before afterMonths.
  const lastMonth = `${addDays(afterMonths, -1).slice(0, 8)}01`;
  return { days, months: [firstMonth, lastMonth] };
}
