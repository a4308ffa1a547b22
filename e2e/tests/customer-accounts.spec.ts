import { type Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';
import { openConsole, session, openConsoleAs, type View } from './sessions';
import { currentPage, saveScreenshot } from './console-helpers';
import { apiSession, asAdmin, someClient, type ApiSession } from './dashboard-helpers';
import { DEFAULT_IGNORE, expectNoOverflow, expectFiltersFit } from './layout-helpers';
import { chineseOnEnglishPage, missingTranslations, seriousAxeViolations } from './page-checks';
import { dataTable, chooseFromRowMenu, settledBody, tableRows, chooseOption } from './order-helpers';

test.use(session('admin'));

/**
 * The shop accounts and promoters tabs of the client accounts page (issue 12 #2, #5): register a
 * shop account, find it, bind it to a client, disable it; open a promoter's referrals and change
 * its rate; the tabs at 390 px in English, dark. Every test makes or picks data of branch 001
 * through the API and signs in once.
 */

const ACCOUNTS = '/user/account';
const GOOD = 'Kx9#mPq2vL';
let seq = 0;
/** An account name no other run or test uses. */
const uniqueName = (what: string) => `e2e-${what}-${Date.now() % 1_000_000}${seq++}`;

type ShopRow = {
  id: number;
  userName: string;
  status: number;
  version: number;
  client: { guestcode: string; guestname: string } | null;
};
type PromoterRow = { id: number; userName: string; referrals: number; commissionRate: string };

/** The promoter of 001 with the most referrals (demo data). */
async function busyPromoter(admin: ApiSession) {
  const { list } = await admin.get<{ list: PromoterRow[] }>('/api/UManage/gettgzxUser', {
    sort: 'referrals',
    order: 'desc',
    pageSize: '10',
    status: '1',
  });
  expect(list[0]?.referrals ?? 0, 'a promoter with referrals in the demo data').toBeGreaterThan(0);
  return list[0];
}

/** The page's tab bar is antd's, which keeps the tabs that do not fit behind its "more" menu: left out of the overflow check. */
const TAB_BAR = { ignore: [...DEFAULT_IGNORE, '.ant-tabs-nav'] };

/** A tab's table filtered to some words (in the console's default view unless `view` says otherwise). */
async function openTab(page: Page, tab: string, tableId: string, q: string, view?: View) {
  const where = `${ACCOUNTS}?tab=${tab}&q=${encodeURIComponent(q)}`;
  await (view ? openConsoleAs(page, where, view) : openConsole(page, where));
  const table = dataTable(page, tableId);
  await settledBody(table);
  return table;
}

test('a shop account is registered, found, bound to a client and disabled', async ({ page, baseURL }) => {
  const client = await asAdmin(baseURL!, someClient);
  const name = uniqueName('shop');

  await openConsole(page, `${ACCOUNTS}?tab=accounts`);
  const table = dataTable(page, 'shop-accounts');
  await settledBody(table);
  await page.getByTestId('shop-account-register').click();
  const dialog = page.getByTestId('shop-register-dialog');
  await dialog.getByLabel('账号', { exact: true }).fill(name);
  await dialog.getByLabel('昵称', { exact: true }).fill('测试商城账号');
  await dialog.getByLabel('手机', { exact: true }).fill('138 0000 0000');
  await dialog.getByLabel('初始密码', { exact: true }).fill(GOOD);
  await dialog.getByTestId('shop-register-save').click();
  await expect(page.getByText(`商城账号 ${name} 已注册`)).toBeVisible();
  await expect(dialog.getByTestId('shop-register-save')).toBeHidden();

  // Found by the search filter, in the address with the tab word first.
  await openTab(page, 'accounts', 'shop-accounts', name);
  await expect(page).toHaveURL(/\?tab=accounts&/);
  const row = tableRows(table).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('shop-account-client')).toHaveText('未绑定');
  await expect(row.getByTestId('shop-account-status')).toHaveText('启用');

  // Bound to a client picked by its customer number.
  await row.getByTestId('shop-account-bind').click();
  const bind = page.getByTestId('shop-bind-dialog');
  await chooseOption(bind.getByTestId('client-select'), client.guestcode, { search: client.guestcode });
  await bind.getByTestId('shop-bind-save').click();
  await expect(bind.getByTestId('shop-bind-save')).toBeHidden();
  await expect(row.getByTestId('shop-account-client')).toContainText(client.guestcode);

  // Disabled after a confirmation.
  const confirm = page.getByTestId('shop-confirm-dialog');
  await chooseFromRowMenu(row, 'shop-account-more', '停用', confirm);
  await expect(confirm).toContainText(`停用 ${name}？`);
  await confirm.getByTestId('shop-confirm-ok').click();
  await expect(row.getByTestId('shop-account-status')).toHaveText('停用');
  await saveScreenshot(page, 'shop-account-disabled');
});

