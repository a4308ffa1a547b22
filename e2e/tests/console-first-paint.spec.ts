import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { HOME } from './console-helpers';
import { layoutShift, recordLayoutShifts } from './layout-shifts';
import { openConsole, session } from './sessions';

/**
 * The first screen comes with the HTML (docs/decisions/0039-sign-in-page-drawn-by-html.md): the
 * sign-in form is drawn by CSS before any JavaScript, in the stored language and page mode
 * (public/boot.js), usable, and React takes it over in place: no layout shift, nothing typed
 * lost. Signed in, the frame's skeleton stands until the frame is there.
 */

const SIZES = [
  [1440, 900],
  [390, 844],
] as const;

/** Holds the answers for matching scripts until released: the static page stays on screen meanwhile. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const handler = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route(pattern, handler);
  return release;
}
/** The sign-in page's own code (a lazy chunk): until it arrives, the static form is what is shown. */
const LOGIN_CHUNK = /\/assets\/login-[\w-]+\.js$/;

const staticForm = (page: Page) => page.locator('.bo-login[data-static]');
const reactForm = (page: Page) => page.locator('.bo-login:not([data-static])');

/** Where the parts of the form are, rounded to the pixel. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [
      '.bo-login-card',
      '.bo-login-title',
      '.bo-login-subtitle',
      '.bo-login-modes',
      'label[for=login-gscode]',
      '#login-gscode',
      '#login-username',
      '#login-password',
      '.bo-login-input-reveal',
      'button[type=submit]',
      '.bo-login-lang',
    ].map((s) => {
      const r = document.querySelector(s)!.getBoundingClientRect();
      return `${s} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    }),
  );

for (const [width, height] of SIZES) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('without JavaScript, /login shows the sign-in form in Chinese, nothing sent', async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height },
        locale: 'zh-CN',
      });
      const page = await context.newPage();
      let posted = 0;
      page.on('request', (r) => r.method() === 'POST' && posted++);
      await page.goto('/login');
      await expect(page).toHaveTitle('登录 - 电商平台');
      await expect(page.getByRole('heading', { name: '电商平台' })).toBeVisible();
      for (const label of ['分公司编码', '账号', '密码'])
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      await expect(page.getByRole('radio', { name: '账号登录' })).toBeChecked();
      // Typing works; sending needs the code, so the button says so by being disabled.
      await page.getByLabel('分公司编码', { exact: true }).fill('001');
      await expect(page.getByLabel('分公司编码', { exact: true })).toHaveValue('001');
      await expect(page.getByRole('button', { name: '登录' })).toBeDisabled();
      await page.getByLabel('密码', { exact: true }).press('Enter');
      // (Playwright's text search skips <noscript>: look for its paragraph itself.)
      await expect(page.locator('.bo-login-noscript')).toHaveText('请在浏览器中启用 JavaScript 后登录。');
      await expect(page.locator('.bo-login-noscript')).toBeVisible();
      expect(posted).toBe(0);
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
      // The frame's skeleton is not shown without JavaScript (it needs a sign-in).
      await expect(page.locator('.bo-skeleton')).toBeHidden();
      await context.close();
    });

    test('React takes the static form over in place: same boxes, no layout shift, typed values and focus kept', async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      const release = await holdScripts(page, LOGIN_CHUNK);
      await page.goto('/login');
      await expect(staticForm(page)).toBeVisible();
      // The static form has the focus in its first field and takes typing.
      await expect(page.locator('#login-gscode')).toBeFocused();
      await page.keyboard.type('001');
      await page.keyboard.press('Tab');
      await page.keyboard.type('adm');
      const before = await boxes(page);
      release();
      await expect(reactForm(page)).toBeVisible();
      await expect(staticForm(page)).toHaveCount(0);
      expect(await boxes(page)).toEqual(before);
      // Still typing in the same field, where the caret was.
      await expect(page.locator('#login-username')).toBeFocused();
      await page.keyboard.type('in');
      await expect(page.locator('#login-gscode')).toHaveValue('001');
      await expect(page.locator('#login-username')).toHaveValue('admin');
      const { value, shifts } = await layoutShift(page);
      expect(value, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
    });

    test('Enter pressed on the static form signs in once the code is there', async ({ page }) => {
      const release = await holdScripts(page, LOGIN_CHUNK);
      await page.goto('/login');
      await expect(staticForm(page)).toBeVisible();
      await page.locator('#login-gscode').fill('001');
      await page.locator('#login-username').fill('admin');
      await page.locator('#login-password').fill('admin123');
      await page.locator('#login-password').press('Enter');
      await expect(page).toHaveURL(/\/login$/);
      release();
      await expect(page).toHaveURL(HOME);
      await expect(page.getByTestId('user-menu')).toBeVisible();
    });
  });
}

test('the static page follows the stored language and dark mode, and its language switch works', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('bo-language', 'en');
    localStorage.setItem('bo-settings', JSON.stringify({ state: { themeModel: 'dark' }, version: 1 }));
  });
  const release = await holdScripts(page, LOGIN_CHUNK);
  await page.goto('/login');
  await expect(staticForm(page)).toBeVisible();
  await expect(page).toHaveTitle('Sign in - E-commerce Platform');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { name: 'E-commerce Platform' })).toBeVisible();
  await expect(page.getByLabel('Branch code')).toHaveAttribute('placeholder', 'Please enter the branch code');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  const lightness = () =>
    page.evaluate(() => {
      const [r, g, b] = getComputedStyle(document.querySelector('.bo-login-card')!)
        .backgroundColor.match(/\d+/g)!
        .map(Number);
      return (r + g + b) / 3;
    });
  expect(await lightness()).toBeLessThan(60);
  // Back to Chinese on the static page: React starts in Chinese too.
  await page.getByTestId('language-switch').getByText('中文', { exact: true }).click();
  await expect(page.getByRole('heading', { name: '电商平台' })).toBeVisible();
  await expect(page.getByLabel('分公司编码')).toHaveAttribute('placeholder', '请输入分公司编码');
  await expect(page).toHaveTitle('登录 - 电商平台');
  release();
  await expect(reactForm(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: '中文' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^登 ?录$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await lightness()).toBeLessThan(60);
});

test('signed in, the frame’s skeleton stands until the frame is there', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#login-gscode').fill('001');
  await page.locator('#login-username').fill('admin');
  await page.locator('#login-password').fill('admin123');
  await page.locator('#login-password').press('Enter');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // A new tab: nothing of the frame cached in memory, its code held back.
  const release = await holdScripts(page, /\/assets\/signed-in-[\w-]+\.js$/);
  await page.goto(HOME);
  const skeleton = page.locator('.bo-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(page.locator('.bo-login')).toBeHidden();
  await expect(page).toHaveTitle('电商平台');
  release();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.locator('.bo-skeleton')).toHaveCount(0);
});

test.describe('signed in, antd’s styles of a phone’s first screens', () => {
  test.use({ ...session('admin'), viewport: { width: 390, height: 844 } });

  /**
   * They come built, in one stylesheet (apps/web/antd-first-screen-styles.ts): on a fresh load of
   * the console and the lists at 390 px, no antd component works out and inserts its styles in the
   * browser. A first screen drawing a component the stylesheet lacks fails here, by name.
   */
  test('come built: none is worked out in the browser', async ({ page }) => {
    // A list's rows, or its empty state (the operation log of a new database).
    const list = '.ant-table-row, .ant-table-placeholder .ant-empty';
    const pages = [
      [HOME, '.ant-card .ant-segmented'],
      ['/order/customerorder', list],
      ['/user/account', list],
      ['/system/log', list],
    ] as const;
    for (const [where, content] of pages) {
      await openConsole(page, where);
      await expect(page.locator(content).first()).toBeVisible();
      const worked = await page.evaluate(() =>
        Array.from(document.querySelectorAll('style'))
          .map((style) => style.textContent ?? '')
          .filter((css) => css.startsWith(':where(.css-'))
          .map((css) => /^:where\(\.css-\w+\)\.?([\w-]+)/.exec(css)?.[1] ?? css.slice(0, 60)),
      );
      expect(worked, where).toEqual([]);
    }
  });
});

test.describe('signed in, a list on a wide window', () => {
  test.use({ ...session('admin'), viewport: { width: 1280, height: 900 } });

  /**
   * The filter form stands above the rows from the first draw: its code is part of the first screen
   * (lib/first-screen-parts.ts). Drawn a moment after the rows, it pushed them down by its height
   * (Lighthouse desktop: a layout shift of 0.06 on the order list).
   */
  // The order list, and the client list, whose form comes with its tab's code.
  for (const where of ['/order/customerorder', '/user/account']) {
    test(`draws its filters with its rows: nothing moves (${where})`, async ({ page }) => {
      await recordLayoutShifts(page);
      await openConsole(page, where);
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await expect(page.locator('.dt-filters').getByTestId('filter-form')).toBeVisible();
      const { value, shifts } = await layoutShift(page);
      expect(value, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
    });
  }
});
