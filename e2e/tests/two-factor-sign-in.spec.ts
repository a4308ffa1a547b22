import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { apiLogin, apiPost, newAccount, PASSWORD } from './accounts';
import { saveScreenshot, viewAs } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage, seriousAxeViolations } from './page-checks';

/**
 * Two-factor sign-in (issue 39), as a user meets it at the sign-in page: the code step after the
 * password, a wrong code refused there, the app's code, a recovery code once, an administrator's
 * reset, and a role that requires it drawing the enrolment screen before the console. Each sign-in
 * is a browser of its own (another computer): the shared sessions are never touched.
 */

const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function freshPage(browser: Browser) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  return { context, page: await context.newPage() };
}

/** The form's first step: branch, account, password, and Sign in. */
async function passwordStep(page: Page, userName: string) {
  await page.goto('/login');
  await page.getByLabel(/分公司编码|Branch code/).fill('001');
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill(userName);
  await page.getByLabel(/^(密码|Password)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(登 ?录|Sign in)$/ }).click();
}

test('a code after the password, a recovery code once, and a reset by the administrator', async ({
  browser,
  request,
}) => {
  const me = await newAccount(request, 'tfa');
  const own = await apiLogin(request, '001', me.userName, PASSWORD);
  const { secret } = await apiPost(request, own, '/api/UManage/TotpSetup', {});
  const { recoveryCodes } = await apiPost(request, own, '/api/UManage/TotpEnable', { code: await codeAt(secret) });

  // The password alone asks for the code, and a wrong code is refused in the form.
  const first = await freshPage(browser);
  await passwordStep(first.page, me.userName);
  const step = first.page.getByTestId('login-code-step');
  await expect(step).toContainText('两步验证');
  const code = first.page.getByLabel('动态验证码', { exact: true });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill('000000');
  await first.page.getByRole('button', { name: /^验 ?证$/ }).click();
  await expect(first.page.getByTestId('login-error')).toContainText('验证码错误或已使用');
  await expect(code).toHaveValue('');
  await code.fill(await codeAt(secret, 1));
  await first.page.getByRole('button', { name: /^验 ?证$/ }).click();
  await expect(first.page.getByTestId('user-menu')).toBeVisible();
  await first.context.close();

  // The code step in English at 390 px, dark: it fits, reads in English, passes axe; the recovery
  // code and "another account" links switch the field and go back.
  const narrow = await freshPage(browser);
  await narrow.page.goto('/login');
  await viewAs(narrow.page, 'en', 'dark', 390, 844);
  await passwordStep(narrow.page, me.userName);
  const enStep = narrow.page.getByTestId('login-code-step');
  await expect(enStep).toContainText('Open your authenticator app');
  await narrow.page.getByTestId('login-code-switch').click();
  await expect(narrow.page.getByLabel('Recovery code', { exact: true })).toBeFocused();
  await narrow.page.getByRole('button', { name: 'Verify' }).click();
  await expect(enStep).toContainText('Please enter a recovery code');
  await expectNoOverflow(narrow.page.locator('body'), {}, 'the code step at 390 px');
  expect(await chineseOnEnglishPage(narrow.page)).toEqual([]);
  expect(await seriousAxeViolations(narrow.page)).toEqual([]);
  await saveScreenshot(narrow.page, 'login-code-step-390-dark-en');
  await narrow.page.getByTestId('login-code-back').click();
  await expect(narrow.page.getByLabel('Password', { exact: true })).toBeFocused();
  await narrow.context.close();

  // A recovery code signs in once; the same one is refused the next time.
  for (const expectSignedIn of [true, false]) {
    const again = await freshPage(browser);
    await passwordStep(again.page, me.userName);
    await again.page.getByTestId('login-code-switch').click();
    await again.page.getByLabel('恢复码', { exact: true }).fill(recoveryCodes[0]);
    await again.page.getByRole('button', { name: /^验 ?证$/ }).click();
    if (expectSignedIn) await expect(again.page.getByTestId('user-menu')).toBeVisible();
    else await expect(again.page.getByTestId('login-error')).toContainText('验证码错误或已使用');
    await again.context.close();
  }

  // The administrator resets the lost phone: the password alone signs in again.
  await apiPost(request, me.admin, '/api/UManage/TotpReset', { userId: me.id });
  const after = await freshPage(browser);
  await passwordStep(after.page, me.userName);
  await expect(after.page.getByTestId('user-menu')).toBeVisible();
  await after.context.close();
});

test('a role that requires two-factor sign-in draws the enrolment before the console (English, 390 px, dark)', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, '001', 'admin', 'admin123');
  const suffix = Date.now().toString(36);
  await apiPost(request, admin, '/api/UManage/AddRole', {
    code: `tfa-${suffix}`,
    name: `两步验证角色 ${suffix}`,
    name_en: `Two-factor role ${suffix}`,
    requireTotp: true,
  });
  const me = await newAccount(request, 'tfr', 'tfr', `tfa-${suffix}`);

  const { context, page } = await freshPage(browser);
  await page.goto('/login');
  await viewAs(page, 'en', 'dark', 390, 844);
  await passwordStep(page, me.userName);
  const screen = page.getByTestId('forced-totp-enrol');
  await expect(screen).toContainText('Your role requires two-factor sign-in');
  const secret = (await screen.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await chineseOnEnglishPage(page)).toEqual([]);
  await expectNoOverflow(screen, {}, 'the enrolment screen at 390 px');
  await saveScreenshot(page, 'forced-totp-enrol-390-dark-en');
  await screen.getByLabel('Authenticator code', { exact: true }).fill(await codeAt(secret));
  await screen.getByTestId('totp-enrol-confirm').click();
  await expect(screen.getByTestId('totp-recovery-code')).toHaveCount(10);
  await screen.getByTestId('totp-recovery-done').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await context.close();
});
