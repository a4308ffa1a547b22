import { sql, type SQL } from 'drizzle-orm';
import type { orderFilterQuery } from '@bo/contract';
import { PAY_STATES } from '@bo/contract';
import type { z } from 'zod';
import { inList, localDayRange, startsWithPattern } from '../../db/sql-filters.js';
import { ofOwnClient, ownOrders, type DataScoped } from '../../plugins/data-scope.js';

/**
 * The order list's filters and sort as SQL, shared by the list (OrderList) and the export
 * (OrderExport), so both always show the same set in the same order.
 *
 *   orderWhere(scope, filters, tz?)  → WHERE condition on `orders o` (alias o), always scoped to the branch
 *   orderSortSql(sort, order)    → ORDER BY list; id breaks ties so pages never overlap
 *   pageIdsSql(scope, query, { limit, offset }, tz?)   → the ids of one page, in that order (the list)
 *   orderRowsSql(scope, query, { limit, offset }?, tz?) → those rows with their columns (the export)
 *
 * scope is the session's: its branch and data scope, never parameters of the request. Days (from/to) are the
 * branch's local days (branches.timezone; tz is its name when the caller has it). Every index the
 * list needs is in migrations 0011, 0014 and 0015.
 */

/** The list's filters; `ids`: only the rows picked (an export of a selection). */
export type OrderFilters = z.output<typeof orderFilterQuery> & { ids?: number[] };

/**
 * The branch's time zone: the name when the caller has it (the session carries it), so the planner
 * sees the date range and estimates it; else read from branches (an init-plan the planner cannot see into).
 */
const branchTz = (gscode: string, tz?: string) =>
  tz ? sql`${tz}::text` : sql`(select timezone from branches where gscode = ${gscode})`;

/** The client row id of a customer number in the branch; -1 (no row) when there is none. */
export const clientIdOf = (gscode: string, guestcode: string) =>
  sql`coalesce((select id from clients where gscode = ${gscode} and guestcode = ${guestcode}), -1)`;

/** `(v1, v2, …)`, each a parameter. */

export const payStateCodes = (names: readonly string[]) =>
  names.map((n) => PAY_STATES.indexOf(n as (typeof PAY_STATES)[number]));

export function orderWhere(scope: DataScoped, f: OrderFilters, tz?: string): SQL {
  const { gscode } = scope;
  const parts: SQL[] = [sql`o.gscode = ${gscode}`];
  if (scope.ownDataOf !== null) parts.push(ownOrders(scope, sql`o`));
  const days = localDayRange(sql`o.created_at`, branchTz(gscode, tz), f.from, f.to);
  if (days) parts.push(days);
  if (f.ids) parts.push(sql`o.id in ${inList(f.ids)}`);
  if (f.status?.length) parts.push(sql`o.status in ${inList(f.status.map(Number))}`);
  if (f.payState?.length) parts.push(sql`o.pay_state in ${inList(payStateCodes(f.payState))}`);
  if (f.channel?.length) parts.push(sql`o.channel in ${inList(f.channel)}`);
  if (f.client) parts.push(sql`o.client_id = ${clientIdOf(gscode, f.client)}`);
  if (f.orderno) parts.push(sql`o.orderno like ${startsWithPattern(f.orderno)}`);
  if (f.amountMin) parts.push(sql`o.amount >= ${f.amountMin}::numeric`);
  if (f.amountMax) parts.push(sql`o.amount <= ${f.amountMax}::numeric`);
  if (f.salesperson !== undefined) parts.push(sql`o.salesperson_id = ${f.salesperson}`);
  return sql.join(parts, sql` and `);
}

const SORT_COLUMN = {
  time: sql`o.created_at`,
  amount: sql`o.amount`,
  paid: sql`o.paid`,
  orderno: sql`o.orderno`,
} as const;

/** Newest first unless the caller chose; the order number is unique in a branch, so it needs no tie-breaker. */
export function orderSortSql(sort: OrderFilters['sort'], order: OrderFilters['order']): SQL {
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  const col = SORT_COLUMN[sort ?? 'time'];
  return sort === 'orderno' ? sql`${col} ${dir}` : sql`${col} ${dir}, o.id ${dir}`;
}

/** The columns of one list row (contract orderRow), from `orders o`. */
export const orderRowColumns = sql`
  o.id, o.orderno, o.created_at, c.guestcode, c.guestname, o.items, o.qty, o.amount::text as amount, o.paid::text as paid,
  o.pay_state, o.status, o.salesperson_id, coalesce(u.nick_name, '') as salesperson, o.channel, o.version`;

/** The joins the row columns need. */
export const orderRowJoins = sql`join clients c on c.id = o.client_id left join users u on u.id = o.salesperson_id`;

