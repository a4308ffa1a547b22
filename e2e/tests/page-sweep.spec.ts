import { ALL_ROUTES } from '@bo/contract';
import { expect, test } from './fixtures';
import { currentPage, signIn } from './console-helpers';

/**
 * A clean browser console on every page (issue 8 #14): the fixture fails a test on any console
 * error or warning, so opening each page is the whole test. New routes of the catalogue are
 * swept without touching this file.
 */

test('the sign-in pages and the API docs log nothing', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^登 ?录$/ })).toBeVisible();
  await page.getByText('扫码登录', { exact: true }).click();
  await expect(page.getByText('扫码登录即将上线')).toBeVisible();
  await page.goto('/softwarelogin');
  await expect(page.getByRole('button', { name: '前往账号登录' })).toBeVisible();
  await page.goto('/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Branch back-office API');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
});

test('every page of the route catalogue logs nothing, as 001/admin', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const { path } of [...ALL_ROUTES, { path: '/exception/404' }, { path: '/exception/500' }]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(currentPage(page).locator('.ant-spin-spinning, [aria-busy=true]')).toHaveCount(0);
      await expect(currentPage(page)).not.toBeEmpty();
    });
  }
});
