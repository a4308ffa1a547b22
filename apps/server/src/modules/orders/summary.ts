import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientIdOf, inList, needsOrderRows, orderWhere, payStateCodes, type OrderFilters } from './list-query.js';

/**
 * The total and summary row of the order list over the whole filtered set. Counting and summing a
 * million orders per request is too slow, so when the filters are only dimensions of the rollup
 * order_sums (days, states, pay states, channels, salesperson, client) the answer is summed from
 * it: whole months from the month rows, the days at either end from the day rows, so an answer
 * reads a few hundred rows whatever the range. Order-number prefix and amount range are not
 * dimensions: then the orders themselves are counted through their indexes.
 * Money is summed in SQL numeric and leaves as text: exact.
 */
export interface OrderSummary {
  total: number;
  summary: { qty: number; amount: string; paid: string };
}

const sumColumns = (n: SQL, qty: SQL, amount: SQL, paid: SQL) => sql`
  coalesce(${n}, 0)::int as total, coalesce(${qty}, 0)::bigint as qty,
  round(coalesce(${amount}, 0), 2)::text as amount, round(coalesce(${paid}, 0), 2)::text as paid`;

/** order_sums rows covering local days from…to exactly: month rows for whole months, day rows for the rest. */
function periodCondition(f: OrderFilters): SQL {
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

function fromRollup(gscode: string, f: OrderFilters): SQL {
  const parts: SQL[] = [
    sql`s.gscode = ${gscode}`,
    f.client ? sql`s.client_id = ${clientIdOf(gscode, f.client)}` : sql`s.client_id = 0`,
    periodCondition(f),
  ];
  if (f.status?.length) parts.push(sql`s.status in ${inList(f.status.map(Number))}`);
  if (f.payState?.length) parts.push(sql`s.pay_state in ${inList(payStateCodes(f.payState))}`);
  if (f.channel?.length) parts.push(sql`s.channel in ${inList(f.channel)}`);
  if (f.salesperson !== undefined) parts.push(sql`s.salesperson_id = ${f.salesperson}`);
  return sql`select ${sumColumns(sql`sum(s.n)`, sql`sum(s.qty)`, sql`sum(s.amount)`, sql`sum(s.paid)`)}
               from order_sums s where ${sql.join(parts, sql` and `)}`;
}

/** The same answer from the orders (also the bench's "plain query" and the tests' reference). */
export function plainSummarySql(gscode: string, f: OrderFilters): SQL {
  return sql`select ${sumColumns(sql`count(*)`, sql`sum(o.qty)`, sql`sum(o.amount)`, sql`sum(o.paid)`)}
               from orders o where ${orderWhere(gscode, f)}`;
}

export function summarySql(gscode: string, f: OrderFilters): SQL {
  return needsOrderRows(f) ? plainSummarySql(gscode, f) : fromRollup(gscode, f);
}

export function toSummary(r: Record<string, unknown>): OrderSummary {
  return { total: Number(r.total), summary: { qty: Number(r.qty), amount: String(r.amount), paid: String(r.paid) } };
}

export async function orderSummary(db: Db, gscode: string, f: OrderFilters): Promise<OrderSummary> {
  const { rows } = await db.execute(summarySql(gscode, f));
  return toSummary(rows[0]);
}
