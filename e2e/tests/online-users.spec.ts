import { expect, test } from './fixtures';
import { currentPage } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { elsewhere, expectSignedOut, newAccount } from './accounts';
import { openConsole, openConsoleAs, session } from './sessions';

/**
 * Online users (issue 37 #5): the branch's open sessions, and signing one device out. The device
 * signed out is an account made for the test; the shared administrator session only looks.
 */
test.use(session('admin'));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const rowsOf = (page: Parameters<typeof currentPage>[0]) =>
  currentPage(page).getByTestId('table-online-users').locator('tr.ant-table-row');

test("an administrator finds another account's phone and signs it out after a confirmation", async ({
  page,
  browser,
  request,
}) => {
  const them = await newAccount(request, 'ol');
  const phone = await elsewhere(browser, them.userName, undefined, IPHONE);

  await openConsole(page, `/user/online?userName=${them.userName}`);
  const row = rowsOf(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(them.userName);
  await expect(row).toContainText('Safari 17 · iOS');
  await row.getByRole('button', { name: `强制 ${them.userName} 的这台设备下线` }).click();
  await page.getByTestId('online-end-ok').click();
  await expect(page.locator('.ant-message')).toContainText(`${them.userName} 的这台设备已下线`);
  await expect(row).toHaveCount(0);

  await expectSignedOut(phone.page);
  await phone.context.close();
});

test('in English at 390 px this device is marked and offers no sign-out; nothing overflows', async ({ page }) => {
  await openConsoleAs(page, '/user/online?userName=admin', { lang: 'en', mode: 'dark', width: 390 });
  const mine = rowsOf(page).filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('admin');
  await expect(mine.getByTestId('online-end')).toHaveCount(0);
  await expectNoOverflow(currentPage(page));
});
