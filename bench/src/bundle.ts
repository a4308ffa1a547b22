/**
 * Issue-3 budget: the gzip JavaScript each route loads, from the production build
 * (apps/web/scripts/route-sizes.mjs does the counting; this writes bench/results/bundle.json).
 */
import { execFileSync, execSync } from 'node:child_process';
import { writeResult } from './results.js';
import { ROOT } from './server.js';

export async function runBundleReport() {
  console.log('building the web app (vite build)…');
  execSync('npm run build -w apps/web', { cwd: ROOT, stdio: 'ignore' });
  const out = execFileSync(process.execPath, ['apps/web/scripts/route-sizes.mjs', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const figures = JSON.parse(out) as {
    budgetKB: Record<string, number>;
    routes: { route: string; gzipKB: number; chunks: number }[];
  };
  console.table(Object.fromEntries(figures.routes.map((r) => [r.route, { 'KB gzip': r.gzipKB, chunks: r.chunks }])));
  console.log(`written ${writeResult('bundle', figures)}`);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await runBundleReport();
