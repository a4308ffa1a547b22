import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentPage, signIn } from './console-helpers';
import { chooseFromMenu } from './order-helpers';

/**
 * The branch's system name (/system/setting, issue 34 #3) names the browser tab and, after a
 * sign-out, the sign-in card (the name last read is kept in the browser: the sign-in page can read
 * no branch's settings). Branch 002, whose name no other spec reads; the name is put back at the end.
 */

const BRANCH = '002';

async function adminHeaders(request: APIRequestContext) {
  const u = (
    await (
      await request.post('/api/LAdmin/AdminLogin', {
        data: { gscode: BRANCH, username: 'admin', password: 'admin123' },
      })
    ).json()
  ).data;
  return { 'x-token': u.token, 'x-user-id': String(u.ID) };
}

test('the system name set in the settings names the tab and the sign-in card', async ({ page, request }) => {
  const stamp = Date.now().toString(36).slice(-6).toUpperCase();
  const name = `杭州印务后台${stamp}`;
  const headers = await adminHeaders(request);
  const before = (await (await request.get('/api/Setting/Get', { headers })).json()).data;
  try {
    await signIn(page, 'admin', BRANCH);
    await page.goto('/system/setting');
    const view = currentPage(page);
    await view.getByTestId('settings-name-cn').fill(name);
    await view.getByTestId('system-settings-save').click();
    await expect(view.getByTestId('system-settings-save')).toBeDisabled();
    await expect(page).toHaveTitle(`系统参数 - ${name}`);
    // Another page, the same name.
    await page.goto('/dashboard/console');
    await expect(page).toHaveTitle(`主控台 - ${name}`);

    const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' });
    await chooseFromMenu(page.getByTestId('user-menu'), /退出登录$/, confirm);
    await confirm.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`登录 - ${name}`);
    // Drawn again from the start (index.html's page before the code, then React's): the same name.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`登录 - ${name}`);
  } finally {
    const now = (await (await request.get('/api/Setting/Get', { headers })).json()).data;
    const res = await (
      await request.post('/api/Setting/Save', {
        headers,
        data: { settings: { ...now.settings, systemNameCn: before.settings.systemNameCn }, version: now.version },
      })
    ).json();
    expect(res.code, res.msg).toBe(0);
  }
});
