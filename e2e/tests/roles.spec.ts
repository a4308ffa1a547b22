import { type Locator, type Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';
import { openConsole, session } from './sessions';
import { currentPage, saveScreenshot, viewAs } from './console-helpers';
import { api } from './dashboard-helpers';
import { expectNoOverflow, expectFiltersFit } from './layout-helpers';
import { chineseOnEnglishPage, seriousAxeViolations } from './page-checks';
import { apiPost, buttonName, dataTable, settledBody, tableRows, type ListAnswer, openList } from './order-helpers';

test.use(session('admin'));

/**
 * Roles and powers (issue 11 #2): an administrator of 001 creates a role and gives it powers in
 * the editor; a save made from a copy someone else saved meanwhile is refused with a reload; the
 * page, its dialog and the editor fit at 800 and 390 px in cn and en, light and dark. Every role
 * made here has a code of its own, so a rerun on a used server passes too.
 */

const ROLES = '/user/role';
type Role = { id: number; code: string; name: string; name_en: string; version: number; users: number };

const uniqueCode = (what: string) => `e2e-${what}-${Date.now() % 1_000_000}`;
const findRole = async (page: Page, code: string) =>
  (await api<ListAnswer<Role>>(page, '/api/UManage/Roles', { q: code, pageSize: '500' })).list.find(
    (r) => r.code === code,
  )!;

/** A role made through the API, for the tests that are not about adding one. */
async function makeRole(page: Page, what: string, name = '测试角色'): Promise<Role> {
  const code = uniqueCode(what);
  const res = await apiPost(page, '/api/UManage/AddRole', { code, name, name_en: `Test role ${what}` });
  expect(res.code, res.msg).toBe(0);
  return res.data as Role;
}

/** The list filtered down to one role. */
async function showRole(page: Page, code: string): Promise<Locator> {
  await page.goto(`${ROLES}?q=${code}`);
  const table = dataTable(page, 'roles');
  await expect(await settledBody(table)).toHaveAttribute('data-total', '1');
  return tableRows(table).first();
}

/** The tree row of a catalogue row, by its mark and type. */
const treeRow = (drawer: Locator, mark: string, type: 'menu' | 'button') =>
  drawer.locator('.ant-tree-treenode', {
    has: drawer.page().locator(`[data-testid=power-node][data-mark="${mark}"][data-type=${type}]`),
  });

async function openPowers(row: Locator, page: Page): Promise<Locator> {
  await row.getByTestId('role-powers').click();
  const drawer = page.getByTestId('powers-drawer');
  await expect(drawer.getByTestId('powers-tree')).toBeVisible();
  return drawer;
}

test('create a role, give it a page and a button, and see them counted', async ({ page }) => {
  await openConsole(page, ROLES);
  await settledBody(dataTable(page, 'roles'));
  const code = uniqueCode('desk');
  await page.getByTestId('role-add').click();
  const dialog = page.getByTestId('role-dialog');
  await dialog.getByLabel('代码', { exact: true }).fill(code);
  await dialog.getByLabel('中文名称').fill('前台接待');
  await dialog.getByLabel('英文名称').fill('Front desk');
  await dialog.getByTestId('role-save').click();
  await expect(page.getByText(`已新增角色 ${code}`)).toBeVisible();

  const row = await showRole(page, code);
  await expect(row.getByTestId('role-name')).toHaveText('前台接待');
  await expect(row.getByTestId('role-users')).toHaveText('0');
  const drawer = await openPowers(row, page);
  await expect(drawer.getByTestId('powers-counts')).toContainText('已授予 0 /');
  // The order list comes with its buttons; its export button, found through the search, is taken off again.
  await treeRow(drawer, 'order:list', 'menu').locator('.ant-tree-checkbox').click();
  await expect(drawer.getByTestId('powers-dirty')).toBeVisible();
  await expect(drawer.getByTestId('powers-counts')).toContainText('已授予 3 /');
  await drawer.getByTestId('powers-search').locator('input').fill('order:export');
  await expect(drawer.getByTestId('power-node')).toHaveCount(3);
  await treeRow(drawer, 'order:export', 'button').locator('.ant-tree-checkbox').click();
  await drawer.getByTestId('powers-search').locator('input').fill('');
  await expect(drawer.getByTestId('powers-counts')).toContainText('已授予 2 /');
  await drawer.getByTestId('powers-save').click();
  await expect(page.getByText('已保存「前台接待」的权限')).toBeVisible();
  await expect(drawer.getByTestId('powers-dirty')).toBeHidden();
  await expect(drawer.getByTestId('powers-editor')).toHaveAttribute('data-version', '1');
  await saveScreenshot(page, 'roles-powers-saved');
  await drawer.getByTestId('powers-close').click();

  // Opened again, the editor reads what the server holds.
  const again = await openPowers(row, page);
  await expect(again.getByTestId('powers-counts')).toContainText('已授予 2 /');
  await again.getByTestId('powers-expand').click();
  await expect(treeRow(again, 'order:edit', 'button').locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-checked/,
  );
  await expect(treeRow(again, 'order:export', 'button').locator('.ant-tree-checkbox')).not.toHaveClass(
    /ant-tree-checkbox-checked/,
  );
  const powers = await api<{ tree: { mark: string; granted: boolean; children: unknown[] }[] }>(
    page,
    '/api/UManage/Powers',
    { roleId: String((await findRole(page, code)).id) },
  );
  const flat = (ns: { mark: string; granted: boolean; children: unknown[] }[]): string[] =>
    ns.flatMap((n) => [...(n.granted && n.mark ? [n.mark] : []), ...flat(n.children as never)]);
  expect(flat(powers.tree).sort()).toEqual(['order:edit', 'order:list']);
});

test('a save from a copy someone else saved meanwhile is refused, and reload shows their change', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(409));
  await openConsole(page);
  const role = await makeRole(page, 'stale');
  const row = await showRole(page, role.code);
  const mine = await openPowers(row, page);

  // A second tab of the same administrator saves first.
  const other = await context.newPage();
  const otherRow = await showRole(other, role.code);
  const theirs = await openPowers(otherRow, other);
  await treeRow(theirs, 'system:log', 'menu').locator('.ant-tree-checkbox').click();
  await theirs.getByTestId('powers-save').click();
  await expect(theirs.getByTestId('powers-editor')).toHaveAttribute('data-version', '1');
  await other.close();

  await treeRow(mine, 'order:list', 'menu').locator('.ant-tree-checkbox').click();
  await mine.getByTestId('powers-save').click();
  const stale = mine.getByTestId('powers-stale');
  await expect(stale).toContainText('其他人保存了该角色的权限');
  await expect(mine.getByTestId('powers-save')).toBeDisabled();
  await saveScreenshot(page, 'roles-powers-stale');
  await stale.getByTestId('powers-reload').click();
  await expect(stale).toBeHidden();
  await expect(mine.getByTestId('powers-editor')).toHaveAttribute('data-version', '1');
  await expect(treeRow(mine, 'system:log', 'menu').locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-checked/,
  );
  await expect(treeRow(mine, 'order:list', 'menu').locator('.ant-tree-checkbox')).not.toHaveClass(
    /ant-tree-checkbox-checked/,
  );
});