test('a change made meanwhile by someone else: the server says so in the dialog, the row is read again, a retry goes through', async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(409));
  const admin = await apiSession(baseURL!);
  const client = await someClient(admin);
  const name = uniqueName('stale');
  await admin.post('/api/UManage/Register', { userName: name, password: GOOD });

  const table = await openTab(page, 'accounts', 'shop-accounts', name);
  const row = tableRows(table).filter({ hasText: name });
  const confirm = page.getByTestId('shop-confirm-dialog');
  await chooseFromRowMenu(row, 'shop-account-more', '停用', confirm);
  await expect(confirm.getByTestId('shop-confirm-ok')).toBeVisible();
  // Another operator binds it meanwhile.
  const { list } = await admin.post<{ list: ShopRow[] }>('/api/UManage/Users', { q: name });
  await admin.post('/api/UManage/accountBindingClient', {
    id: list[0].id,
    version: list[0].version,
    guestcode: client.guestcode,
  });
  await admin.dispose();

  await confirm.getByTestId('shop-confirm-ok').click();
  await expect(confirm.getByTestId('acc-dialog-error')).toBeVisible();
  await expect(row.getByTestId('shop-account-client')).toContainText(client.guestcode);
  await expect(row.getByTestId('shop-account-status')).toHaveText('启用');
  // The button waits (loading) until the list has been read again, then the retry sends the new version.
  await expect(confirm.getByTestId('shop-confirm-ok')).not.toHaveClass(/ant-btn-loading/);
  await confirm.getByTestId('shop-confirm-ok').click();
  await expect(confirm.getByTestId('shop-confirm-ok')).toBeHidden();
  await expect(row.getByTestId('shop-account-status')).toHaveText('停用');
});

test("a promoter's referrals open in a drawer and its rate changes within the rule", async ({ page, baseURL }) => {
  const promoter = await asAdmin(baseURL!, busyPromoter);
  const rate = (1 + (Date.now() % 9000) / 100).toFixed(2);

  const table = await openTab(page, 'promoters', 'promoters', promoter.userName);
  const row = tableRows(table).filter({ hasText: promoter.userName }).first();
  await expect(table.locator('.ant-table-summary')).toContainText('合计');

  await row.getByTestId('promoter-referrals').click();
  const drawer = page.getByTestId('promoter-drawer');
  await expect(drawer.getByTestId('promoter-client').first()).toBeVisible();
  await expect(drawer.getByTestId('promoter-client')).toHaveCount(Math.min(promoter.referrals, 200));
  await saveScreenshot(page, 'promoter-drawer');

  await drawer.getByTestId('promoter-drawer-rate-btn').click();
  const dialog = page.getByTestId('promoter-rate-dialog');
  const input = dialog.getByLabel('佣金比例（%）', { exact: true });
  await input.fill('100.5');
  await dialog.getByTestId('promoter-rate-save').click();
  await expect(dialog.getByText('应为 0 到 100 之间的百分比，最多两位小数')).toBeVisible();
  await input.fill(rate);
  await dialog.getByTestId('promoter-rate-save').click();
  await expect(dialog.getByTestId('promoter-rate-save')).toBeHidden();
  await expect(drawer.getByTestId('promoter-drawer-rate')).toHaveText(`${rate}%`);
  // The save's message lies over the drawer's close button; it lets the click through (decision 0148).
  await expect(page.locator('.ant-message-notice').filter({ hasText: rate })).toBeVisible();
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await expect(row.getByTestId('promoter-rate')).toHaveText(`${rate}%`);
});

