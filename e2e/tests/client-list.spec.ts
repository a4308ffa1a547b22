import { type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, failedResource, test } from './fixtures';
import { openConsole, session, openConsoleAs, type View } from './sessions';
import { currentPage, saveScreenshot } from './console-helpers';
import { apiSession, money, asAdmin, type ApiSession } from './dashboard-helpers';
import { DEFAULT_IGNORE, expectNoOverflow, expectFiltersFit } from './layout-helpers';
import { chineseOnEnglishPage, missingTranslations } from './page-checks';
import { dataTable, settledBody, tableRows, chooseOption } from './order-helpers';

test.use(session('admin'));

/**
 * The clients tab of /user/account (issue 12 #1, the list): find a client and see its credit as
 * the server computes it, open its profile in the console's client dialog; disable a client made
 * for the test through AddClient, find it by its status, enable it again; export the clients
 * found by a word to .xlsx; the tab at 390 px in English, dark, and at 800 px in Chinese, light.
 */

const ACCOUNTS = '/user/account';
let seq = 0;

type ClientRow = {
  id: number;
  guestcode: string;
  guestname: string;
  isyuejie: number;
  creditLimit: string;
  creditUsed: string;
  overLimit: boolean;
  lastOrderAt: string | null;
  status: number;
  version: number;
};
const listClients = (admin: ApiSession, query: Record<string, string>) =>
  admin.get<{ list: ClientRow[]; total: number }>('/api/UManage/Clients', query);

/** A monthly-settlement client of 001 with a credit limit (demo data), else any monthly one. */
async function creditClient(admin: ApiSession) {
  const { list } = await listClients(admin, { settlement: 'monthly', status: '1', pageSize: '50' });
  expect(list.length, 'a monthly-settlement client in the demo data').toBeGreaterThan(0);
  return list.find((c) => Number(c.creditLimit) > 0) ?? list[0];
}

/** The tab's table filtered to some words (in the console's default view unless `view` says otherwise). */
async function openClients(page: Page, q: string, view?: View) {
  const where = `${ACCOUNTS}?tab=clients&q=${encodeURIComponent(q)}`;
  await (view ? openConsoleAs(page, where, view) : openConsole(page, where));
  const table = dataTable(page, 'clients');
  await settledBody(table);
  return table;
}

test('a client is found, its credit shown as the server counts it, its profile opened and closed', async ({
  page,
  baseURL,
}) => {
  const client = await asAdmin(baseURL!, creditClient);

  // Clients is the default tab of the page.
  await openConsole(page, ACCOUNTS);
  const table = dataTable(page, 'clients');
  await settledBody(table);
  await expect(tableRows(table).first()).toBeVisible();
  await table.getByTestId('filter-form').getByLabel('搜索', { exact: true }).fill(client.guestcode);
  await table.getByTestId('filter-form').getByTestId('filter-apply').click();
  await expect(page).toHaveURL(new RegExp(`q=${client.guestcode}`));
  const row = tableRows(table).filter({
    has: page.getByTestId('client-code').getByText(client.guestcode, { exact: true }),
  });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('client-settlement')).toHaveText('是');
  await expect(row.getByTestId('client-credit-limit')).toHaveText(money(client.creditLimit));
  await expect(row.getByTestId('client-credit-used')).toHaveText(money(client.creditUsed));
  await expect(row.getByTestId('client-over-limit')).toHaveCount(client.overLimit ? 1 : 0);

  await row.getByTestId('client-profile').click();
  const dialog = page.getByTestId('client-dialog');
  await expect(dialog.getByTestId('client-dialog-title')).toContainText(client.guestname);
  await expect(dialog.getByTestId('client-dialog-body')).toContainText(client.guestcode);
  await saveScreenshot(page, 'client-profile');
  await dialog.getByTestId('client-close').click();
  await expect(dialog).toBeHidden();
});