/**
 * Up to this many orders (all time) of an `own` account's clients, its pages are cut from its
 * clients' orders (pageIdsSql's fewOwn); with more, the branch's sort indexes find them sooner.
 */
export const OWN_ORDERS_SORTED_MAX = 20_000;

/** How many orders the clients of an `own` session have, all time: a few order_sums rows per client. */
export const ownOrderCountSql = (scope: DataScoped) => sql`
  select coalesce(sum(s.n), 0)::int as n from order_sums s
   where s.gscode = ${scope.gscode} and s.grain = 'a' and s.amount_band = -1 and ${ofOwnClient(scope, sql`s.client_id`)}`;

/** Sorts whose column follows the state in an index (gscode, status, column, id): migrations 0011 and 0015. */
const SORTS_INDEXED_BY_STATE = new Set<OrderFilters['sort']>(['time', 'amount', undefined]);

/**
 * The ids of one page, in order. With several states sorted by time or amount, each state's first
 * offset + limit ids come in order from its own index range and the page is cut from their merge:
 * the same rows as OFFSET over the whole set (the states are disjoint and id breaks ties), without
 * walking and sorting every matching order ("confirmed or in production in the last 30 days" read
 * 6,500 index entries for a page of 10, now about 20).
 */
export function pageIdsSql(
  scope: DataScoped,
  f: OrderFilters,
  page: { limit: number; offset: number } | undefined,
  tz?: string,
  fewOwn = false,
): SQL {
  const order = orderSortSql(f.sort, f.order);
  const states = f.status ?? [];
  if (fewOwn) {
    // An `own` account with few orders (ownOrderCount): its clients' orders are read by their
    // client index and sorted, not found along the branch's sort index, which walks the whole
    // branch when the account has few or none (an account of no client read 1,000,000 entries).
    const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
    return sql`with o as materialized (select o.id, o.created_at, o.amount, o.paid, o.orderno from orders o where ${orderWhere(scope, f, tz)})
      select o.id from o order by ${order} ${paging}`;
  }
  if (!page || states.length < 2 || !SORTS_INDEXED_BY_STATE.has(f.sort)) {
    const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
    return sql`select o.id from orders o where ${orderWhere(scope, f, tz)} order by ${order} ${paging}`;
  }
  const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
  const each = states.map(
    (state) => sql`(select o.id, ${SORT_COLUMN[f.sort ?? 'time']} as k from orders o
      where ${orderWhere(scope, { ...f, status: [state] }, tz)} order by ${order} limit ${page.offset + page.limit})`,
  );
  return sql`select u.id from (${sql.join(each, sql` union all `)}) u order by u.k ${dir}, u.id ${dir} limit ${page.limit} offset ${page.offset}`;
}

/** `more`: further columns of the list's rows only, over the same `o`, `c` and `u` (the export leaves them out). */
export function orderRowsSql(
  scope: DataScoped,
  f: OrderFilters,
  page?: { limit: number; offset: number },
  tz?: string,
  more?: SQL,
): SQL {
  // The page's ids are chosen first: every filter and sort column is in the sort indexes
  // (migrations 0014, 0015), so walking past rows a filter rejects is an index-only scan. Only the
  // page's rows are then read and joined.
  const order = orderSortSql(f.sort, f.order);
  return sql`
    select ${orderRowColumns}${more ? sql`, ${more}` : sql``}
      from (${pageIdsSql(scope, f, page, tz)}) p
      join orders o on o.id = p.id
      ${orderRowJoins}
     order by ${order}`;
}

/** The same page by a plain OFFSET query over the whole filtered set: the bench's reference. `more` as in orderRowsSql. */
export function plainRowsSql(
  scope: DataScoped,
  f: OrderFilters,
  page: { limit: number; offset: number },
  more?: SQL,
): SQL {
  const order = orderSortSql(f.sort, f.order);
  return sql`select ${orderRowColumns}${more ? sql`, ${more}` : sql``} from orders o ${orderRowJoins}
              where ${orderWhere(scope, f)} order by ${order} limit ${page.limit} offset ${page.offset}`;
}

/** A raw row of orderRowsSql as the contract's orderRow. */
export function toOrderRow(r: Record<string, unknown>) {
  return {
    id: Number(r.id),
    orderno: String(r.orderno),
    created_at: new Date(r.created_at as string).toISOString(),
    guestcode: String(r.guestcode),
    guestname: String(r.guestname),
    items: String(r.items),
    qty: Number(r.qty),
    amount: String(r.amount),
    paid: String(r.paid),
    pay_state: PAY_STATES[Number(r.pay_state)],
    status: Number(r.status),
    salesperson_id: r.salesperson_id === null ? null : Number(r.salesperson_id),
    salesperson: String(r.salesperson),
    channel: r.channel as 'pc' | 'mobile' | 'miniapp' | 'counter',
    version: Number(r.version),
  };
}
