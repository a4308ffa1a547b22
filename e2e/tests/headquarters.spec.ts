import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';
import { apiGet, apiLogin } from './accounts';
import { currentPage, HOME, saveScreenshot, signIn } from './console-helpers';
import { api } from './dashboard-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, settledBody, tableRows } from './order-helpers';
import { chineseOnEnglishPage, MISSING_KEYS_FLAG, missingTranslations, seriousAxeViolations } from './page-checks';
import { openConsole, session, signedOut, viewAs } from './sessions';

/**
 * Headquarters (issue 41): the platform owner (000/owner) compares every branch for a period on
 * /dashboard/branches, opens 001 read-only with a reason, finds its orders, is refused a save,
 * and exits; 001's administrator then finds the visit in its operation log. The owner signs in
 * in a fresh browser of its own each time: a view replaces the signed-in user of its tab, and
 * the shared owner session must stay as it is.
 */
test.use(signedOut);

const ROUTE = '/dashboard/branches';
const READ_ONLY = '只读查看：不能修改本分公司的任何数据，请先退出查看';

const branchTable = (page: Page) => dataTable(page, 'branches');
const branchRow = (table: Locator, gscode: string) =>
  tableRows(table).filter({ has: table.page().locator(`[data-testid=hq-branch][data-gscode="${gscode}"]`) });

/** "1,234.56" of a sum of money strings, as the console writes money. */
const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const centsOf = (v: string) => Math.round(Number(v) * 100);
const numberIn = (text: string) => Number(text.replace(/,/g, ''));

/** The owner in a browser of its own, on the branches page (the shared owner session is never used for a view). */
async function ownerOnBranches(page: Page) {
  await signIn(page, 'owner', '000');
  await page.goto(ROUTE);
  const table = branchTable(page);
  await settledBody(table);
  return table;
}

/** Opens the read-only view of a branch from its row, with a reason: the branch's console with the banner. */
async function viewBranch(page: Page, table: Locator, gscode: string, reason: string) {
  await branchRow(table, gscode).getByTestId('hq-view').click();
  const dialog = page.getByTestId('hq-view-dialog');
  await expect(dialog.getByTestId('hq-view-notice')).toBeVisible();
  await dialog.getByTestId('hq-view-reason').fill(reason);
  await dialog.getByTestId('hq-view-ok').click();
  await expect(page).toHaveURL(HOME);
  const banner = page.getByTestId('view-banner');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return banner;
}

