import { expect, failedResource, test } from './fixtures';
import { openConsole, session, signedOut } from './sessions';
import { saveScreenshot } from './console-helpers';

test.use(session('admin'));

/**
 * A redeploy while the console is open (issue 8 #12): the code of a page not opened yet is gone
 * (the server answers 404). The console reloads once to get the new version; when the code is
 * still missing after that, it says so with a reload button instead of reloading in a loop.
 */
test('a page whose code is gone reloads once, then says so with a reload button', async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedResource(404));
  // React reports the error its boundary caught; the failure is real, only recovered from.
  consoleGuard.allow(/Failed to fetch dynamically imported module/);
  await openConsole(page);
  await expect(page.getByTestId('card-odata')).toBeVisible();

  // From now on the personal center's code is "gone" (named through the build's manifest: the
  // console also fetches parts of itself after its first paint, such as ECharts or its message
  // engine, so "the next script asked for" would not always be the page's).
  const manifest = (await (await page.request.get('/.vite/manifest.json')).json()) as Record<string, { file: string }>;
  const gone = new URL(`/${manifest['src/pages/user/user/index.tsx'].file}`, page.url()).href;
  let refused = 0;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const url = route.request().url();
    if (url !== gone) return route.continue();
    refused++;
    return route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 8, msg: '请求的资源不存在', data: null }),
    });
  });
  let loads = 0;
  page.on('load', () => loads++);

  await page.getByTestId('user-menu').click();
  await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: '个人中心' }).click();

  // One reload, then the message, in place of the page, inside the frame.
  const failed = page.getByTestId('chunk-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('页面无法加载');
  await expect(failed).toContainText('控制台可能刚刚更新');
  expect(loads).toBe(1);
  expect(refused).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => sessionStorage.getItem('bo-chunk-reload'))).toMatch(/^\d+$/);
  await expect(page).toHaveURL('/user/user');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await saveScreenshot(page, 'chunk-failed-in-frame');

  // The new version is in place: the button brings the page.
  await page.unroute(/\/assets\/.*\.js$/);
  await failed.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('profile-nickname')).toHaveText('上海管理员');
});

test.describe('signed out', () => {
  test.use(signedOut);

  test('the sign-in page itself missing after a redeploy: one reload, then the message', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(404));
    await page.goto('/softwarelogin');
    await expect(page.getByRole('button', { name: '前往账号登录' })).toBeVisible();
    const known = new Set<string>();
    page.on('requestfinished', (r) => known.add(r.url()));
    await page.goto('/softwarelogin');
    await page.waitForLoadState('networkidle');
    // The sign-in page's own code (a lazy route) is gone; everything the app shell needs is not.
    let gone: string | undefined;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const url = route.request().url();
      if (!gone && !known.has(url)) gone = url;
      return url === gone ? route.fulfill({ status: 404, body: '{}' }) : route.continue();
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: '前往账号登录' }).click();
    await expect(page.getByTestId('chunk-failed')).toBeVisible();
    expect(loads).toBe(1);
    await expect(page).toHaveURL('/login');
  });
});
