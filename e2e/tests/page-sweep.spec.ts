import fs from 'node:fs';
import { ALL_ROUTES, USER_STORAGE_KEY } from '@bo/contract';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { currentPage, HOME, saveScreenshot } from './console-helpers';
import { sessionFile } from './sessions';
import { coveredHeaderCells } from './layout-helpers';
import { PAGE_TABS } from '../../apps/web/src/pages/page-tabs';
import {
  chineseOnEnglishPage,
  htmlCodeSnifferErrors,
  iconIdNames,
  missingTranslations,
  MISSING_KEYS_FLAG,
  seriousAxeViolations,
  watchServerErrors,
} from './page-checks';

/**
 * The quality gate of every page (issue 8 #14, issue 10 #7, issue 9 #6): one walker opens the
 * sign-in pages, every route of the catalogue (ALL_ROUTES) and the exception pages as 001/admin,
 * in both languages and both page modes, and runs every check of page-checks.ts on each: no
 * console error or warning or page error (the fixture), no 5xx answer, no missing translation,
 * no Chinese on an English page, no serious or critical axe-core violation, no HTML_CodeSniffer
 * WCAG2AA error (but the rules page-checks.ts skips, each with why), no element named by an antd
 * icon's id, no table column that a fixed column covers. A route added to the catalogue is swept
 * the day it lands, without touching this file.
 *
 * One browser context per walk (VARIANTS), the settings put in its localStorage before the first
 * page; one sign-in for the whole run, its stored user handed to each context.
 */

type Lang = 'cn' | 'en';
interface Variant {
  lang: Lang;
  mode: 'white' | 'dark';
  menu: 'dark' | 'white';
}
/**
 * Two walks cover each language and each page mode: the checks that depend on the language
 * (translations, Chinese on an English page) do not depend on the mode, and those that depend on
 * the colours (contrast) do not depend on the language. The white menu theme only shows in light
 * mode (dark page mode draws its own menu colours whatever the theme), and it is the same frame on
 * every page: WHITE_MENU checks its colours on a few pages rather than walking them all again (a
 * third walk cost CI about nine minutes of one worker).
 */
const VARIANTS: Variant[] = [
  { lang: 'cn', mode: 'white', menu: 'dark' },
  { lang: 'en', mode: 'dark', menu: 'dark' },
];
const WHITE_MENU: Variant = { lang: 'en', mode: 'white', menu: 'white' };
/** The home page, and a page inside an opened group of the menu (its selected item and the group's title). */
const WHITE_MENU_PAGES = [HOME, '/user/role', '/menu/menu'];

/** The pages before sign-in, each with what shows it is drawn (in either language). */
const SIGN_IN_PAGES = [
  {
    name: '/login',
    open: (page: Page) => page.goto('/login'),
    ready: (page: Page) => page.getByRole('button', { name: /^(登 ?录|Sign in)$/ }),
  },
  {
    name: '/login (QR-code tab)',
    open: (page: Page) => page.getByText(/^(扫码登录|QR-code sign-in)$/).click(),
    ready: (page: Page) => page.getByTestId('qr-login-image'),
  },
  {
    name: '/softwarelogin',
    open: (page: Page) => page.goto('/softwarelogin'),
    ready: (page: Page) => page.getByRole('button', { name: /^(前往账号登录|Go to account sign-in)$/ }),
  },
];

/**
 * Every page of the frame: the catalogue (with each tab of a page in tabs) and the exception pages.
 * E2E_SWEEP_PAGES (a regular expression) narrows the walk to the pages it matches, while working
 * on a few pages; the sign-in pages are always walked. Unset (CI), every page is swept.
 */
const only = process.env.E2E_SWEEP_PAGES ? new RegExp(process.env.E2E_SWEEP_PAGES) : undefined;
const CONSOLE_PAGES = [
  ...ALL_ROUTES.flatMap((r) => [r.path, ...(PAGE_TABS[r.path] ?? []).map((tab) => `${r.path}?tab=${tab}`)]),
  '/exception/403',
  '/exception/404',
  '/exception/500',
].filter((p) => !only || only.test(p));

const test = base.extend<{ variant: Variant }, { storedUser: string }>({
  variant: [VARIANTS[0], { option: true }],
  /** The administrator's session signed in once for the run (sessions.setup.ts): what it stores under bo-user. */
  storedUser: [
    async ({}, use) => {
      const state = JSON.parse(fs.readFileSync(sessionFile('admin'), 'utf8')) as {
        origins: { localStorage: { name: string; value: string }[] }[];
      };
      await use(state.origins[0].localStorage.find((e) => e.name === USER_STORAGE_KEY)!.value);
    },
    { scope: 'worker' },
  ],
  /** The variant's language and settings, and the flag that collects missing keys, before the first page. */
  storageState: async ({ variant, baseURL }, use) => {
    const settings = { state: { themeModel: variant.mode, theme: variant.menu }, version: 1 };
    await use({
      cookies: [],
      origins: [
        {
          origin: baseURL!,
          localStorage: [
            { name: 'bo-language', value: variant.lang },
            { name: 'bo-settings', value: JSON.stringify(settings) },
            { name: MISSING_KEYS_FLAG, value: '1' },
          ],
        },
      ],
    });
  },
});

