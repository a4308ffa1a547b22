/**
 * Issue-10 item 6: the order list (GET /api/Order/List) on a branch with 1,000,000 orders.
 *
 * - Data dir: REPORTS_DATA_DIR (default bench/.data), filled by the seed CLI for REPORTS_ORDERS
 *   orders in branch 001 unless this bench already did (marker orders-bench.json: the order desk's
 *   generator, with channels, salespeople and pay states).
 * - Starts the real server, signs in as 001/admin and drives the list with autocannon, 10
 *   connections: the first page, each filter alone, filters combined, each sort both ways, page 50.
 *   Every answer includes the filtered total and the summary row. Each case waits for quiet
 *   cores first (quiet.ts), so the plain queries of the case before, or autovacuum after the
 *   seed, are not measured as its latency.
 * - Every case is driven in ORDERS_ROUNDS rounds (default 3), each round going through all the
 *   cases, and is reported by its middle round (the median p95; every round is kept in `rounds`).
 *   The host's speed drifts by a quarter within minutes: one slow spell during a single case's
 *   run then shows as a round, not as the case.
 * - Beside each: the same answer by a plain query straight on PostgreSQL (the page by OFFSET over
 *   the filtered orders, and the total and summary by count(*)/sum() over the orders instead of the
 *   rollup order_sums), one at a time, and whether it equals the call's answer.
 * - Writes bench/results/orders.json. Target: p95 ≤ 30 ms for every case.
 *
 * Alone: `npx tsx bench/src/orders.ts` (ORDERS_SECONDS, default 6 s per case and round). The plans behind
 * each case, single-threaded: bench/src/orders-explain.ts.
 */
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type pgTypes from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { orderListQuery } from '@bo/contract';
import { plainRowsSql } from '../../apps/server/src/modules/orders/list-query.js';
import { creditOverColumn, toListRow } from '../../apps/server/src/modules/orders/list.js';
import { plainSummarySql, toSummary } from '../../apps/server/src/modules/orders/summary.js';
import { load, loadRow, type LoadResult } from './load.js';
import { orderCases } from './orders-cases.js';
import { waitForQuietMachine } from './quiet.js';
import { ensureData } from './reports.js';
import { writeResult } from './results.js';
import { ROOT, signIn, startBackofficeWithPool } from './server.js';

/** Branch 001 as a session of the whole branch would read it (no `own` data scope). */
const BRANCH_001 = { gscode: '001', ownDataOf: null };

const dialect = new PgDialect();
const TARGET_P95_MS = 30;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round2 = (n: number) => Math.round(n * 100) / 100;

async function run(pool: pgTypes.Pool, q: SQL) {
  const { sql, params } = dialect.sqlToQuery(q);
  return (await pool.query(sql, params)).rows;
}

