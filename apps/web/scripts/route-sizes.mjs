#!/usr/bin/env node
/**
 * Gzip size of the JavaScript each route loads, from the production build's manifest: the entry
 * chunk plus the route's own chunks and everything they import statically. Fails (exit 1) when
 * a route is over its budget (BUDGETS below) or when the build carries React's development
 * build. Usage (run `npm run build -w apps/web` first; `npm run size -w apps/web` runs this):
 *   node apps/web/scripts/route-sizes.mjs [--json] [--budget=/login=120 …] [--max-login-kb=120] [--dist=dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * Budgets in KB (1024 bytes) of gzip JavaScript, by route pattern; a route takes the first row
 * that matches it. One row per budget: add yours, with where it is explained.
 */
const BUDGETS = [
  // The sign-in page: no antd, no i18next, no zod or axios before the first key press
  // (docs/decisions/0038-sign-in-page-budget.md).
  { pattern: /^\/login$/, kb: 120, why: 'docs/decisions/0038-sign-in-page-budget.md' },
  // The console: the frame and its page; ECharts, the tables and the client dialog load with their blocks.
  { pattern: /^\/dashboard\/console$/, kb: 450, why: 'docs/decisions/0041-route-budgets.md' },
  // Every other page of the frame.
  { pattern: /^\/(?!login$|softwarelogin$)/, kb: 350, why: 'docs/decisions/0041-route-budgets.md' },
];

const distArg = process.argv.find((a) => a.startsWith('--dist='));
const dist = distArg
  ? path.resolve(distArg.slice('--dist='.length))
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run "npm run build -w apps/web" first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const read = (file) => fs.readFileSync(path.join(dist, file));
const gzipCache = new Map();
const gzipOf = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(read(file)).length);
  return gzipCache.get(file);
};

/** The chunk keys loaded for `keys`, following static imports only. */
function closure(keys, seen = new Set()) {
  for (const k of keys) {
    if (seen.has(k)) continue;
    if (!manifest[k]) {
      // A renamed or merged module would silently drop out of every figure: say so instead.
      console.error(
        `route-sizes: "${k}" is not a chunk of the build (renamed, or no longer imported dynamically?): update ${path.basename(fileURLToPath(import.meta.url))}.`,
      );
      process.exit(2);
    }
    seen.add(k);
    closure(manifest[k].imports ?? [], seen);
  }
  return seen;
}

const entry = 'index.html';
/** The strings of the default language (cn) that the sign-in pages need before their first screen. */
const signInStrings = 'src/locales/sign-in.cn.json';
/**
 * What every signed-in route loads before its page: the frame, antd's providers, i18next and the
 * console's strings (app/signed-in.tsx), and the route loader's data chunk (menu and page calls,
 * app/route-data.ts).
 */
const signedIn = ['src/app/signed-in.tsx', signInStrings, 'src/locales/cn.json', 'src/app/route-data.ts'];
/** Route → the source files whose chunks it needs on top of the entry. */
const routes = [
  ['/login', ['src/pages/login/index.tsx', signInStrings]],
  ['/softwarelogin', ['src/pages/softwarelogin/index.tsx', signInStrings]],
  // The print view of an order, outside the frame: the signed-in unit, its own page and strings,
  // no route data (docs/decisions/0143-print-an-order.md).
  [
    '/print/order/:id',
    [
      'src/app/print-route.tsx',
      'src/app/signed-in.tsx',
      signInStrings,
      'src/locales/cn.json',
      'src/pages/print/order-print.tsx',
      'src/locales/pages/print.cn.json',
    ],
  ],
];
for (const key of Object.keys(manifest).sort()) {
  const m = /^src\/pages\/([^/]+\/[^/]+)\/index\.tsx$/.exec(key);
  // A page's prefetch (its first calls, started by the route loader) is a chunk of its own.
  const prefetch = `src/pages/${m?.[1]}/prefetch.ts`;
  if (m) routes.push([`/${m[1]}`, [...signedIn, key, ...(manifest[prefetch] ? [prefetch] : [])]]);
}

