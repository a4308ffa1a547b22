import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentPage, HOME, signIn, viewAs } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage, missingTranslations, seriousAxeViolations } from './page-checks';
import { chooseOption } from './order-helpers';

/**
 * Desktop-software sign-in (issue 14 #2): 001's administrator creates a key for the operator on
 * /system/setting (shown once, copied), the "desktop software" asks get_LoginToken with it, and a
 * fresh browser opening /softwarelogin?token=… lands on the console as the operator: the token is
 * gone from the address, Back does not return to it, and /softwarelogin has no work tab. The same
 * link a second time says it was used; a revoked key gets no token. Names are unique per run.
 */

const TOKEN = '/SoftLogin.ashx/get_LoginToken';

async function createKey(page: Page, name: string): Promise<string> {
  const section = currentPage(page).getByTestId('soft-keys');
  await section.getByTestId('soft-key-add').click();
  const dialog = page.getByTestId('soft-key-dialog');
  await dialog.getByTestId('soft-key-name').fill(name);
  // Typed, not scrolled to: other specs add accounts, and the option may lie below the list's fold.
  await chooseOption(dialog.getByTestId('soft-key-account'), '(operator)', { search: '(operator)' });
  await dialog.getByTestId('soft-key-create').click();
  const shown = page.getByTestId('soft-key-shown');
  const value = shown.getByTestId('soft-key-value');
  await expect(value).toHaveValue(/^bo_sk_[A-Za-z0-9_-]{43}$/);
  return value.inputValue();
}

/** A browser of its own, as the desktop software opens one: nothing stored, the address given. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  return { context, page: await context.newPage() };
}

test('an administrator creates a key; the desktop software signs in with it once, into the console, with no work tab for the sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `E2E desk ${Date.now().toString(36)}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await viewAs(page, 'en', 'white', 1440);
  await page.goto('/system/setting');
  const section = currentPage(page).getByTestId('soft-keys');
  await expect(section).toContainText('Desktop software keys');

  const key = await createKey(page, name);
  await page.getByTestId('soft-key-copy').click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await page.getByTestId('soft-key-done').click();
  await expect(page.getByTestId('soft-key-shown')).toBeHidden();
  const row = section.locator(`[data-testid=soft-key-row][data-key-name="${name}"]`);
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText('operator');
  await expect(row.getByTestId('soft-key-state')).toHaveText('Active');
  // The key is shown once: nowhere on the page any more.
  await expect(page.getByText(key)).toHaveCount(0);
  expect(await missingTranslations(page)).toEqual([]);
  expect(await chineseOnEnglishPage(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The desktop software asks for a sign-in link with its key.
  const answer = await (await page.request.get(TOKEN, { headers: { 'x-api-key': key } })).json();
  expect(answer.code, answer.msg).toBe(0);
  expect(answer.data.url).toBe(`/softwarelogin?token=${answer.data.token}`);

  // …and opens it in a browser.
  const desk = await freshPage(browser, baseURL);
  try {
    await desk.page.goto(answer.data.url);
    await expect(desk.page).toHaveURL(HOME);
    await expect(desk.page.getByTestId('user-menu')).toBeVisible();
    const stored = await desk.page.evaluate(() => JSON.parse(localStorage.getItem('bo-user') ?? 'null'));
    expect(stored).toMatchObject({ gscode: '001', userName: 'operator', isLogin: true });
    // No work tab for the sign-in page, and its address is not among the tabs kept.
    await expect(desk.page.getByTestId('work-tab').first()).toBeVisible();
    expect((await desk.page.getByTestId('work-tab').allInnerTexts()).join(' ')).not.toMatch(
      /客户端登录|Desktop software sign-in/,
    );
    expect(await desk.page.evaluate(() => localStorage.getItem('bo-worktabs') ?? '')).not.toContain('softwarelogin');
    // Back does not return to the token's address.
    await desk.page.goBack();
    expect(desk.page.url()).not.toContain('token=');

    // The same link a second time: used, said plainly, and the way to the normal sign-in.
    const again = await freshPage(browser, baseURL);
    try {
      await again.page.goto(answer.data.url);
      await expect(again.page.getByTestId('soft-login-error')).toHaveText(
        '该登录链接已使用过，每个链接只能登录一次，请从桌面客户端重新打开',
      );
      expect(again.page.url()).not.toContain('token=');
      expect(await again.page.evaluate(() => localStorage.getItem('bo-user'))).toBeNull();
      await again.page.getByRole('button', { name: '前往账号登录' }).click();
      await expect(again.page).toHaveURL('/login');
    } finally {
      await again.context.close();
    }
  } finally {
    await desk.context.close();
  }
});

test('a revoked key gets no sign-in link; the section and a refused link read well at 390 px in dark', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `E2E old ${Date.now().toString(36)}`;
  await signIn(page);
  await viewAs(page, 'en', 'dark', 390, 844);
  await page.goto('/system/setting');
  const section = currentPage(page).getByTestId('soft-keys');
  const key = await createKey(page, name);
  await expectNoOverflow(
    page.getByTestId('soft-key-shown').locator('.ant-modal-container'),
    {},
    'the shown key at 390 px',
  );
  await page.getByTestId('soft-key-done').click();

  const row = section.locator(`[data-testid=soft-key-row][data-key-name="${name}"]`);
  await row.getByTestId('soft-key-revoke').click();
  await page.getByTestId('soft-key-revoke-confirm').click();
  await expect(row.getByTestId('soft-key-state')).toHaveText(/^Revoked \d{4}-\d\d-\d\d \d\d:\d\d$/);
  await expect(row.getByTestId('soft-key-revoke')).toHaveCount(0);
  await expectNoOverflow(section.locator('.ant-card-head'), {}, 'the keys section title at 390 px');

  const refused = await page.request.get(TOKEN, { headers: { 'x-api-key': key, 'accept-language': 'en' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).msg).toBe('This key was revoked by an administrator; ask them for a new one');

  // A link that is not (or no longer) valid, as the narrow dark page shows it.
  const desk = await freshPage(browser, baseURL);
  try {
    await desk.page.setViewportSize({ width: 390, height: 844 });
    await desk.page.goto('/login');
    await viewAs(desk.page, 'en', 'dark', 390, 844);
    await desk.page.goto('/softwarelogin?token=not-a-real-token');
    await expect(desk.page.getByTestId('soft-login-error')).toHaveText(
      'This sign-in link is not valid; open it again from the desktop software',
    );
    await expect(desk.page.getByRole('button', { name: 'Go to account sign-in' })).toBeVisible();
    await expectNoOverflow(
      desk.page.getByTestId('soft-login-result'),
      { containers: ['.bo-result'] },
      'the refused link at 390 px',
    );
    expect(await seriousAxeViolations(desk.page)).toEqual([]);
  } finally {
    await desk.context.close();
  }
});
