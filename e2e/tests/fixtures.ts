import fs from 'node:fs';
import {
  expect,
  test as base,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
} from '@playwright/test';

/**
 * No motion in any page of the tests (docs/decisions/0134-e2e-without-motion.md). A dialog zooms in
 * and a dropdown slides for 0.2–0.3 s, keyframe animations run by antd's motion classes; on a busy
 * machine Playwright's stability check (two animation frames) could pass mid-zoom and its click
 * land where a button was a frame earlier. So every CSS animation lasts a millisecond, and the
 * motion classes' animations (`…-enter-active`, `…-appear-active`, `…-leave-active`) have no
 * keyframes at all: an animation waiting for the compositor to start it shows its first keyframe
 * (a dialog at a fifth of its size, a list a fifth higher) over several frames on a busy machine,
 * long enough for a press on the small button and a release on the grown dialog. With no
 * keyframes, an opening dialog keeps antd's start style (no size, so Playwright waits) until the
 * animation ends, and its animationstart and animationend still come, which antd's motion waits
 * for (with none, or of no length, dropdowns never closed). Transitions are left alone: every
 * element's transition-property is `all`, so a duration given to all of them would make every
 * style change a transition (antd's popups, moved to measure, never found their place).
 */
const INSTANT_MOTION = `(() => {
  const add = () => {
    const style = document.createElement('style');
    style.textContent =
      '@keyframes e2e-still {} ' +
      '*, *::before, *::after { animation-duration: 1ms !important; animation-delay: 0s !important; } ' +
      '[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"] { animation-name: e2e-still !important; }';
    document.documentElement.appendChild(style);
  };
  if (document.documentElement) add();
  else
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      observer.disconnect();
      add();
    }).observe(document, { childList: true });
})();`;

/**
 * Where each press, release and click of the test's pointer landed, said on the console as
 * `e2e-pointer …` and written into calls.txt beside the calls: a click that did nothing then shows
 * whether it reached its button, and whether the element pressed was still in the page when the
 * button was released (a redraw between the two sends the click to their common parent).
 */
const POINTER_LOG = `(() => {
  const describe = (el) => {
    if (!(el instanceof Element)) return String(el);
    const owner = el.closest('[data-testid]');
    const cls = typeof el.className === 'string' ? el.className.split(' ').filter(Boolean).slice(0, 2).join('.') : '';
    const text = (el.textContent || '').trim().slice(0, 24);
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '') + (owner ? ' in ' + owner.getAttribute('data-testid') : '') + (text ? ' "' + text + '"' : '');
  };
  let pressed = null;
  const say = (e, extra) => console.debug('e2e-pointer ' + e.type + ' (' + Math.round(e.clientX) + ',' + Math.round(e.clientY) + ') ' + describe(e.target) + extra);
  addEventListener('pointerdown', (e) => { pressed = e.target; say(e, ''); }, true);
  addEventListener('pointerup', (e) => say(e, pressed && pressed !== e.target ? (pressed.isConnected ? ' (pressed elsewhere)' : ' (the element pressed is gone)') : ''), true);
  addEventListener('click', (e) => say(e, ''), true);
})();`;
const prepareContext = async (context: BrowserContext) => {
  await context.addInitScript(INSTANT_MOTION);
  await context.addInitScript(POINTER_LOG);
};

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
  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },
  /**
   * What the test's pages asked the server and when, written beside a failed test's page snapshot
   * (calls.txt, which .ci/run prints): a wait that timed out then shows whether the call was sent,
   * how it was answered and how long it took, and whether the page was loaded again meanwhile.
   * Pages of contexts the test opens itself (a second user) are marked [2], [3] … in order of opening.
   * E2E_CPU_THROTTLE=n runs the test page's scripts n times slower (Chromium's CPU throttling), the
   * way a busy CI machine does, to reproduce a failure seen there.
   */
  callLog: [
    async ({ page, browser }, use, testInfo) => {
      const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
      if (rate > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
      const started = Date.now();
      const lines: string[] = [];
      const watch = (p: Page, label: string) => {
        const log = (what: string) =>
          lines.push(`${`${((Date.now() - started) / 1000).toFixed(1)}s`.padStart(7)}${label} ${what}`);
        const api = (r: Request) =>
          r.url().includes('/api/') ? `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}` : null;
        p.on('request', (r) => api(r) && log(`→ ${api(r)}`));
        p.on('response', (r) => api(r.request()) && log(`← ${api(r.request())} ${r.status()}`));
        p.on('requestfailed', (r) => api(r) && log(`✗ ${api(r)} ${r.failure()?.errorText ?? ''}`));
        p.on('framenavigated', (f) => f === p.mainFrame() && log(`page ${new URL(f.url()).pathname}`));
        p.on('pageerror', (e) => log(`pageerror ${e.message}`));
        p.on('console', (m) => m.type() === 'debug' && m.text().startsWith('e2e-pointer ') && log(m.text().slice(4)));
      };
      watch(page, '');
      let opened = 1;
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await prepareContext(context);
        const label = ` [${++opened}]`;
        context.on('page', (p) => watch(p, label));
        return context;
      };
      await use();
      browser.newContext = newContext;
      if (testInfo.status !== testInfo.expectedStatus)
        fs.writeFileSync(testInfo.outputPath('calls.txt'), lines.slice(-100).join('\n') + '\n');
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
