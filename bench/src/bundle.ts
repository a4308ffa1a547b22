/**
 * Issue-3 budget: the gzip size of the JavaScript each route loads, from the production
 * build's Vite manifest (apps/web/dist/.vite/manifest.json). A route loads the entry chunk,
 * its page chunk, and every chunk they import statically.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { writeResult } from './results.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/web/dist');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export const LOGIN_BUDGET_KB = 250;

export async function runBundleReport() {
  console.log('building the web app (vite build)…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'ignore' });
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`no ${manifestFile}: set build.manifest = true in apps/web/vite.config.ts`);
  const manifest: Record<string, Chunk> = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
    return gz.get(file)!;
  };
  /** The chunk's file plus every file it imports statically, each counted once. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const c = manifest[key];
    if (!c || seen.has(c.file)) return seen;
    if (c.file.endsWith('.js')) seen.add(c.file);
    for (const i of c.imports ?? []) closure(i, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const entryFiles = closure(entryKey);
  const kb = (files: Set<string>) => Math.round(([...files].reduce((s, f) => s + gzipOf(f), 0) / 1024) * 10) / 10;

  const routes: Record<string, number> = { '(entry)': kb(entryFiles) };
  for (const [key, c] of Object.entries(manifest)) {
    const m = /src\/pages\/(.+)\/index\.tsx$/.exec(c.src ?? key);
    if (!m) continue;
    routes[`/${m[1]}`] = kb(closure(key, new Set(entryFiles)));
  }
  const figures = { unit: 'KiB gzip', loginBudget: LOGIN_BUDGET_KB, routes };
  console.table(Object.fromEntries(Object.entries(routes).map(([r, v]) => [r, { 'KiB gzip': v }])));
  console.log(`written ${writeResult('bundle', figures)}`);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await runBundleReport();
