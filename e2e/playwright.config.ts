import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18090);
export const baseURL = `http://127.0.0.1:${port}`;
/** HAProxy in front of the suite's two server processes (serve.ts). */
export const clusterURL = `http://127.0.0.1:${port + 200}`;

/**
 * The smoke specs: signing in and out, a session ended or locked, the console's figures, a list, a
 * message pushed, a job run and downloaded. They run only through HAProxy over the two processes
 * (project "cluster"), each call answered by either one, so CI proves the console whole that way.
 */
const SMOKE = /(api|console-sign-in|console-session|lock-screen|messages|jobs|client-list|dashboard-console)\.spec\.ts/;

/**
 * Debian's headless Chromium (package chromium-headless-shell, the kind of browser Playwright itself
 * runs headless): the same Blink and V8 as /usr/bin/chromium without the full browser around them,
 * a page drawn in half the time on 2 cores (docs/decisions/0133-e2e-on-the-headless-shell.md).
 * The full Chromium where it is missing; CHROMIUM_PATH overrides both. Playwright hides scrollbars by
 * default; a test that measures layout shifts as users see them turns them on (dashboard-first-load.spec.ts).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * End-to-end tests against the real server: the web app is built (unless the build is up to date),
 * then the server starts on a throw-away data dir (serve.ts) with the demo data, and Debian's
 * Chromium drives it.
 */
export default defineConfig({
  testDir: './tests',
  // One folder per port, so runs on different ports do not clear each other's results.
  outputDir: `./test-results/${port}`,
  // Two workers: files run side by side, each file's tests in order (the suite is written for it:
  // every test has its own browser context, names what it creates uniquely, and each file keeps to
  // data no other file changes). E2E_WORKERS overrides (1 on a machine busy with other work). Three
  // saturate two cores and run slower (docs/decisions/0130-two-sweep-walks-and-two-e2e-workers.md).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries, on CI either: a test that fails once is a defect of the product or of the test, to
  // be found and fixed, not run again until it passes. (Tests are still written to run again on the
  // same database: unique names, no counts of shared rows.)
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Room for a slow or busy machine: CI on 2026-11-24 ran every test three times as slow as this
  // machine does on a quiet day (the suite took 50 min, not 15). A wait that is not met within
  // these is a failure, not a slow pass; a test that walks many pages marks itself test.slow().
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // No trace by default, on CI either: recording one for every test (retain-on-failure) made the
    // suite about 30 % slower on a 2-core machine, its screencast and DOM snapshots competing with
    // the browser and the server for the CPU. E2E_TRACE=retain-on-failure (or any trace mode) turns
    // it on, to look into a failure. A failed test always leaves its screenshot.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // The demo accounts signed in once, their sessions kept as storage states (tests/sessions.ts).
    {
      name: 'sessions',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /sessions\.setup\.ts/,
    },
    // backup-restore.spec.ts restores the WHOLE database: it runs alone, after every other file.
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/backup-restore\.spec\.ts/, SMOKE],
      dependencies: ['sessions'],
    },
    {
      name: 'cluster',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: clusterURL },
      testMatch: SMOKE,
      dependencies: ['sessions'],
    },
    {
      name: 'restore',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /backup-restore\.spec\.ts/,
      dependencies: ['chromium', 'cluster'],
    },
  ],
  // The web app's build script builds only when its inputs changed since apps/web/dist was built
  // (a hash of the sources, the contract, the config and the lockfile, kept in dist): after
  // `npm run size` (npm test, CI) it finds the build up to date and the suite starts at once; after
  // a change to the sources it builds, so `npm run test:e2e` never runs against a stale build.
  webServer: {
    command: 'node apps/web/scripts/build.mjs && npx tsx e2e/serve.ts',
    cwd: '..',
    // Ready when HAProxy answers and a process behind it is ready (serve.ts starts it last).
    url: `${clusterURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