/** Overrides from the command line: --budget=/login=130 (exact route), --max-login-kb=130 (kept for old scripts). */
const overrides = new Map(
  process.argv
    .filter((a) => a.startsWith('--budget='))
    .map((a) => {
      const [route, kb] = a.slice('--budget='.length).split('=');
      return [route, Number(kb)];
    }),
);
const maxLogin = process.argv.find((a) => a.startsWith('--max-login-kb='));
if (maxLogin) overrides.set('/login', Number(maxLogin.split('=')[1]));
const budgetOf = (route) => overrides.get(route) ?? BUDGETS.find((b) => b.pattern.test(route))?.kb;

const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const results = routes.map(([route, sources]) => {
  const files = jsOf(closure([entry, ...sources]));
  const bytes = files.reduce((n, f) => n + gzipOf(f), 0);
  return {
    route,
    gzipBytes: bytes,
    gzipKB: Math.round(bytes / 102.4) / 10,
    chunks: files.length,
    budgetKB: budgetOf(route) ?? null,
  };
});

/**
 * A list's table part (antd's Table with its pagination, select and tree), which the list's first
 * calls preload beside the rows: the build groups it into a few chunks (vite.config.ts,
 * `list-table`) instead of thirty, since on a phone's connection each request costs a round trip.
 * Its chunks beyond what every signed-in route loads are held to TABLE_PART_MAX_CHUNKS.
 */
const TABLE_PART_MAX_CHUNKS = 8;
const tablePart = Object.keys(manifest).find((k) => manifest[k].name === 'list-table');
const frameFiles = new Set(jsOf(closure([entry, ...signedIn])));
const tablePartChunks = tablePart ? jsOf(closure([tablePart])).filter((f) => !frameFiles.has(f)).length : 0;

/**
 * React's development build in the bundle (a NODE_ENV that leaked into the build): its
 * react, react-dom and jsx-runtime all carry this frame name, the production builds never.
 */
const DEV_MARKER = 'react_stack_bottom_frame';
const jsFiles = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const devBuild = jsFiles.filter((f) => read(path.join('assets', f)).includes(DEV_MARKER));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ routes: results, tablePartChunks, reactDevelopmentBuild: devBuild }, null, 2));
} else {
  for (const r of results) {
    const budget = r.budgetKB ? `  budget ${r.budgetKB} KB` : '';
    console.log(`${r.route.padEnd(28)} ${String(r.gzipKB).padStart(7)} KB gzip  (${r.chunks} chunks)${budget}`);
  }
  console.log(`a list's table part: ${tablePartChunks} chunks more  (at most ${TABLE_PART_MAX_CHUNKS})`);
}

let failed = false;
for (const r of results.filter((r) => r.budgetKB && r.gzipKB > r.budgetKB)) {
  const why = BUDGETS.find((b) => b.pattern.test(r.route))?.why;
  console.error(
    `${r.route} loads ${r.gzipKB} KB of gzip JavaScript, over its ${r.budgetKB} KB budget${why ? ` (${why})` : ''}.`,
  );
  failed = true;
}
if (!tablePart) {
  console.error(
    'route-sizes: no `list-table` chunk in the build (vite.config.ts groups it): was the build made by scripts/build.mjs?',
  );
  failed = true;
}
if (tablePartChunks > TABLE_PART_MAX_CHUNKS) {
  console.error(
    `A list's table part loads ${tablePartChunks} chunks, over ${TABLE_PART_MAX_CHUNKS} (vite.config.ts, the \`list-table\` group).`,
  );
  failed = true;
}
if (devBuild.length) {
  console.error(
    `React's development build is in ${devBuild.join(', ')}: build with "npm run build -w apps/web" (it forces NODE_ENV=production).`,
  );
  failed = true;
}
if (failed) process.exit(1);
