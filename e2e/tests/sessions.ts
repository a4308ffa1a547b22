import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME } from './console-helpers';

/**
 * Sessions signed in once per run (sessions.setup.ts, the "sessions" project every spec depends
 * on) and kept as Playwright storage states: the console keeps its session in localStorage
 * (`bo-user`: the user info with its x-token), which a storage state carries. A file or describe
 * that only needs someone signed in uses one with `test.use(session('admin'))` and opens the
 * console with `openConsole(page)`, instead of filling the sign-in form in every test.
 *
 * A shared session is used by several tests at once, on both workers: the server keeps a session
 * by the hash of its token and never changes the token while it is used, so that is fine. What
 * ends a session must not happen to a shared one: a test that signs out, changes the password,
 * disables or resets its account, ends its devices' sessions, switches account or restores a
 * backup signs in on its own (signIn, the form) or with an account of its own.
 */
export const SESSION_ACCOUNTS = [
  ['admin', '001'],
  ['admin', '002'],
  ['viewer', '001'],
  ['operator', '001'],
  ['owner', '000'],
] as const;

type Account = (typeof SESSION_ACCOUNTS)[number];

const port = process.env.E2E_PORT ?? '18090';
/** One folder per port, like the test results: runs on different ports keep their own sessions. Git-ignored. */
export const SESSIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../.auth/${port}`);

export const sessionFile = (account: Account[0], gscode: Account[1] = '001') =>
  path.join(SESSIONS_DIR, `${gscode}-${account}.json`);

/** The stored session of a demo account, for `test.use(…)`. */
export const session = (account: Account[0] = 'admin', gscode: Account[1] = '001') => ({
  storageState: sessionFile(account, gscode),
});

/** For a describe inside a file that uses a stored session: its tests start signed out (and sign in with the form). */
export const signedOut = { storageState: { cookies: [], origins: [] } };

/** Opens a console page with the stored session of the test (test.use(session(…))) and waits for the frame. */
export async function openConsole(page: Page, where = HOME) {
  await page.goto(where);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** How a test looks at a page: the language, the page mode and the window (height 900 unless given). */
export type View = { lang: 'cn' | 'en'; mode: 'white' | 'dark'; width: number; height?: number };

/**
 * Opens a console page as `openConsole` does, in a language, page mode and window size as the
 * settings drawer would have stored them: in one page load, the settings written before the
 * page's scripts run. Only the first load of the tab starts so; a language the test then picks
 * in the page stays after a reload.
 */
export async function openConsoleAs(page: Page, where: string, view: View) {
  await viewAs(page, view);
  await openConsole(page, where);
}

/** The window size now, and the language and page mode from the tab's first page load on (see openConsoleAs). */
export async function viewAs(page: Page, { lang, mode, width, height = 900 }: View) {
  await page.setViewportSize({ width, height });
  await page.addInitScript(
    ([l, m]) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem('e2e-view')) return;
      sessionStorage.setItem('e2e-view', '1');
      localStorage.setItem('bo-language', l);
      localStorage.setItem('bo-settings', JSON.stringify({ state: { themeModel: m }, version: 1 }));
    },
    [lang, mode],
  );
}
