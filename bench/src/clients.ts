/**
 * The clients tab's list (GET /api/UManage/Clients) on a branch with 1,000,000 clients.
 *
 * - Data dir: CLIENTS_DATA_DIR (default bench/.data-clients): the demo with CLIENTS_ORDERS orders
 *   in branch 001 (seed CLI), then CLIENTS_COUNT clients added to 001 by one INSERT … SELECT
 *   (marker clients-bench.json), each with a name, company, contact, mobile, type, level, area and
 *   settlement of its own, so every filter has something to find and something to skip.
 * - Starts the real server, signs in as 001/admin and drives each case with autocannon,
 *   10 connections: the first page, the word search (by customer number, name, contact and mobile),
 *   each filter, the over-the-limit filter, each sort, page 50. Every answer includes the total.
 * - Writes bench/results/clients.json. Target: p95 ≤ 30 ms, as for the order list.
 *
 * Alone: `npx tsx bench/src/clients.ts` (CLIENTS_SECONDS, default 10 s per case).
 */
import fs from 'node:fs';
import path from 'node:path';
import type pgTypes from 'pg';
import { load, loadRow } from './load.js';
import { ensureData } from './reports.js';
import { writeResult } from './results.js';
import { ROOT, signIn, startBackofficeWithPool } from './server.js';

const TARGET_P95_MS = 30;
/** The added clients' numbers start here, above the demo's (001K00001 …). */
const FIRST_NUMBER = 1_000_000;

interface Marker {
  clients: number;
  insertSeconds: number;
  insertedAt: string;
}

/** Adds `n` clients to branch 001 once (a marker file remembers it). */
async function ensureClients(pool: pgTypes.Pool, dataDir: string, n: number): Promise<Marker> {
  const markerFile = path.join(dataDir, 'clients-bench.json');
  if (fs.existsSync(markerFile)) {
    const m = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker;
    if (m.clients === n) return m;
    throw new Error(`${dataDir} holds ${m.clients} added clients, not ${n}: remove the directory to start again`);
  }
  console.log(`adding ${n} clients to branch 001…`);
  const started = performance.now();
  await pool.query(
    `insert into clients (gscode, guestcode, guestname, longname, linkman, mobile, clienttype, clientlevel, area, isyuejie, maxprice, status, created_at)
     select '001', '001K' || ($2::int + g),
            (array['鼎盛','恒远','华彩','金桥','蓝海','明达','瑞丰','晨光'])[1 + g % 8] || (array['广告','印务','科技','设计'])[1 + (g / 8) % 4] || g,
            (array['上海','杭州','苏州','深圳'])[1 + (g / 32) % 4] || (array['鼎盛','恒远','华彩','金桥','蓝海','明达','瑞丰','晨光'])[1 + g % 8] || g || '有限公司',
            (array['王','李','张','刘','陈'])[1 + g % 5] || (array['伟','芳','娜','敏','静','强'])[1 + (g / 5) % 6],
            '139' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
            1 + g % 5, (array['A','B','C','D'])[1 + (g / 7) % 4], (array['华东','华南','华北','西南'])[1 + (g / 3) % 4],
            case when g % 4 = 0 then 1 else 0 end, case when g % 4 = 0 then 10000 else 0 end,
            case when g % 50 = 0 then 0 else 1 end,
            now() - make_interval(secs => g)
       from generate_series(1, $1::int) g`,
    [n, FIRST_NUMBER],
  );
  await pool.query(`update branches set guestcode_seq = greatest(guestcode_seq, $1::int) where gscode = '001'`, [
    FIRST_NUMBER + n,
  ]);
  await pool.query('analyze clients');
  const m: Marker = {
    clients: n,
    insertSeconds: Math.round((performance.now() - started) / 100) / 10,
    insertedAt: new Date().toISOString(),
  };
  fs.writeFileSync(markerFile, JSON.stringify(m, null, 2) + '\n');
  return m;
}

/** What an operator does with the list, each as the list's query words. */
const CASES: { name: string; query: Record<string, string> }[] = [
  { name: 'first page (newest)', query: {} },
  { name: 'search: a customer number', query: { q: `001K${FIRST_NUMBER + 123_457}` } },
  { name: 'search: a name', query: { q: '蓝海设计' } },
  { name: 'search: a contact', query: { q: '陈静' } },
  { name: 'search: mobile digits', query: { q: '13900791' } },
  { name: 'type 2', query: { type: '2' } },
  { name: 'level B, area 华南', query: { level: 'B', area: '华南' } },
  { name: 'monthly settlement', query: { settlement: 'monthly' } },
  { name: 'disabled', query: { status: '0' } },
  { name: 'over the limit', query: { overLimit: 'yes' } },
  { name: 'sort by name', query: { sort: 'guestname', order: 'asc' } },
  { name: 'sort by number, desc', query: { sort: 'guestcode', order: 'desc' } },
  { name: 'page 50', query: { page: '50' } },
];

export async function runClientsBench(opts: { seconds?: number; connections?: number } = {}) {
  const seconds = opts.seconds ?? Number(process.env.CLIENTS_SECONDS ?? 10);
  const connections = opts.connections ?? 10;
  const count = Number(process.env.CLIENTS_COUNT ?? 1_000_000);
  const orders = Number(process.env.CLIENTS_ORDERS ?? 100_000);
  const dataDir = path.resolve(ROOT, process.env.CLIENTS_DATA_DIR ?? 'bench/.data-clients');
  await ensureData(dataDir, orders, 'clients-bench-orders.json');

  const { app, pool } = await startBackofficeWithPool(dataDir, 2);
  try {
    const marker = await ensureClients(pool, dataDir, count);
    const inBranch = (await pool.query(`select count(*)::int as n from clients where gscode = '001'`)).rows[0]
      .n as number;
    const { headers } = await signIn(app.url);
    const url = (q: Record<string, string>) =>
      `${app.url}/api/UManage/Clients?${new URLSearchParams({ pageSize: '10', ...q })}`;
    console.log(`branch 001 holds ${inBranch} clients; warming up…`);
    for (const c of CASES) await load(url(c.query), { headers, seconds: 1, connections });
    const results = [];
    for (const c of CASES) {
      const body = await fetch(url(c.query), { headers }).then((r) => r.json());
      if (body.code !== 0) throw new Error(`${c.name}: code ${body.code} ${body.msg}`);
      console.log(`${c.name}: ${seconds} s, ${connections} connections…`);
      const loaded = await load(url(c.query), { headers, seconds, connections });
      results.push({
        case: c.name,
        query: c.query,
        total: body.data.total,
        rows: body.data.list.length,
        ...loaded,
        meetsTarget: loaded.latencyMs.p95 <= TARGET_P95_MS,
      });
    }
    const figures = {
      clientsInBranch001: inBranch,
      insertSeconds: marker.insertSeconds,
      ordersInBranch001: orders,
      connections,
      secondsPerCase: seconds,
      targetP95Ms: TARGET_P95_MS,
      note: 'p50/p95 of GET /api/UManage/Clients under load, pages of 10, every answer with its total',
      cases: results,
    };
    console.table(Object.fromEntries(results.map((r) => [r.case, { total: r.total, ...loadRow(r) }])));
    console.log(`written ${writeResult('clients', figures)}`);
    return figures;
  } finally {
    await pool.end();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runClientsBench();
