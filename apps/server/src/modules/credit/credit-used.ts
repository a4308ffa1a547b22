import { sql, type SQL } from 'drizzle-orm';

/**
 * A client's credit (issue 12 #4), one definition for every place that shows it (client list,
 * profile, order list flag, credit review):
 *  - credit used: what the client owes, the unpaid amount (amount − paid) of its orders that are
 *    not cancelled, read from the order rollup's all-time rows of that client (exact: kept by
 *    triggers in the same transaction as every order write; a few dozen rows, not its orders);
 *  - credit limit: maxprice, plus tmpprice while tmp_until is today or later (branch's local day);
 *  - over the limit: a monthly-settlement client (isyuejie = 1) whose credit used exceeds its
 *    limit. Clients who pay before production have no credit to exceed.
 */
export function creditUsedSql(gscode: SQL | string, clientId: SQL): SQL {
  return sql`(select coalesce(sum(s.amount - s.paid), 0) from order_sums s
     where s.gscode = ${gscode} and s.client_id = ${clientId} and s.amount_band = -1 and s.grain = 'a' and s.status <> 9)`;
}

/** The limit in force for a clients row aliased `c`, on the branch's local day `today` (a date). */
export function creditLimitSql(c: SQL, today: SQL): SQL {
  return sql`(${c}.maxprice + case when ${c}.tmp_until is not null and ${c}.tmp_until >= ${today} then ${c}.tmpprice else 0 end)`;
}
