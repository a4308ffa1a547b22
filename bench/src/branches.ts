/**
 * Issue-41 figures: the platform owner's branch figures (GET /api/Platform/BranchFigures) on the
 * dashboard bench's data dir (1,000,000 orders in branch 001, the demo's in 002; ensureData of
 * reports.ts), for the periods the page offers: today, 7 days, 30 days, this year, and the longest
 * range (five years). Each period under load (autocannon, 10 connections, p50/p95 of every
 * response) after a check that the answer is a success with both branches.
 *
 * Writes bench/results/branches.json. Target: p95 ≤ 100 ms for every period.
 * Alone: `npx tsx bench/src/branches.ts` (BENCH_SECONDS, default 10 s a period).
 */
import path from 'node:path';
import { BRANCH_FIGURES_MAX_DAYS } from '@bo/contract';
import { load, loadRow } from './load.js';
import { ensureData } from './reports.js';
import { writeResult } from './results.js';
import { ROOT, signIn, startBackofficeWithPool } from './server.js';

const TARGET_P95_MS = 100;

/** The day `back` days before today in Shanghai (the demo branches' zone), YYYY-MM-DD. */
const day = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);

export async function runBranchesBench(opts: { seconds?: number; connections?: number } = {}) {
  const seconds = opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const connections = opts.connections ?? 10;
  const orders = Number(process.env.REPORTS_ORDERS ?? 1_000_000);
  const dataDir = path.resolve(ROOT, process.env.REPORTS_DATA_DIR ?? 'bench/.data');
  await ensureData(dataDir, orders);
  const thisYear = `${day(0).slice(0, 4)}-01-01`;
  const periods = [
    { name: 'today', from: day(0), to: day(0) },
    { name: '7 days', from: day(6), to: day(0) },
    { name: '30 days', from: day(29), to: day(0) },
    { name: 'this year', from: thisYear, to: day(0) },
    { name: `${BRANCH_FIGURES_MAX_DAYS} days`, from: day(BRANCH_FIGURES_MAX_DAYS - 1), to: day(0) },
  ];
  const { app, pool } = await startBackofficeWithPool(dataDir, 2);
  try {
    const { headers } = await signIn(app.url, '000', 'owner');
    const count = (await pool.query(`select count(*)::int as n from orders`)).rows[0].n as number;
    const results = [];
    for (const p of periods) {
      const url = `${app.url}/api/Platform/BranchFigures?from=${p.from}&to=${p.to}`;
      const body = await fetch(url, { headers }).then((r) => r.json());
      if (body.code !== 0 || body.data.length < 2) throw new Error(`${p.name}: code ${body.code} ${body.msg}`);
      await load(url, { headers, seconds: 1, connections });
      console.log(`BranchFigures ${p.name}: ${seconds} s, ${connections} connections…`);
      const loaded = await load(url, { headers, seconds, connections });
      results.push({
        period: p.name,
        from: p.from,
        to: p.to,
        ...loaded,
        meetsTarget: loaded.latencyMs.p95 <= TARGET_P95_MS,
      });
    }
    console.table(Object.fromEntries(results.map((r) => [r.period, loadRow(r)])));
    const figures = {
      orders: count,
      connections,
      secondsPerPeriod: seconds,
      targetP95Ms: TARGET_P95_MS,
      periods: results,
    };
    console.log(`written ${writeResult('branches', figures)}`);
    return figures;
  } finally {
    await pool.end();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runBranchesBench();
