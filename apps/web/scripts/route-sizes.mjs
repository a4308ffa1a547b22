#!/usr/bin/env node
/**
 * Gzip size of the JavaScript each route loads, from the production build's manifest:
 * the entry chunk plus the route's lazy chunk and everything they import statically.
 * Usage: node apps/web/scripts/route-sizes.mjs [--json] [--max-login-kb=250]
 * (run `npm run build -w apps/web` first). Exits 1 when /login exceeds its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run "npm run build -w apps/web" first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gzipCache = new Map();
const gzipOf = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipCache.get(file);
};

/** The chunk keys loaded for `keys`, following static imports only. */
function closure(keys, seen = new Set()) {
  for (const k of keys) {
    if (seen.has(k) || !manifest[k]) continue;
    seen.add(k);
    closure(manifest[k].imports ?? [], seen);
  }
  return seen;
}

const entry = 'index.html';
const frame = 'src/layout/frame.tsx';
/** Route → the source files whose chunks it needs on top of the entry. */
const routes = [
  ['/login', ['src/pages/login/index.tsx']],
  ['/softwarelogin', ['src/pages/softwarelogin/index.tsx']],
];
for (const key of Object.keys(manifest).sort()) {
  const m = /^src\/pages\/([^/]+\/[^/]+)\/index\.tsx$/.exec(key);
  if (m) routes.push([`/${m[1]}`, [frame, key]]);
}

const results = routes.map(([route, sources]) => {
  const files = [...closure([entry, ...sources])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((n, f) => n + gzipOf(f), 0);
  return { route, gzipBytes: bytes, gzipKB: Math.round(bytes / 102.4) / 10, chunks: files.length };
});

const maxArg = process.argv.find((a) => a.startsWith('--max-login-kb='));
const maxLoginKB = maxArg ? Number(maxArg.split('=')[1]) : 250;
const login = results.find((r) => r.route === '/login');
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgetKB: { '/login': maxLoginKB }, routes: results }, null, 2));
} else {
  for (const r of results) console.log(`${r.route.padEnd(28)} ${String(r.gzipKB).padStart(7)} KB gzip  (${r.chunks} chunks)`);
}
if (login && login.gzipKB > maxLoginKB) {
  console.error(`/login loads ${login.gzipKB} KB of gzip JavaScript, over its ${maxLoginKB} KB budget.`);
  process.exit(1);
}
