import type { orderListQuery } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { orderRowsSql, toOrderRow } from './list-query.js';
import { orderSummary } from './summary.js';

/**
 * One page of the branch's orders, the filtered total and the summary row (queried side by side).
 * tz is the branch's time zone as the session read it this request (planned as a constant).
 */
export async function listOrders(db: Db, branch: { gscode: string; timezone: string }, q: z.output<typeof orderListQuery>) {
  const { gscode, timezone } = branch;
  const [page, sums] = await Promise.all([
    db.execute(orderRowsSql(gscode, q, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }, timezone)),
    orderSummary(db, gscode, q, timezone),
  ]);
  return { list: page.rows.map(toOrderRow), ...sums };
}
