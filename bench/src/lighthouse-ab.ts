/**
 * Two builds of the web app side by side: Lighthouse (mobile unless told) on the signed-in console, runs
 * alternating between build A and build B on one machine, so a change's effect is told from the
 * host's drift (a lone run of the bench varies by ±5 points). Not part of `npm run bench`.
 *
 *   npx tsx bench/src/lighthouse-ab.ts <dist A> <dist B> [runs per build, default 5] [page, default /dashboard/console] [mobile|desktop]
 *
 * Build each with `npm run build -w apps/web` and copy apps/web/dist away between the two.
 */
import path from 'node:path';
import { auditWithRetry, figuresOf, readyForLighthouse, type LighthouseRun, type Profile } from './lighthouse.js';
import { waitForQuietMachine } from './quiet.js';
import { startBackoffice } from './server.js';

const [distA, distB, runsArg, pagePath = '/dashboard/console', profileArg = 'mobile'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: lighthouse-ab.ts <dist A> <dist B> [runs] [page] [mobile|desktop]');
const profile: Profile = profileArg === 'desktop' ? 'desktop' : 'mobile';
const runs = Number(runsArg ?? 5);
const page = { path: pagePath, signedIn: pagePath !== '/login' };

const servers = await Promise.all(
  [distA, distB].map((dist) => startBackoffice({ env: { WEB_DIST: path.resolve(dist) } })),
);
const results: LighthouseRun[][] = [[], []];
try {
  for (const s of servers) await readyForLighthouse(s.url);
  for (let i = 0; i < runs; i++) {
    for (const which of [0, 1]) {
      await waitForQuietMachine();
      const run = figuresOf((await auditWithRetry(servers[which].url, page, profile)).lhr);
      results[which].push(run);
      console.log(
        `${'AB'[which]} run ${i + 1}: performance ${run.performance}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms, FCP ${run.fcpMs} ms, CLS ${run.cls}`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const which of [0, 1]) {
  const r = results[which];
  console.log(
    `${'AB'[which]}: performance median ${median(r.map((x) => x.performance))} (${r.map((x) => x.performance).join(', ')}), TBT median ${median(r.map((x) => x.tbtMs))} ms, LCP median ${median(r.map((x) => x.lcpMs))} ms`,
  );
}
