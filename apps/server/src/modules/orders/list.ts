import type { orderListQuery } from '@bo/contract';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditLimitSql, creditUsedSql } from '../credit/credit-used.js';
import { orderRowsSql, toOrderRow } from './list-query.js';
import { orderSummary } from './summary.js';

/**
 * One page of the branch's orders, the filtered total and the summary row (queried side by side).
 * tz is the branch's time zone as the session read it this request (planned as a constant).
 */
export async function listOrders(db: Db, branch: { gscode: string; timezone: string }, q: z.output<typeof orderListQuery>) {
  const { gscode, timezone } = branch;
  const [page, sums] = await Promise.all([
    db.execute(orderRowsSql(gscode, q, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }, timezone, creditOverColumn(gscode, timezone))),
    orderSummary(db, gscode, q, timezone),
  ]);
  return { list: page.rows.map(toListRow), ...sums };
}

/** A raw row of the list's query (orderRowsSql with creditOverColumn) as the contract's list row. */
export const toListRow = (r: Record<string, unknown>) => ({ ...toOrderRow(r), creditOver: r.credit_over === true });

/**
 * Flagged, never blocked (docs/decisions.md, credit review): an order not cancelled with something
 * left to pay, of a client who settles monthly and owes more than its limit today (credit-used.ts).
 * A column of the page's own query, not a query of its own after it: one round trip less a page.
 */
export function creditOverColumn(gscode: string, timezone: string) {
  const today = sql`(now() at time zone ${timezone})::date`;
  return sql`(c.isyuejie = 1 and o.status <> 9 and o.amount > o.paid
    and ${creditUsedSql(gscode, sql`c.id`)} > ${creditLimitSql(sql`c`, today)}) as credit_over`;
}
