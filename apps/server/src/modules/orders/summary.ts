import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { splitAmountRange } from './amount-bands.js';
import { clientIdOf, inList, orderWhere, payStateCodes, type OrderFilters } from './list-query.js';

/**
 * The total and summary row of the order list over the whole filtered set. Counting and summing a
 * million orders per request is too slow, so the answer is summed from the rollup order_sums
 * wherever it can be: no date range reads the all-time rows, a range reads whole months from the
 * month rows and the days at either end from the day rows, so an answer reads at most a few
 * thousand rows whatever the range. An amount range reads the amount bands it covers wholly from
 * the rollup and counts only the orders at its ends (through the amount index). An order-number
 * prefix, or an amount range with a client, counts the orders themselves (both are selective).
 * Money is summed in SQL numeric and leaves as text: exact.
 */
export interface OrderSummary {
  total: number;
  summary: { qty: number; amount: string; paid: string };
}

const sumColumns = (n: SQL, qty: SQL, amount: SQL, paid: SQL) => sql`
  coalesce(${n}, 0)::int as total, coalesce(${qty}, 0)::bigint as qty,
  round(coalesce(${amount}, 0), 2)::text as amount, round(coalesce(${paid}, 0), 2)::text as paid`;

/** order_sums rows covering local days from…to exactly: all-time rows without a range, else month rows for whole months and day rows for the rest. */
function periodCondition(f: OrderFilters): SQL {
  if (!f.from && !f.to) return sql`s.grain = 'a'`;
  // Whole months lie in [firstWhole, endWhole): firstWhole = the first month start on or after
  // `from`, endWhole = the month start after `to`'s month when `to` is its last day, else `to`'s month start.
  const from = f.from ? sql`${f.from}::date` : sql`'-infinity'::date`;
  const to = f.to ? sql`${f.to}::date` : sql`'infinity'::date`;
  const firstWhole = f.from ? sql`(date_trunc('month', (${f.from}::date - 1)::timestamp) + interval '1 month')::date` : sql`'-infinity'::date`;
  const endWhole = f.to ? sql`date_trunc('month', (${f.to}::date + 1)::timestamp)::date` : sql`'infinity'::date`;
  return sql`(
    (s.grain = 'm' and s.period >= ${firstWhole} and s.period < ${endWhole})
    or (s.grain = 'd' and s.period >= ${from} and s.period <= ${to} and (s.period < ${firstWhole} or s.period >= ${endWhole})))`;
}

/** Count and sums from order_sums: every amount (band -1), or the orders of the given amount bands (every client). */
function rollupPart(gscode: string, f: OrderFilters, bands?: number[]): SQL {
  const parts: SQL[] = [
    sql`s.gscode = ${gscode}`,
    f.client ? sql`s.client_id = ${clientIdOf(gscode, f.client)}` : sql`s.client_id = 0`,
    bands ? sql`s.amount_band in ${inList(bands)}` : sql`s.amount_band = -1`,
    periodCondition(f),
  ];
  if (f.status?.length) parts.push(sql`s.status in ${inList(f.status.map(Number))}`);
  if (f.payState?.length) parts.push(sql`s.pay_state in ${inList(payStateCodes(f.payState))}`);
  if (f.channel?.length) parts.push(sql`s.channel in ${inList(f.channel)}`);
  if (f.salesperson !== undefined) parts.push(sql`s.salesperson_id = ${f.salesperson}`);
  return sql`select sum(s.n) as n, sum(s.qty) as qty, sum(s.amount) as amount, sum(s.paid) as paid
               from order_sums s where ${sql.join(parts, sql` and `)}`;
}

/** Count and sums of the orders themselves. */
const ordersPart = (gscode: string, f: OrderFilters, tz?: string) =>
  sql`select count(*) as n, sum(o.qty) as qty, sum(o.amount) as amount, sum(o.paid) as paid from orders o where ${orderWhere(gscode, f, tz)}`;

/** The total and summary row of parts that count disjoint sets of orders. */
const totalOf = (parts: SQL[]) => sql`select ${sumColumns(sql`sum(t.n)`, sql`sum(t.qty)`, sql`sum(t.amount)`, sql`sum(t.paid)`)}
  from (${sql.join(parts, sql` union all `)}) t`;

/** The same answer from the orders (also the bench's "plain query" and the tests' reference). */
export function plainSummarySql(gscode: string, f: OrderFilters, tz?: string): SQL {
  return sql`select ${sumColumns(sql`count(*)`, sql`sum(o.qty)`, sql`sum(o.amount)`, sql`sum(o.paid)`)}
               from orders o where ${orderWhere(gscode, f, tz)}`;
}

/** The summary query: tz is the branch's time zone when the caller knows it (the session does), for better plans. */
export function summarySql(gscode: string, f: OrderFilters, tz?: string): SQL {
  if (f.orderno) return plainSummarySql(gscode, f, tz);
  if (!f.amountMin && !f.amountMax) return totalOf([rollupPart(gscode, f)]);
  if (f.client) return plainSummarySql(gscode, f, tz);
  const split = splitAmountRange(f.amountMin, f.amountMax);
  if (!split) return plainSummarySql(gscode, f, tz);
  return totalOf([rollupPart(gscode, f, split.bands), ...split.rest.map((r) => ordersPart(gscode, { ...f, ...r }, tz))]);
}

export function toSummary(r: Record<string, unknown>): OrderSummary {
  return { total: Number(r.total), summary: { qty: Number(r.qty), amount: String(r.amount), paid: String(r.paid) } };
}

export async function orderSummary(db: Db, gscode: string, f: OrderFilters, tz?: string): Promise<OrderSummary> {
  const { rows } = await db.execute(summarySql(gscode, f, tz));
  return toSummary(rows[0]);
}