test('the owner compares the branches, looks into 001 read-only, is refused a save and exits', async ({
  page,
  request,
  browser,
  consoleGuard,
}) => {
  test.slow();
  const table = await ownerOnBranches(page);

  // 30 days: the period goes into the address, and 001 and 002 have their rows.
  await page.getByTestId('hq-period').getByText('近 30 天', { exact: true }).click();
  await expect(page).toHaveURL(/period=30d/);
  await settledBody(table);
  await expect(branchRow(table, '001')).toHaveCount(1);
  await expect(branchRow(table, '002')).toHaveCount(1);
  const [from, to] = (await page.getByTestId('hq-days').innerText()).split(' ~ ');

  // 001's row equals what its administrator's chart answers for the same days.
  const admin = await apiLogin(request, '001', 'admin', 'admin123');
  const days = (await apiGet(request, admin, '/api/Reports/Report', { from, to })) as {
    dd_num: number;
    jine: string;
  }[];
  const orders = days.reduce((s, d) => s + d.dd_num, 0);
  const sales = days.reduce((s, d) => s + centsOf(d.jine), 0);
  const row001 = branchRow(table, '001');
  await expect(row001.getByTestId('hq-orders')).toHaveText(orders.toLocaleString('en-US'));
  await expect(row001.getByTestId('hq-sales')).toHaveText(money(sales));

  // Sorted by sales, the smallest first.
  await table.getByRole('columnheader', { name: '销售额' }).click();
  await expect(page).toHaveURL(/sort=sales&order=asc/);
  const shown = (await table.getByTestId('hq-sales').allInnerTexts()).map(numberIn);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));

  // Filtered by 001's state: only branches in that state are left.
  const state = (await row001.getByTestId('hq-state').getAttribute('data-state'))!;
  const states = await table
    .getByTestId('hq-state')
    .evaluateAll((tags) => tags.map((t) => t.getAttribute('data-state')));
  const label = { live: '运行中', ending: '即将到期', expired: '已到期', disabled: '已停用' }[state]!;
  await page.getByTestId('hq-state-filter').getByText(label, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`state=${state}`));
  await expect(tableRows(table)).toHaveCount(states.filter((s) => s === state).length);
  await expect(table.getByTestId('hq-state').and(page.locator(`:not([data-state="${state}"])`))).toHaveCount(0);

  // The export holds the rows shown, in their order.
  const codes = await table
    .getByTestId('hq-branch')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-gscode')));
  const download = page.waitForEvent('download');
  await page.getByTestId('hq-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^分公司对比-${from}-${to}-.*\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  const exported: string[] = [];
  sheet.eachRow((r, i) => void (i > 1 && exported.push(String(r.getCell(1).value))));
  expect(exported).toEqual(codes);
  await page.getByTestId('hq-state-filter').getByText('全部', { exact: true }).click();
  await expect(branchRow(table, '002')).toHaveCount(1);

  // 001 read-only: a reason is required; then the branch's console opens under the banner, cleanly.
  await branchRow(table, '001').getByTestId('hq-view').click();
  const dialog = page.getByTestId('hq-view-dialog');
  await dialog.getByTestId('hq-view-ok').click();
  await expect(dialog.getByText('请填写查看原因')).toBeVisible();
  await dialog.getByTestId('hq-view-reason').fill('x');
  await dialog.getByTestId('hq-view-ok').click();
  await expect(dialog.getByText('查看原因须为 2–200 个字符')).toBeVisible();
  await dialog.getByTestId('hq-view-reason').fill('');
  await dialog.getByRole('button', { name: /取 ?消/ }).click();
  await expect(dialog).toBeHidden();
  const reason = `核对本月销售 ${Date.now().toString(36)}`;
  const banner = await viewBranch(page, table, '001', reason);
  await expect(banner).toContainText('正在只读查看');
  await expect(banner).toContainText('（001）');
  await expect(banner).toContainText(/\d{2}:\d{2} 结束/);
  expect(consoleGuard.seen, 'the console of a view opens without a refused call').toEqual([]);

  // Its orders are there.
  await page.goto('/order/customerorder');
  await expect(page.getByTestId('view-banner')).toBeVisible();
  const ordersTable = dataTable(page, 'orders');
  await settledBody(ordersTable);
  expect(Number(await ordersTable.getByTestId('table-body').getAttribute('data-total'))).toBeGreaterThan(0);

  // A save is refused with the read-only words, and nothing changes.
  consoleGuard.allow(failedResource(403));
  await page.goto(HOME);
  const ranked = await api<{ guestcode: string }[]>(page, '/api/Reports/Ranking', { rankname: 'thismonth' });
  const before = await api<{ linkman: string }>(page, '/api/UManage/ClientInfo', { guestcode: ranked[0].guestcode });
  await page.getByTestId('ranking').getByTestId('ranking-period').getByText('本月', { exact: true }).click();
  const rankingTable = page.getByTestId('ranking').getByTestId('ranking-table');
  await expect(rankingTable).toHaveAttribute('data-rankname', 'thismonth');
  await rankingTable.locator(`tr[data-row-key="${ranked[0].guestcode}"]`).getByTestId('ranking-client').click();
  const client = page.getByRole('dialog');
  await client.getByTestId('client-edit').click();
  await client.getByLabel('联系人', { exact: true }).fill(`只读${Date.now() % 100000}`);
  await client.getByTestId('client-save').click();
  await expect(page.getByText(READ_ONLY).first()).toBeVisible();
  const after = await api<{ linkman: string }>(page, '/api/UManage/ClientInfo', { guestcode: ranked[0].guestcode });
  expect(after.linkman).toBe(before.linkman);

  // Exit (from the console drawn again, the refused form left behind): back on the branches page as the owner.
  await page.goto(HOME);
  await page.getByTestId('view-exit').click();
  await expect(page).toHaveURL(ROUTE);
  await settledBody(branchTable(page));
  await expect(page.getByTestId('view-banner')).toBeHidden();
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('bo-user') ?? '{}'));
  expect([me.gscode, me.userName, me.viewing]).toEqual(['000', 'owner', undefined]);
  expect(await page.evaluate(() => localStorage.getItem('bo-view-owner'))).toBeNull();

  // 001's administrator finds the visit in its operation log: who, and why.
  await expectVisitInLog(browser, reason);
});

