import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { activeTab, currentPage, HOME, openFromMenu, tabLabels } from './console-helpers';
import { chooseFromMenu, OPEN_MENU } from './order-helpers';

test.use(session('admin'));

/** Five pages of the default expanded menus, in the order they are opened. */
const FIVE = [
  ['客户订单', '/order/customerorder'],
  ['客户购物车', '/order/customershopcart'],
  ['客户付款', '/order/customerpaylist'],
  ['系统参数', '/system/setting'],
  ['操作日志', '/system/log'],
] as const;

async function openFive(page: Page) {
  for (const [title, path] of FIVE) {
    await openFromMenu(page, title);
    await expect(page).toHaveURL(path);
    await expect(activeTab(page)).toHaveText(title);
  }
  await expect.poll(() => tabLabels(page)).toEqual(['主控台', ...FIVE.map(([t]) => t)]);
}

const tab = (page: Page, title: string) => page.getByTestId('work-tab').getByText(title, { exact: true });

async function rightClickAction(page: Page, title: string, action: string) {
  await tab(page, title).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action }).click();
  // Let the menu finish closing, so the next right-click finds only its own.
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
}

/** Chooses `action` in the tab bar's dropdown; the tabs are then `expected`. */
async function tabBarAction(page: Page, action: string, expected: string[]) {
  await page.getByTestId('tab-actions').click();
  await page.locator(OPEN_MENU).getByRole('menuitem', { name: action }).click();
  await expect.poll(() => tabLabels(page)).toEqual(expected);
}

