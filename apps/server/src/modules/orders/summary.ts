import { sql, type SQL } from 'drizzle-orm';
import { splitAmountRange } from './amount-bands.js';
import { inList } from '../../db/sql-filters.js';
import { ofOwnClient, type DataScoped } from '../../plugins/data-scope.js';
import { clientIdOf, orderWhere, payStateCodes, type OrderFilters } from './list-query.js';
import { rollupPeriods, type PeriodPiece } from './rollup-periods.js';

/**
 * The total and summary row of the order list over the whole filtered set. Counting and summing a
 * million orders per request is too slow, so the answer is summed from the rollup order_sums
 * wherever it can be: no date range reads the all-time rows, a range whole months from the month
 * rows and the months it covers in part from their day rows or as the month less the other days
 * (rollup-periods.ts), so an answer reads a few hundred rows whatever the range. An amount range reads the amount bands it covers wholly from
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

/** The order_sums rows of one piece of the date range (see rollup-periods.ts). */
function pieceCondition(p: PeriodPiece): SQL {
  const parts: SQL[] = [sql`s.grain = ${p.grain}`];
  if (p.from) parts.push(sql`s.period >= ${p.from}::date`);
  if (p.to) parts.push(sql`s.period <= ${p.to}::date`);
  return sql.join(parts, sql` and `);
}

/**
 * Count and sums from order_sums over the pieces of the date range: every amount (band -1), or the
 * given amount bands (every client). One part for the pieces added and, when some are subtracted,
 * one for those, counted negative: no row is in two pieces, and summing each set plainly costs
 * less than deciding the sign of every row (a quarter reads some 1,400 rows).
 */
function rollupParts(scope: DataScoped, f: OrderFilters, bands?: number[]): SQL[] {
  const { gscode } = scope;
  const pieces = rollupPeriods(f.from, f.to);
  if (!pieces.length) return [sql`select 0 as n, 0 as qty, 0 as amount, 0 as paid`];
  const dims: SQL[] = [
    sql`s.gscode = ${gscode}`,
    // Client 0 (every client) is the whole branch's: an `own` scope sums its clients' own rows.
    f.client
      ? sql`s.client_id = ${clientIdOf(gscode, f.client)}`
      : scope.ownDataOf === null
        ? sql`s.client_id = 0`
        : sql`s.client_id <> 0`,
    ofOwnClient(scope, sql`s.client_id`),
    bands ? sql`s.amount_band in ${inList(bands)}` : sql`s.amount_band = -1`,
  ];
  if (f.status?.length) dims.push(sql`s.status in ${inList(f.status.map(Number))}`);
  if (f.payState?.length) dims.push(sql`s.pay_state in ${inList(payStateCodes(f.payState))}`);
  if (f.channel?.length) dims.push(sql`s.channel in ${inList(f.channel)}`);
  if (f.salesperson !== undefined) dims.push(sql`s.salesperson_id = ${f.salesperson}`);
  const sumOf = (set: PeriodPiece[], sign: SQL) => sql`
    select ${sign}sum(s.n) as n, ${sign}sum(s.qty) as qty, ${sign}sum(s.amount) as amount, ${sign}sum(s.paid) as paid
      from order_sums s where ${sql.join(dims, sql` and `)} and (${sql.join(
        set.map((p) => sql`(${pieceCondition(p)})`),
        sql` or `,
      )})`;
  const added = pieces.filter((p) => p.sign > 0);
  const subtracted = pieces.filter((p) => p.sign < 0);
  return subtracted.length ? [sumOf(added, sql``), sumOf(subtracted, sql`-`)] : [sumOf(added, sql``)];
}

/** Count and sums of the orders themselves. */
const ordersPart = (scope: DataScoped, f: OrderFilters, tz?: string) =>
  sql`select count(*) as n, sum(o.qty) as qty, sum(o.amount) as amount, sum(o.paid) as paid from orders o where ${orderWhere(scope, f, tz)}`;

/**
 * The total and summary row of parts that count disjoint sets of orders, each part one row. Joined,
 * not a UNION ALL: the planner ran a union of small parts with parallel workers, which cost more
 * than the parts.
 */
function totalOf(parts: SQL[]): SQL {
  const t = parts.map((_, i) => sql.raw(`t${i}`));
  const add = (col: string) =>
    sql.join(
      t.map((ti) => sql`coalesce(${ti}.${sql.raw(col)}, 0)`),
      sql` + `,
    );
  return sql`select ${sumColumns(add('n'), add('qty'), add('amount'), add('paid'))}
    from ${sql.join(
      parts.map((p, i) => sql`(${p}) ${t[i]}`),
      sql` cross join `,
    )}`;
}

/** The same answer from the orders (also the bench's "plain query" and the tests' reference). */
export function plainSummarySql(scope: DataScoped, f: OrderFilters, tz?: string): SQL {
  return sql`select ${sumColumns(sql`count(*)`, sql`sum(o.qty)`, sql`sum(o.amount)`, sql`sum(o.paid)`)}
               from orders o where ${orderWhere(scope, f, tz)}`;
}

/** The summary query: tz is the branch's time zone when the caller knows it (the session does), for better plans. */
export function summarySql(scope: DataScoped, f: OrderFilters, tz?: string): SQL {
  if (f.orderno) return plainSummarySql(scope, f, tz);
  if (!f.amountMin && !f.amountMax) return totalOf(rollupParts(scope, f));
  // The amount bands are kept for every client only: an `own` scope counts its clients' orders.
  if (f.client || scope.ownDataOf !== null) return plainSummarySql(scope, f, tz);
  const split = splitAmountRange(f.amountMin, f.amountMax);
  if (!split) return plainSummarySql(scope, f, tz);
  return totalOf([
    ...rollupParts(scope, f, split.bands),
    ...split.rest.map((r) => ordersPart(scope, { ...f, ...r }, tz)),
  ]);
}

export function toSummary(r: Record<string, unknown>): OrderSummary {
  return { total: Number(r.total), summary: { qty: Number(r.qty), amount: String(r.amount), paid: String(r.paid) } };
}
