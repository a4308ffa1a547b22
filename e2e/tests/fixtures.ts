import fs from 'node:fs';
import { expect, test as base, type ConsoleMessage, type Frame, type Request, type Response } from '@playwright/test';

/**
 * The e2e `test` of this project: Playwright's, plus a guard that fails the test on any console
 * error or warning, or uncaught page error, of the page (issue 8 #14: a clean console on every
 * page). Specs import `test` and `expect` from here instead of '@playwright/test'.
 *
 * A test that provokes an error on purpose (a 404 chunk, a 500 answer) says which messages it
 * expects: `consoleGuard.allow(/pattern/)`. Anything else still fails it.
 */
export interface ConsoleGuard {
  /** Accepts console messages (and page errors) matching the pattern, for this test only. */
  allow(pattern: RegExp): void;
  /** What was logged so far, "type: text". */
  readonly seen: string[];
}

export const test = base.extend<{ consoleGuard: ConsoleGuard; callLog: void }>({
  /**
   * What the test's page asked the server and when, written beside a failed test's page snapshot
   * (calls.txt, which .ci/run prints): a wait that timed out then shows whether the call was sent,
   * how it was answered and how long it took. E2E_CPU_THROTTLE=n runs the page's scripts n times
   * slower (Chromium's CPU throttling), the way a busy CI machine does, to reproduce a failure seen there.
   */
  callLog: [
    async ({ page }, use, testInfo) => {
      const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
      if (rate > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
      const started = Date.now();
      const lines: string[] = [];
      const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`.padStart(7);
      const name = (r: Request) => `${r.method()} ${new URL(r.url()).pathname}`;
      const onRequest = (r: Request) => {
        if (r.url().includes('/api/')) lines.push(`${at()} → ${name(r)}`);
      };
      const onResponse = (r: Response) => {
        if (r.url().includes('/api/')) lines.push(`${at()} ← ${name(r.request())} ${r.status()}`);
      };
      const onFailed = (r: Request) => {
        if (r.url().includes('/api/')) lines.push(`${at()} ✗ ${name(r)} ${r.failure()?.errorText ?? ''}`);
      };
      const onNavigated = (f: Frame) => {
        if (f === page.mainFrame()) lines.push(`${at()} page ${new URL(f.url()).pathname}`);
      };
      page.on('request', onRequest);
      page.on('response', onResponse);
      page.on('requestfailed', onFailed);
      page.on('framenavigated', onNavigated);
      await use();
      page.off('request', onRequest);
      page.off('response', onResponse);
      page.off('requestfailed', onFailed);
      page.off('framenavigated', onNavigated);
      if (testInfo.status !== testInfo.expectedStatus)
        fs.writeFileSync(testInfo.outputPath('calls.txt'), lines.slice(-80).join('\n') + '\n');
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const seen: string[] = [];
      const onConsole = (m: ConsoleMessage) => {
        if (m.type() !== 'error' && m.type() !== 'warning') return;
        const where = m.location().url ? ` (${m.location().url}:${m.location().lineNumber})` : '';
        seen.push(`${m.type()}: ${m.text()}${where}`);
      };
      const onPageError = (e: Error) => seen.push(`pageerror: ${e.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use({ allow: (p) => void allowed.push(p), seen });
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const unexpected = seen.filter((s) => !allowed.some((p) => p.test(s)));
      expect(unexpected, 'console errors and warnings of the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The console error Chromium logs for a response with this HTTP status (not the page's doing). */
export const failedResource = (status: number) =>
  new RegExp(`^error: Failed to load resource: the server responded with a status of ${status}\\b`);
