/**
 * What a phone's score is made of: one Lighthouse mobile run of a signed-in page, as the bench runs
 * it, and the main thread of that run's own trace up to its first paint. Lighthouse's simulation
 * takes this unthrottled trace and runs every task four times slower, so the work listed here,
 * times four, is what stands between the page's first byte and its largest paint
 * (docs/decisions/0167-the-phone-score-is-main-thread-time.md). A browser profiled separately
 * (trace-console.ts) schedules its tasks differently; this reads the run that is scored.
 * Not part of `npm run bench`.
 *
 *   npx tsx bench/src/lighthouse-trace.ts [web dist, default apps/web/dist] [page, default /order/customerorder] [shortest task ms, default 10]
 *
 * Prints the run's figures, the tasks of 10 ms or more before the observed largest paint (the ones
 * the simulation keeps), the main thread's busy time before it by kind, then each task of at least
 * the given length with what is inside it, and every request with the script line that sent it.
 * Names are as minified unless the dist has source maps:
 *   BO_SOURCEMAP=1 node apps/web/scripts/build.mjs
 * then copy apps/web/dist away (and build again without it: the maps are not for users).
 */
import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { auditWithRetry, figuresOf, readyForLighthouse } from './lighthouse.js';
import { ROOT, startBackoffice } from './server.js';

const [distArg = path.join(ROOT, 'apps/web/dist'), pagePath = '/order/customerorder', minArg = '10'] =
  process.argv.slice(2);
const dist = path.resolve(distArg);
const shortestMs = Number(minArg);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}

/** Events inside a task worth naming, and how each is labelled. */
const NAMED = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'XHRReadyStateChange',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

/** How the busy time before the largest paint is split (the kinds of Lighthouse's main-thread breakdown). */
const KIND: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  'v8.compile': 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  Layout: 'style and layout',
  UpdateLayoutTree: 'style and layout',
  ParseAuthorStyleSheet: 'style and layout',
  ParseHTML: 'HTML',
  Paint: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

