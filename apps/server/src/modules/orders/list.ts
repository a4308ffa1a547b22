import type { orderListQuery } from '@bo/contract';
import type { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageBounds } from '../../db/sql-filters.js';
import type { DataScoped } from '../../plugins/data-scope.js';
import { creditLimitSql, creditUsedSql } from '../credit/public.js';
import { OWN_ORDERS_SORTED_MAX, ownOrderCountSql, pageIdsSql, toOrderRow } from './list-query.js';
import { summarySql, toSummary } from './summary.js';

/**
 * One page of the branch's orders, the filtered total and the summary row, in one statement (one
 * round trip). The page's ids are chosen by a query built for the filters and sort (planned with the
 * request's values); their rows, with the client, salesperson and credit flag, are read by
 * bo_order_page_rows (migration 0026), whose plan PostgreSQL keeps per connection.
 * tz is the branch's time zone as the session read it this request (planned as a constant).
 */
export async function listOrders(db: Db, scope: DataScoped & { timezone: string }, q: z.output<typeof orderListQuery>) {
  const fewOwn =
    scope.ownDataOf !== null &&
    (await db.execute<{ n: number }>(ownOrderCountSql(scope))).rows[0].n <= OWN_ORDERS_SORTED_MAX;
  const { rows } = await db.execute(orderListSql(scope, q, scope.timezone, fewOwn));
  return { list: (rows[0].list as Record<string, unknown>[]).map(toListRow), ...toSummary(rows[0]) };
}

export function orderListSql(
  scope: DataScoped,
  q: z.output<typeof orderListQuery>,
  timezone: string,
  fewOwn = false,
): SQL {
  const { gscode } = scope;
  const ids = pageIdsSql(scope, q, pageBounds(q), timezone, fewOwn);
  return sql`select s.*,
    (select coalesce(json_agg(r order by r.n), '[]') from bo_order_page_rows(array(${ids}), ${gscode}, ${timezone}) r) as list
    from (${summarySql(scope, q, timezone)}) s`;
}

/** A raw row of the list (bo_order_page_rows, or orderRowsSql with creditOverColumn) as the contract's list row. */
export const toListRow = (r: Record<string, unknown>) => ({ ...toOrderRow(r), creditOver: r.credit_over === true });

/**
 * Flagged, never blocked (docs/decisions/0089-credit.md): an order not cancelled with something
 * left to pay, of a client who settles monthly and owes more than its limit today (credit-used.ts).
 * A column over `orders o` and `clients c`: the reference bo_order_page_rows (migration 0026) is
 * written after and tested against (credit.test.ts), and the bench's plain query.
 */
export function creditOverColumn(gscode: string, timezone: string) {
  const today = sql`(now() at time zone ${timezone})::date`;
  return sql`(c.isyuejie = 1 and o.status <> 9 and o.amount > o.paid
    and ${creditUsedSql(gscode, sql`c.id`)} > ${creditLimitSql(sql`c`, today)}) as credit_over`;
}
