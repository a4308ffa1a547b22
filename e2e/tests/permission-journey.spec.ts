import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';
import { signIn } from './console-helpers';
import { apiSession } from './dashboard-helpers';
import { dataTable, chooseFromRowMenu, settledBody, tableRows, chooseOption } from './order-helpers';

/**
 * Issue 11 #9, the permission system run from the console, end to end: an administrator of 001
 * makes a role in /user/role, gives it powers in the editor and an account in /user/adaccount;
 * that account, signed in in a second browser context, sees exactly those menus and buttons; a
 * page made inactive offers the request prompt; powers changed show on reload; the account
 * disabled is signed out. (Finding a client's change in the operation log: logs.spec.ts.)
 * The role (code and name) and the account are named by the time, so a rerun on a used server passes too.
 */

const ROLES = '/user/role';
const STAFF = '/user/adaccount';
const PASSWORD = 'Jt5#vRw8qZ';

/** The catalogue row of a mark in the powers editor. */
const treeRow = (drawer: Locator, mark: string, type: 'menu' | 'button') =>
  drawer.locator('.ant-tree-treenode', {
    has: drawer.page().locator(`[data-testid=power-node][data-mark="${mark}"][data-type=${type}]`),
  });
const checkbox = (drawer: Locator, mark: string, type: 'menu' | 'button') =>
  treeRow(drawer, mark, type).locator('.ant-tree-checkbox');

async function openPowers(admin: Page, code: string): Promise<Locator> {
  await admin.goto(`${ROLES}?q=${code}`);
  const table = dataTable(admin, 'roles');
  await expect(await settledBody(table)).toHaveAttribute('data-total', '1');
  await tableRows(table).first().getByTestId('role-powers').click();
  const drawer = admin.getByTestId('powers-drawer');
  await expect(drawer.getByTestId('powers-tree')).toBeVisible();
  await drawer.getByTestId('powers-expand').click();
  return drawer;
}

async function savePowers(admin: Page, drawer: Locator) {
  const version = Number(await drawer.getByTestId('powers-editor').getAttribute('data-version'));
  await drawer.getByTestId('powers-save').click();
  await expect(drawer.getByTestId('powers-editor')).toHaveAttribute('data-version', String(version + 1));
  await drawer.getByTestId('powers-close').click();
  await expect(drawer).toBeHidden();
}

/** The titles of the side menu's entries (directories and pages) as the user sees them. */
async function menuTitles(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  // Open every directory, so the pages under them are drawn.
  for (const dir of await menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title').all())
    await dir.click();
  return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
}

async function secondContext(browser: Browser, baseURL: string, userName: string) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await signIn(page, userName, '001', PASSWORD);
  return { context, page };
}

