import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, openConsoleAs, session } from './sessions';
import { apiSession } from './dashboard-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage, missingTranslations, seriousAxeViolations } from './page-checks';
import { dataTable, listOrders, OPEN_MENU, ORDERS, settledBody, tableRows, type OrderRow } from './order-helpers';

/**
 * Batch actions on the main lists (issue 37 #2): pick rows, act on all of them after a
 * confirmation, and read per row what happened; export only the rows picked. The orders changed
 * are shipped and completed ones of branch 002, which no other spec changes; the shop accounts are
 * made here; the clients are only exported.
 */

const ACCOUNTS = '/user/account';
const GOOD = 'Kx9#mPq2vL';

/** Ticks the checkboxes of the rows holding these texts (order numbers, names). */
async function pick(table: Locator, names: string[]) {
  for (const name of names) await tableRows(table).filter({ hasText: name }).getByRole('checkbox').check();
}

async function chooseBatchAction(page: Page, table: Locator, action: string) {
  await table.getByTestId('batch-actions').click();
  await page.locator(OPEN_MENU).getByRole('menuitem', { name: action, exact: true }).click();
}

test.describe('in branch 002', () => {
  test.use(session('admin', '002'));

  test('orders picked are completed together; the one that cannot be is named with why and left as it was', async ({
    page,
  }) => {
    // The oldest shipped orders of one client who also has a completed one (the order desk's tests take new orders).
    await openConsole(page);
    const { list: oldShipped } = await listOrders(page, { status: '3', sort: 'time', order: 'asc', pageSize: '100' });
    let shipped: OrderRow[] = [];
    let completed: OrderRow | undefined;
    for (const guestcode of new Set(oldShipped.map((o) => o.guestcode))) {
      shipped = oldShipped.filter((o) => o.guestcode === guestcode).slice(0, 2);
      if (shipped.length < 2) continue;
      completed = (await listOrders(page, { client: guestcode, status: '4', sort: 'time', order: 'asc' })).list[0];
      if (completed) break;
    }
    expect(completed, 'a client of 002 with two shipped orders and a completed one').toBeDefined();
    await page.goto(`${ORDERS}?client=${shipped[0].guestcode}&status=3,4&sort=time&order=asc&pageSize=100`);
    const table = dataTable(page, 'orders');
    await settledBody(table);
    const picked: OrderRow[] = [...shipped, completed!];

    await pick(
      table,
      picked.map((o) => o.orderno),
    );
    await expect(table.getByTestId('batch-count')).toHaveText('已选 3 项');
    await chooseBatchAction(page, table, '完成');
    const confirm = page.getByTestId('batch-confirm');
    await expect(confirm).toContainText('将对所选 3 项执行“完成”');
    await confirm.getByTestId('batch-go').click();

    const result = page.getByTestId('batch-result');
    await expect(result.getByTestId('batch-summary')).toHaveText('2 项已更改，0 项原本如此，1 项未更改。');
    await expect(result.getByTestId('batch-refused')).toContainText(completed!.orderno);
    await expect(result.getByTestId('batch-refused')).toContainText('已完成');
    await result.getByRole('button', { name: '关闭' }).click();
    await expect(result).toBeHidden();

    // The list is read again and the choice cleared; the server holds the new states.
    await expect(table.getByTestId('batch-bar')).toBeHidden();
    const after = await listOrders(page, { orderno: shipped[0].orderno });
    expect(after.list[0].status).toBe(4);
    const second = await listOrders(page, { orderno: shipped[1].orderno });
    expect(second.list[0].status).toBe(4);
  });

  test('at 390 px in English, dark: the bar and the confirmation fit, read English and pass axe', async ({ page }) => {
    await openConsoleAs(page, `${ORDERS}?status=3`, { lang: 'en', mode: 'dark', width: 390 });
    const table = dataTable(page, 'orders');
    await settledBody(table);
    await tableRows(table).first().getByRole('checkbox').check();
    await expect(table.getByTestId('batch-count')).toHaveText('1 picked');
    await expect(table.getByTestId('batch-pick-page')).toBeVisible();
    await expectNoOverflow(page.locator('.bo-page:visible'), {}, 'the batch bar at 390 px');
    await chooseBatchAction(page, table, 'Cancel order');
    const confirm = page.getByTestId('batch-confirm');
    // A cancel asks its reason before it can go.
    await expect(confirm.getByTestId('batch-go')).toBeDisabled();
    await confirm.getByTestId('batch-reason').fill('Duplicate of another order');
    await expect(confirm.getByTestId('batch-go')).toBeEnabled();
    await expectNoOverflow(confirm, {}, 'the confirmation at 390 px');
    expect(await missingTranslations(page)).toEqual([]);
    expect(await chineseOnEnglishPage(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(confirm).toBeHidden();
  });
});

test.describe('in branch 001', () => {
  test.use(session('admin'));

  test('shop accounts picked are disabled together, then the whole page enabled again', async ({ page, baseURL }) => {
    const admin = await apiSession(baseURL!);
    const prefix = `e2e-batch-${Date.now() % 1_000_000}`;
    for (const n of [1, 2, 3])
      await admin.post('/api/UManage/Register', { userName: `${prefix}-${n}`, password: GOOD });
    await admin.dispose();

    await openConsole(page, `${ACCOUNTS}?tab=accounts&q=${prefix}`);
    const table = dataTable(page, 'shop-accounts');
    await settledBody(table);
    await expect(tableRows(table)).toHaveCount(3);
    await pick(table, [`${prefix}-1`, `${prefix}-2`]);
    await chooseBatchAction(page, table, '停用');
    await page.getByTestId('batch-confirm').getByTestId('batch-go').click();
    // Nothing refused: a message says so and the list shows the new states.
    await expect(page.locator('.ant-message')).toContainText('“停用”已完成：2 项');
    for (const [n, state] of [
      [1, '停用'],
      [2, '停用'],
      [3, '启用'],
    ] as const)
      await expect(
        tableRows(table)
          .filter({ hasText: `${prefix}-${n}` })
          .getByTestId('shop-account-status'),
      ).toHaveText(state);

    await pick(table, [`${prefix}-1`]);
    await table.getByTestId('batch-pick-page').click();
    await expect(table.getByTestId('batch-count')).toHaveText('已选 3 项');
    await chooseBatchAction(page, table, '启用');
    await page.getByTestId('batch-confirm').getByTestId('batch-go').click();
    // The third was enabled already: counted, not refused.
    await expect(page.locator('.ant-message')).toContainText('“启用”已完成：3 项');
    await expect(tableRows(table).getByTestId('shop-account-status').filter({ hasText: '停用' })).toHaveCount(0);
  });

  test('an export of the clients picked holds those clients only', async ({ page }) => {
    await openConsole(page, `${ACCOUNTS}?tab=clients&sort=guestcode&order=asc`);
    const table = dataTable(page, 'clients');
    await settledBody(table);
    // The rows are drawn a moment after the body has its total.
    const codeCells = tableRows(table).getByTestId('client-code');
    await expect(codeCells.nth(2)).toBeVisible();
    const codes = (await codeCells.allInnerTexts()).slice(0, 3);
    await pick(table, [codes[0], codes[2]]);
    const download = page.waitForEvent('download');
    await table.getByTestId('batch-export').click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await download).path());
    const firstColumn: string[] = [];
    book.worksheets[0].eachRow((row) => firstColumn.push(String(row.getCell(1).value ?? '')));
    expect(firstColumn.slice(1).sort()).toEqual([codes[0], codes[2]].sort());
  });
});
