import type { Browser, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { HOME } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';

/**
 * QR-code sign-in (issue 14 #1): a computer's /login shows a code on its QR tab; a phone (a second
 * browser context, 390 px wide) signed in to the console opens the code's link, sees which browser,
 * address and time ask, and confirms: the computer is in the console within its next poll. A
 * rejection leaves the computer on the sign-in page, says so, and a code once decided says so on
 * the phone when opened again.
 */

/** The phone: its own browser, 390 px wide, with touch. */
async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  return context.newPage();
}

/** The sign-in form, on whatever page it shows (the phone is sent there by the link). */
async function fillSignIn(page: Page, account = 'admin', gscode = '001') {
  await page.getByLabel(/分公司编码|Branch code/).fill(gscode);
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill('admin123');
  await page.getByRole('button', { name: /^(登 ?录|Sign in)$/ }).click();
}

/** The computer's QR tab: the link its code carries. */
async function showCode(page: Page): Promise<string> {
  await page.goto('/login');
  await page.getByText('扫码登录', { exact: true }).click();
  const image = page.getByTestId('qr-login-image');
  await expect(image).toBeVisible();
  await expect(page.getByText('请用已登录控制台的手机扫描二维码')).toBeVisible();
  await expect(page.getByTestId('qr-login-countdown')).toHaveText(/^\d+ 秒后失效$/);
  const link = await image.getAttribute('data-link');
  expect(link).toMatch(new RegExp(`^${baseURL}/qrlogin\\?c=[A-Za-z0-9_-]{22,}$`));
  return link!;
}

test('a phone signed in to the console confirms, and the computer lands on the console as that user', async ({
  page,
  browser,
}) => {
  const link = await showCode(page);

  // The phone is not signed in yet: the link leads through the sign-in page and back.
  const phone = await openPhone(browser);
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/login\?redirect=%2Fqrlogin%3Fc%3D/);
  await fillSignIn(phone, 'operator');
  await expect(phone).toHaveURL(link);
  const ask = phone.getByTestId('qrlogin-ask');
  await expect(ask.getByText('要在这台电脑上登录吗？')).toBeVisible();
  await expect(phone.getByTestId('qrlogin-browser')).toHaveText(/^Windows 上的 Chrome \d+$/);
  await expect(phone.getByTestId('qrlogin-ip')).toHaveText('127.0.0.1');
  await expect(ask.getByText('电脑将以你的账号 上海操作员（')).toBeVisible();
  // No work tab, no frame: the page alone, and nothing wider than the phone.
  await expect(phone.getByTestId('work-tab')).toHaveCount(0);
  await expectNoOverflow(phone.getByTestId('qrlogin-card'));

  // The computer learns that the code was scanned.
  await expect(page.getByText('已扫码，请在手机上确认登录')).toBeVisible();
  await expect(page.getByTestId('qr-login')).toHaveAttribute('data-state', 'scanned');

  await phone.getByTestId('qrlogin-confirm').click();
  await expect(phone.getByText('已确认', { exact: true })).toBeVisible();

  await expect(page).toHaveURL(HOME);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('上海操作员');

  // The code signed in once: opened again, the phone says so.
  await phone.goto(link);
  await expect(phone.getByTestId('qrlogin-error')).toHaveText('二维码已使用过，每个二维码只能登录一次');
  await phone.context().close();
});

test('a phone that rejects leaves the computer signed out, which says so and offers a new code', async ({
  page,
  browser,
}) => {
  const phone = await openPhone(browser);
  await phone.goto('/login');
  await fillSignIn(phone, 'admin');
  await expect(phone).not.toHaveURL(/\/login/);

  const link = await showCode(page);
  await phone.goto(link);
  await expect(phone.getByTestId('qrlogin-browser')).toHaveText(/Chrome/);
  await phone.getByTestId('qrlogin-reject').click();
  await expect(phone.getByText('已拒绝', { exact: true })).toBeVisible();

  await expect(page.getByText('手机上已拒绝这次登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // A rejected code cannot be confirmed after.
  await phone.goto(link);
  await expect(phone.getByTestId('qrlogin-error')).toHaveText('这次扫码登录已被拒绝，请在电脑上刷新二维码');

  await page.getByTestId('qr-login-refresh').click();
  const image = page.getByTestId('qr-login-image');
  await expect(image).toBeVisible();
  expect(await image.getAttribute('data-link')).not.toBe(link);
  await phone.context().close();
});
