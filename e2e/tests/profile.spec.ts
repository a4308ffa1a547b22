import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentPage, saveScreenshot, signIn } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage, MISSING_KEYS_FLAG, missingTranslations, seriousAxeViolations } from './page-checks';
import { png } from './images';
import { apiPost, elsewhere, expectSignedOut, newAccount, PASSWORD } from './accounts';

/**
 * The personal center (issue 11 #7) and the forced password change. Each test works on accounts
 * of its own, made for it through the staff calls as 001/admin (unique names, so a rerun on a used
 * server passes too); no other spec file touches them.
 */

async function openCenter(page: Page, tab?: RegExp) {
  await page.goto('/user/user');
  const view = currentPage(page);
  await expect(view.getByTestId('personal-center')).toBeVisible();
  if (tab) await view.getByRole('tab', { name: tab }).click();
  return view;
}

test('nickname and avatar: a PNG uploaded and saved, and the header follows at once and after a reload', async ({
  page,
  request,
}) => {
  const me = await newAccount(request, 'pcav', '个人中心av');
  await signIn(page, me.userName, '001', PASSWORD);
  const view = await openCenter(page);
  const form = view.getByTestId('profile-form');

  // A text file named .png is refused in the browser at once, nothing sent.
  await form
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(form.getByTestId('image-upload-problem')).toContainText('不是 PNG、JPEG、WebP 或 GIF 图片');

  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/Upload/Image') && r.request().method() === 'POST',
  );
  await form
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(24, 24, [20, 120, 220]) });
  const { data } = await (await uploaded).json();
  expect(data.url).toMatch(/^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/);
  await expect(form.getByTestId('image-upload-preview')).toHaveAttribute('src', data.url);
  await expect(form.getByTestId('image-upload-problem')).toHaveCount(0);

  const nick = `新昵称${Date.now() % 10000}`;
  await form.getByTestId('profile-nickname-input').fill(nick);
  await form.getByTestId('profile-phone').fill('021-5555 0101');
  await form.getByTestId('profile-save').click();
  await expect(page.locator('.ant-message')).toContainText('个人资料已保存');

  // The frame follows without a reload: the header's name and avatar, the summary beside the form.
  const header = page.getByTestId('user-menu');
  await expect(header).toContainText(nick);
  await expect(header.locator('img')).toHaveAttribute('src', data.url);
  await expect(header.locator('img')).toHaveJSProperty('naturalWidth', 24);
  await expect(view.getByTestId('profile-nickname')).toHaveText(nick);
  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText(nick);
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', data.url);
  await expect(currentPage(page).getByTestId('profile-phone')).toHaveValue('021-5555 0101');
});

test('changing the password signs out the other browser, and the new password signs in', async ({
  page,
  request,
  browser,
}) => {
  const me = await newAccount(request, 'pcpw', '个人中心pw');
  const other = await elsewhere(browser, me.userName);
  await signIn(page, me.userName, '001', PASSWORD);
  const view = await openCenter(page, /^账号安全$/);
  const form = view.getByTestId('password-form');
  await form.getByTestId('password-current').fill(PASSWORD);
  // The rules tick off as the user types.
  await form.getByTestId('password-next').fill(`${me.userName}x1`);
  await expect(form.locator('[data-check=length]')).toHaveAttribute('data-met', 'true');
  await expect(form.locator('[data-check=account]')).toHaveAttribute('data-met', 'false');
  const next = 'Nw-e2e-2026?';
  await form.getByTestId('password-next').fill(next);
  await form.getByTestId('password-confirm').fill(next);
  for (const check of ['length', 'account', 'common', 'differs', 'matches'])
    await expect(form.locator(`[data-check=${check}]`)).toHaveAttribute('data-met', 'true');
  await form.getByTestId('password-submit').click();
  await expect(page.locator('.ant-message')).toContainText('密码已修改');

  await expectSignedOut(other.page);
  await signIn(other.page, me.userName, '001', next);
  await other.context.close();
  // This browser stayed signed in.
  await page.reload();
  await expect(currentPage(page).getByTestId('personal-center')).toBeVisible();
});

test('devices: one chosen device signed out, the others stay', async ({ page, request, browser }) => {
  const me = await newAccount(request, 'pcse', '个人中心se');
  const phone = await elsewhere(
    browser,
    me.userName,
    PASSWORD,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  );
  const laptop = await elsewhere(browser, me.userName);
  await signIn(page, me.userName, '001', PASSWORD);
  const view = await openCenter(page, /^登录设备$/);
  const sessions = view.getByTestId('own-sessions');
  await expect(sessions.locator('li')).toHaveCount(3);
  await expect(sessions.getByTestId('own-session-current')).toContainText('本机');

  const iphone = sessions.getByTestId('own-session').filter({ hasText: 'Safari 17 · iOS' });
  await iphone.getByTestId('own-session-end').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Safari 17 · iOS');
  await page.getByTestId('session-confirm-ok').click();
  await expect(page.locator('.ant-message').filter({ hasText: '该设备已退出登录' })).toBeVisible();
  await expect(sessions.locator('li')).toHaveCount(2);
  await expectSignedOut(phone.page);
  await laptop.page.reload();
  await expect(laptop.page.getByTestId('user-menu')).toBeVisible();
  await phone.context.close();
  await laptop.context.close();
});

