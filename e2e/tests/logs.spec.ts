import { expect, test } from './fixtures';
import { openConsole, session, signedOut } from './sessions';
import { currentPage, saveScreenshot, signIn, viewAs } from './console-helpers';
import { api, openRankedClient } from './dashboard-helpers';
import { expectNoOverflow, expectFiltersFit } from './layout-helpers';
import { dataTable, settledBody, tableRows, optionsOf, openList } from './order-helpers';

test.use(session('admin'));

/**
 * The two logs (issue 11 #6, #9): an administrator of 001 edits a client from the console's
 * ranking and finds the change, with its before and after, in the operation log; a failed
 * sign-in just caused is found in the sign-in log by its account.
 */

test('an edited client shows in the operation log with its before and after', async ({ page }) => {
  const { dialog, client } = await openRankedClient(page, -1);
  const before = (await api<{ linkman: string }>(page, '/api/UManage/ClientInfo', { guestcode: client.guestcode }))
    .linkman;
  const linkman = `日志联系人${Date.now() % 100000}`;
  await dialog.getByTestId('client-edit').click();
  await dialog.getByLabel('联系人', { exact: true }).fill(linkman);
  await dialog.getByTestId('client-save').click();
  await expect(page.getByText('客户信息已保存')).toBeVisible();
  await dialog.getByTestId('client-close').click();

  // The operation log, filtered on the action by its title.
  await page.goto('/system/log');
  const table = dataTable(page, 'operation-log');
  await settledBody(table);
  const action = table.getByTestId('filter-form').getByLabel('操作', { exact: true });
  await action.click();
  await action.fill('编辑客户');
  await (await optionsOf(action)).getByText('编辑客户', { exact: true }).click();
  await table.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/action=POST/);
  await settledBody(table);
  const row = tableRows(table).first();
  await expect(row).toContainText('编辑客户');
  await expect(row).toContainText(client.guestcode);
  await expect(row).toContainText('成功');
  await expect(row).toContainText('admin');

  await row.getByTestId('oplog-open').click();
  const drawer = page.getByTestId('oplog-drawer');
  await expect(drawer).toBeVisible();
  const line = drawer.getByTestId('oplog-change').locator('tr[data-field=linkman]');
  await expect(line).toHaveClass(/lc-changed/);
  await expect(line.locator('td.lc-field')).toContainText('联系人');
  await expect(line.locator('td[data-side=before]')).toHaveText(before || '—');
  await expect(line.locator('td[data-side=after]')).toHaveText(linkman);
  await saveScreenshot(page, 'logs-operation-change');
  await drawer.getByRole('button', { name: /Close|关闭/ }).click();
  await expect(drawer).toBeHidden();
});

test.describe('signed out', () => {
  test.use(signedOut);

  test('a failed sign-in shows in the sign-in log, found by its account', async ({ page }) => {
    const account = `e2e-wrong-${Date.now() % 1_000_000}`;
    await page.goto('/login');
    await page.getByLabel(/分公司编码|Branch code/).fill('001');
    await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill(account);
    await page.getByLabel(/^(密码|Password)$/).fill('not-the-password');
    const answer = page.waitForResponse((r) => r.url().includes('/api/LAdmin/AdminLogin'));
    await page.getByRole('button', { name: /^(登 ?录|Sign in)$/ }).click();
    expect((await (await answer).json()).code).toBe(8);
    await expect(page).toHaveURL(/\/login/);

    await signIn(page);
    await page.goto('/user/loginlog');
    const table = dataTable(page, 'login-log');
    await settledBody(table);
    await table.getByTestId('filter-form').getByLabel('账号', { exact: true }).fill(account);
    await table.getByTestId('filter-apply').click();
    await expect(page).toHaveURL(new RegExp(`userName=${account}`));
    const body = await settledBody(table);
    await expect(body).toHaveAttribute('data-total', '1');
    const row = tableRows(table).first();
    await expect(row).toContainText(account);
    await expect(row).toContainText('账号或密码错误');
    await expect(row.locator('[data-reason]')).toHaveAttribute('data-reason', 'bad_credentials');
    await saveScreenshot(page, 'logs-sign-in-failed');
  });
});

test.describe('the read-only role', () => {
  test.use(session('viewer'));

  test('the read-only role reads both logs without an export button', async ({ page }) => {
    await openConsole(page, '/user/loginlog');
    for (const [path, id] of [
      ['/user/loginlog', 'login-log'],
      ['/system/log', 'operation-log'],
    ] as const) {
      const table = await openList(page, path, id);
      await expect(table.getByTestId('export-button')).toHaveCount(0);
    }
  });
});

// Chinese in light mode, English in dark mode; at 800 and 390 px nothing overflows: the pages, their filter drawers, the change drawer.
for (const [lang, mode] of [
  ['cn', 'white'],
  ['en', 'dark'],
] as const) {
  for (const width of [800, 390]) {
    test(`both logs at ${width} px in ${lang} (${mode === 'dark' ? 'dark' : 'light'}): nothing overflows, the change drawer fits`, async ({
      page,
    }) => {
      await openConsole(page);
      await viewAs(page, lang, mode, width);
      for (const [path, id] of [
        ['/user/loginlog', 'login-log'],
        ['/system/log', 'operation-log'],
      ] as const) {
        const table = await openList(page, path, id);
        await expectFiltersFit(table, `${path} at ${width} px (${lang})`);
        await expectNoOverflow(currentPage(page), {}, `${path} at ${width} px (${lang})`);
        await saveScreenshot(page, `logs-${id}-${lang}-${width}`);
      }
      // The newest change with a before and after (the client edit above, or any other).
      await page.goto('/system/log?outcome=ok&action=POST%20/api/UManage/UpdateClient');
      const table = dataTable(page, 'operation-log');
      await settledBody(table);
      await tableRows(table).first().getByTestId('oplog-open').click();
      const drawer = page.getByTestId('oplog-drawer');
      await expect(drawer.getByTestId('oplog-change')).toBeVisible();
      await expectNoOverflow(page.locator('.ant-drawer-section'), {}, `change drawer at ${width} px (${lang})`);
      await saveScreenshot(page, `logs-change-${lang}-${width}`);
    });
  }
}
