/**
 * Issue 15 item 3: backup and restore of the whole database (the million-order one of the
 * reports bench when seeded), through the real calls as the console makes them.
 *
 * - Data dir: BACKUP_DATA_DIR (default bench/.data, the reports bench's: REPORTS_ORDERS orders,
 *   default 1,000,000, in branch 001), seeded by the seed CLI unless already done (its marker).
 *   BACKUP_ORDERS sets the orders of a data dir of its own (e.g. 20000 for a quick run).
 * - Starts the real server, signs in as the platform owner (000/owner), backs up
 *   (POST /api/Safeguard/Backup/Create, reading the progress frames to the end frame), then
 *   restores that file (POST /api/Safeguard/Backup/Restore): wall time of each, the file's size
 *   in MB, rows and tables, MB/s of the database's rows; the backup file is deleted afterwards.
 * - Writes bench/results/backup.json.
 *
 * Alone: `BENCH_ONLY=backup npm run bench`.
 */
import path from 'node:path';
import { ExportFrameDecoder } from '@bo/contract';
import { ensureData } from './reports.js';
import { writeResult } from './results.js';
import { ROOT, signIn, startBackoffice } from './server.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** One streamed call: its wall time, progress frames and end frame (or the error frame's message, thrown). */
async function streamed<E extends object>(url: string, path_: string, headers: Record<string, string>, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${url}${path_}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('export-frames'))
    throw new Error(`${path_}: ${res.status} ${await res.text()}`);
  const decoder = new ExportFrameDecoder<E>();
  let progress = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    for (const f of decoder.push(chunk)) {
      if (f.kind === 'progress') progress++;
      else if (f.kind === 'error') throw new Error(`${path_}: ${f.value.msg}`);
      else if (f.kind === 'end')
        return { seconds: round1((performance.now() - started) / 1000), progressFrames: progress, end: f.value };
    }
  }
  throw new Error(`${path_}: the answer stopped before its end frame`);
}

export async function runBackupBench() {
  const orders = Number(process.env.BACKUP_ORDERS ?? process.env.REPORTS_ORDERS ?? 1_000_000);
  const dataDir = path.resolve(
    ROOT,
    process.env.BACKUP_DATA_DIR ?? (process.env.BACKUP_ORDERS ? 'bench/.data-backup' : 'bench/.data'),
  );
  await ensureData(dataDir, orders);
  const server = await startBackoffice({ dataDir });
  try {
    const { headers } = await signIn(server.url, '000', 'owner');
    console.log(`backup: backing up the database of ${orders} orders…`);
    const backup = await streamed<{ name: string; sizeBytes: number; rows: number; tables: number }>(
      server.url,
      '/api/Safeguard/Backup/Create',
      headers,
      {},
    );
    const { name, sizeBytes, rows, tables } = backup.end;
    const mb = round1(sizeBytes / 1_000_000);
    console.log(`backup: ${name}, ${tables} tables, ${rows} rows, ${mb} MB in ${backup.seconds} s; restoring it…`);
    const restore = await streamed<{ rows: number; sessionKept: boolean }>(
      server.url,
      '/api/Safeguard/Backup/Restore',
      headers,
      { name, confirm: name },
    );
    console.log(`restore: ${restore.end.rows} rows in ${restore.seconds} s (session kept: ${restore.end.sessionKept})`);
    await fetch(`${server.url}/api/Safeguard/Backup/Remove`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    const figures = {
      orders,
      tables,
      rows,
      fileMB: mb,
      backup: {
        seconds: backup.seconds,
        rowsPerSecond: Math.round(rows / backup.seconds),
        progressFrames: backup.progressFrames,
      },
      restore: {
        seconds: restore.seconds,
        rowsPerSecond: Math.round(rows / restore.seconds),
        progressFrames: restore.progressFrames,
        sessionKept: restore.end.sessionKept,
      },
    };
    console.log(`backup: results in ${writeResult('backup', figures)}`);
    return figures;
  } finally {
    await server.stop();
  }
}
