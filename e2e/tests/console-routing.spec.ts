import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { activeTab, currentPage, HOME, signIn } from './console-helpers';

test.describe('routes and the route guard', () => {
  test('/ goes to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');
  });

  test('a deep link without a session asks for sign-in, then opens the page', async ({ page }) => {
    await page.goto('/system/log');
    await expect(page).toHaveURL('/login?redirect=%2Fsystem%2Flog');
    await signIn(page);
    await expect(page).toHaveURL('/system/log');
    await expect(activeTab(page)).toHaveText('操作日志');
  });
});

test.describe('routes of a signed-in console', () => {
  test.use(session('admin'));

  test('a deep link works after a browser refresh', async ({ page }) => {
    await openConsole(page, '/space/article-list');
    await expect(activeTab(page)).toHaveText('新闻列表');
    await page.reload();
    await expect(page).toHaveURL('/space/article-list');
    await expect(page).toHaveTitle('新闻列表 - 电商平台');
    await expect(activeTab(page)).toHaveText('新闻列表');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/页面内容.*新闻列表/);
    // The page itself, not only the frame: the demo's news items are listed.
    await expect(currentPage(page).getByTestId('news-title').first()).toBeVisible();
  });

  test('a third-level page opens under its two parents', async ({ page }) => {
    await openConsole(page, '/widget/icon-selector');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/组件.*图标.*图标选择器/);
    await expect(
      page.getByTestId('side-menu').getByRole('menuitem', { name: '图标选择器', exact: true }),
    ).toBeVisible();
  });

  test('an unknown path shows 404, with a way back home', async ({ page }) => {
    await openConsole(page, '/no/such/page');
    await expect(page).toHaveURL('/exception/404');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(HOME);
  });

  test('the other exception pages exist', async ({ page }) => {
    await openConsole(page, '/exception/500');
    await expect(page.getByText('抱歉，服务器出错了。')).toBeVisible();
    await page.goto('/exception/403');
    await expect(page.getByText('抱歉，您无权访问此页面。')).toBeVisible();
  });
});
