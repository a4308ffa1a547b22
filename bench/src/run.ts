/**
 * npm run bench: every benchmark, each writing bench/results/<name>.json.
 * BENCH_ONLY=menus,bundle,reports,branches,orders,export,batch,export-flood,clients,content,push,backup,lighthouse picks some; BENCH_SECONDS sets each load's duration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundleReport } from './bundle.js';
import { runMenusBench } from './menus.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name: string) => !only.length || only.includes(name);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

if (wanted('menus')) await runMenusBench({ seconds });
if (wanted('bundle')) await runBundleReport();
// The dashboard bench (1,000,000 orders) lives in reports.ts once that work has landed.
const reports = './reports.js';
if (wanted('reports') && fs.existsSync(path.join(here, 'reports.ts'))) {
  const { runReportsBench } = await import(reports);
  await runReportsBench({ seconds });
}
// The order list runs its cases in rounds (ORDERS_SECONDS × ORDERS_ROUNDS each), not BENCH_SECONDS.
if (wanted('branches')) await (await import('./branches.js')).runBranchesBench({ seconds });
if (wanted('orders')) await (await import('./orders.js')).runOrdersBench();
if (wanted('export')) await (await import('./export.js')).runExportBench();
if (wanted('jobs')) await (await import('./jobs.js')).runJobsBench();
if (wanted('batch')) await (await import('./batch.js')).runBatchBench();
if (wanted('export-flood')) await (await import('./export-flood.js')).runExportFloodBench();
if (wanted('content')) await (await import('./content.js')).runContentBench({ seconds });
if (wanted('push')) await (await import('./push.js')).runPushBench();
if (wanted('clients')) await (await import('./clients.js')).runClientsBench({ seconds });
if (wanted('backup')) await (await import('./backup.js')).runBackupBench();
// Loaded only when wanted (Lighthouse is a large import).
if (wanted('lighthouse')) await (await import('./lighthouse.js')).runLighthouseBench();
