import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { currentPage, saveScreenshot } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage, seriousAxeViolations } from './page-checks';

test.use(session('admin'));

/**
 * The icon pages (issue 15 #6): the icon list finds an icon by name, in another style, and a
 * click copies its name; the icon selector (the menu editor's) picks a brand icon from its group
 * and the menu's look shows it. Both in English and dark mode at 390 px, nothing overflowing,
 * no serious accessibility finding.
 */

test('the icon list finds an icon by name and style, and a click copies its name', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openConsole(page, '/widget/icon');
  const picker = currentPage(page).getByTestId('icon-picker');
  await picker.getByRole('searchbox', { name: '按图标名搜索' }).fill('wechat');
  await expect(picker.locator('[data-icon=WechatOutlined]')).toBeVisible();
  await picker.getByTestId('icon-theme').getByText('实底', { exact: true }).click();
  const filled = picker.getByRole('button', { name: '复制 WechatFilled' });
  await expect(filled).toBeVisible();
  await expect(picker.locator('[data-icon=WechatOutlined]')).toHaveCount(0);
  await filled.click();
  await expect(page.getByText('已复制图标名 WechatFilled')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WechatFilled');
  // Nothing matches: it says so.
  await picker.getByRole('searchbox').fill('no-such-icon');
  await expect(picker.getByText('没有符合条件的图标')).toBeVisible();
});

test('the icon selector picks a brand icon from its group, and the menu look shows it', async ({ page }) => {
  await openConsole(page, '/widget/icon-selector');
  const view = currentPage(page);
  await view.getByRole('button', { name: '菜单图标' }).click();
  const dialog = page.getByRole('dialog', { name: '选择图标' });
  await dialog.getByTestId('icon-category').getByText('品牌', { exact: true }).click();
  await dialog.getByRole('button', { name: '选择 GithubOutlined' }).click();
  await expect(dialog).toBeHidden();
  await expect(view.getByTestId('icon-select')).toContainText('GithubOutlined');
  await expect(view.getByTestId('icon-demo-preview').locator('.anticon-github')).toBeVisible();
  // The cross clears it.
  await view.getByTestId('icon-clear').click();
  await expect(view.getByTestId('icon-demo-preview')).toContainText('还没有选择图标');
});

test('both icon pages at 390 px in English, dark: nothing overflows, no serious accessibility finding', async ({
  page,
}) => {
  await openConsoleAs(page, '/widget/icon', { lang: 'en', mode: 'dark', width: 390 });
  const picker = currentPage(page).getByTestId('icon-picker');
  await expect(picker.locator('[data-icon=AccountBookOutlined]')).toBeVisible();
  await expectNoOverflow(currentPage(page), {}, 'icon list at 390 px');
  expect(await seriousAxeViolations(page), 'axe, icon list').toEqual([]);
  expect(await chineseOnEnglishPage(page), 'Chinese on the English icon list').toEqual([]);
  await saveScreenshot(page, 'icons-en-390');

  await page.goto('/widget/icon-selector');
  await currentPage(page).getByRole('button', { name: 'Menu icon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an icon' });
  await expect(dialog.locator('[data-icon=AppstoreOutlined]')).toHaveAttribute('aria-pressed', 'true');
  await expectNoOverflow(page.locator('.ant-modal-container'), {}, 'icon picker at 390 px');
  expect(await seriousAxeViolations(page), 'axe, icon picker').toEqual([]);
  expect(await chineseOnEnglishPage(page), 'Chinese in the English icon picker').toEqual([]);
  await saveScreenshot(page, 'icon-picker-en-390');
});
