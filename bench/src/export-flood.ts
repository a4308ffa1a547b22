/**
 * Issue 33 item 2: an operator opens 24 order exports of 100,000 orders and reads none. How do
 * the other calls fare meanwhile? p95 of Get_UserMenus and of the order list's first page (as
 * branch 002's administrator, 10 connections, FLOOD_SECONDS each, default 10) without and during
 * the flood; how many exports were let run and how many were refused; how long the server took to
 * cut off the readers that read nothing (EXPORT_STALL_SECONDS, 30 by default).
 *
 * Data dir: EXPORT_DATA_DIR (default bench/.data-export), the export bench's 100,000 orders.
 * Writes bench/results/export-flood.json. Alone: `BENCH_ONLY=export-flood npm run bench`.
 */
import http from 'node:http';
import path from 'node:path';
import { EXPORT_CONTENT_TYPE } from '@bo/contract';
import { load, type LoadResult } from './load.js';
import { ensureData } from './reports.js';
import { writeResult } from './results.js';
import { rssMiB } from './export.js';
import { ROOT, signIn, startBackofficeWithPool } from './server.js';

const FLOOD = 24;

interface Opened {
  status: number;
  res: http.IncomingMessage;
}

/** Asks for the order export and reads nothing of an admitted one. */
function openUnread(url: string, headers: Record<string, string>): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/Order/Export`, { headers, agent: false }, (res) => {
      if (res.statusCode === 200 && String(res.headers['content-type']).startsWith(EXPORT_CONTENT_TYPE)) {
        res.pause();
        resolve({ status: 200, res });
      } else {
        res.resume();
        resolve({ status: res.statusCode ?? 0, res });
      }
    });
    req.on('error', reject);
  });
}

async function callsOf(url: string, headers: Record<string, string>, seconds: number) {
  return {
    menus: await load(`${url}/api/LAdmin/Get_UserMenus`, { headers, seconds }),
    orderList: await load(`${url}/api/Order/List?page=1&pageSize=15`, { headers, seconds }),
  };
}

const brief = (r: LoadResult) => ({
  rps: r.requestsPerSecond,
  p95: r.latencyMs.p95,
  p99: r.latencyMs.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

export async function runExportFloodBench() {
  const seconds = Number(process.env.FLOOD_SECONDS ?? 10);
  const dataDir = path.resolve(ROOT, process.env.EXPORT_DATA_DIR ?? 'bench/.data-export');
  await ensureData(dataDir, Number(process.env.EXPORT_ORDERS ?? 100_000), 'export-bench.json');
  const { app, pool } = await startBackofficeWithPool(dataDir, 2);
  /** Connections of the exports' share in a transaction: exports still reading the database. */
  const reading = async () =>
    Number(
      (
        await pool.query(
          `select count(*)::int as n from pg_stat_activity where application_name = 'backoffice-export' and xact_start is not null`,
        )
      ).rows[0].n,
    );
  try {
    const flooder = (await signIn(app.url, '001', 'admin')).headers;
    const other = (await signIn(app.url, '002', 'admin')).headers;
    console.log("export flood: the other branch's calls without a flood…");
    const quiet = await callsOf(app.url, other, seconds);
    const rssBefore = rssMiB(app.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(app.pid))), 100);
    const started = performance.now();
    const opened = await Promise.all(Array.from({ length: FLOOD }, () => openUnread(app.url, flooder)));
    const running = opened.filter((o) => o.status === 200);
    console.log(
      `export flood: ${running.length} exports run, ${FLOOD - running.length} refused; the calls during the flood…`,
    );
    const flooded = await callsOf(app.url, other, seconds);
    // The exports let their connections go once read; what waits for the readers is cut off after
    // EXPORT_STALL_SECONDS (a paused reader does not notice, so the server's memory tells).
    let freedAfterSeconds: number | null = null;
    const deadline = performance.now() + 90_000;
    while (performance.now() < deadline) {
      if (freedAfterSeconds === null && (await reading()) === 0)
        freedAfterSeconds = Math.round((performance.now() - started) / 100) / 10;
      if (freedAfterSeconds !== null && performance.now() - started > 45_000) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    clearInterval(sampler);
    const rssAfter = rssMiB(app.pid);
    for (const o of opened) o.res.destroy();
    const figures = {
      flood: FLOOD,
      admitted: running.length,
      refused: opened.filter((o) => o.status === 429).length,
      otherStatuses: opened.filter((o) => o.status !== 200 && o.status !== 429).map((o) => o.status),
      connectionsFreedAfterSeconds: freedAfterSeconds,
      serverRssMiB: { before: rssBefore, peak: rssPeak, after45s: rssAfter },
      quiet: { menus: brief(quiet.menus), orderList: brief(quiet.orderList) },
      duringFlood: { menus: brief(flooded.menus), orderList: brief(flooded.orderList) },
      note: `branch 002's administrator, 10 connections, ${seconds} s per call; the flood: ${FLOOD} order exports of 001's 100,000 orders by one account, none read; connectionsFreedAfterSeconds: from the flood to no export reading the database; serverRssMiB: the server's resident memory before the flood, its peak, and 45 s after the flood began (the unread answers cut off after EXPORT_STALL_SECONDS, 30)`,
    };
    console.table({
      quiet: { menus: quiet.menus.latencyMs.p95, orderList: quiet.orderList.latencyMs.p95 },
      duringFlood: { menus: flooded.menus.latencyMs.p95, orderList: flooded.orderList.latencyMs.p95 },
    });
    console.log(
      `export flood: connections free after ${freedAfterSeconds} s, server RSS ${rssBefore} → ${rssPeak} → ${rssAfter} MiB; written ${writeResult('export-flood', figures)}`,
    );
    return figures;
  } finally {
    await pool.end();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runExportFloodBench();
