import type { Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';
import { endSessionOnServer, signIn } from './console-helpers';
import { chooseFromMenu } from './order-helpers';

/**
 * Records, across page loads of this tab, the most warnings shown at once and every error or
 * retry block ever drawn, so a test can assert on what flashed by before the redirect.
 */
const watchWhatIsShown = (page: Page) =>
  page.addInitScript(() => {
    const KEY = 'e2e-shown';
    const record = () => {
      const s = JSON.parse(sessionStorage.getItem(KEY) ?? '{"warnings":0,"blocks":[]}');
      s.warnings = Math.max(s.warnings, document.querySelectorAll('.ant-message-notice').length);
      const blocks = document.querySelectorAll(
        '[data-testid=load-error], [data-testid=client-load-error], .ant-result-500, .bo-result-error',
      );
      for (const b of Array.from(blocks)) if (!s.blocks.includes(b.textContent)) s.blocks.push(b.textContent);
      for (const b of Array.from(document.querySelectorAll('button')))
        if (/^重\s?试$|^Retry$/.test(b.textContent ?? '') && !s.blocks.includes('retry')) s.blocks.push('retry');
      sessionStorage.setItem(KEY, JSON.stringify(s));
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
const shown = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-shown') ?? '{"warnings":0,"blocks":[]}'));

test.describe('the session', () => {
  test('signing out asks first, then returns to the sign-in page', async ({ page }) => {
    await signIn(page);
    const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' });
    await chooseFromMenu(page.getByTestId('user-menu'), /退出登录$/, confirm);
    await confirm.getByRole('button', { name: /^取 ?消$/ }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL('/dashboard/console');

    await chooseFromMenu(page.getByTestId('user-menu'), /退出登录$/, confirm);
    await confirm.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL('/login');
    // The branch code and account are remembered for next time; the session is not.
    await expect(page.getByLabel('分公司编码')).toHaveValue('001');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bo-user') ?? '{}'));
    expect(stored).toMatchObject({ isLogin: false, token: '' });
    await page.goto('/dashboard/console');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an ended session sends the user back to sign in', async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(401)); // the calls the ended session makes
    await signIn(page);
    expect(await endSessionOnServer(page)).toBe(0);
    await page.goto('/order/customerorder');
    await expect(page.getByText('未登录或登录已失效，请重新登录')).toBeVisible();
    await expect(page).toHaveURL('/login?redirect=%2Forder%2Fcustomerorder');
    // The address changes as /login starts loading: a read during that load meets no page yet, and is read again.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('bo-user')!).isLogin).catch(() => 'loading'))
      .toBe(false);
    await signIn(page);
    await expect(page).toHaveURL('/order/customerorder');
  });

  for (const how of ['a reload of the browser', 'the refresh button'] as const) {
    test(`an ended session found by ${how} shows one warning and nothing else, then /login`, async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(failedResource(401));
      await watchWhatIsShown(page);
      await signIn(page);
      await expect(page.getByTestId('card-odata')).toBeVisible();
      expect(await endSessionOnServer(page)).toBe(0);
      // The menu, the figures, the chart and the ranking all answer code 7 at about the same time.
      if (how === 'the refresh button') await page.getByTestId('refresh-page').click();
      else await page.reload();
      await expect(page.locator('.ant-message-notice')).toHaveText(['未登录或登录已失效，请重新登录']);
      await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fconsole');
      // The address changes as /login starts loading: read once it has loaded. The old page may
      // still count as loaded when the wait begins; a read that meets the navigation is made again.
      await page.waitForLoadState('load');
      const seen = await shown(page).catch(async () => {
        await page.waitForLoadState('load');
        return shown(page);
      });
      expect(seen).toEqual({ warnings: 1, blocks: [] });
    });
  }

  test('switch account lists the granted accounts, switches, and switches back', async ({ page }) => {
    await signIn(page);
    const openDialog = async () => {
      const dialog = page.getByRole('dialog', { name: '切换账号' });
      await chooseFromMenu(page.getByTestId('user-menu'), /切换账号$/, dialog);
      return dialog;
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

  for (const lang of ['cn', 'en'] as const) {
    test(`a refused switch says why in one message (${lang})`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(failedResource(403));
      await signIn(page);
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('bo-language', 'en'));
        await page.reload();
      }
      // The grant is taken away between listing and switching: the server refuses (403, code 8).
      await page.route('**/api/LAdmin/SwitchGscode', (route) =>
        route.continue({
          postData: JSON.stringify({ ...route.request().postDataJSON(), username: 'no-such-account' }),
        }),
      );
      const [title, submit, why] =
        lang === 'cn'
          ? ['切换账号', /^切 ?换$/, '切换失败：管理员没有授权你切换到该账号']
          : ['Switch account', 'Switch', 'Switching failed: an administrator has not granted you that account'];
      const dialog = page.getByRole('dialog', { name: title });
      await chooseFromMenu(page.getByTestId('user-menu'), new RegExp(`${title}$`), dialog);
      await dialog.getByRole('radio').first().click();
      await dialog.getByRole('button', { name: submit }).click();
      const notices = page.locator('.ant-message-notice');
      await expect(notices.filter({ hasText: why })).toHaveCount(1);
      await expect(notices).toHaveCount(1);
      await expect(notices).toHaveText(why);
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId('brand')).toContainText('001');
    });
  }
});
