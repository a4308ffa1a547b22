import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openFromMenu, signIn, tabLabels } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { seriousAxeViolations } from './page-checks';
import { apiPost, newAccount, PASSWORD } from './accounts';
import { viewAs } from './sessions';

/**
 * The lock screen (issue 37 #4). Each test locks a session of an account made for it: a shared
 * session locked here would be refused everywhere else.
 */
async function lockFromUserMenu(page: Page, item: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByTestId('lock-screen')).toBeVisible();
}

test('locked from the user menu: every tab shows the lock screen; the password unlocks it and the tabs stay', async ({
  page,
  request,
}) => {
  const me = await newAccount(request, 'lk');
  await signIn(page, me.userName, '001', PASSWORD);
  await openFromMenu(page, '个人中心');
  const tabs = await tabLabels(page);
  await lockFromUserMenu(page, '锁定屏幕');
  await expect(page.getByTestId('lock-password')).toBeFocused();

  // Another tab of the same browser: locked too, by the stored flag and by the server.
  const other = await page.context().newPage();
  await other.goto('/dashboard/console');
  await expect(other.getByTestId('lock-screen')).toBeVisible();
  await other.close();

  await page.getByTestId('lock-password').fill('not-my-password');
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByRole('alert')).toContainText('密码错误，还可尝试');
  await expect(page.getByTestId('lock-screen')).toBeVisible();

  await page.getByTestId('lock-password').fill(PASSWORD);
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByTestId('lock-screen')).toHaveCount(0);
  expect(await tabLabels(page)).toEqual(tabs);
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('lock-screen')).toHaveCount(0);
});

test('in English, dark, at 390 px: the lock screen fits, passes axe, and its log out leads to sign-in', async ({
  page,
  request,
}) => {
  const me = await newAccount(request, 'lke', 'L'.repeat(50));
  await viewAs(page, { lang: 'en', mode: 'dark', width: 390 });
  await signIn(page, me.userName, '001', PASSWORD);
  await lockFromUserMenu(page, 'Lock screen');
  await expect(page.getByRole('dialog', { name: 'Console locked' })).toBeVisible();
  // With a refusal shown: its words must read on the dark card too.
  await page.getByTestId('lock-password').fill('wrong');
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByRole('alert')).toContainText('Wrong password');
  await expectNoOverflow(page.getByTestId('lock-screen'));
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByTestId('lock-logout').click();
  await expect(page).toHaveURL(/\/login/);
});

test("a console unused for the branch's idle-lock minutes locks itself", async ({ page, request }) => {
  // Branch 002 and an account of its own: no other spec saves 002's settings or uses this session.
  const me = await newAccount(request, 'lki', 'lki', 'viewer', '002');
  const settings = async (lockIdleMinutes: number) => {
    const now = (await (await request.get('/api/Setting/Get', { headers: me.admin })).json()).data;
    await apiPost(request, me.admin, '/api/Setting/Save', {
      settings: { ...now.settings, lockIdleMinutes },
      version: now.version,
    });
  };
  await settings(5);
  try {
    await page.clock.install();
    await signIn(page, me.userName, '002', PASSWORD);
    // The console read the branch's idle lock and started watching for use (it marks the last use).
    await page.waitForFunction(() => localStorage.getItem('bo-activity') !== null);
    await page.clock.fastForward('04:00');
    await expect(page.getByTestId('lock-screen')).toHaveCount(0);
    await page.clock.fastForward('01:30');
    await expect(page.getByTestId('lock-screen')).toBeVisible();
  } finally {
    await settings(0);
  }
});
