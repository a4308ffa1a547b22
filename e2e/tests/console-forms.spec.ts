import { expect, test } from './fixtures';
import { session } from './sessions';
import { editRankedClient } from './dashboard-helpers';

test.use(session('admin'));

/**
 * Habits every form keeps (issue 8 #2, #3), proven on the client-info dialog: each text field
 * shows its limit and says "at most N characters" past it (the contract's limit, the server's),
 * and a save with an error out of sight scrolls to the first field in error and focuses it.
 */

test('a text field shows its limit and says "at most N characters" past it, and nothing is saved', async ({ page }) => {
  const dialog = await editRankedClient(page);
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
  const dialog = await editRankedClient(page);
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
