import type { orderListQuery } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { orderRowsSql, toOrderRow } from './list-query.js';
import { orderSummary } from './summary.js';

/** One page of the branch's orders, the filtered total and the summary row (queried side by side). */
export async function listOrders(db: Db, gscode: string, q: z.output<typeof orderListQuery>) {
  const [page, sums] = await Promise.all([
    db.execute(orderRowsSql(gscode, q, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize })),
    orderSummary(db, gscode, q),
  ]);
  return { list: page.rows.map(toOrderRow), ...sums };
}
