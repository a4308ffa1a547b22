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
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import type pgTypes from 'pg';
import { RANK_NAMES, YW_TYPES } from '@bo/contract';
import { directChart, directRanking, directReportData } from '../../apps/server/src/modules/reports/direct.js';
import { writeResult } from './results.js';
import { freePort, ROOT, signIn, startBackoffice } from './server.js';

// The server workspace's PostgreSQL driver (the bench itself has no database dependency).
const pg = createRequire(path.join(ROOT, 'apps/server/package.json'))('pg') as typeof pgTypes;

export interface ReportsBenchOptions {
  seconds?: number;
  connections?: number;
  orders?: number;
  dataDir?: string;
  /** Runs of each plain SQL query (after one warm-up). */
  plainRuns?: number;
}

const TARGET_P95_MS = 50;

interface Marker { orders: number; seedSeconds: number; seededAt: string }

/** Fills the data dir with the seed CLI unless this bench already did for the same volume. */
async function ensureData(dataDir: string, orders: number): Promise<Marker> {
  const markerFile = path.join(dataDir, 'reports-bench.json');
  if (fs.existsSync(markerFile)) {
    const m = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker;
    if (m.orders === orders) {
      console.log(`data dir ${dataDir} already holds ${orders} orders in branch 001 (seeded in ${m.seedSeconds} s on ${m.seededAt})`);
      return m;
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(`seeding ${orders} orders into branch 001 of ${dataDir} (npm run seed -- --orders ${orders})…`);
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed', '--', '--orders', String(orders)], {
      cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: ROOT }, stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
  const m: Marker = { orders, seedSeconds: Math.round((performance.now() - started) / 100) / 10, seededAt: new Date().toISOString() };
  fs.writeFileSync(markerFile, JSON.stringify(m, null, 2) + '\n');
  return m;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** autocannon on one URL, keeping every response time for exact percentiles. */
async function drive(url: string, headers: Record<string, string>, seconds: number, connections: number) {
  const times: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    requests: r.requests.total,
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: { p50: round2(pct(times, 50)), p95: round2(pct(times, 95)), p99: round2(pct(times, 99)), max: round2(times.at(-1) ?? NaN) },
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

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
  const pgPort = await freePort();
  console.log('starting the back-office on it…');
  const app = await startBackoffice({ dataDir, env: { PG_PORT: String(pgPort) } });
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const pool = new pg.Pool({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/backoffice`, max: 2 });
  try {
    const { headers } = await signIn(app.url);
    const count = (await pool.query(`select count(*)::int as n from orders where gscode = '001'`)).rows[0].n;
    console.log(`branch 001 holds ${count} orders`);

    const calls: { name: string; path: string; plain: (now: Date) => Promise<unknown> }[] = [
      { name: 'ReportData', path: '/api/Reports/ReportData?guestcode=C001&gscode=001', plain: (now) => directReportData(pool, '001', now) },
      ...YW_TYPES.map((yw) => ({ name: `Report ${yw}`, path: `/api/Reports/Report?guestcode=C001&gscode=001&ywtype=${yw}`, plain: (now: Date) => directChart(pool, '001', yw, now) })),
      ...RANK_NAMES.map((rank) => ({ name: `Ranking ${rank}`, path: `/api/Reports/Ranking?guestcode=C001&gscode=001&rankname=${rank}`, plain: (now: Date) => directRanking(pool, '001', rank, now) })),
    ];

    const results = [];
    for (const c of calls) {
      const url = app.url + c.path;
      const body = await fetch(url, { headers }).then((r) => r.json());
      if (body.code !== 0) throw new Error(`${c.name}: code ${body.code} ${body.msg}`);
      const plainAnswer = await c.plain(new Date());
      const sameAnswer = isDeepStrictEqual(plainAnswer, body.data);
      console.log(`${c.name}: ${seconds} s, ${connections} connections…`);
      const load = await drive(url, headers, seconds, connections);
      const plainSql = await timePlain(() => c.plain(new Date()), plainRuns);
      results.push({ call: c.name, path: c.path, ...load, plainSqlMs: plainSql, sameAnswer, meetsTarget: load.latencyMs.p95 <= TARGET_P95_MS });
    }

    const figures = {
      ordersInBranch001: count,
      seedSeconds: marker.seedSeconds,
      seededAt: marker.seededAt,
      connections,
      secondsPerCall: seconds,
      targetP95Ms: TARGET_P95_MS,
      note: 'p50/p95 of the call: every response under load; plainSqlMs: the same answer by a plain SQL query on the orders table, one at a time, no load',
      calls: results,
    };
    console.table(Object.fromEntries(results.map((r) => [r.call, {
      'req/s': r.requestsPerSecond, 'p50 ms': r.latencyMs.p50, 'p95 ms': r.latencyMs.p95, non2xx: r.non2xx,
      'plain SQL p50 ms': r.plainSqlMs.p50, 'plain SQL p95 ms': r.plainSqlMs.p95, same: r.sameAnswer,
    }])));
    console.log(`written ${writeResult('reports', figures)}`);
    return figures;
  } finally {
    await pool.end();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runReportsBench();
