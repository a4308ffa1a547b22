import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, apiPost, elsewhere, newAccount, type Headers } from './accounts';
import { currentPage } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, settledBody, tableRows } from './order-helpers';
import { seriousAxeViolations } from './page-checks';
import { openConsole, openConsoleAs, session } from './sessions';

/**
 * A role's data scope (issue 37 #1): an administrator makes a role that sees its own clients only,
 * gives a client to an account of it, and that account finds exactly that client; the server
 * refuses it another salesperson's client. The role, account and client are made for the test.
 */
test.use(session('admin'));

const ROLES = '/user/role';
const ACCOUNTS = '/user/account';
const stamp = () => Date.now().toString(36);

type PowerNode = { id: number; mark: string; children: PowerNode[] };
const rowsOf = (nodes: PowerNode[], marks: string[]): { menuId: number; active: boolean }[] =>
  nodes.flatMap((n) => [
    ...(marks.includes(n.mark) ? [{ menuId: n.id, active: true }] : []),
    ...rowsOf(n.children, marks),
  ]);

/**
 * The role `code` holds the clients tab (account:list), the client profile (client:view) and edit (client:edit,
 * which the salesperson action needs): its data scope, not a missing mark, keeps the action away.
 * Nothing more, so the other files' lists of who holds a mark stay as they are.
 */
async function grantClientPowers(request: Parameters<typeof newAccount>[0], admin: Headers, code: string) {
  const roles = (await (await request.get('/api/UManage/Roles', { headers: admin, params: { q: code } })).json()).data
    .list as { id: number; code: string; version: number }[];
  const role = roles.find((r) => r.code === code)!;
  const powers = (
    await (await request.get('/api/UManage/Powers', { headers: admin, params: { roleId: role.id } })).json()
  ).data;
  await apiPost(request, admin, '/api/UManage/SavePowers', {
    roleId: role.id,
    version: role.version,
    grants: rowsOf(powers.tree, ['account:list', 'client:view', 'client:edit']),
  });
}

/** The clients tab filtered to a word, its rows settled. */
async function clientRows(page: Page, q: string): Promise<Locator> {
  await openConsole(page, `${ACCOUNTS}?tab=clients&q=${encodeURIComponent(q)}`);
  const table = dataTable(page, 'clients');
  await settledBody(table);
  return tableRows(table);
}

test('an own-clients role: the administrator gives a client to its account, which sees that client alone', async ({
  page,
  browser,
  request,
}) => {
  const code = `own${stamp()}`;
  await openConsole(page, ROLES);
  await settledBody(dataTable(page, 'roles'));
  await page.getByTestId('role-add').click();
  const dialog = page.getByTestId('role-dialog');
  await dialog.getByLabel('代码', { exact: true }).fill(code);
  await dialog.getByLabel('中文名称').fill('本人客户');
  await dialog.getByLabel('英文名称').fill('Own clients');
  await dialog.getByTestId('role-data-scope').getByText('本人数据').click();
  await dialog.getByTestId('role-save').click();
  await expect(page.getByText(`已新增角色 ${code}`)).toBeVisible();
  await page.goto(`${ROLES}?q=${code}`);
  const roleRow = tableRows(dataTable(page, 'roles')).first();
  await expect(roleRow.locator('[data-scope]')).toHaveText('本人数据');

  const admin = await apiLogin(request, '001', 'admin', 'admin123');
  await grantClientPowers(request, admin, code);
  const seller = await newAccount(request, 'sel', `销售${stamp()}`, code);
  const name = `范围客户${stamp()}`;
  await apiPost(request, admin, '/api/UManage/AddClient', { guestname: name, longname: `${name}有限公司` });

  // The administrator gives the client to the seller.
  const row = (await clientRows(page, name)).first();
  await row.getByTestId('client-salesperson').click();
  const assign = page.getByTestId('client-salesperson-dialog');
  await assign.getByTestId('client-salesperson-select').click();
  await page.keyboard.type(seller.nickName);
  await page.locator('.ant-select-item-option').filter({ hasText: seller.nickName }).click();
  await assign.getByTestId('client-salesperson-save').click();
  await expect(page.locator('.ant-message')).toContainText(`已指派给 ${seller.nickName}`);
  await expect(assign).toHaveCount(0);
  await expect(row).toContainText(seller.nickName);

  // The seller's clients tab holds that client alone, with no way to hand it on.
  const elsewherePage = await elsewhere(browser, seller.userName);
  await openConsole(elsewherePage.page, `${ACCOUNTS}?tab=clients`);
  const table = dataTable(elsewherePage.page, 'clients');
  await expect(await settledBody(table)).toHaveAttribute('data-total', '1');
  await expect(tableRows(table)).toHaveCount(1);
  await expect(tableRows(table).first()).toContainText(name);
  await expect(tableRows(table).first().getByTestId('client-salesperson')).toHaveCount(0);

  // Another salesperson's client is not there for it, whatever it asks.
  const sellerApi = await apiLogin(request, '001', seller.userName, 'Pc-e2e-2026!');
  const others = (
    await (await request.get('/api/UManage/Clients', { headers: admin, params: { pageSize: 15, page: 1 } })).json()
  ).data.list as { guestcode: string; guestname: string }[];
  const other = others.find((c) => c.guestname !== name)!;
  const info = await request.get('/api/UManage/ClientInfo', {
    headers: sellerApi,
    params: { guestcode: other.guestcode },
  });
  expect(info.status()).toBe(404);
  await elsewherePage.context.close();
});

test('in English at 390 px, dark: the data scope in the role dialog and the salesperson dialog fit, axe clean', async ({
  page,
  request,
}) => {
  await openConsoleAs(page, ROLES, { lang: 'en', mode: 'dark', width: 390 });
  await settledBody(dataTable(page, 'roles'));
  await page.getByTestId('role-add').click();
  const dialog = page.getByTestId('role-dialog');
  await expect(dialog.getByTestId('role-data-scope')).toContainText('All data');
  await expect(dialog.getByTestId('role-data-scope')).toContainText('Own clients');
  await expect(dialog).toContainText('Only someone who sees all data can give All data.');
  await expectNoOverflow(currentPage(page), {}, 'roles page');
  await expectNoOverflow(dialog.locator('.ant-modal-container'), {}, 'role dialog');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const admin = await apiLogin(request, '001', 'admin', 'admin123');
  const name = `Scope client ${stamp()} with a long name that has to wrap somewhere on a phone`;
  await apiPost(request, admin, '/api/UManage/AddClient', { guestname: name, longname: `${name} Ltd` });
  await page.goto(`${ACCOUNTS}?tab=clients&q=${encodeURIComponent(name)}`);
  const table = dataTable(page, 'clients');
  await settledBody(table);
  await tableRows(table).first().getByTestId('client-salesperson').click();
  const assign = page.getByTestId('client-salesperson-dialog');
  await expect(assign.getByTestId('client-salesperson-select')).toContainText('Nobody');
  await expect(assign).toContainText('Salesperson');
  await expectNoOverflow(assign.locator('.ant-modal-container'), {}, 'salesperson dialog');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