test('removing a role held by an account is refused with the account named; the administrator role is read-only', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(409));
  await openConsole(page);
  // The built-in administrator role: no edit or remove, and its powers read-only with the reason.
  const admin = await showRole(page, 'admin');
  await expect(admin.getByTestId('role-remove')).toHaveCount(0);
  await expect(admin.getByTestId('role-edit')).toHaveCount(0);
  const drawer = await openPowers(admin, page);
  await expect(drawer.getByTestId('powers-locked')).toContainText('内置的管理员角色始终拥有全部权限');
  await expect(drawer.getByTestId('powers-save')).toHaveCount(0);
  await drawer.getByTestId('powers-close').click();

  const row = await showRole(page, 'operator');
  await row.getByTestId('role-remove').click();
  const confirm = page.getByTestId('role-confirm-dialog');
  await confirm.getByTestId('role-confirm').click();
  await expect(confirm.getByTestId('role-refused')).toContainText(/仍有 \d+ 个账号使用该角色：.*operator/);
  await saveScreenshot(page, 'roles-remove-refused');
  await confirm
    .locator('.ant-modal-footer')
    .getByRole('button', { name: buttonName('关闭') })
    .click();
  await expect(confirm).toBeHidden();
  expect((await findRole(page, 'operator')).code).toBe('operator');
});

// Chinese in light mode, English in dark mode; at 800 and 390 px nothing overflows: the page, its filters, the dialog, the editor.
for (const [lang, mode] of [
  ['cn', 'white'],
  ['en', 'dark'],
] as const) {
  for (const width of [800, 390]) {
    test(`roles at ${width} px in ${lang} (${mode === 'dark' ? 'dark' : 'light'}): nothing overflows`, async ({
      page,
    }) => {
      await openConsole(page);
      const long = await makeRole(page, `wide${width}${lang}`, '名'.repeat(50));
      await viewAs(page, lang, mode, width);
      const table = await openList(page, ROLES, 'roles');
      await expectNoOverflow(currentPage(page), {}, `roles at ${width} px (${lang})`);
      await saveScreenshot(page, `roles-${lang}-${width}`);

      await expectFiltersFit(table, `roles at ${width} px (${lang})`);

      const row = await showRole(page, long.code);
      await expectNoOverflow(currentPage(page), {}, `a 50-character name at ${width} px (${lang})`);
      await row.getByTestId('role-edit').click();
      const dialog = page.getByTestId('role-dialog');
      await expect(dialog.getByTestId('role-save')).toBeVisible();
      await expectNoOverflow(page.locator('.ant-modal-container'), {}, `role dialog at ${width} px (${lang})`);
      expect(await seriousAxeViolations(page), `axe, role dialog (${lang}, ${mode})`).toEqual([]);
      await dialog.getByTestId('role-save').click();
      await expect(dialog).toBeHidden();
      // The save's message fades out over the page: axe would measure its text mid-fade.
      await expect(page.locator('.ant-message-notice')).toHaveCount(0);

      const drawer = await openPowers(row, page);
      await treeRow(drawer, 'order:list', 'menu').locator('.ant-tree-checkbox').click();
      await drawer.getByTestId('powers-expand').click();
      await expect(treeRow(drawer, 'order:list', 'menu').getByTestId('power-active')).toBeVisible();
      await expectNoOverflow(page.locator('.ant-drawer-section'), {}, `powers editor at ${width} px (${lang})`);
      // The editor as the page sweep checks a page: no serious accessibility finding, no Chinese on an English page.
      expect(await seriousAxeViolations(page), `axe, powers editor (${lang}, ${mode})`).toEqual([]);
      if (lang === 'en') expect(await chineseOnEnglishPage(page), 'Chinese in the English editor').toEqual([]);
      await saveScreenshot(page, `roles-powers-${lang}-${width}`);
    });
  }
}
