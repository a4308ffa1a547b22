import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeTab, currentPage, HOME, saveScreenshot } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, ORDERS, settledBody } from './order-helpers';
import {
  chineseOnEnglishPage,
  htmlCodeSnifferErrors,
  iconIdNames,
  missingTranslations,
  seriousAxeViolations,
} from './page-checks';
import { openConsole, openConsoleAs, session } from './sessions';

/**
 * Find a page by typing (issue 37 #3): Ctrl+K or the header's button opens the search, which
 * offers the pages of the role's side menu, found by their titles and their groups' names in the
 * language shown; ↑/↓ and Enter (or the pointer) open one as the side menu does, with its tab.
 */

const dialog = (page: Page) => page.getByTestId('page-search');
const field = (page: Page) => page.getByRole('combobox', { name: /^(页面名称或所在菜单|Page name or its menu)$/ });
const options = (page: Page) => dialog(page).getByRole('option');
/** The option a screen reader is on: the one the field names as active. */
const activeOption = async (page: Page) => {
  const id = await field(page).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`) : null;
};
const selectedMenuItem = (page: Page) => page.getByTestId('side-menu').locator('.ant-menu-item-selected');

/** The search's dialog with its field focused (the one place keys go), opened by `open`. */
async function openSearch(page: Page, open: () => Promise<void>): Promise<Locator> {
  await open();
  await expect(field(page)).toBeFocused();
  return dialog(page);
}

/** The page with the dialog open passes the sweep's checks (page-checks.ts) that do not depend on the language. */
async function expectCleanDialog(page: Page, what: string) {
  expect(await seriousAxeViolations(page), `axe, ${what}`).toEqual([]);
  expect(await htmlCodeSnifferErrors(page), `HTML_CodeSniffer, ${what}`).toEqual([]);
  expect(await iconIdNames(page), `named by an icon's id, ${what}`).toEqual([]);
  expect(await missingTranslations(page), `translations, ${what}`).toEqual([]);
}