test('a client made for the test is disabled after a confirmation, found by its status, and enabled again', async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(409));
  const admin = await apiSession(baseURL!);
  const n = `${Date.now() % 1_000_000}${seq++}`;
  const client = await admin.post<{ guestcode: string; guestname: string }>('/api/UManage/AddClient', {
    guestname: `e2e 客户 ${n}`,
    longname: `e2e 测试 ${n} 有限公司`,
    linkman: '测试',
    mobile: `139${n.padStart(8, '0').slice(-8)}`,
  });

  const table = await openClients(page, client.guestcode);
  await expect(page).toHaveURL(/\?tab=clients&/);
  const row = tableRows(table).filter({
    has: page.getByTestId('client-code').getByText(client.guestcode, { exact: true }),
  });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('client-status')).toHaveText('启用');

  await row.getByTestId('client-disable').click();
  const confirm = page.getByTestId('client-confirm-dialog');
  await expect(confirm).toContainText(`停用 ${client.guestname} · ${client.guestcode}？`);
  // Someone else changes it meanwhile (disables and enables it): the confirmation is refused, the row read again, a retry goes through.
  const [now] = (await listClients(admin, { q: client.guestcode })).list;
  const off = await admin.post<{ version: number }>('/api/UManage/SetClientStatus', {
    id: now.id,
    version: now.version,
    status: 0,
  });
  await admin.post('/api/UManage/SetClientStatus', { id: now.id, version: off.version, status: 1 });
  await admin.dispose();
  await confirm.getByTestId('client-confirm-ok').click();
  await expect(confirm.getByTestId('acc-dialog-error')).toBeVisible();
  // The button waits (loading) until the list has been read again, then the retry sends the new version.
  await expect(confirm.getByTestId('client-confirm-ok')).not.toHaveClass(/ant-btn-loading/);
  await confirm.getByTestId('client-confirm-ok').click();
  await expect(confirm.getByTestId('client-confirm-ok')).toBeHidden();
  await expect(row.getByTestId('client-status')).toHaveText('停用');

  // The status filter: disabled clients only.
  const filters = table.getByTestId('filter-form');
  await chooseOption(filters.getByLabel('状态', { exact: true }), '停用', { exact: true });
  await page.keyboard.press('Escape');
  await filters.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/status=0/);
  await settledBody(table);
  await expect(row).toHaveCount(1);
  await expect(tableRows(table).getByTestId('client-status').filter({ hasText: '启用' })).toHaveCount(0);
  await saveScreenshot(page, 'client-disabled');

  // Enabled again: it leaves the disabled clients.
  await row.getByTestId('client-enable').click();
  await confirm.getByTestId('client-confirm-ok').click();
  await expect(confirm.getByTestId('client-confirm-ok')).toBeHidden();
  await expect(row).toHaveCount(0);
});

test('the clients found by a word are exported: the .xlsx has exactly the filtered rows, in the list’s order', async ({
  page,
  baseURL,
}) => {
  const word = '印务';
  const admin = await apiSession(baseURL!);
  const codes: string[] = [];
  for (let p = 1; ; p++) {
    const { list, total } = await listClients(admin, { q: word, pageSize: '500', page: String(p) });
    codes.push(...list.map((c) => c.guestcode));
    if (codes.length >= total || !list.length) break;
  }
  await admin.dispose();
  expect(codes.length, `demo clients named ${word}`).toBeGreaterThan(1);

  await openConsole(page, ACCOUNTS);
  const table = dataTable(page, 'clients');
  await settledBody(table);
  await table.getByTestId('filter-form').getByLabel('搜索', { exact: true }).fill(word);
  await table.getByTestId('filter-form').getByTestId('filter-apply').click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await settledBody(table);
  await expect(table.getByTestId('table-body')).toHaveAttribute('data-total', String(codes.length));

  const download = page.waitForEvent('download');
  await table.getByTestId('export-button').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clients-001-\d{8}-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  expect(rows[0].slice(0, 3)).toEqual(['客户编号', '客户名称', '公司全称']);
  const data = rows.slice(1);
  expect(data.map((r) => r[0])).toEqual(codes);
  // Every row holds the word in its number, name, company, contact or mobile.
  expect(data.filter((r) => ![r[0], r[1], r[2], r[5], r[6]].some((v) => v.includes(word)))).toEqual([]);
  await expect(page.locator('.ant-message')).toContainText(`已导出 ${codes.length.toLocaleString('en-US')} 行`);
});

// English in dark mode at 390 px, Chinese in light mode at 800 px: nothing overflows, no raw keys, no Chinese on the English page.
for (const [lang, mode, width] of [
  ['en', 'dark', 390],
  ['cn', 'white', 800],
] as const) {
  test(`the clients tab at ${width} px in ${lang} (${mode === 'dark' ? 'dark' : 'light'}): nothing overflows`, async ({
    page,
    baseURL,
  }) => {
    const client = await asAdmin(baseURL!, creditClient);
    const where = `at ${width} px (${lang})`;
    const checkWords = async () => {
      expect(await missingTranslations(page)).toEqual([]);
      if (lang === 'en') expect(await chineseOnEnglishPage(page)).toEqual([]);
    };

    const table = await openClients(page, client.guestcode, { lang, mode, width });
    await expect(tableRows(table)).toHaveCount(1);
    // The page's tab bar is antd's, which keeps the tabs that do not fit behind its "more" menu.
    await expectNoOverflow(currentPage(page), { ignore: [...DEFAULT_IGNORE, '.ant-tabs-nav'] }, `clients ${where}`);
    await checkWords();
    await expectFiltersFit(table, `clients ${where}`, async () => {
      await checkWords();
      await saveScreenshot(page, `clients-${lang}-${width}`);
    });
    await tableRows(table).first().getByTestId('client-disable').click();
    const confirm = page.getByTestId('client-confirm-dialog');
    await expect(confirm.getByTestId('client-confirm-ok')).toBeVisible();
    await expectNoOverflow(confirm.locator('.ant-modal-container'), {}, `disable confirmation ${where}`);
    await checkWords();
    await confirm.getByRole('button', { name: lang === 'cn' ? /取 ?消/ : 'Cancel' }).click();
    await expect(confirm.getByTestId('client-confirm-ok')).toBeHidden();
  });
}