test.describe('work tabs', () => {
  test.beforeEach(async ({ page }) => {
    await openConsole(page);
  });

  test('each opened page gets a tab; opening one again only selects it', async ({ page }) => {
    await openFive(page);
    await tab(page, '客户购物车').click();
    await expect(page).toHaveURL('/order/customershopcart');
    await openFromMenu(page, '客户订单');
    await expect.poll(() => tabLabels(page)).toEqual(['主控台', ...FIVE.map(([t]) => t)]);
    await expect(activeTab(page)).toHaveText('客户订单');
    // Home only becomes current; it is never added twice.
    await tab(page, '主控台').click();
    await expect(page).toHaveURL(HOME);
    await expect.poll(() => tabLabels(page)).toHaveLength(6);
  });

  test('closing the current tab goes to the last remaining one; closing another keeps the page', async ({ page }) => {
    await openFive(page);
    await tab(page, '客户付款').click();
    await expect(page).toHaveURL('/order/customerpaylist');
    await expect(activeTab(page)).toHaveText('客户付款');
    await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await expect.poll(() => tabLabels(page)).toEqual(['主控台', '客户订单', '客户购物车', '系统参数', '操作日志']);
    await expect(page).toHaveURL('/system/log');
    await page
      .locator('.ant-tabs-tab', { has: tab(page, '客户订单') })
      .locator('.ant-tabs-tab-remove')
      .click();
    await expect.poll(() => tabLabels(page)).toEqual(['主控台', '客户购物车', '系统参数', '操作日志']);
    await expect(page).toHaveURL('/system/log');
  });

  test('closing the last opened tab goes home', async ({ page }) => {
    await openFromMenu(page, '客户订单');
    await expect(activeTab(page)).toHaveText('客户订单');
    await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await expect.poll(() => tabLabels(page)).toEqual(['主控台']);
    await expect(page).toHaveURL(HOME);
  });

  test('close left and close right from the right-click menu', async ({ page }) => {
    await openFive(page);
    await rightClickAction(page, '客户付款', '关闭左侧');
    await expect.poll(() => tabLabels(page)).toEqual(['主控台', '客户付款', '系统参数', '操作日志']);
    await expect(page).toHaveURL('/system/log');
    await rightClickAction(page, '系统参数', '关闭右侧');
    await expect.poll(() => tabLabels(page)).toEqual(['主控台', '客户付款', '系统参数']);
    // The current page was closed: the chosen tab takes its place.
    await expect(page).toHaveURL('/system/setting');
    await expect(activeTab(page)).toHaveText('系统参数');
  });

  // docs/decisions/0136-navigation-drawn-at-once.md: a page still being drawn while the address
  // already names the next one takes the clicks meant for the next.
  test('the page shown is always the one the address names, at every frame of tab switches and menu clicks', async ({
    page,
  }) => {
    await openFive(page);
    await page.evaluate(() => {
      const w = window as unknown as { disagreements: string[] };
      w.disagreements = [];
      const watch = () => {
        const shown = Array.from(document.querySelectorAll<HTMLElement>('.bo-page')).filter((p) => p.offsetParent);
        const names = shown.map((p) => p.dataset.page).join(' + ');
        if (names !== location.pathname && w.disagreements.length < 5)
          w.disagreements.push(`${location.pathname} named, ${names || 'nothing'} shown`);
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    for (const [title, path] of [FIVE[1], FIVE[3], FIVE[0], ['主控台', HOME], FIVE[4]] as const) {
      await tab(page, title).click();
      await expect(currentPage(page)).toHaveAttribute('data-page', path);
    }
    await openFromMenu(page, FIVE[2][0]);
    await expect(currentPage(page)).toHaveAttribute('data-page', FIVE[2][1]);
    expect(await page.evaluate(() => (window as unknown as { disagreements: string[] }).disagreements)).toEqual([]);
  });

  test('three quick clicks in the menu open three tabs', async ({ page }) => {
    for (const [title] of FIVE.slice(0, 3)) await openFromMenu(page, title);
    await expect(activeTab(page)).toHaveText(FIVE[2][0]);
    await expect.poll(() => tabLabels(page)).toEqual(['主控台', ...FIVE.slice(0, 3).map(([t]) => t)]);
  });

  test('close others and close all from the tab-bar dropdown', async ({ page }) => {
    await openFive(page);
    await tab(page, '客户购物车').click();
    await expect(page).toHaveURL('/order/customershopcart');
    await tabBarAction(page, '关闭其他', ['主控台', '客户购物车']);
    await expect(page).toHaveURL('/order/customershopcart');
    await tabBarAction(page, '关闭全部', ['主控台']);
    await expect(page).toHaveURL(HOME);
  });

  test('close all from the home tab keeps only home', async ({ page }) => {
    await openFive(page);
    await rightClickAction(page, '主控台', '关闭全部');
    await expect.poll(() => tabLabels(page)).toEqual(['主控台']);
    await expect(page).toHaveURL(HOME);
  });

  test('tabs are restored after a reload', async ({ page }) => {
    await openFive(page);
    await tab(page, '客户订单').click();
    await expect(page).toHaveURL('/order/customerorder');
    await page.reload();
    await expect(page).toHaveURL('/order/customerorder');
    await expect(activeTab(page)).toHaveText('客户订单');
    await expect.poll(() => tabLabels(page)).toEqual(['主控台', ...FIVE.map(([t]) => t)]);
  });

  // A page's own state: the period picked on the order overview (a closable page).
  const summary = (page: Page) => page.getByTestId('dashboard-ordersummary').getByTestId('summary-table');
  async function openSummary(page: Page) {
    const item = page.getByTestId('side-menu').getByRole('menuitem', { name: '订单概览', exact: true });
    if (!(await item.isVisible())) await page.getByTestId('side-menu').getByText('仪表盘', { exact: true }).click();
    await item.click();
    await expect(page).toHaveURL('/dashboard/ordersummary');
    await expect(summary(page)).toHaveAttribute('data-ywtype', 'day');
  }
  const pickMonth = (page: Page) =>
    page.getByTestId('dashboard-ordersummary').getByTestId('summary-period').getByText('月', { exact: true }).click();

  test("a page's state survives a tab switch and is discarded when its tab closes", async ({ page }) => {
    await openSummary(page);
    await pickMonth(page);
    await expect(summary(page)).toHaveAttribute('data-ywtype', 'month');
    await openFromMenu(page, '客户订单');
    await expect(summary(page)).toBeHidden();
    await tab(page, '订单概览').click();
    await expect(page).toHaveURL('/dashboard/ordersummary');
    await expect(activeTab(page)).toHaveText('订单概览');
    await expect(summary(page)).toHaveAttribute('data-ywtype', 'month');
    // Closing the tab discards the page: reopened, it starts afresh and has its tab again. On a
    // slow CPU (as here, throttled) the move to the next tab is still being drawn when the menu
    // reopens the page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await expect.poll(() => tabLabels(page)).not.toContain('订单概览');
    await openSummary(page);
    await expect(activeTab(page)).toHaveText('订单概览');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('the refresh button reloads the current page without reloading the browser', async ({ page }) => {
    await openSummary(page);
    await pickMonth(page);
    await expect(summary(page)).toHaveAttribute('data-ywtype', 'month');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByTestId('refresh-page').click();
    await expect(summary(page)).toHaveAttribute('data-ywtype', 'day');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('the personal center opens from the user menu with the profile and its form, its expiry labelled once', async ({
    page,
  }) => {
    const view = page.locator('.bo-page:visible');
    await chooseFromMenu(page.getByTestId('user-menu'), /个人中心$/, view.getByTestId('profile-nickname'));
    await expect(page).toHaveURL('/user/user');
    await expect(view.getByTestId('profile-nickname')).toHaveText('上海管理员');
    await expect(view.getByTestId('profile-nickname-input')).toHaveValue('上海管理员');
    await expect(view.getByTestId('subscription-expiry')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(view).not.toContainText('有效期至 有效期至');
  });
});

test('a page whose code is still on its way shows its tab and a loading state at once, not the last page under its address', async ({
  page,
}) => {
  await openConsole(page);
  await expect(currentPage(page).getByTestId('card-odata')).toBeVisible();
  // The operation log's code is held back until the test lets it go (named through the build's manifest).
  const manifest = (await (await page.request.get('/.vite/manifest.json')).json()) as Record<string, { file: string }>;
  const held = new URL(`/${manifest['src/pages/system/log/index.tsx'].file}`, page.url()).href;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(held, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });

  await openFromMenu(page, '操作日志');
  await expect(page).toHaveURL('/system/log');
  await expect.poll(() => asked, { message: "the page's code was asked for" }).toBe(true);
  // While the code is held: the new tab is current and its place shows the loading state; the console page is gone.
  await expect(activeTab(page)).toHaveText('操作日志');
  await expect(currentPage(page)).toHaveAttribute('data-page', '/system/log');
  await expect(currentPage(page).getByTestId('page-loading')).toBeVisible();
  await expect(page.getByTestId('card-odata')).toBeHidden();

  release();
  await expect(currentPage(page).getByTestId('page-loading')).toHaveCount(0);
  await expect(currentPage(page).getByRole('heading', { name: '操作日志' })).toBeVisible();
});