test.describe('as the administrator, in Chinese', () => {
  test.use(session('admin'));

  test('Ctrl+K, part of a title, ↓ to it and Enter: the page and its tab open', async ({ page }) => {
    await openConsole(page, HOME);
    // The header's button shows the shortcut where there is room, and its name holds what it shows.
    await expect(page.getByTestId('page-search-button')).toHaveAccessibleName('搜索页面 Ctrl K');
    await openSearch(page, () => page.keyboard.press('Control+K'));
    // Before a word is typed, every page is offered, the home page first.
    await expect(options(page).first()).toContainText('主控台');
    await expect(options(page)).not.toHaveCount(0);

    await field(page).fill('订单');
    // Its own name first (订单概览 starts with it, 客户订单 holds it), then pages under 订单管理.
    await expect(options(page)).toHaveText([
      /^订单概览仪表盘 \/ 订单概览$/,
      /^客户订单订单管理 \/ 客户订单$/,
      /^客户购物车订单管理 \/ 客户购物车$/,
      /^客户付款订单管理 \/ 客户付款$/,
    ]);
    // The typed part is highlighted, in the title and in the trail.
    await expect(options(page).nth(1).locator('mark')).toHaveText(['订单', '订单', '订单']);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expectCleanDialog(page, 'page search with results (cn, light)');

    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await (await activeOption(page))?.textContent()).toContain('客户订单');
    // Up from the first wraps to the last, down from the last back to the first.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(ORDERS);
    await expect(activeTab(page)).toHaveText('客户订单');
    // As a menu click: the side menu selects the page.
    await expect(selectedMenuItem(page)).toHaveText('客户订单');
    await expect(currentPage(page).getByTestId('table-orders')).toBeVisible();
  });

  test('from a text field, Ctrl+K opens it there; Esc closes it and the field has the focus again', async ({
    page,
  }) => {
    await openConsole(page, ORDERS);
    const orderno = dataTable(page, 'orders').getByTestId('filter-form').getByPlaceholder('订单号开头');
    await settledBody(dataTable(page, 'orders'));
    await orderno.fill('E2E');
    await openSearch(page, () => orderno.press('Control+K'));
    // The browser's Ctrl+K and the field's own use of the key are prevented.
    await expect(orderno).toHaveValue('E2E');

    await field(page).fill('没有这个页面');
    await expect(options(page)).toHaveCount(0);
    await expect(dialog(page).getByRole('status')).toHaveText('没有与“没有这个页面”相符的页面');
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await expectCleanDialog(page, 'page search, nothing found (cn, light)');

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(orderno).toBeFocused();
    await expect(page).toHaveURL(ORDERS);

    // Opened again, it starts afresh.
    await openSearch(page, () => page.keyboard.press('Control+K'));
    await expect(field(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(orderno).toBeFocused();
  });
});

test.describe('as the administrator, in English at 390 px', () => {
  test.use(session('admin'));

  test("the header's button finds a page by its group's name; the pointer opens it", async ({ page }) => {
    await openConsoleAs(page, HOME, { lang: 'en', mode: 'dark', width: 390 });
    const button = page.locator('.bo-header').getByRole('button', { name: 'Search pages', exact: true });
    // In the header, as an icon: the shortcut's hint does not fit a phone's header.
    await expect(button).toBeVisible();
    await expect(button.locator('kbd')).toHaveCount(0);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await openSearch(page, () => button.click());
    await field(page).fill('page content');
    // None of them says "page content": all are found under the group of that name.
    await expect(options(page)).toHaveText([
      /^Card settingsPage content \/ Card settings$/,
      /^Home pagePage content \/ Home page$/,
      /^NewsPage content \/ News$/,
      /^ProductsPage content \/ Products$/,
      /^DepartmentsPage content \/ Departments$/,
      /^SupportPage content \/ Support$/,
      /^WeChat setupPage content \/ WeChat setup$/,
    ]);
    // The dialog fits the screen, and nothing in it runs over.
    const fits = (await dialog(page).locator('.ant-modal-container').boundingBox())!;
    expect(fits.x).toBeGreaterThanOrEqual(0);
    expect(fits.x + fits.width).toBeLessThanOrEqual(390);
    await expectNoOverflow(dialog(page), {}, 'page search at 390 px');
    await expectCleanDialog(page, 'page search (en, dark, 390 px)');
    expect(await chineseOnEnglishPage(page), 'Chinese in the English search').toEqual([]);
    await saveScreenshot(page, 'page-search-en-390');

    await options(page).filter({ hasText: 'Departments' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL('/space/department');
    await expect(activeTab(page)).toHaveText('Departments');
  });
});

test.describe('the header with its search button, just over 800 px', () => {
  test.use(session('admin'));

  test('its buttons keep their size and the expiry its one line; the breadcrumb gives way', async ({ page }) => {
    await openConsoleAs(page, '/user/CheckCredit', { lang: 'en', mode: 'white', width: 820 });
    const right = page.locator('.bo-header-right');
    await expect(right.getByTestId('subscription-expiry')).toHaveText(/^Valid until /);
    const sizes = await right.evaluate((el) => ({
      buttons: Array.from(el.querySelectorAll('button')).map((b) => Math.round(b.getBoundingClientRect().width)),
      expiry: el.querySelector('[data-testid=subscription-expiry]')!.getBoundingClientRect().height,
      header: el.closest('.bo-header')!.getBoundingClientRect().height,
      right: el.getBoundingClientRect().right,
    }));
    expect(sizes.buttons.length).toBeGreaterThanOrEqual(5);
    expect(
      sizes.buttons.every((w) => w === 32),
      `button widths ${sizes.buttons.join(', ')}`,
    ).toBe(true);
    // One line: a second would put "2027-06-30" under the header.
    expect(sizes.expiry).toBeLessThanOrEqual(sizes.header);
    expect(sizes.right).toBeLessThanOrEqual(820);
  });
});

test.describe('as an operator, whose role opens fewer pages', () => {
  test.use(session('operator'));

  test('pages the role may not open are not found', async ({ page }) => {
    await openConsole(page, HOME);
    await openSearch(page, () => page.keyboard.press('Control+K'));
    // Granted: found as for the administrator.
    await field(page).fill('客户订单');
    await expect(options(page)).toHaveText([/^客户订单/]);
    // 角色权限 and 菜单 are listed with a lock (a permission request, not the page); 接口 is not granted.
    for (const words of ['角色', '菜单', '接口']) {
      await field(page).fill(words);
      await expect(dialog(page).getByRole('status'), words).toHaveText(`没有与“${words}”相符的页面`);
    }
    // The side menu still lists the locked page, so the search is stricter than the menu's look, not its rules.
    await expect(page.getByTestId('side-menu').getByText('角色权限', { exact: true })).toBeAttached();
  });
});
