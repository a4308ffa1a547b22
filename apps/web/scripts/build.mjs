#!/usr/bin/env node
/**
 * Builds the web app into apps/web/dist only when its inputs changed, and never in place:
 * Vite writes into a fresh temporary directory beside dist, which is then renamed over it,
 * so a server serving dist, or a second build started at the same time, never sees half a build.
 * Inputs: the web sources, the contract (imported by the web), the Vite config and its helpers, index.html,
 * public/, the lockfile and NODE_ENV-independent build settings (VITE_* variables, BO_SOURCEMAP).
 * Every text file of the build is also written compressed, once, at the highest levels (.br and
 * .gz beside it); the server sends those as they are instead of compressing per request.
 * Usage: node apps/web/scripts/build.mjs [--force]
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(web, '../..');
const dist = path.join(web, 'dist');
const stampFile = path.join(dist, '.build-inputs');

const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  // What vite.config.ts imports from beside it.
  path.join(web, 'antd-first-screen-styles.ts'),
  path.join(web, 'files-under.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/contract/src'),
  path.join(root, 'package-lock.json'),
];

/** Every file under the inputs, in a stable order (tests are not part of the build). */
function files(p) {
  if (!fs.existsSync(p)) return [];
  if (fs.statSync(p).isFile()) return [p];
  return fs
    .readdirSync(p, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (/\.test\.tsx?$/.test(e.name) ? [] : files(path.join(p, e.name))));
}

function inputsHash() {
  const h = createHash('sha256');
  for (const f of inputs.flatMap(files))
    h.update(path.relative(root, f)).update('\0').update(fs.readFileSync(f)).update('\0');
  const viteEnv = Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort();
  h.update(JSON.stringify(viteEnv));
  // A build with source maps (vite.config.ts) is another build.
  h.update(process.env.BO_SOURCEMAP === '1' ? 'sourcemap' : '');
  return h.digest('hex');
}

/** Writes name.br and name.gz beside every compressible file of `dir` (dot-folders aside). */
function precompress(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!e.name.startsWith('.')) precompress(p);
      continue;
    }
    if (!/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(e.name)) continue;
    const raw = fs.readFileSync(p);
    if (raw.length < 256) continue;
    fs.writeFileSync(
      `${p}.br`,
      zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    );
    fs.writeFileSync(`${p}.gz`, zlib.gzipSync(raw, { level: 9 }));
  }
}

const hash = inputsHash();
const force = process.argv.includes('--force');
if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
  console.log('web: the build in apps/web/dist is up to date');
  process.exit(0);
}

console.log('web: building the web app into apps/web/dist (a minute or two on a 2-core machine)…');
const started = Date.now();
const tmp = fs.mkdtempSync(path.join(web, '.dist-'));
const planDir = fs.mkdtempSync(path.join(web, '.dist-plan-'));
const plan = path.join(planDir, '.chunk-plan.json');
/** One `vite build`; a production build whatever NODE_ENV the caller runs with (React's development build is 30 % larger). */
function viteBuild(outDir, env) {
  // Quiet: Vite's list of every chunk is hundreds of lines a newcomer does not need (BUILD_VERBOSE=1 shows it).
  const verbose = process.env.BUILD_VERBOSE === '1' && !env.BO_FRAME_PLAN;
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', ...(verbose ? [] : ['--logLevel', 'warn'])],
    {
      cwd: web,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', ...env },
    },
  );
  if (result.status === 0) return;
  for (const dir of [tmp, planDir]) fs.rmSync(dir, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
// Twice: the first build plans which modules go together (the entry's, the frame's, the table's),
// the second groups them (vite.config.ts "A few chunks instead of many small ones").
viteBuild(planDir, { BO_FRAME_PLAN: plan });
viteBuild(tmp, { BO_FRAME_MODULES: plan });
fs.rmSync(planDir, { recursive: true, force: true });
precompress(tmp);
fs.writeFileSync(path.join(tmp, '.build-inputs'), hash);
// Swap: the old dist moves aside and is removed once the new one is in place. A build finishing
// at the same moment may move ours aside in turn: the last one wins, neither is ever half written.
for (let attempt = 0; ; attempt++) {
  const aside = `${tmp}-old${attempt}`;
  try {
    fs.renameSync(dist, aside);
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
  }
  try {
    fs.renameSync(tmp, dist);
    fs.rmSync(aside, { recursive: true, force: true });
    break;
  } catch (e) {
    fs.rmSync(aside, { recursive: true, force: true });
    if (!['ENOTEMPTY', 'EEXIST'].includes(e.code) || attempt >= 5) throw e;
  }
}
console.log(`web: built apps/web/dist in ${Math.round((Date.now() - started) / 1000)} s`);