/** 001's administrator (the shared session, reading only) finds the view's opening in the operation log. */
async function expectVisitInLog(browser: Browser, reason: string) {
  const context = await browser.newContext(session('admin'));
  const page = await context.newPage();
  await page.goto(`/system/log?action=${encodeURIComponent('POST /api/Platform/ViewBranch')}`);
  const table = dataTable(page, 'operation-log');
  await settledBody(table);
  const row = tableRows(table).first();
  await expect(row).toContainText('只读查看分公司');
  await expect(row).toContainText('000/owner');
  await row.getByTestId('oplog-open').click();
  await expect(page.getByText(reason).first()).toBeVisible();
  await context.close();
}

const LOOKS = [
  { lang: 'en', mode: 'dark', width: 390, words: { days: '7 days', notice: 'in its operation log', cancel: 'Cancel' } },
  { lang: 'cn', mode: 'white', width: 800, words: { days: '近 7 天', notice: '操作日志', cancel: /取 ?消/ } },
] as const;

for (const look of LOOKS) {
  test(`the branches page and the banner at ${look.width} px, ${look.lang} ${look.mode}: nothing overflows, no raw keys, axe clean`, async ({
    page,
  }) => {
    await viewAs(page, look);
    await page.addInitScript((flag) => localStorage.setItem(flag, '1'), MISSING_KEYS_FLAG);
    const checks = async (what: string) => {
      const findings = [
        ...(await missingTranslations(page)).map((s) => `translation: ${s}`),
        ...(look.lang === 'en' ? await chineseOnEnglishPage(page) : []).map((s) => `Chinese on an English page: ${s}`),
        ...(await seriousAxeViolations(page)).map((s) => `axe ${s}`),
      ];
      expect(findings, what).toEqual([]);
      await expectNoOverflow(currentPage(page), {}, what);
    };
    const name = `${look.lang}-${look.mode}-${look.width}`;
    const table = await ownerOnBranches(page);
    await expect(page.getByTestId('hq-period')).toContainText(look.words.days);
    await expect(branchRow(table, '001')).toHaveCount(1);
    await expect(page.getByTestId('hq-chart')).toBeVisible();
    await checks('the branches page');
    await saveScreenshot(page, `headquarters-branches-${name}`);

    await branchRow(table, '001').getByTestId('hq-view').click();
    const dialog = page.getByTestId('hq-view-dialog');
    await expect(dialog).toContainText(look.words.notice);
    await expectNoOverflow(dialog.locator('.ant-modal-container'), {}, 'the view dialog');
    await dialog.getByRole('button', { name: look.words.cancel }).click();
    await expect(dialog).toBeHidden();

    const banner = await viewBranch(page, table, '001', 'Checking the month');
    if (look.lang === 'en') {
      await expect(banner).toContainText(/Viewing .+ \(001\) read-only · ends \d{2}:\d{2}/);
      await expect(banner.getByTestId('view-exit')).toHaveText('Exit');
    }
    const box = (await banner.boundingBox())!;
    expect(box.x + box.width, 'the banner fits the window').toBeLessThanOrEqual(look.width);
    await checks('the console under the banner');
    await saveScreenshot(page, `headquarters-banner-${name}`);
    await banner.getByTestId('view-exit').click();
    await expect(page).toHaveURL(ROUTE);
    await expect(page.getByTestId('view-banner')).toBeHidden();
  });
}

test.describe("a branch's administrator", () => {
  test.use(session('admin'));

  test('has no Branches page: not in the menu, refused by address', async ({ page }) => {
    await openConsole(page);
    // The menu the frame loaded (kept in the tab's sessionStorage, spec §3).
    const menu = (await page.evaluate(() => sessionStorage.getItem('bo-menu'))) ?? '';
    expect(menu).toContain('/dashboard/ordersummary');
    expect(menu).not.toContain('/dashboard/branches');
    await expect(page.getByTestId('side-menu').getByText('分公司对比')).toHaveCount(0);
    await page.goto(ROUTE);
    await expect(page).toHaveURL(/\/exception\/40[34]/);
  });
});
