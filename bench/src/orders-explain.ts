/**
 * The plans behind the order-list bench: for every case of orders-cases.ts, EXPLAIN (ANALYZE,
 * BUFFERS) of the one statement listOrders sends (the page's ids, their rows by bo_order_page_rows,
 * the total and summary row), and of the page-ids and total/summary parts alone, single-threaded,
 * after one warm-up run each. On a loaded machine the bench's latencies say little; the plans and
 * their execution times say whether a case is structurally fast.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/src/orders-explain.ts [case-name-substring] [--plans] [--own]
 * `--own`: as accounts of an `own` data scope (docs/decisions/0145-data-scope.md) instead: the
 * salesperson of the most clients, the one of the fewest, and an account of none.
 * (a running server on the bench's data dir: the embedded PostgreSQL's port and pg-password.)
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { orderListQuery } from '@bo/contract';
import {
  OWN_ORDERS_SORTED_MAX,
  ownOrderCountSql,
  pageIdsSql,
} from '../../apps/server/src/modules/orders/list-query.js';
import { orderListSql } from '../../apps/server/src/modules/orders/list.js';
import { summarySql } from '../../apps/server/src/modules/orders/summary.js';
import { orderCases } from './orders-cases.js';
import { pg } from './server.js';

/** Branch 001 as a session of the whole branch would read it (no `own` data scope). */
const BRANCH_001 = { gscode: '001', ownDataOf: null };
const dialect = new PgDialect();
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const only = process.argv.slice(2).find((a) => !a.startsWith('--'));
const showPlans = process.argv.includes('--plans');
const asOwn = process.argv.includes('--own');

/** Whose lists are read: the whole branch, or (--own) three salespeople of 001 by their clients. */
async function scopes(): Promise<{ name: string; scope: { gscode: string; ownDataOf: number | null } }[]> {
  if (!asOwn) return [{ name: '', scope: BRANCH_001 }];
  const { rows } = await pool.query<{ id: number; clients: number }>(`
    select u.id, count(c.id)::int as clients from users u left join clients c on c.gscode = u.gscode and c.salesperson_id = u.id
     where u.gscode = '001' group by u.id order by clients desc, u.id`);
  const pick = [rows[0], rows.filter((r) => r.clients > 0).at(-1)!, rows.find((r) => r.clients === 0)].filter(Boolean);
  return pick.map((r) => ({ name: ` [own: ${r!.clients} clients]`, scope: { gscode: '001', ownDataOf: r!.id } }));
}

async function run(q: SQL) {
  const { sql, params } = dialect.sqlToQuery(q);
  return (await pool.query(sql, params)).rows;
}

async function explain(q: SQL) {
  const { sql, params } = dialect.sqlToQuery(q);
  await pool.query(sql, params);
  const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
  const lines = rows.map((r) => r['QUERY PLAN'] as string);
  const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1]);
  const planMs = Number(/Planning Time: ([\d.]+)/.exec(lines.at(-2) ?? '')?.[1]);
  return { ms, planMs, lines };
}

const fmt = (r: { ms: number; planMs: number }) => `${r.ms.toFixed(1).padStart(6)} ms (plan ${r.planMs.toFixed(1)})`;

try {
  // The server plans with the branch's time zone as a constant (from the session): so does this.
  const tz = (await pool.query(`select timezone from branches where gscode = '001'`)).rows[0].timezone as string;
  for (const { name, scope } of await scopes())
    for (const c of await orderCases(pool)) {
      if (only && !c.name.includes(only)) continue;
      const q = orderListQuery.parse(c.query);
      // As listOrders decides it: an own account of few orders reads its clients' orders and sorts them.
      const few = scope.ownDataOf !== null && (await run(ownOrderCountSql(scope)))[0].n <= OWN_ORDERS_SORTED_MAX;
      const all = await explain(orderListSql(scope, q, tz, few));
      const page = { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
      const ids = await explain(pageIdsSql(scope, q, page, tz, few));
      const sums = await explain(summarySql(scope, q, tz));
      console.log(`${(c.name + name).padEnd(80)} all ${fmt(all)}   page ids ${fmt(ids)}   total+summary ${fmt(sums)}`);
      if (showPlans)
        console.log([...all.lines, '', ...ids.lines, '', ...sums.lines].map((l) => '    ' + l).join('\n') + '\n');
    }
} finally {
  await pool.end();
}
