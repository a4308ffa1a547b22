import { expect, test as base, type ConsoleMessage } from '@playwright/test';

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

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
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