test('a shop account is made a promoter with a rate of its own', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!);
  const name = uniqueName('promo');
  await admin.post('/api/UManage/Register', { userName: name, password: GOOD });
  await admin.dispose();

  const table = await openTab(page, 'promoters', 'promoters', name);
  await expect(tableRows(table)).toHaveCount(0);
  await page.getByTestId('promoter-add').click();
  const dialog = page.getByTestId('promoter-add-dialog');
  await chooseOption(dialog.getByTestId('promoter-account-select'), name, { search: name });
  await dialog.getByLabel('佣金比例（%）', { exact: true }).fill('12.5');
  await dialog.getByTestId('promoter-add-save').click();
  await expect(dialog.getByTestId('promoter-add-save')).toBeHidden();
  const row = tableRows(table).filter({ hasText: name });
  await expect(row.getByTestId('promoter-rate')).toHaveText('12.50%');
  await expect(row.getByTestId('promoter-status')).toHaveText('启用');
});

// English in dark mode at 390 px, Chinese in light mode at 800 px: nothing overflows, no raw keys, no Chinese on the English page.
for (const [lang, mode, width] of [
  ['en', 'dark', 390],
  ['cn', 'white', 800],
] as const) {
  test(`the shop accounts and promoters tabs at ${width} px in ${lang} (${mode === 'dark' ? 'dark' : 'light'}): nothing overflows`, async ({
    page,
    baseURL,
  }) => {
    const admin = await apiSession(baseURL!);
    const long = `e2e-long-${'x'.repeat(30)}-${Date.now() % 1_000_000}`.slice(0, 50);
    await admin.post('/api/UManage/Register', {
      userName: long,
      nickname: 'A very long nickname '.repeat(2).trim(),
      mobile: '+86 138 0000 0000',
      password: GOOD,
    });
    const promoter = await busyPromoter(admin);
    await admin.dispose();
    const where = `at ${width} px (${lang})`;
    // axe at 800 px only: at 390 px antd puts its "more" button inside the tab list (aria-required-children), the page tabs' own matter, as on the personal center.
    const axe = async (what: string) => {
      if (width === 800) expect(await seriousAxeViolations(page), `${what} ${where}`).toEqual([]);
    };
    const checkWords = async () => {
      expect(await missingTranslations(page)).toEqual([]);
      if (lang === 'en') expect(await chineseOnEnglishPage(page)).toEqual([]);
    };

    const table = await openTab(page, 'accounts', 'shop-accounts', long, { lang, mode, width });
    await expect(tableRows(table)).toHaveCount(1);
    await expectNoOverflow(currentPage(page), TAB_BAR, `shop accounts ${where}`);
    await checkWords();
    await axe('shop accounts');
    await expectFiltersFit(table, `shop accounts ${where}`);
    await page.getByTestId('shop-account-register').click();
    const dialog = page.getByTestId('shop-register-dialog');
    await expect(dialog.getByTestId('shop-register-save')).toBeVisible();
    await expectNoOverflow(dialog.locator('.ant-modal-container'), {}, `register dialog ${where}`);
    await checkWords();
    await saveScreenshot(page, `shop-register-${lang}-${width}`);
    await dialog.getByRole('button', { name: lang === 'cn' ? /取 ?消/ : 'Cancel' }).click();
    await expect(dialog.getByTestId('shop-register-save')).toBeHidden();

    const promoters = await openTab(page, 'promoters', 'promoters', promoter.userName);
    await expect(tableRows(promoters).first()).toBeVisible();
    await expectNoOverflow(currentPage(page), TAB_BAR, `promoters ${where}`);
    await tableRows(promoters).first().getByTestId('promoter-referrals').click();
    const drawer = page.getByTestId('promoter-drawer');
    await expect(drawer.getByTestId('promoter-client').first()).toBeVisible();
    await expectNoOverflow(page.locator('.ant-drawer-section.acc-drawer'), {}, `promoter drawer ${where}`);
    await checkWords();
    await axe('promoter drawer');
    await saveScreenshot(page, `promoter-drawer-${lang}-${width}`);
  });
}
