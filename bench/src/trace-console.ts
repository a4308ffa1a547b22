/**
 * Where a page's main-thread time goes on a phone-class CPU: loads a console page (the console by
 * default) signed in, at a phone's size, with Chromium's CPU slowed 4x (as Lighthouse's mobile
 * profile counts it), records a trace with the JavaScript profiler, and prints the first and
 * largest paint and every long task with the call paths that took most of it. The trace is kept
 * for DevTools. Not part of `npm run bench`.
 *
 *   npx tsx bench/src/trace-console.ts <web dist> [trace file, default bench/.data/console-trace.json] [page]
 *
 * TRACE_CPU (default 4) sets the slowdown: 1 records what Lighthouse's simulation observes before
 * it multiplies every task by 4. TRACE_MS (default 9000) is how long to record, TRACE_LONG_MS
 * (default 50) the shortest task listed (at TRACE_CPU=1, 12.5 ms is what the simulation counts as
 * blocking).
 *
 * Build with `npm run build -w apps/web` (the dist is apps/web/dist). Names are as minified.
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { storeSignIn } from './lighthouse.js';
import { ROOT, signIn, startBackoffice } from './server.js';

const [dist, out = path.join(ROOT, 'bench/.data/console-trace.json'), page = '/dashboard/console'] =
  process.argv.slice(2);
if (!dist) throw new Error('usage: trace-console.ts <web dist> [trace file] [page]');

const server = await startBackoffice({ env: { WEB_DIST: path.resolve(dist) } });
// The browser's clock in the branch's zone, as in the Lighthouse bench (decision 0137).
const { user } = await signIn(server.url);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
  env: { ...process.env, TZ: (user as { timezone: string }).timezone },
});
try {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await storeSignIn(tab, server.url);
  await tab.emulateCPUThrottling(Number(process.env.TRACE_CPU ?? 4));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await tab.tracing.start({
    path: out,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
      'toplevel',
    ],
  });
  await tab.goto(`${server.url}${page}`);
  await new Promise((r) => setTimeout(r, Number(process.env.TRACE_MS ?? 9000)));
  await tab.tracing.stop();
  if (new URL(tab.url()).pathname !== page) throw new Error(`ended on ${tab.url()} (the sign-in was not taken)`);
} finally {
  await browser.close();
  await server.stop();
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args: any;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string };
}

const events = (JSON.parse(fs.readFileSync(out, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint')!;
const { pid } = fcpEvent;
const mainThread = events.find(
  (e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain',
)!.tid;
const nav = (events.find((e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isLoadingMainFrame) ??
  events.find((e) => e.name === 'navigationStart' && e.pid === pid))!.ts;
const ms = (ts: number) => ((ts - nav) / 1000).toFixed(0);
const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid).map((e) => ms(e.ts));
console.log(
  `first paint with content ${ms(fcpEvent.ts)} ms, largest paint candidates ${lcp.join(', ')} ms (CPU 4x slower)`,
);

// The profiler's samples: node ids with their times.
const nodes = new Map<number, ProfileNode>();
const samples: [number, number][] = [];
let clock = 0;
for (const e of events.filter((x) => x.pid === pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
  if (e.name === 'Profile') {
    clock = e.args.data.startTime;
    continue;
  }
  const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
  for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n);
  (cpuProfile.samples ?? []).forEach((id: number, i: number) => samples.push([(clock += timeDeltas[i]), id]));
}
const frame = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anon)'}@${(n.callFrame.url ?? '').split('/').pop() || '-'}`;

const tasks = events.filter(
  (e) =>
    e.pid === pid &&
    e.tid === mainThread &&
    e.name === 'RunTask' &&
    (e.dur ?? 0) > Number(process.env.TRACE_LONG_MS ?? 50) * 1000 &&
    e.ts > nav,
);
let blocking = 0;
for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
  const end = task.ts + task.dur!;
  if (task.ts >= fcpEvent.ts) blocking += task.dur! / 1000 - 50;
  const paths = new Map<string, number>();
  for (const [ts, id] of samples) {
    if (ts < task.ts || ts > end) continue;
    const chain: string[] = [];
    for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) chain.push(frame(n));
    const key = chain.reverse().slice(1, 7).join(' > ');
    paths.set(key, (paths.get(key) ?? 0) + 1);
  }
  const total = [...paths.values()].reduce((a, b) => a + b, 0) || 1;
  console.log(
    `\ntask at ${ms(task.ts)} ms: ${(task.dur! / 1000).toFixed(0)} ms${task.ts < fcpEvent.ts ? ' (before the first paint)' : ''}`,
  );
  for (const [k, v] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  ${Math.round((100 * v) / total)}%  ${k}`);
}
console.log(
  `\nlong tasks after the first paint: ${blocking.toFixed(0)} ms over 50 ms each (unsimulated; Lighthouse's blocking time is its own simulation)`,
);
console.log(`trace: ${out} (DevTools, Performance, load profile)`);
