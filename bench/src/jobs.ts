/**
 * Issue-40 figures: long work as jobs.
 *
 * - The order export of 100,000 orders (the export bench's data dir, EXPORT_DATA_DIR, default
 *   bench/.data-export) started as a job (POST /api/Job/Start) and followed with Job/Get until done:
 *   wall time from the Start to done, the server's resident memory (sampled every 50 ms, peak over
 *   its value before), and the database connections the server held (pg_stat_activity, sampled
 *   every 100 ms: the calls' pool, the exports' share, the push listener); then the file downloaded
 *   and its bytes counted.
 * - The client import of 10,000 rows with 1 % bad (a name twice, a credit limit that is not a
 *   number), mode valid: the sheet kept by ClientImportSheet, the job started and followed the same
 *   way; rows added, rows refused, and the error sheet's bytes.
 *
 * Writes bench/results/jobs.json. Alone: `npx tsx bench/src/jobs.ts`.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type ExcelJSTypes from 'exceljs';
import type { JobRow } from '@bo/contract';
import { rssMiB } from './export.js';
import { ensureData } from './reports.js';
import { writeResult } from './results.js';
import { ROOT, signIn, startBackofficeWithPool } from './server.js';

const ExcelJS = createRequire(path.join(ROOT, 'apps/server/package.json'))('exceljs') as typeof ExcelJSTypes;

type Headers = Record<string, string>;

async function call<T>(url: string, headers: Headers, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { ...headers, 'accept-language': 'en', ...init.headers } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

/** Starts a job and follows it to its end, sampling the server's memory and its database connections. */
async function followJob(
  base: string,
  headers: Headers,
  start: object,
  pid: number,
  connections: () => Promise<number>,
) {
  const before = rssMiB(pid);
  let peak = before;
  let peakConnections = 0;
  const rss = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
  const t0 = performance.now();
  try {
    const { id } = await call<{ id: number }>(`${base}/api/Job/Start`, headers, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(start),
    });
    for (;;) {
      peakConnections = Math.max(peakConnections, await connections());
      const job = await call<JobRow>(`${base}/api/Job/Get?id=${id}`, headers);
      if (job.state === 'done' || job.state === 'failed' || job.state === 'cancelled') {
        if (job.state !== 'done') throw new Error(`job ${id} ${job.state}: ${job.message}`);
        return { job, seconds: Math.round(performance.now() - t0) / 1000, rssMiB: { before, peak }, peakConnections };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    clearInterval(rss);
  }
}

async function downloadBytes(base: string, headers: Headers, id: number, file: 'result' | 'errors') {
  const res = await fetch(`${base}/api/Job/Download?id=${id}&file=${file}`, { headers });
  if (!res.ok) throw new Error(`download ${file}: HTTP ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

/** 10,000 client rows, every 100th bad: a name repeated, or a credit limit that is not a number. */
async function importSheet(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clients');
  sheet.addRow(['客户名称', '公司全称', '信用额度']);
  const stamp = Date.now().toString(36);
  for (let i = 1; i <= rows; i++) {
    const bad = i % 100 === 0;
    const name = bad && i % 200 === 0 ? `导入基准${stamp}-1` : `导入基准${stamp}-${i}`;
    sheet.addRow([name, `导入基准公司 ${i}`, bad && i % 200 !== 0 ? 'much' : 1000]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function runJobsBench() {
  const orders = Number(process.env.EXPORT_ORDERS ?? 100_000);
  const importRows = Number(process.env.IMPORT_ROWS ?? 10_000);
  const dataDir = path.resolve(ROOT, process.env.EXPORT_DATA_DIR ?? 'bench/.data-export');
  await ensureData(dataDir, orders, 'export-bench.json');
  const { app, pool } = await startBackofficeWithPool(dataDir, 2);
  const connections = async () =>
    Number(
      (
        await pool.query(
          `select count(*)::int as n from pg_stat_activity where application_name like 'backoffice%' and pid <> pg_backend_pid()`,
        )
      ).rows[0].n,
    );
  try {
    const { headers } = await signIn(app.url);
    console.log(`order export as a job: every order of branch 001…`);
    const exp = await followJob(app.url, headers, { kind: 'orderExport', params: {} }, app.pid, connections);
    const fileBytes = await downloadBytes(app.url, headers, exp.job.id, 'result');
    console.log(`  ${exp.job.rows} rows in ${exp.seconds} s, RSS ${exp.rssMiB.before} → ${exp.rssMiB.peak} MiB`);

    console.log(`client import as a job: ${importRows} rows, 1 % bad…`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await importSheet(importRows))]), 'clients.xlsx');
    const kept = await call<{ fileId: number }>(`${app.url}/api/Excel/ClientImportSheet`, headers, {
      method: 'POST',
      body: form,
    });
    const imp = await followJob(
      app.url,
      headers,
      { kind: 'clientImport', params: { fileId: kept.fileId, columns: 'guestname,longname,maxprice', mode: 'valid' } },
      app.pid,
      connections,
    );
    const errorBytes = await downloadBytes(app.url, headers, imp.job.id, 'errors');
    console.log(`  ${imp.job.added} added, ${imp.job.refused} refused in ${imp.seconds} s`);

    const figures = {
      export: {
        orders,
        rows: exp.job.rows,
        seconds: exp.seconds,
        serverRssMiB: exp.rssMiB,
        peakServerConnections: exp.peakConnections,
        fileBytes,
      },
      import: {
        rows: importRows,
        added: imp.job.added,
        refused: imp.job.refused,
        seconds: imp.seconds,
        serverRssMiB: imp.rssMiB,
        peakServerConnections: imp.peakConnections,
        errorSheetBytes: errorBytes,
      },
      note: 'wall time from Start to the job read as done (Job/Get every 100 ms); server RSS sampled every 50 ms (before → peak); connections: the server’s sessions in pg_stat_activity (calls’ pool, exports’ share, push listener), sampled with each Get',
    };
    console.log(`written ${writeResult('jobs', figures)}`);
    return figures;
  } finally {
    await pool.end();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runJobsBench();