/** A script's file name, from its address. */
const fileOf = (url: unknown) => String(url ?? '').replace(/^.*\//, '');

const maps = new Map<string, TraceMap | null>();
/** A script position as its source module and line, when the build has source maps. */
function sourceOf(url: unknown, line: unknown, column: unknown): string {
  const file = fileOf(url);
  if (!file) return '';
  if (!maps.has(file)) {
    const map = path.join(dist, 'assets', `${file}.map`);
    maps.set(file, fs.existsSync(map) ? new TraceMap(fs.readFileSync(map, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return `${file}:${Number(line ?? 0) + 1}:${Number(column ?? 0)}`;
  const at = originalPositionFor(map, { line: Number(line ?? 0) + 1, column: Number(column ?? 0) });
  const source = (at.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${source}:${at.line ?? '?'}${at.name ? ` ${at.name}` : ''}`;
}

function label(e: TraceEvent): string {
  const data = e.args?.data ?? {};
  if (e.name === 'FunctionCall') return `${e.name} ${sourceOf(data.url, data.lineNumber, data.columnNumber)}`;
  if (e.name === 'EvaluateScript' || e.name === 'v8.compile') return `${e.name} ${fileOf(data.url)}`;
  return e.name;
}

const ms = (us: number) => (us / 1000).toFixed(1).padStart(6);
const endOf = (e: TraceEvent) => e.ts + (e.dur ?? 0);
const sum = (events: TraceEvent[]) => events.reduce((n, e) => n + (e.dur ?? 0), 0);

/**
 * The events that no other of theirs contains: a thread's complete events nest, so in order of
 * start (the longer first on a tie) an event is outermost when it starts after the last one kept ends.
 */
function outermostOf(events: TraceEvent[]): TraceEvent[] {
  const kept: TraceEvent[] = [];
  for (const e of events) {
    const last = kept.at(-1);
    if (!last || e.ts >= endOf(last)) kept.push(e);
  }
  return kept;
}
/** Lantern keeps a task in its graph from 10 ms on (shorter ones it prunes unless they link requests). */
const LANTERN_KEEPS_US = 10_000;

const server = await startBackoffice({ env: { WEB_DIST: dist } });
try {
  await readyForLighthouse(server.url);
  const { lhr, trace } = await auditWithRetry(server.url, { path: pagePath, signedIn: true }, 'mobile');
  const figures = figuresOf(lhr);
  console.log(
    `${pagePath}: performance ${figures.performance}, FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls} (simulated)`,
  );

  const events = trace.traceEvents as TraceEvent[];
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      String(e.args.data.documentLoaderURL ?? '').includes(pagePath),
  );
  if (!navigation) throw new Error(`no navigation to ${pagePath} in the trace`);
  const t0 = navigation.ts;
  const observed = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
  const lcpMs = observed?.items?.[0]?.observedLargestContentfulPaint ?? 0;
  console.log(
    `observed (unthrottled): first contentful paint ${observed?.items?.[0]?.observedFirstContentfulPaint} ms, largest ${lcpMs} ms`,
  );

  // Which element the largest paint was (Lighthouse's own audit): the snippet and its selector.
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] } | undefined;
  const lcpNode = lcpElement?.items?.[0]?.items?.[0]?.node;
  console.log(`largest paint: ${lcpNode?.snippet ?? '?'} (${lcpNode?.selector ?? '?'})`);

  const main = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= t0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const complete = main.filter((e) => e.ph === 'X');
  // Tasks run inside tasks (a nested run loop): only the outermost count.
  const tasks = outermostOf(complete.filter((e) => e.name === 'RunTask'));
  const outermost = new Set(tasks);
  const beforePaint = tasks.filter((t) => t.ts - t0 < lcpMs * 1000);
  const busy = sum(beforePaint);
  // The simulation drops shorter tasks from its graph (Lantern's SIGNIFICANT_DUR_THRESHOLD_MS).
  const kept = sum(beforePaint.filter((t) => (t.dur ?? 0) >= LANTERN_KEEPS_US));
  const byKind = new Map<string, number>();
  for (const kind of new Set(Object.values(KIND))) {
    // Only the outermost event of a kind counts (a FunctionCall inside a microtask is not counted twice).
    const ofKind = complete.filter((e) => KIND[e.name] === kind && e.ts - t0 < lcpMs * 1000);
    byKind.set(kind, sum(outermostOf(ofKind)));
  }
  console.log(
    `tasks of 10 ms or more before the largest paint: ${ms(kept).trim()} ms, which the simulation runs four times as long (${(
      (4 * kept) /
      1e6
    ).toFixed(1)} s)`,
  );
  console.log(
    `main thread busy before the largest paint: ${ms(busy).trim()} ms — ${[...byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${ms(v).trim()}`)
      .join(', ')}`,
  );

  console.log(`\nuntil 1 s after the largest paint: tasks of ${shortestMs} ms or more, and the requests sent`);
  const end = t0 + (lcpMs + 1000) * 1000;
  for (const e of main) {
    if (e.ts > end) break;
    const at = ms(e.ts - t0);
    if (e.name === 'ResourceSendRequest') {
      const data = e.args?.data ?? {};
      // The first frame of the console's own code: the ones below it are the HTTP client's.
      const frames = (data.stackTrace as { url: string; lineNumber: number; columnNumber: number }[] | undefined) ?? [];
      const from = frames
        .map((f) => sourceOf(f.url, f.lineNumber, f.columnNumber))
        .find((f) => f.startsWith('apps/') || f.startsWith('src/') || f.startsWith('boot'));
      const url = String(data.url ?? '');
      console.log(`${at}  request ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}${from ? `  from ${from}` : ''}`);
    } else if (outermost.has(e) && (e.dur ?? 0) >= shortestMs * 1000) {
      console.log(`${at}  task ${ms(e.dur ?? 0).trim()} ms`);
      const inside = complete.filter(
        (i) => i !== e && NAMED.has(i.name) && i.ts >= e.ts && i.ts <= endOf(e) && (i.dur ?? 0) >= 2000,
      );
      for (const i of inside.slice(0, 12)) console.log(`          ${ms(i.dur ?? 0)} ms  ${label(i)}`);
    }
  }
} finally {
  await server.stop();
}
