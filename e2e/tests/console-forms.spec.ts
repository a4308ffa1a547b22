import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { api } from './dashboard-helpers';

test.use(session('admin'));

/**
 * Habits every form keeps (issue 8 #2, #3), proven on the client-info dialog: each text field
 * shows its limit and says "at most N characters" past it (the contract's limit, the server's),
 * and a save with an error out of sight scrolls to the first field in error and focuses it.
 */

const RANKS = {
  thismonth: '本月',
  lastmonth: '上月',
  thisweek: '本周',
  lastweek: '上周',
  today: '今日',
  yesterday: '昨日',
} as const;

/** Opens the first ranked client's dialog in edit mode. */
async function editFirstClient(page: Page) {
  await openConsole(page);
  for (const [rank, label] of Object.entries(RANKS)) {
    const rows = await api<{ guestname: string }[]>(page, '/api/Reports/Ranking', { rankname: rank });
    if (!rows.length) continue;
    const ranking = page.getByTestId('ranking');
    await ranking.getByTestId('ranking-period').getByText(label, { exact: true }).click();
    await expect(ranking.getByTestId('ranking-table')).toHaveAttribute('data-rankname', rank);
    await ranking.getByRole('button', { name: `查看 ${rows[0].guestname} 的客户信息` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('client-edit').click();
    await expect(dialog.getByTestId('client-dialog-body')).toHaveAttribute('data-mode', 'edit');
    return dialog;
  }
  throw new Error('the demo data has no ranked client');
}

test('a text field shows its limit and says "at most N characters" past it, and nothing is saved', async ({ page }) => {
  const dialog = await editFirstClient(page);
  const linkman = dialog.getByLabel('联系人', { exact: true });
  await linkman.fill('');
  // The counter shows the contract's limit for the contact (50).
  const counter = linkman.locator('xpath=..').locator('.ant-input-show-count-suffix');
  await expect(counter).toHaveText('0 / 50');
  let saves = 0;
  page.on('request', (r) => r.url().includes('/api/UManage/UpdateClient') && saves++);
  await linkman.fill('长'.repeat(51));
  await expect(counter).toHaveText('51 / 50');
  await dialog.getByTestId('client-save').click();
  await expect(dialog.getByText('联系人最多 50 个字符')).toBeVisible();
  await expect(dialog.getByText(/格式不正确/)).toHaveCount(0);
  await expect(linkman).toBeFocused();
  expect(saves).toBe(0);
  // At the limit it is fine.
  await linkman.fill('长'.repeat(50));
  await expect(dialog.getByText('联系人最多 50 个字符')).toBeHidden();
});

test('a save with an error above the fold scrolls to the first field in error and focuses it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const dialog = await editFirstClient(page);
  const name = dialog.getByLabel('客户名称');
  await name.fill('');
  // The user is at the bottom of the form (the notes) when saving.
  const body = dialog.getByTestId('client-dialog-body');
  await body.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(name).not.toBeInViewport();
  await dialog.getByTestId('client-save').click();
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(dialog.getByText('请输入客户名称')).toBeInViewport();
});
