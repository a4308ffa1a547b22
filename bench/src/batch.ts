/**
 * Issue 37 #2: a batch of BATCH_MAX (500) rows, the largest a user can pick (one page of 500).
 *
 * - Data dir: BATCH_DATA_DIR (default bench/.data-export, shared with the export bench), filled by
 *   the seed CLI with BATCH_ORDERS orders (default 100,000) in branch 001 unless already done.
 * - Starts the real server, signs in as 001/admin, takes 500 placed or confirmed orders from the list
 *   and moves them all with POST /api/Order/BatchChangeState: cancel (with a reason), restore (back
 *   where each was), cancel … BATCH_ROUNDS times (default 6); then 500 clients disabled and enabled.
 * - Wall time per batch (the answer in hand), per row, and the rows changed/refused.
 * - Writes bench/results/batch.json.
 *
 * Alone: `npx tsx bench/src/batch.ts`.
 */
import os from 'node:os';
import path from 'node:path';
import { ensureData } from './reports.js';
import { writeResult } from './results.js';
import { callApi as call, ROOT, signIn, startBackoffice } from './server.js';

const ROWS = 500;

type Outcome = { changed: number; unchanged: number; refused: unknown[] };

async function timed(label: string, work: () => Promise<Outcome>) {
  const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
  const started = performance.now();
  const out = await work();
  const ms = Math.round(performance.now() - started);
  console.log(`  ${label}: ${out.changed} changed, ${out.refused.length} refused in ${ms} ms`);
  return {
    batch: label,
    ms,
    msPerRow: Math.round((ms / ROWS) * 100) / 100,
    changed: out.changed,
    refused: out.refused.length,
    loadAverage,
  };
}

export async function runBatchBench() {
  const orders = Number(process.env.BATCH_ORDERS ?? 100_000);
  const rounds = Number(process.env.BATCH_ROUNDS ?? 6);
  const dataDir = path.resolve(ROOT, process.env.BATCH_DATA_DIR ?? 'bench/.data-export');
  await ensureData(dataDir, orders, 'export-bench.json');
  const app = await startBackoffice({ dataDir });
  try {
    const { headers } = await signIn(app.url);
    const page = await call<{ list: { id: number; version: number }[] }>(
      app.url,
      headers,
      'GET',
      `/api/Order/List?status=0,1&pageSize=${ROWS}`,
    );
    if (page.list.length < ROWS) throw new Error(`only ${page.list.length} placed or confirmed orders in branch 001`);
    const ids = page.list.map((o) => o.id);
    let versions = new Map(page.list.map((o) => [o.id, o.version]));
    const move = async (action: string) => {
      const out = await call<Outcome>(app.url, headers, 'POST', '/api/Order/BatchChangeState', {
        items: ids.map((id) => ({ id, version: versions.get(id)! })),
        action,
        ...(action === 'cancel' ? { reason: 'bench' } : {}),
      });
      versions = new Map(ids.map((id) => [id, versions.get(id)! + 1]));
      return out;
    };
    const runs = [];
    for (let i = 0; i < rounds; i++)
      runs.push(await timed(`orders: ${i % 2 ? 'restore' : 'cancel'} 500`, () => move(i % 2 ? 'restore' : 'cancel')));

    const clients = await call<{ list: { id: number; version: number }[] }>(
      app.url,
      headers,
      'GET',
      `/api/UManage/Clients?pageSize=${ROWS}&status=1`,
    );
    const status = (s: number, list: { id: number; version: number }[]) =>
      call<Outcome>(app.url, headers, 'POST', '/api/UManage/BatchSetClientStatus', {
        items: list.map(({ id, version }) => ({ id, version })),
        status: s,
      });
    runs.push(await timed(`clients: disable ${clients.list.length}`, () => status(0, clients.list)));
    const bumped = clients.list.map((c) => ({ id: c.id, version: c.version + 1 }));
    runs.push(await timed(`clients: enable ${clients.list.length}`, () => status(1, bumped)));

    const figures = {
      ordersSeeded: orders,
      rowsPerBatch: ROWS,
      note: "wall time from the request to the answer in hand (one transaction, a savepoint per row, one operation-log row); loadAverage: the machine's 1-minute load as the batch started (2 cores)",
      runs,
    };
    console.table(runs);
    console.log(`written ${writeResult('batch', figures)}`);
    return figures;
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runBatchBench();
