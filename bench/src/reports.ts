/**
 * Issue-4 figures: the dashboard calls on a branch with 1,000,000 orders.
 *
 * - Data dir: REPORTS_DATA_DIR (default bench/.data). If it has not been filled by this bench
 *   for REPORTS_ORDERS orders (default 1,000,000, marker file reports-bench.json), the seed CLI
 *   fills it (`npm run seed -- --orders N`, branch 001) and its wall time is recorded.
 * - Starts the real server on it, signs in as 001/admin and drives each call (ReportData, every
 *   ywtype of Report, every rankname of Ranking) with autocannon, 10 connections; p50 and p95
 *   are exact percentiles of every response time.
 * - Beside each call: the same answer computed by a plain SQL query straight on the orders and
 *   visits tables (apps/server/src/modules/reports/direct.ts), run one at a time, and whether
 *   its answer equals the call's.
 * - Writes bench/results/reports.json. Target: p95 ≤ 50 ms for every call.
 *
 * Alone: `npx tsx bench/src/reports.ts` (REPORTS_SECONDS, default 10 s per call).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type pgTypes from 'pg';
import { RANK_NAMES, YW_TYPES } from '@bo/contract';
import { directChart, directRanking, directReportData } from '../../apps/server/src/modules/reports/direct.js';
import { load, loadRow } from './load.js';
import { writeResult } from './results.js';
import { ROOT, signIn, startBackofficeWithPool } from './server.js';

// The server workspace's PostgreSQL driver (the bench itself has no database dependency).

export interface ReportsBenchOptions {
  seconds?: number;
  connections?: number;
  orders?: number;
  dataDir?: string;
  /** Runs of each plain SQL query (after one warm-up). */
  plainRuns?: number;
}

const TARGET_P95_MS = 50;

interface Marker {
  orders: number;
  seedSeconds: number;
  seededAt: string;
}

/** Fills the data dir with the seed CLI unless a bench (the marker's owner) already did for the same volume. */
export async function ensureData(dataDir: string, orders: number, markerName = 'reports-bench.json'): Promise<Marker> {
  const markerFile = path.join(dataDir, markerName);
  if (fs.existsSync(markerFile)) {
    const m = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker;
    if (m.orders === orders) {
      console.log(
        `data dir ${dataDir} already holds ${orders} orders in branch 001 (seeded in ${m.seedSeconds} s on ${m.seededAt})`,
      );
      return m;
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(`seeding ${orders} orders into branch 001 of ${dataDir} (npm run seed -- --orders ${orders})…`);
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed', '--', '--orders', String(orders)], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: ROOT },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
  const m: Marker = {
    orders,
    seedSeconds: Math.round((performance.now() - started) / 100) / 10,
    seededAt: new Date().toISOString(),
  };
  fs.writeFileSync(markerFile, JSON.stringify(m, null, 2) + '\n');
  return m;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function timePlain(run: () => Promise<unknown>, runs: number) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { runs, p50: round2(pct(times, 50)), p95: round2(pct(times, 95)) };
}

export async function runReportsBench(opts: ReportsBenchOptions = {}) {
  const seconds = opts.seconds ?? Number(process.env.REPORTS_SECONDS ?? 10);
  const connections = opts.connections ?? 10;
  const orders = opts.orders ?? Number(process.env.REPORTS_ORDERS ?? 1_000_000);
  const dataDir = path.resolve(ROOT, opts.dataDir ?? process.env.REPORTS_DATA_DIR ?? 'bench/.data');
  const plainRuns = opts.plainRuns ?? 10;

  const marker = await ensureData(dataDir, orders);
  const calls: { name: string; path: string; plain: (pool: pgTypes.Pool, now: Date) => Promise<unknown> }[] = [
    {
      name: 'ReportData',
      path: '/api/Reports/ReportData?guestcode=C001&gscode=001',
      plain: (pool, now) => directReportData(pool, '001', now),
    },
    ...YW_TYPES.map((yw) => ({
      name: `Report ${yw}`,
      path: `/api/Reports/Report?guestcode=C001&gscode=001&ywtype=${yw}`,
      plain: (pool: pgTypes.Pool, now: Date) => directChart(pool, '001', yw, now),
    })),
    ...RANK_NAMES.map((rank) => ({
      name: `Ranking ${rank}`,
      path: `/api/Reports/Ranking?guestcode=C001&gscode=001&rankname=${rank}`,
      plain: (pool: pgTypes.Pool, now: Date) => directRanking(pool, '001', rank, now),
    })),
  ];

  /** Every call under load on a server started with `env`; plain SQL beside it when asked. */
  async function measure(env: Record<string, string>, withPlain: boolean) {
    const { app, pool } = await startBackofficeWithPool(dataDir, 2, env);
    try {
      const { headers } = await signIn(app.url);
      const count = (await pool.query(`select count(*)::int as n from orders where gscode = '001'`)).rows[0]
        .n as number;
      console.log(`branch 001 holds ${count} orders; warming up…`);
      for (const c of calls) await load(app.url + c.path, { headers, seconds: 1, connections });
      const results = [];
      for (const c of calls) {
        const url = app.url + c.path;
        const body = await fetch(url, { headers }).then((r) => r.json());
        if (body.code !== 0) throw new Error(`${c.name}: code ${body.code} ${body.msg}`);
        console.log(`${c.name}: ${seconds} s, ${connections} connections…`);
        const loaded = await load(url, { headers, seconds, connections });
        const plain = withPlain
          ? {
              plainSqlMs: await timePlain(() => c.plain(pool, new Date()), plainRuns),
              sameAnswer: isDeepStrictEqual(await c.plain(pool, new Date()), body.data),
            }
          : {};
        results.push({
          call: c.name,
          path: c.path,
          ...loaded,
          ...plain,
          meetsTarget: loaded.latencyMs.p95 <= TARGET_P95_MS,
        });
      }
      return { count, results };
    } finally {
      await pool.end();
      await app.stop();
    }
  }

  console.log('with the dashboard cache (as shipped):');
  const cached = await measure({}, true);
  console.log('without it (REPORT_CACHE_ENTRIES=0: every request computes from the rollups):');
  const uncached = await measure({ REPORT_CACHE_ENTRIES: '0' }, false);
  const count = cached.count;
  const results = cached.results.map((r, i) => ({
    ...r,
    uncached: {
      latencyMs: uncached.results[i].latencyMs,
      requestsPerSecond: uncached.results[i].requestsPerSecond,
      meetsTarget: uncached.results[i].meetsTarget,
    },
  }));
  const figures = {
    ordersInBranch001: count,
    seedSeconds: marker.seedSeconds,
    seededAt: marker.seededAt,
    connections,
    secondsPerCall: seconds,
    targetP95Ms: TARGET_P95_MS,
    note: 'p50/p95 of the call: every response under load, with the dashboard cache as shipped; uncached: the same with REPORT_CACHE_ENTRIES=0; plainSqlMs: the same answer by a plain SQL query on the orders table, one at a time, no load',
    calls: results,
  };
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.call,
        {
          ...loadRow(r),
          'uncached p50': r.uncached.latencyMs.p50,
          'uncached p95': r.uncached.latencyMs.p95,
          'plain SQL p50 ms': r.plainSqlMs?.p50,
          'plain SQL p95 ms': r.plainSqlMs?.p95,
          same: r.sameAnswer,
        },
      ]),
    ),
  );
  console.log(`written ${writeResult('reports', figures)}`);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await runReportsBench();