/** The same answer as the call, by plain queries: the page by OFFSET over the filtered orders, then count(*) and sum() over them. */
async function plainAnswer(pool: pgTypes.Pool, query: Record<string, string>, timezone: string) {
  const q = orderListQuery.parse(query);
  const page = { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
  const rows = await run(pool, plainRowsSql(BRANCH_001, q, page, creditOverColumn('001', timezone)));
  const [sums] = await run(pool, plainSummarySql(BRANCH_001, q));
  return { list: rows.map(toListRow), ...toSummary(sums) };
}

export async function runOrdersBench(
  opts: { seconds?: number; rounds?: number; connections?: number; plainRuns?: number } = {},
) {
  const seconds = opts.seconds ?? Number(process.env.ORDERS_SECONDS ?? 6);
  const roundCount = opts.rounds ?? Number(process.env.ORDERS_ROUNDS ?? 3);
  const connections = opts.connections ?? 10;
  const plainRuns = opts.plainRuns ?? 5;
  const orders = Number(process.env.REPORTS_ORDERS ?? 1_000_000);
  const dataDir = path.resolve(ROOT, process.env.REPORTS_DATA_DIR ?? 'bench/.data');
  const marker = await ensureData(dataDir, orders, 'orders-bench.json');

  const { app, pool } = await startBackofficeWithPool(dataDir, 2);
  try {
    const { headers } = await signIn(app.url);
    const count = (await pool.query(`select count(*)::int as n from orders where gscode = '001'`)).rows[0].n as number;
    const cases = await orderCases(pool);
    const urlOf = (c: (typeof cases)[number]) => `${app.url}/api/Order/List?${new URLSearchParams(c.query)}`;
    // Read once, outside the timed plain queries (the server has it from the session).
    const timezone = String((await pool.query(`select timezone from branches where gscode = '001'`)).rows[0].timezone);

    console.log(`branch 001 holds ${count} orders; warming up…`);
    for (const c of cases) await load(urlOf(c), { headers, seconds: 1, connections });
    const rounds = cases.map(() => [] as (LoadResult & { cpuBusyBefore: number })[]);
    for (let round = 1; round <= roundCount; round++) {
      for (const [i, c] of cases.entries()) {
        const cpuBusyBefore = await waitForQuietMachine();
        console.log(
          `round ${round}/${roundCount}, ${c.name}: ${seconds} s, ${connections} connections (cores ${Math.round(cpuBusyBefore * 100)} % busy before)…`,
        );
        rounds[i].push({ ...(await load(urlOf(c), { headers, seconds, connections })), cpuBusyBefore });
      }
    }
    const results = [];
    for (const [i, c] of cases.entries()) {
      const body = await fetch(urlOf(c), { headers }).then((r) => r.json());
      if (body.code !== 0) throw new Error(`${c.name}: code ${body.code} ${body.msg}`);
      await plainAnswer(pool, c.query, timezone);
      const times: number[] = [];
      let plain: Awaited<ReturnType<typeof plainAnswer>> | undefined;
      for (let n = 0; n < plainRuns; n++) {
        const t = performance.now();
        plain = await plainAnswer(pool, c.query, timezone);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      if (!isDeepStrictEqual(plain, body.data)) console.warn(`${c.name}: the call's answer is NOT the plain query's`);
      const middle = [...rounds[i]].sort((a, b) => a.latencyMs.p95 - b.latencyMs.p95)[Math.floor(rounds[i].length / 2)];
      results.push({
        case: c.name,
        query: c.query,
        total: body.data.total,
        ...middle,
        // A failed request in any round shows, not only in the middle one.
        non2xx: rounds[i].reduce((n, r) => n + r.non2xx, 0),
        errors: rounds[i].reduce((n, r) => n + r.errors, 0),
        rounds: rounds[i].map((r) => ({
          requestsPerSecond: r.requestsPerSecond,
          p95: r.latencyMs.p95,
          cpuBusyBefore: r.cpuBusyBefore,
        })),
        plainQueryMs: { runs: plainRuns, p50: round2(pct(times, 50)), p95: round2(pct(times, 95)) },
        sameAnswer: isDeepStrictEqual(plain, body.data),
        meetsTarget: middle.latencyMs.p95 <= TARGET_P95_MS,
      });
    }
    const figures = {
      ordersInBranch001: count,
      seedSeconds: marker.seedSeconds,
      seededAt: marker.seededAt,
      connections,
      secondsPerCase: seconds,
      rounds: roundCount,
      targetP95Ms: TARGET_P95_MS,
      note: 'p50/p95 of GET /api/Order/List under load (every answer with its total and summary row), from the round with the median p95 of each case (rounds: every round); plainQueryMs: the same answer by plain queries (the page by OFFSET, then count(*)/sum() over the filtered orders instead of the order_sums rollup), one at a time, no load',
      cases: results,
    };
    console.table(
      Object.fromEntries(
        results.map((r) => [
          r.case,
          {
            total: r.total,
            ...loadRow(r),
            'p95 of each round': r.rounds.map((x) => x.p95).join(' / '),
            'plain p50 ms': r.plainQueryMs.p50,
            'plain p95 ms': r.plainQueryMs.p95,
            same: r.sameAnswer,
          },
        ]),
      ),
    );
    console.log(`written ${writeResult('orders', figures)}`);
    return figures;
  } finally {
    await pool.end();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runOrdersBench();
