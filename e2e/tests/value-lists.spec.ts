import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin } from './accounts';
import { currentPage } from './console-helpers';
import { apiSession } from './dashboard-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chooseOption, optionsOf } from './order-helpers';
import { chineseOnEnglishPage, missingTranslations, seriousAxeViolations } from './page-checks';
import { openConsole, openConsoleAs, session } from './sessions';
import { moveByKeyboard } from './sortable';

/**
 * Value lists (issue 37 #10): the branch's labels for the client fields the spec leaves free
 * text. The administrator adds a client source, finds it in the client form, renames it (the
 * client holding it follows) and disables it (the client keeps it, the form offers it no more);
 * the fixed lists are read-only; a role without dict:edit sees no edit control and the server
 * refuses its call. Each test works on labels and a client of its own.
 */
test.use(session('admin'));

const DICT = '/system/dict';
const ACCOUNTS = '/user/account';
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${seq++}`;

const itemRow = (page: Page, name: string) => currentPage(page).locator(`[data-testid=dict-item][data-name="${name}"]`);

/** Opens the client's profile from the clients tab, then its edit form. */
async function editClient(page: Page, guestcode: string) {
  await openConsole(page, `${ACCOUNTS}?tab=clients&q=${guestcode}`);
  await currentPage(page).getByTestId('client-profile').first().click();
  const dialog = page.getByTestId('client-dialog');
  await dialog.getByTestId('client-edit').click();
  return dialog;
}

test('an administrator adds a client source, picks it in the client form, renames it and disables it', async ({
  page,
  baseURL,
}) => {
  const n = unique();
  const admin = await apiSession(baseURL!);
  const client = await admin.post<{ guestcode: string }>('/api/UManage/AddClient', {
    guestname: `字典客户 ${n}`,
    longname: `字典测试 ${n} 有限公司`,
  });
  const added = `抖音${n}`;
  const renamed = `直播${n}`;

  // Added to the client source list.
  await openConsole(page, `${DICT}?list=khly`);
  const view = currentPage(page);
  await expect(view.getByTestId('dict-title')).toHaveText('客户来源');
  await view.getByTestId('dict-add').click();
  const form = page.getByTestId('dict-dialog');
  await form.getByLabel('名称（中文）').fill(added);
  await form.getByLabel('英文名称').fill(`Douyin ${n}`);
  await form.getByTestId('dict-save').click();
  await expect(page.locator('.ant-message')).toContainText(`已在客户来源中新增「${added}」`);
  await expect(form).toBeHidden();
  await expect(itemRow(page, added)).toContainText('0 个客户使用');

  // Offered in the client form, and saved on the client.
  let dialog = await editClient(page, client.guestcode);
  await chooseOption(dialog.getByTestId('client-choice-khly'), added, { exact: true });
  await dialog.getByTestId('client-save').click();
  await expect(page.locator('.ant-message')).toContainText('已保存');
  await dialog.getByTestId('client-close').click();

  // Renamed: the client holding it takes the new name.
  await openConsole(page, `${DICT}?list=khly`);
  await expect(itemRow(page, added)).toContainText('1 个客户使用');
  await itemRow(page, added).getByTestId('dict-item-edit').click();
  await expect(form).toContainText('有 1 个客户使用这个名称');
  await form.getByLabel('名称（中文）').fill(renamed);
  await form.getByTestId('dict-save').click();
  await expect(page.locator('.ant-message')).toContainText(`已改名为「${renamed}」，1 个客户一并更新`);
  await expect(itemRow(page, renamed)).toBeVisible();
  const profile = await admin.get<{ khly: string }>('/api/UManage/ClientInfo', { guestcode: client.guestcode });
  expect(profile.khly).toBe(renamed);

  // Disabled: listed still; the client keeps it, the form marks it as not in the list.
  await itemRow(page, renamed).getByTestId('dict-item-status').click();
  await expect(page.locator('.ant-message')).toContainText(`已停用「${renamed}」`);
  await expect(itemRow(page, renamed)).toHaveAttribute('data-status', '0');
  dialog = await editClient(page, client.guestcode);
  const source = dialog.getByTestId('client-choice-khly');
  await expect(source).toContainText(`${renamed}（不在字典中）`);
  await source.click();
  const options = await optionsOf(source);
  await expect(options.filter({ hasText: renamed })).toHaveCount(1);
  await expect(options.filter({ hasText: '官网' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await admin.dispose();
});

test('the keyboard moves an item down the list; the order is saved at once and kept', async ({ page }) => {
  await openConsole(page, `${DICT}?list=fptype`);
  const view = currentPage(page);
  const names = () => view.getByTestId('dict-item').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
  await expect(view.getByTestId('dict-item')).toHaveCount(3);
  // The handles are there once dragging is in (loaded after the items are drawn).
  await expect(view.getByTestId('sortable-handle')).toHaveCount(3);
  const before = await names();
  await moveByKeyboard(page, itemRow(page, before[0]!).getByTestId('sortable-handle'), 'ArrowDown');
  await expect(page.locator('.ant-message')).toContainText('已保存新的顺序');
  const moved = [before[1], before[0], ...before.slice(2)];
  await expect.poll(names).toEqual(moved);
  await page.reload();
  await expect(view.getByTestId('dict-item')).toHaveCount(before.length);
  expect(await names()).toEqual(moved);
});

test('a fixed list shows its codes and values with no edit control', async ({ page }) => {
  await openConsole(page, `${DICT}?list=clienttype`);
  const view = currentPage(page);
  await expect(view.getByTestId('dict-title')).toHaveText('客户类型');
  await expect(view.getByTestId('dict-help')).toContainText('由规格固定');
  await expect(view.getByTestId('dict-fixed-row')).toHaveText(['1客户', '2供应商', '3客户/供应商', '4货运', '5其他']);
  await expect(view.getByTestId('dict-add')).toHaveCount(0);
  await expect(view.getByTestId('dict-item-edit')).toHaveCount(0);
  // The chooser offers every list, the fixed ones in their own group.
  await chooseOption(view.getByTestId('dict-list-select'), '每页条数', { exact: true });
  await expect(page).toHaveURL(/list=page_size/);
  await expect(view.getByTestId('dict-fixed-row')).toHaveCount(5);
});

test('in English at 390 px, dark: the list fits, reads in English and passes axe', async ({ page, baseURL }) => {
  await openConsoleAs(page, `${DICT}?list=khly`, { lang: 'en', mode: 'dark', width: 390 });
  const view = currentPage(page);
  await expect(view.getByTestId('dict-title')).toHaveText('Client source');
  await expect(view.getByTestId('dict-item-name').first()).toHaveText('Website');
  await expect(view.getByTestId('dict-item-edit').first()).toBeVisible();
  await expectNoOverflow(view);
  expect(await missingTranslations(page)).toEqual([]);
  expect(await chineseOnEnglishPage(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto(`${DICT}?list=roundtype`);
  await expect(view.getByTestId('dict-fixed-row')).toHaveText([
    'roundRound half up',
    'ceilingRound up',
    'blxsKeep decimals',
  ]);
  await expectNoOverflow(view);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A client's listed word reads in English in its profile too.
  const n = unique();
  const admin = await apiSession(baseURL!);
  const client = await admin.post<{ guestcode: string }>('/api/UManage/AddClient', {
    guestname: `英文客户 ${n}`,
    longname: `英文测试 ${n} 有限公司`,
    khly: '官网',
  });
  await admin.dispose();
  await page.goto(`${ACCOUNTS}?tab=clients&q=${client.guestcode}`);
  await currentPage(page).getByTestId('client-profile').first().click();
  await expect(page.getByTestId('client-dialog-body').locator('[data-field=khly]')).toHaveText('Website');
});

test.describe('a role without dict:edit', () => {
  test.use(session('operator'));

  test('sees the items and their states but no edit control, and the server refuses its change', async ({
    page,
    request,
  }) => {
    await openConsole(page, `${DICT}?list=guesttype`);
    const view = currentPage(page);
    await expect(view.getByTestId('dict-item').first()).toBeVisible();
    await expect(view.getByTestId('dict-item-state').first()).toHaveText('启用');
    await expect(view.getByTestId('dict-add')).toHaveCount(0);
    await expect(view.getByTestId('dict-item-edit')).toHaveCount(0);
    await expect(view.getByTestId('dict-item-status')).toHaveCount(0);
    await expect(view.getByTestId('dict-item-remove')).toHaveCount(0);
    await expect(view.getByTestId('dict-help')).not.toContainText('拖动');

    const operator = await apiLogin(request, '001', 'operator', 'admin123');
    const res = await request.post('/api/System/AddValueItem', {
      headers: operator,
      data: { list: 'guesttype', name: `越权${unique()}` },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).msg).toContain('编辑字典');
  });
});
