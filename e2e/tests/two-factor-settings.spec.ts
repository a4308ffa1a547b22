import fs from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, failedResource, test } from './fixtures';
import { currentPage, saveScreenshot, signIn } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage, MISSING_KEYS_FLAG, missingTranslations, seriousAxeViolations } from './page-checks';
import { newAccount, newDeputy, PASSWORD } from './accounts';
import { dataTable, chooseFromRowMenu, settledBody, tableRows } from './order-helpers';
import { sessionFile, viewAs } from './sessions';

/**
 * Two-factor sign-in's settings (issue 39): the personal center's card (enrol with the QR code or
 * the key, a code from the app, the recovery codes shown once), the roles' "requires two-factor"
 * switch and the staff list's column and reset. Every account and role here is made for the test
 * (unique names); the demo roles and the shared sessions are left alone. Codes are computed here
 * from the key the card shows, as an authenticator app would (otplib). The sign-in with a code is
 * two-factor-sign-in.spec.ts's.
 */

const CENTER = '/user/user';
const RECOVERY = /^[A-Z2-9]{5}-[A-Z2-9]{5}$/;
const uniqueCode = (what: string) => `e2e-${what}-${Date.now() % 1_000_000}`;

/** The personal center's security tab (behind the tabs' "more" menu on a narrow screen): its two-factor card. */
async function openTotpTab(page: Page, name = '账号安全'): Promise<Locator> {
  await page.goto(CENTER);
  const view = currentPage(page);
  await expect(view.getByTestId('personal-center')).toBeVisible();
  const tab = view.getByRole('tab', { name, exact: true });
  if (await tab.isVisible()) await tab.click();
  else {
    await view.locator('.ant-tabs-nav-more').click();
    await page.locator('.ant-tabs-dropdown-menu-item').filter({ hasText: name }).click();
  }
  const panel = view.getByTestId('totp-panel');
  await expect(panel.getByTestId('totp-status')).toBeVisible();
  return panel;
}

/** A six-digit code that no step around now gives for this key (a wrong code, surely refused). */
function wrongCode(secret: string): string {
  const now = Math.floor(Date.now() / 1000);
  const near = new Set([-60, -30, 0, 30, 60].map((d) => generateSync({ secret, epoch: now + d })));
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n += 111_111;
  return String(n).padStart(6, '0');
}

/** "Turn on" on the card: the QR code and the key; answers the key as the app would read it. */
async function startEnrolment(panel: Locator): Promise<string> {
  await panel.getByTestId('totp-set-up').click();
  const enrol = panel.getByTestId('totp-enrol');
  await expect(enrol.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/svg\+xml;utf8,%3Csvg/);
  const shown = await enrol.getByTestId('totp-secret').innerText();
  // Grouped in fours for reading.
  expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  return shown.replace(/\s/g, '');
}

/** The code of the app now, confirmed: the recovery codes (ten, shown once). */
async function confirmEnrolment(panel: Locator, secret: string): Promise<string[]> {
  const code = generateSync({ secret });
  // Typed as an app shows it, with a space: the field keeps the six digits.
  const input = panel.getByTestId('totp-enrol-code');
  await input.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(input).toHaveValue(code);
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await panel.getByTestId('totp-enrol-confirm').click();
  const recovery = panel.getByTestId('totp-recovery');
  await expect(recovery.getByTestId('totp-recovery-code')).toHaveCount(10);
  const codes = await recovery.getByTestId('totp-recovery-code').allInnerTexts();
  for (const c of codes) expect(c).toMatch(RECOVERY);
  return codes;
}

/** The roles list filtered down to one role: its row. */
async function roleRow(page: Page, code: string): Promise<Locator> {
  await page.goto(`/user/role?q=${code}`);
  const table = dataTable(page, 'roles');
  await expect(await settledBody(table)).toHaveAttribute('data-total', '1');
  return tableRows(table).first();
}

/** The role's edit dialog with its switch turned the other way, saved. */
async function switchRole(page: Page, row: Locator): Promise<Locator> {
  await row.getByTestId('role-edit').click();
  const dialog = page.getByTestId('role-dialog');
  await dialog.getByTestId('role-require-totp').click();
  await dialog.getByTestId('role-save').click();
  return dialog;
}