// The walks are independent (each its own context; they only read): side by side on both
// workers, so the longest file of the suite is not its tail on one worker.
test.describe.configure({ mode: 'parallel' });

for (const variant of VARIANTS) {
  const label = `${variant.lang}, ${variant.mode === 'dark' ? 'dark' : 'light'} mode, ${variant.menu} menu`;
  test.describe(label, () => {
    test.use({ variant });

    test(`every page passes every check (${label})`, async ({ page, consoleGuard, storedUser }) => {
      test.slow();
      const serverErrors = watchServerErrors(page);
      /** Runs every check on the page as shown; one soft assertion per page, so one run lists every finding. */
      const check = async (name: string, logged: number) => {
        const findings = [
          ...consoleGuard.seen.slice(logged).map((s) => `console ${s}`),
          ...serverErrors.take(),
          ...(await missingTranslations(page)).map((s) => `translation: ${s}`),
          ...(variant.lang === 'en'
            ? (await chineseOnEnglishPage(page)).map((s) => `Chinese on an English page: ${s}`)
            : []),
          ...(await seriousAxeViolations(page)).map((s) => `axe ${s}`),
          ...(await htmlCodeSnifferErrors(page)).map((s) => `HTML_CodeSniffer ${s}`),
          ...(await iconIdNames(page)).map((s) => `named by an icon's id: ${s}`),
          ...(await coveredHeaderCells(page)).map((s) => `covered by a fixed column: ${s}`),
        ];
        expect.soft(findings, `${name} (${label})`).toEqual([]);
      };

      for (const p of SIGN_IN_PAGES) {
        await test.step(p.name, async () => {
          const logged = consoleGuard.seen.length;
          await p.open(page);
          await expect(p.ready(page)).toBeVisible();
          await check(p.name, logged);
        });
      }

      // Signed in: the stored user of the one sign-in, as the sign-in page would have left it.
      await page.evaluate(([key, user]) => localStorage.setItem(key, user), [USER_STORAGE_KEY, storedUser]);
      for (const path of CONSOLE_PAGES) {
        await test.step(path, async () => {
          const logged = consoleGuard.seen.length;
          await page.goto(path);
          // Still the page asked for (no redirect to 403 or 404); a page may add words of its own to the address (a tab's list view).
          await expect.poll(() => sameAddress(page.url(), path), { message: path }).toBe(true);
          await expect(page.getByTestId('user-menu')).toBeVisible();
          await expect(currentPage(page).locator('.ant-spin-spinning, [aria-busy=true]')).toHaveCount(0);
          // Nor a placeholder in view (a part below the fold keeps its own until scrolled near): the
          // page's first data is in, so no button is checked while it fades from disabled to enabled.
          await expect.poll(() => skeletonsInView(page), { message: `${path}: placeholders in view` }).toBe(0);
          await expect(currentPage(page)).not.toBeEmpty();
          await check(path, logged);
          // The console as each language and mode shows it, kept by CI with the other screenshots.
          if (path === HOME)
            await saveScreenshot(page, `sweep-${variant.lang}-${variant.mode === 'dark' ? 'dark' : 'light'}`);
        });
      }
    });
  });
}

test.describe('the white menu theme', () => {
  test.use({ variant: WHITE_MENU });

  test('the frame in the white menu theme passes axe (English, light mode)', async ({ page, storedUser }) => {
    await page.goto('/login');
    await page.evaluate(([key, user]) => localStorage.setItem(key, user), [USER_STORAGE_KEY, storedUser]);
    for (const path of WHITE_MENU_PAGES) {
      await page.goto(path);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.getByTestId('side-menu')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(currentPage(page).locator('.ant-spin-spinning, [aria-busy=true]')).toHaveCount(0);
      await expect.poll(() => skeletonsInView(page), { message: `${path}: placeholders in view` }).toBe(0);
      expect.soft(await seriousAxeViolations(page), `${path} (white menu)`).toEqual([]);
    }
  });
});

/** Loading placeholders (antd's Skeleton) of the page on show that lie in the window. */
function skeletonsInView(page: Page): Promise<number> {
  return currentPage(page).evaluate(
    (root) =>
      Array.from(root.querySelectorAll('.ant-skeleton')).filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.bottom > 0 &&
          r.top < window.innerHeight &&
          r.right > 0 &&
          r.left < window.innerWidth
        );
      }).length,
  );
}

/** The address is `path`'s page, with every word of `path`'s search (and maybe more). */
function sameAddress(url: string, path: string): boolean {
  const at = new URL(url);
  const asked = new URL(path, at.origin);
  return at.pathname === asked.pathname && [...asked.searchParams].every(([k, v]) => at.searchParams.get(k) === v);
}

test('the API docs log nothing', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Branch back-office API');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
});