test('devices: sign out everywhere else, and the sign-ins list each browser', async ({ page, request, browser }) => {
  const me = await newAccount(request, 'pcev', '个人中心ev');
  const laptop = await elsewhere(browser, me.userName);
  await signIn(page, me.userName, '001', PASSWORD);
  const view = await openCenter(page, /^登录设备$/);
  const sessions = view.getByTestId('own-sessions');
  await expect(sessions.locator('li')).toHaveCount(2);
  await view.getByTestId('sign-out-elsewhere').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('其他 1 台设备');
  await page.getByTestId('session-confirm-ok').click();
  await expect(page.locator('.ant-message')).toContainText('已退出其他设备：1 台');
  await expect(sessions.locator('li')).toHaveCount(1);
  await expect(view.getByTestId('sign-out-elsewhere')).toBeDisabled();
  await expectSignedOut(laptop.page);
  await laptop.context.close();

  await view.getByRole('tab', { name: /^登录记录$/ }).click();
  await expect(view.getByTestId('own-sign-ins').locator('tbody tr[data-reason=ok]')).toHaveCount(2);
});

test('after an administrator resets the password, the next sign-in must choose a new one before anything else', async ({
  page,
  request,
}) => {
  const me = await newAccount(request, 'pcrs', '个人中心rs');
  const temporary = 'Tmp-e2e-2026#';
  await apiPost(request, me.admin, '/api/LAdmin/ResetStaffPassword', { id: me.id, password: temporary });

  await page.goto('/login');
  await page.getByLabel(/分公司编码/).fill('001');
  await page.getByRole('textbox', { name: /^账号$/ }).fill(me.userName);
  await page.getByLabel(/^密码$/).fill(temporary);
  await page.getByRole('button', { name: /^登 ?录$/ }).click();
  const forced = page.getByTestId('forced-password-change');
  await expect(forced).toContainText('请设置新密码');
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page).toHaveTitle('请设置新密码');
  await pageChecks(page, 'cn', 'the forced change screen');
  await saveScreenshot(page, 'profile-forced-change');

  // A reload keeps the screen (the flag is kept with the user info); the temporary password cannot stay.
  await page.reload();
  await expect(forced).toBeVisible();
  await forced.getByTestId('password-current').fill(temporary);
  await forced.getByTestId('password-next').fill(temporary);
  await forced.getByTestId('password-confirm').fill(temporary);
  await expect(forced.locator('[data-check=differs]')).toHaveAttribute('data-met', 'false');
  await forced.getByTestId('password-submit').click();
  await expect(forced.locator('.ant-form-item-explain-error')).toContainText('新密码还有要求未满足');

  const mine = 'Mine-e2e-2026%';
  await forced.getByTestId('password-next').fill(mine);
  await forced.getByTestId('password-confirm').fill(mine);
  await forced.getByTestId('password-submit').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.locator('.ant-message')).toContainText('密码已修改，欢迎回来');
  await expect(forced).toHaveCount(0);
  expect(await page.evaluate(() => 'mustChangePassword' in JSON.parse(localStorage.getItem('bo-user')!))).toBe(false);
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
});

/** The page sweep's checks (translations, Chinese on an English page, axe) on what is shown. */
async function pageChecks(page: Page, lang: string, what: string) {
  const findings = [
    ...(await missingTranslations(page)).map((s) => `translation: ${s}`),
    ...(lang === 'en' ? (await chineseOnEnglishPage(page)).map((s) => `Chinese on an English page: ${s}`) : []),
    ...(await seriousAxeViolations(page)).map((s) => `axe ${s}`),
  ];
  expect(findings, what).toEqual([]);
}

// The page at 800 and 390 px, in Chinese and English, light and dark, with a 50-character nickname:
// nothing overflows; at 800 px every tab also passes the page sweep's checks (the sweep opens only the first).
for (const [lang, mode] of [
  ['cn', 'white'],
  ['en', 'dark'],
  ['en', 'white'],
  ['cn', 'dark'],
] as const) {
  test(`every tab at 800 and 390 px in ${lang} (${mode === 'dark' ? 'dark' : 'light'}): nothing overflows`, async ({
    page,
    request,
  }) => {
    const me = await newAccount(request, `pcly${lang}${mode[0]}`, '长'.repeat(50));
    await signIn(page, me.userName, '001', PASSWORD);
    await page.evaluate(
      ([l, m, flag]) => {
        localStorage.setItem('bo-language', l);
        localStorage.setItem('bo-settings', JSON.stringify({ state: { themeModel: m }, version: 1 }));
        localStorage.setItem(flag, '1');
      },
      [lang, mode, MISSING_KEYS_FLAG],
    );
    for (const width of [800, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const view = await openCenter(page);
      await expect(view.getByTestId('profile-form')).toBeVisible();
      const tabs =
        lang === 'cn'
          ? ['个人资料', '账号安全', '登录设备', '登录记录']
          : ['Profile', 'Security', 'Devices', 'Sign-ins'];
      for (const [i, name] of tabs.entries()) {
        // At 390 px the last tabs sit behind antd's "more" menu.
        const tab = view.getByRole('tab', { name, exact: true });
        if (await tab.isVisible()) await tab.click();
        else {
          await view.locator('.ant-tabs-nav-more').click();
          await page.locator('.ant-tabs-dropdown-menu-item').filter({ hasText: name }).click();
        }
        const panel = view.locator('.ant-tabs-tabpane-active');
        const ready = [
          view.getByTestId('profile-form'),
          view.getByTestId('password-form'),
          view.getByTestId('own-sessions'),
          view.getByTestId('own-sign-ins'),
        ][i];
        await expect(ready).toBeVisible();
        await expect(panel.locator('.ant-skeleton')).toHaveCount(0);
        await expectNoOverflow(view, {}, `${name} at ${width} px (${lang}, ${mode})`);
        if (width === 800) await pageChecks(page, lang, `${name} (${lang}, ${mode})`);
      }
      await saveScreenshot(page, `profile-${lang}-${mode}-${width}`);
    }
  });
}