/** 001's administrator in a browser of its own (the stored shared session: nothing here ends it). */
async function adminBrowser(browser: Browser) {
  const context = await browser.newContext({
    storageState: sessionFile('admin'),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  return { context, page: await context.newPage() };
}

/** The staff list filtered down to one account: its row. */
async function staffRow(page: Page, userName: string): Promise<Locator> {
  await page.goto(`/user/adaccount?q=${encodeURIComponent(userName)}`);
  const table = dataTable(page, 'staff');
  await settledBody(table);
  const row = tableRows(table).filter({ hasText: userName });
  await expect(row).toHaveCount(1);
  return row;
}

test('an administrator requires two-factor sign-in of a new role, sees it listed, and switches it off again', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(403)); // the refusal to switch the rule off, on purpose
  // A deputy of its own (every power, under a copy of the administrator role): switching the rule
  // off takes a session signed in with two factors, which this one becomes by enrolling below (a
  // shared session is never enrolled).
  const me = await newDeputy(request, 'tfad');
  await signIn(page, me.userName, '001', PASSWORD);
  const code = uniqueCode('tfa');

  // The built-in administrator role is not edited; its two-factor switch alone is offered.
  // Looked at only: a demo role stays as it is.
  const adminRole = await roleRow(page, 'admin');
  await expect(adminRole.getByTestId('role-edit')).toHaveCount(0);
  await adminRole.getByTestId('role-totp').click();
  const only = page.getByTestId('role-dialog');
  await expect(only).toContainText('内置管理员角色不可编辑');
  await expect(only.getByTestId('role-save')).toBeDisabled();
  await only.getByRole('switch', { name: '要求两步验证' }).click();
  await expect(only.getByTestId('role-save')).toBeEnabled();
  await expect(only.getByTestId('role-own-totp-warning')).toHaveCount(0);
  await only.getByRole('button', { name: /^取 ?消$/ }).click();
  await expect(only).toBeHidden();
  await expect(adminRole.getByTestId('role-two-factor')).toHaveText('不要求');

  // One's own role likewise, with a warning that it would apply to oneself.
  const ownRole = await roleRow(page, me.roleCode);
  await expect(ownRole.getByTestId('role-edit')).toHaveCount(0);
  await ownRole.getByTestId('role-totp').click();
  await expect(only).toContainText('这是你自己的角色');
  await only.getByRole('switch', { name: '要求两步验证' }).click();
  await expect(only.getByTestId('role-own-totp-warning')).toContainText('保存后你自己登录时也需要');
  await only.getByRole('button', { name: /^取 ?消$/ }).click();
  await expect(only.getByTestId('role-own-totp-warning')).toBeHidden();

  await page.goto('/user/role');
  await settledBody(dataTable(page, 'roles'));
  await page.getByTestId('role-add').click();
  const dialog = page.getByTestId('role-dialog');
  await dialog.getByLabel('代码', { exact: true }).fill(code);
  await dialog.getByLabel('中文名称').fill('两步验证测试');
  await dialog.getByLabel('英文名称').fill('Two-factor test');
  const toggle = dialog.getByRole('switch', { name: '要求两步验证' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await dialog.getByTestId('role-save').click();
  await expect(page.getByText(`已新增角色 ${code}`)).toBeVisible();

  let row = await roleRow(page, code);
  await expect(row.getByTestId('role-two-factor')).toHaveText('必须');

  // Not yet signed in with two factors: switching it off is refused, in the dialog, which stays open.
  const refused = await switchRole(page, row);
  await expect(refused.getByTestId('role-refused')).toContainText('须使用以两步验证登录的会话');
  await refused.getByRole('button', { name: /^取 ?消$/ }).click();
  await expect(refused.getByTestId('role-refused')).toBeHidden();
  await expect(row.getByTestId('role-two-factor')).toHaveText('必须');

  // Enrolled, this session counts as signed in with two factors.
  const panel = await openTotpTab(page);
  await confirmEnrolment(panel, await startEnrolment(panel));
  await panel.getByTestId('totp-recovery-done').click();
  await expect(panel.getByTestId('totp-state')).toHaveText('已开启');

  row = await roleRow(page, code);
  await switchRole(page, row);
  await expect(page.getByText(`已保存角色 ${code}`)).toBeVisible();
  await expect(row.getByTestId('role-two-factor')).toHaveText('不要求');
  await me.remove();
});

test('a new account enrols in the personal center, sees ten recovery codes once, and an administrator resets it', async ({
  page,
  request,
  browser,
}) => {
  const me = await newAccount(request, 'tfen', '两步验证');
  await signIn(page, me.userName, '001', PASSWORD);
  const panel = await openTotpTab(page);
  await expect(panel.getByTestId('totp-state')).toHaveText('未开启');
  await expect(panel.getByTestId('totp-turn-off')).toHaveCount(0);

  const secret = await startEnrolment(panel);
  await expect(panel.getByTestId('totp-qr')).toHaveAttribute('alt', `将 ${me.userName} 添加到身份验证器应用的二维码`);
  // Five digits are not a code: said at the field, nothing sent.
  await panel.getByTestId('totp-enrol-code').fill('12345');
  await panel.getByTestId('totp-enrol-confirm').click();
  await expect(panel.locator('.ant-form-item-explain-error')).toHaveText('动态验证码为 6 位数字');
  // A wrong code: the server's refusal above the field; the enrolment stays on show.
  await panel.getByTestId('totp-enrol-code').fill(wrongCode(secret));
  await panel.getByTestId('totp-enrol-confirm').click();
  await expect(panel.getByTestId('totp-enrol-refused')).toContainText('验证码错误或已使用');
  await expect(panel.getByTestId('totp-qr')).toBeVisible();

  const codes = await confirmEnrolment(panel, secret);
  await expect(panel.getByTestId('totp-recovery-warning')).toContainText('不会再次显示');
  const downloading = page.waitForEvent('download');
  await panel.getByTestId('totp-recovery-download').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`001-${me.userName}-recovery-codes.txt`);
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text).toContain(`001 / ${me.userName}`);
  for (const c of codes) expect(text).toContain(`\r\n${c}\r\n`);

  await panel.getByTestId('totp-recovery-done').click();
  await expect(panel.getByTestId('totp-recovery')).toHaveCount(0);
  await expect(panel.getByTestId('totp-state')).toHaveText('已开启');
  await expect(panel.getByTestId('totp-recovery-left')).toHaveText('10');
  await expect(panel.getByTestId('totp-since')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

  // Turning it off with a wrong code: refused in the dialog, which stays open with what was typed.
  await panel.getByTestId('totp-turn-off').click();
  const off = page.getByTestId('totp-disable-dialog');
  await off.getByTestId('totp-disable-password').fill(PASSWORD);
  await off.getByTestId('totp-disable-code').fill(wrongCode(secret));
  await off.getByTestId('totp-disable-ok').click();
  await expect(off.getByTestId('totp-disable-refused')).toContainText('验证码错误或已使用');
  await expect(off.getByTestId('totp-disable-password')).toHaveValue(PASSWORD);
  await off.getByRole('button', { name: /^取 ?消$/ }).click();
  await expect(off.getByTestId('totp-disable-password')).toBeHidden();
  await expect(panel.getByTestId('totp-state')).toHaveText('已开启');

  // The administrator sees it on the staff list, and resets it (a lost phone).
  const admin = await adminBrowser(browser);
  const row = await staffRow(admin.page, me.userName);
  await expect(row.getByTestId('staff-totp')).toHaveText('已开启');
  const confirm = admin.page.getByTestId('staff-confirm-dialog');
  await chooseFromRowMenu(row, 'staff-more', '重置两步验证', confirm);
  await expect(confirm).toContainText('重置两步验证？');
  await expect(confirm).toContainText(`重置后 ${me.userName} 仅凭密码即可登录`);
  await confirm.getByTestId('staff-confirm-ok').click();
  await expect(admin.page.getByText(`已重置 ${me.userName} 的两步验证`)).toBeVisible();
  await expect(row.getByTestId('staff-totp')).toHaveText('未开启');
  // Not enrolled: nothing to reset.
  await row.getByTestId('staff-more').click();
  await expect(admin.page.getByRole('menuitem', { name: '重置密码', exact: true })).toBeVisible();
  await expect(admin.page.getByRole('menuitem', { name: '重置两步验证', exact: true })).toHaveCount(0);
  await admin.context.close();

  // The account's own card reads it again: off.
  const again = await openTotpTab(page);
  await expect(again.getByTestId('totp-state')).toHaveText('未开启');
});

test('the card and the staff column at 390 px in English, dark: nothing overflows, no raw keys, axe clean', async ({
  page,
  request,
  browser,
}) => {
  const me = await newAccount(request, 'tfly', 'L'.repeat(50));
  await viewAs(page, { lang: 'en', mode: 'dark', width: 390 });
  await page.addInitScript((flag) => localStorage.setItem(flag, '1'), MISSING_KEYS_FLAG);
  await signIn(page, me.userName, '001', PASSWORD);
  const checks = async (what: string) => {
    const findings = [
      ...(await missingTranslations(page)).map((s) => `translation: ${s}`),
      ...(await chineseOnEnglishPage(page)).map((s) => `Chinese on an English page: ${s}`),
      ...(await seriousAxeViolations(page)).map((s) => `axe ${s}`),
    ];
    expect(findings, what).toEqual([]);
    await expectNoOverflow(currentPage(page), {}, what);
  };

  const panel = await openTotpTab(page, 'Security');
  await expect(panel.getByTestId('totp-state')).toHaveText('Off');
  await checks('the card, off');
  const secret = await startEnrolment(panel);
  // On a phone: the key opens in the authenticator app on the same phone.
  await expect(panel.getByTestId('totp-open-app')).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await checks('the enrolment');
  await saveScreenshot(page, 'two-factor-enrol-en-dark-390');
  await confirmEnrolment(panel, secret);
  await checks('the recovery codes');
  await saveScreenshot(page, 'two-factor-recovery-en-dark-390');
  await panel.getByTestId('totp-recovery-done').click();
  await expect(panel.getByTestId('totp-state')).toHaveText('On');
  await checks('the card, on');

  // The staff list in the same view, as its administrator: the column, and the reset's confirmation.
  const admin = await adminBrowser(browser);
  await viewAs(admin.page, { lang: 'en', mode: 'dark', width: 390 });
  await admin.page.addInitScript((flag) => localStorage.setItem(flag, '1'), MISSING_KEYS_FLAG);
  const row = await staffRow(admin.page, me.userName);
  await expect(row.getByTestId('staff-totp')).toHaveText('On');
  await row.getByTestId('staff-totp').scrollIntoViewIfNeeded();
  const staffChecks = async (what: string) => {
    const findings = [
      ...(await missingTranslations(admin.page)).map((s) => `translation: ${s}`),
      ...(await chineseOnEnglishPage(admin.page)).map((s) => `Chinese on an English page: ${s}`),
      ...(await seriousAxeViolations(admin.page)).map((s) => `axe ${s}`),
    ];
    expect(findings, what).toEqual([]);
  };
  await expectNoOverflow(currentPage(admin.page), {}, 'the staff list');
  await staffChecks('the staff list');
  const confirm = admin.page.getByTestId('staff-confirm-dialog');
  await chooseFromRowMenu(row, 'staff-more', 'Reset two-factor', confirm);
  await expect(confirm).toContainText(`${me.userName} then signs in with the password alone`);
  await expectNoOverflow(confirm.locator('.ant-modal-container'), {}, 'the reset confirmation');
  // Its red OK button too: the dark theme's danger fill keeps white at 5.6:1 (theme-tokens.ts).
  await staffChecks('the reset confirmation');
  await saveScreenshot(admin.page, 'two-factor-staff-reset-en-dark-390');
  await admin.context.close();
});
