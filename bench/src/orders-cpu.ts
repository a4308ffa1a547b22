/**
 * Where the CPU of an order-list request goes: for every case of orders-cases.ts (or those whose
 * name contains the first argument), the real server on the bench's data dir is driven as the
 * bench does (10 connections, ORDERS_SECONDS per case, default 6 s after a 2 s warm-up) while the
 * CPU time of PostgreSQL (the postmaster and its backends), of the server process and of this
 * load generator is read from /proc before and after. Printed per request, beside req/s and p95.
 *
 * On 2 cores at 10 connections the latency follows the total: p95 is about 1.5 × 10 / (req/s),
 * and req/s about 2 cores / (CPU per request, all three together). Linux only (/proc).
 *
 *   npx tsx bench/src/orders-cpu.ts [case-name-substring]
 * (bench/.data seeded by `BENCH_ONLY=orders npm run bench` first; no PostgreSQL running on it.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from './load.js';
import { orderCases } from './orders-cases.js';
import { ROOT, signIn, startBackofficeWithPool } from './server.js';

const dataDir = path.resolve(ROOT, process.env.REPORTS_DATA_DIR ?? 'bench/.data');
const seconds = Number(process.env.ORDERS_SECONDS ?? 6);
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** utime + stime of a process in ms, or undefined once it has ended. */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The embedded PostgreSQL's processes: its postmaster (postmaster.pid) and that one's children. */
function postgresPids(): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map(Number)
    .filter((pid) => {
      try {
        return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

/** CPU of PostgreSQL between two readings, over the processes alive at both (backends persist under load). */
function postgresCpu(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, end] of after) ms += end - (before.get(pid) ?? end);
  return ms;
}
const readPostgres = () =>
  new Map(
    postgresPids().flatMap((pid) => {
      const ms = cpuMs(pid);
      return ms === undefined ? [] : [[pid, ms] as const];
    }),
  );

const { app, pool } = await startBackofficeWithPool(dataDir, 1);
try {
  const { headers } = await signIn(app.url);
  const only = process.argv[2];
  const cases = (await orderCases(pool)).filter((c) => !only || c.name.includes(only));
  await pool.end();
  for (const c of cases) {
    const url = `${app.url}/api/Order/List?${new URLSearchParams(c.query)}`;
    await load(url, { headers, seconds: 2 });
    const before = { pg: readPostgres(), server: cpuMs(app.pid)!, self: process.cpuUsage() };
    const r = await load(url, { headers, seconds });
    const self = process.cpuUsage(before.self);
    const perRequest = (ms: number) => (ms / r.requests).toFixed(2);
    console.log(
      `${c.name.padEnd(58)} ${String(r.requestsPerSecond).padStart(4)} req/s  p95 ${r.latencyMs.p95.toFixed(1).padStart(5)} ms  ` +
        `CPU per request: PostgreSQL ${perRequest(postgresCpu(before.pg, readPostgres()))} ms, server ${perRequest(cpuMs(app.pid)! - before.server)} ms, ` +
        `load generator ${perRequest((self.user + self.system) / 1000)} ms`,
    );
  }
} finally {
  await app.stop();
}
