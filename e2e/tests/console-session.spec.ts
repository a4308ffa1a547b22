import { expect, test } from '@playwright/test';
import { signIn } from './console-helpers';

test.describe('the session', () => {
  test('signing out asks first, then returns to the sign-in page', async ({ page }) => {
    await signIn(page);
    await page.getByTestId('user-menu').click();
    await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' });
    await confirm.getByRole('button', { name: /^取 ?消$/ }).click();
    await expect(page).toHaveURL('/dashboard/console');

    await page.getByTestId('user-menu').click();
    await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' }).getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL('/login');
    // The branch code and account are remembered for next time; the session is not.
    await expect(page.getByLabel('分公司编码')).toHaveValue('001');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bo-user') ?? '{}'));
    expect(stored).toMatchObject({ isLogin: false, token: '' });
    await page.goto('/dashboard/console');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an ended session sends the user back to sign in', async ({ page }) => {
    await signIn(page);
    // The session ends behind the console's back (another tab, an administrator…).
    const code = await page.evaluate(async () => {
      const u = JSON.parse(localStorage.getItem('bo-user')!);
      const r = await fetch('/api/LAdmin/AdminLogout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': u.token, 'x-user-id': String(u.ID) },
        body: '{}',
      });
      return (await r.json()).code;
    });
    expect(code).toBe(0);
    await page.goto('/order/customerorder');
    await expect(page.getByText('未登录或登录已失效，请重新登录')).toBeVisible();
    await expect(page).toHaveURL('/login?redirect=%2Forder%2Fcustomerorder');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('bo-user')!).isLogin)).toBe(false);
    await signIn(page);
    await expect(page).toHaveURL('/order/customerorder');
  });

  test('switch account lists the granted accounts, switches, and switches back', async ({ page }) => {
    await signIn(page);
    const openDialog = async () => {
      await page.getByTestId('user-menu').click();
      await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: '切换账号' }).click();
      return page.getByRole('dialog', { name: '切换账号' });
    };
    let dialog = await openDialog();
    await expect(dialog.getByText('当前账号：上海分公司（001）· admin')).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(1);
    await dialog.getByText('杭州分公司（002）· 杭州管理员（admin）').click();
    await dialog.getByRole('button', { name: /^切 ?换$/ }).click();
    await expect(page.getByTestId('brand')).toContainText('002');
    await expect(page.getByTestId('subscription-expiry')).toHaveAttribute('data-soon', 'true');

    dialog = await openDialog();
    await dialog.getByText('上海分公司（001）· 上海管理员（admin）').click();
    await dialog.getByRole('button', { name: /^切 ?换$/ }).click();
    await expect(page.getByTestId('brand')).toContainText('001');
  });
});