test('a role made in the console decides what its account sees, at once', async ({
  page: admin,
  browser,
  baseURL,
  consoleGuard,
}) => {
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const code = `desk${stamp}`;
  const userName = `e2e-desk-${stamp}`;
  const roleName = `前台${stamp}`;
  await signIn(admin);

  // The role: the console, the client orders (with the edit button, not export).
  await admin.goto(ROLES);
  await settledBody(dataTable(admin, 'roles'));
  await admin.getByTestId('role-add').click();
  const roleDialog = admin.getByTestId('role-dialog');
  await roleDialog.getByLabel('代码', { exact: true }).fill(code);
  await roleDialog.getByLabel('中文名称').fill(roleName);
  await roleDialog.getByLabel('英文名称').fill('Desk');
  await roleDialog.getByTestId('role-save').click();
  await expect(admin.getByText(`已新增角色 ${code}`)).toBeVisible();
  let drawer = await openPowers(admin, code);
  await checkbox(drawer, 'dashboard:console', 'menu').click();
  await checkbox(drawer, 'order:list', 'menu').click();
  await checkbox(drawer, 'order:export', 'button').click();
  // A page comes with its buttons: 2 directories, 2 pages, the console's 2 client buttons and order edit.
  await expect(drawer.getByTestId('power-node').and(drawer.locator('[data-checked="1"]'))).toHaveCount(7);
  await expect(treeRow(drawer, 'order:export', 'button').getByTestId('power-node')).not.toHaveAttribute(
    'data-checked',
    '1',
  );
  await savePowers(admin, drawer);

  // The account holding it.
  await admin.goto(STAFF);
  await settledBody(dataTable(admin, 'staff'));
  await admin.getByTestId('staff-add').click();
  const staffDialog = admin.getByTestId('staff-account-dialog');
  await staffDialog.getByLabel('账号', { exact: true }).fill(userName);
  await staffDialog.getByLabel('昵称', { exact: true }).fill('前台小王');
  await chooseOption(staffDialog.getByLabel('角色', { exact: true }), roleName, { exact: true });
  await staffDialog.getByLabel('初始密码', { exact: true }).fill(PASSWORD);
  await staffDialog.getByTestId('staff-form-save').click();
  await expect(admin.getByText(`已新增账号 ${userName}`)).toBeVisible();

  // Signed in elsewhere, the account sees exactly those menus and buttons.
  const desk = await secondContext(browser, baseURL!, userName);
  expect(await menuTitles(desk.page)).toEqual(['仪表盘', '主控台', '订单管理', '客户订单']);
  await desk.page.goto('/order/customerorder');
  const orders = dataTable(desk.page, 'orders');
  await settledBody(orders);
  await expect(orders.getByTestId('export-button')).toHaveCount(0);
  await desk.page.goto('/order/customerpaylist');
  await expect(desk.page).toHaveURL(/\/exception\/403$/);

  // The order page made inactive: still in the menu, dimmed, and opening it offers the request.
  drawer = await openPowers(admin, code);
  await treeRow(drawer, 'order:list', 'menu').getByTestId('power-active').click();
  await savePowers(admin, drawer);
  await desk.page.goto('/dashboard/console');
  const locked = desk.page.getByTestId('side-menu').locator('.bo-menu-inactive', { hasText: '客户订单' });
  await expect(locked).toBeVisible();
  await locked.click();
  const request = desk.page.getByTestId('permission-dialog').getByRole('dialog');
  await expect(request).toBeVisible();
  await expect(request).toContainText('客户订单');
  await request
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /^关 ?闭$/ })
    .click();
  await expect(request).toBeHidden();

  // Powers changed again: the payments page comes, the order page is active again, after a reload.
  drawer = await openPowers(admin, code);
  await treeRow(drawer, 'order:list', 'menu').getByTestId('power-active').click();
  await checkbox(drawer, 'payment:list', 'menu').click();
  await savePowers(admin, drawer);
  await desk.page.reload();
  expect(await menuTitles(desk.page)).toEqual(['仪表盘', '主控台', '订单管理', '客户订单', '客户付款']);
  await expect(desk.page.getByTestId('side-menu').locator('.bo-menu-inactive')).toHaveCount(0);

  // Disabled by the administrator: the second context is signed out at its next call.
  await admin.goto(`${STAFF}?q=${userName}`);
  const staff = dataTable(admin, 'staff');
  await settledBody(staff);
  const row = tableRows(staff).filter({ hasText: userName });
  const confirm = admin.getByTestId('staff-confirm-dialog');
  await chooseFromRowMenu(row, 'staff-more', '停用', confirm);
  await confirm.getByTestId('staff-confirm-ok').click();
  await expect(row.getByTestId('staff-status')).toHaveText('停用');
  consoleGuard.allow(failedResource(401));
  await desk.page.reload();
  await expect(desk.page).toHaveURL(/\/login/, { timeout: 15_000 });
  await desk.context.close();

  // Put back: the account goes, then the role (refused while an account holds it).
  const api = await apiSession(baseURL!);
  const account = (
    await api.get<{ list: { id: number; userName: string }[] }>('/api/LAdmin/get_xt_users', { q: userName })
  ).list.find((r) => r.userName === userName)!;
  await api.post('/api/LAdmin/RemoveStaff', { id: account.id });
  const role = (await api.get<{ list: { id: number; code: string }[] }>('/api/UManage/Roles', { q: code })).list.find(
    (r) => r.code === code,
  )!;
  await api.post('/api/UManage/RemoveRole', { roleId: role.id });
  await api.dispose();
});
