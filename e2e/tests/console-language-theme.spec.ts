import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session, signedOut } from './sessions';
import { closeSettings, currentPage, HOME, pickPageMode, saveScreenshot, viewAs } from './console-helpers';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** Lightness of the page background, 0 (black) … 255 (white): what a user sees as light or dark. */
const bodyLightness = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (r + g + b) / 3;
  });

test.describe('language and theme', () => {
  test.use(session('admin'));

  test('switching to English translates the frame, the menu, the tabs and the page title', async ({ page }) => {
    await openConsole(page);
    await page.getByTestId('side-menu').getByRole('menuitem', { name: '客户订单', exact: true }).click();
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('side-menu').getByText('Orders', { exact: true })).toBeVisible();
    await expect(page.getByTestId('work-tab').first()).toHaveText('Console');
    await expect(page.locator('.ant-tabs-tab-active [data-testid=work-tab]')).toHaveText('Client orders');
    await expect(page).toHaveTitle('Client orders - E-commerce Platform');
    await expect(page.getByTestId('breadcrumb')).toContainText('Orders');
    // The page itself speaks English too (the orders page, no longer a "being built" one).
    await expect(currentPage(page).getByRole('heading', { name: 'Client orders', exact: true })).toBeVisible();
    await expect(currentPage(page).getByTestId('filters-button')).toHaveText('Filters');
    await expect(page.getByText('Valid until 2027-06-30')).toBeVisible();
    // The choice is kept: after a reload the console is still in English.
    await page.reload();
    await expect(page.getByTestId('side-menu').getByText('Orders', { exact: true })).toBeVisible();
    // And back to Chinese.
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByTestId('side-menu').getByText('订单管理', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('客户订单 - 电商平台');
  });

  test.describe('signed out', () => {
    test.use(signedOut);

    test('the sign-in page switches language and the server answers in it', async ({ page }) => {
      await page.goto('/login');
      await page.getByTestId('language-switch').getByText('EN').click();
      await expect(page.getByLabel('Branch code')).toBeVisible();
      await page.getByLabel('Branch code').fill('001');
      await page.getByRole('textbox', { name: 'Account', exact: true }).fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('nope');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Wrong branch code, account or password' })).toBeVisible();
    });
  });

  test('light and dark page modes, and both menu themes', async ({ page }) => {
    await openConsole(page);
    // Defaults of spec §9: light page, dark menu.
    await expect.poll(() => isDark(page)).toBe(false);
    await expect.poll(() => bodyLightness(page)).toBeGreaterThan(200);
    await saveScreenshot(page, 'console-light-dark-menu');

    await page.getByTestId('open-settings').click();
    await page.getByTestId('menu-theme-white').click();
    await closeSettings(page);
    const siderBg = await page.locator('.bo-sidebar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(siderBg).toBe('rgb(255, 255, 255)');
    await saveScreenshot(page, 'console-light-white-menu');

    await pickPageMode(page, '深色');
    await expect.poll(() => isDark(page)).toBe(true);
    await expect.poll(() => bodyLightness(page)).toBeLessThan(40);
    await saveScreenshot(page, 'console-dark');

    // Kept across a reload.
    await page.reload();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect.poll(() => isDark(page)).toBe(true);
  });

  test('auto mode is light from 06:00 to 18:00 and follows the clock while open', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T20:30:00+08:00') });
    await openConsole(page);
    await expect.poll(() => isDark(page)).toBe(false);
    await pickPageMode(page, '自动');
    await expect.poll(() => isDark(page)).toBe(true);
    await saveScreenshot(page, 'console-auto-night');
    // The night passes with the console open: at 06:00 it turns light by itself.
    await page.clock.fastForward('09:31:00');
    await expect.poll(() => isDark(page)).toBe(false);
    await expect.poll(() => bodyLightness(page)).toBeGreaterThan(200);
  });

  test("the side menu names the company and the branch; collapsed, the home page's short title DSB", async ({
    page,
  }) => {
    await openConsole(page);
    const brand = page.getByTestId('brand');
    const company = brand.getByTestId('brand-company');
    // Spec §2: company name (the branch's full name) and branch name (with its code).
    await expect(company).toHaveText('上海名片印刷有限公司');
    await expect(brand.getByTestId('brand-branch')).toHaveText('上海分公司（001）');
    // The whole name is shown (two lines at most), inside the 200 px menu.
    expect(await company.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
    expect((await brand.boundingBox())!.width).toBeLessThanOrEqual(200);
    await saveScreenshot(page, 'sidebar-expanded-cn-light');
    await page.getByTestId('collapse-menu').click();
    await expect(brand.getByTestId('brand-short')).toHaveText('DSB');
    await expect(company).toHaveCount(0);
    await expect(brand).toHaveAttribute('title', '主控台');
    expect((await brand.boundingBox())!.width).toBeLessThanOrEqual(70);
    await saveScreenshot(page, 'sidebar-collapsed-cn-light');
    // The brand is a link home.
    await page.goto('/order/customerorder');
    await brand.click();
    await expect(page).toHaveURL(HOME);

    // English, dark: the same, still collapsed after the reload, then open again.
    await viewAs(page, 'en', 'dark', 1440);
    await page.reload();
    await expect(brand.getByTestId('brand-short')).toHaveText('DSB');
    await expect(brand).toHaveAttribute('title', 'Console');
    await saveScreenshot(page, 'sidebar-collapsed-en-dark');
    await page.getByTestId('collapse-menu').click();
    await expect(company).toHaveText('上海名片印刷有限公司');
    await expect(brand.getByTestId('brand-branch')).toHaveText('上海分公司 (001)');
    await saveScreenshot(page, 'sidebar-expanded-en-dark');

    // At 390 px the menu is a drawer: it names the company and the branch too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('open-menu').click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer.getByTestId('brand-company')).toHaveText('上海名片印刷有限公司');
    await expect(drawer.getByTestId('brand-short')).toHaveCount(0);
    await saveScreenshot(page, 'sidebar-drawer-en-dark-390');
  });

  test('at 800 px or narrower the menu lives in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openConsole(page);
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await page.getByTestId('open-menu').click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.getByRole('menuitem', { name: '客户订单', exact: true }).click();
    await expect(page).toHaveURL('/order/customerorder');
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await saveScreenshot(page, 'console-mobile');
  });
});
