import { type Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';
import { openConsole, session, signedOut, openConsoleAs } from './sessions';
import { currentPage, saveScreenshot, signIn } from './console-helpers';
import { apiSession, type ApiSession } from './dashboard-helpers';
import { coveredHeaderCells, expectNoOverflow, expectFiltersFit } from './layout-helpers';
import { dataTable, chooseFromRowMenu, settledBody, tableRows, chooseOption } from './order-helpers';

test.use(session('admin'));

/**
 * Staff accounts (issue 11 #1): add with the password rules, disable, reset a password, force
 * sign-out of one and of several, the last administrator's refusal, and the page at 800 and
 * 390 px in both languages and page modes. Every test makes accounts of its own (named by the
 * time) in branch 001 and leaves the seeded ones as they are.
 */

const STAFF = '/user/adaccount';
const GOOD = 'Kx9#mPq2vL';
let seq = 0;
/** An account name no other run or test uses. */
const uniqueName = (what: string) => `e2e-${what}-${Date.now() % 1_000_000}${seq++}`;

type Row = { id: number; userName: string; status: number; sessions: number; mustChangePassword: boolean };

/** Adds an account of 001 through the API (as 001/admin) and answers its id. */
async function addAccount(
  admin: ApiSession,
  userName: string,
  roleCode = 'viewer',
  nickName = `${userName} 昵称`,
): Promise<number> {
  const { id } = await admin.post<{ id: number }>('/api/LAdmin/upxtusers', {
    userName,
    nickName,
    roleCode,
    password: GOOD,
  });
  return id;
}
const rowOf = async (admin: ApiSession, userName: string) =>
  (await admin.get<{ list: Row[] }>('/api/LAdmin/get_xt_users', { q: userName, pageSize: '100' })).list.find(
    (r) => r.userName === userName,
  )!;

/** The staff page filtered to one account: its row. */
async function openRow(page: Page, userName: string) {
  await page.goto(`${STAFF}?q=${encodeURIComponent(userName)}`);
  const table = dataTable(page, 'staff');
  await settledBody(table);
  const row = tableRows(table).filter({ hasText: userName });
  await expect(row).toHaveCount(1);
  return row;
}

/** Picks an action from a row's "More" menu. */
test('an account with a weak password is refused; with a good one it is added', async ({ page }) => {
  const name = uniqueName('add');
  await openConsole(page, STAFF);
  await settledBody(dataTable(page, 'staff'));
  await page.getByTestId('staff-add').click();
  const dialog = page.getByTestId('staff-account-dialog');
  await dialog.getByLabel('账号', { exact: true }).fill(name);
  await dialog.getByLabel('昵称', { exact: true }).fill('测试员工');
  await chooseOption(dialog.getByLabel('角色', { exact: true }), '只读', { exact: true });
  const password = dialog.getByLabel('初始密码', { exact: true });
  const rules = dialog.getByTestId('password-rules');
  await password.fill('woaini1314');
  await expect(rules.locator('[data-rule=length]')).toHaveAttribute('data-kept', 'true');
  await expect(rules.locator('[data-rule=common]')).toHaveAttribute('data-kept', 'false');
  await password.fill(`${name}!`);
  await expect(rules.locator('[data-rule=account]')).toHaveAttribute('data-kept', 'false');
  await dialog.getByTestId('staff-form-save').click();
  await expect(dialog.getByText('密码不符合下面的要求')).toBeVisible();

  await password.fill(GOOD);
  await expect(rules.locator('[data-kept=false]')).toHaveCount(0);
  await dialog.getByTestId('staff-form-save').click();
  await expect(page.getByText(`已新增账号 ${name}`)).toBeVisible();
  await expect(password).toBeHidden();
  const row = await openRow(page, name);
  await expect(row.getByTestId('staff-status')).toHaveText('启用');
  await expect(row).toContainText('只读');
  await saveScreenshot(page, 'staff-added');
});

test('disabling an account ends its session at once', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!);
  const name = uniqueName('off');
  await addAccount(admin, name);
  const theirs = await apiSession(baseURL!, name, '001', GOOD);
  await openConsole(page);
  const row = await openRow(page, name);
  await expect(row.getByTestId('staff-sessions')).toHaveText('1');
  const confirm = page.getByTestId('staff-confirm-dialog');
  await chooseFromRowMenu(row, 'staff-more', '停用', confirm);
  await expect(confirm).toContainText(`停用账号 ${name}？`);
  await confirm.getByTestId('staff-confirm-ok').click();
  await expect(page.getByText(`已停用 ${name}，1 个会话已结束`)).toBeVisible();
  await expect(row.getByTestId('staff-status')).toHaveText('停用');
  await expect(row.getByTestId('staff-sessions')).toHaveText('0');
  expect((await rowOf(admin, name)).status).toBe(0);
  await theirs.dispose();
  await admin.dispose();
});

test('a reset password ends the sessions and must be changed at the next sign-in', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!);
  const name = uniqueName('reset');
  await addAccount(admin, name);
  const theirs = await apiSession(baseURL!, name, '001', GOOD);
  await openConsole(page);
  const row = await openRow(page, name);
  const dialog = page.getByTestId('staff-reset-dialog');
  await chooseFromRowMenu(row, 'staff-more', '重置密码', dialog);
  await expect(dialog.getByTestId('staff-reset-note')).toContainText('下次登录时必须先修改密码');
  await dialog.getByLabel('新密码', { exact: true }).fill('Zq7!rW2pNs');
  // The dialog has taken the typing in (every rule kept) before the save is pressed.
  await expect(dialog.getByTestId('password-rules').locator('[data-kept=false]')).toHaveCount(0);
  await dialog.getByTestId('staff-reset-save').click();
  await expect(page.getByText(`已重置 ${name} 的密码，1 个会话已结束`)).toBeVisible();
  await expect(row.getByTestId('staff-must-change')).toBeVisible();
  expect((await rowOf(admin, name)).mustChangePassword).toBe(true);
  await theirs.dispose();
  await admin.dispose();
});

test('force sign-out of one account, then of several picked', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!);
  const tag = uniqueName('out');
  const [a, b] = [`${tag}a`, `${tag}b`];
  await addAccount(admin, a);
  await addAccount(admin, b);
  const sessions = [await apiSession(baseURL!, a, '001', GOOD), await apiSession(baseURL!, a, '001', GOOD)];
  await openConsole(page);
  const row = await openRow(page, a);
  await chooseFromRowMenu(row, 'staff-more', '强制下线', page.getByTestId('staff-confirm-dialog'));
  await page.getByTestId('staff-confirm-dialog').getByTestId('staff-confirm-ok').click();
  await expect(page.getByText('2 个会话已结束')).toBeVisible();
  await expect(row.getByTestId('staff-sessions')).toHaveText('0');

  sessions.push(await apiSession(baseURL!, a, '001', GOOD), await apiSession(baseURL!, b, '001', GOOD));
  await page.goto(`${STAFF}?q=${tag}`);
  const table = dataTable(page, 'staff');
  await settledBody(table);
  await expect(tableRows(table)).toHaveCount(2);
  for (const n of [a, b]) await table.getByRole('checkbox', { name: `选择 ${n}` }).check();
  await table.getByTestId('staff-sign-out-many').click();
  const confirm = page.getByTestId('staff-confirm-dialog');
  await expect(confirm).toContainText('强制所选的 2 个账号下线？');
  await confirm.getByTestId('staff-confirm-ok').click();
  await expect(page.getByText('2 个会话已结束')).toBeVisible();
  await expect(table.getByTestId('staff-sign-out-many')).toHaveCount(0);
  expect((await rowOf(admin, b)).sessions).toBe(0);
  for (const s of sessions) await s.dispose();
  await admin.dispose();
});

test.describe('signed in as a deputy', () => {
  test.use(signedOut);

  test('the last administrator cannot be disabled: the refusal says why', async ({ page, baseURL, consoleGuard }) => {
    // An account holding every power of the administrator under another role (a copy): it may try.
    const admin = await apiSession(baseURL!);
    const code = uniqueName('deputy')
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 30);
    const roles = await admin.get<{ list: { id: number; code: string }[] }>('/api/UManage/Roles', { pageSize: '100' });
    const adminRole = roles.list.find((r) => r.code === 'admin')!;
    const copy = await admin.post<{ id: number }>('/api/UManage/CopyRole', {
      roleId: adminRole.id,
      code,
      name: '副管理员',
      name_en: 'Deputy',
    });
    const name = uniqueName('deputy');
    const deputyId = await addAccount(admin, name, code);
    // The rule under test needs admin to be 001's only enabled administrator; were it not, the
    // click below would disable the shared admin and every later spec with it (accounts.ts).
    const admins = await admin.get<{ total: number }>('/api/LAdmin/get_xt_users', { role: 'admin', status: '1' });
    expect(admins.total, "001's enabled administrators").toBe(1);
    consoleGuard.allow(failedResource(409));
    await signIn(page, name, '001', GOOD);
    const row = await openRow(page, 'admin');
    const confirm = page.getByTestId('staff-confirm-dialog');
    await chooseFromRowMenu(row, 'staff-more', '停用', confirm);
    await confirm.getByTestId('staff-confirm-ok').click();
    await expect(confirm.getByTestId('staff-dialog-error')).toContainText('「admin」是本分公司最后一个启用的管理员');
    await saveScreenshot(page, 'staff-last-admin');
    await confirm.getByRole('button', { name: /取 ?消/ }).click();
    await expect(row.getByTestId('staff-status')).toHaveText('启用');
    // Put back what this test added.
    await admin.post('/api/LAdmin/RemoveStaff', { id: deputyId });
    await admin.post('/api/UManage/RemoveRole', { roleId: copy.id });
    await admin.dispose();
  });
});

test('switch grants: granted in the account drawer, shown on the row, revoked', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!);
  const name = uniqueName('grant');
  await addAccount(admin, name);
  await admin.dispose();
  await openConsole(page);
  const row = await openRow(page, name);
  await row.getByTestId('staff-open').click();
  const drawer = page.getByTestId('staff-drawer');
  await expect(drawer.getByLabel('对方分公司编码')).toHaveValue('001');
  await drawer.getByLabel('对方账号').fill('viewer');
  await drawer.getByTestId('staff-grant').click();
  await expect(page.getByText(`已授权 001/viewer 切换到 ${name}`)).toBeVisible();
  await expect(drawer.getByTestId('staff-switch-from')).toContainText('001/viewer');
  await expect(row.getByTestId('staff-switch')).toContainText('可切入 1');
  await drawer.getByTestId('staff-revoke').click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /撤 ?销/ })
    .click();
  await expect(page.getByText('已撤销 001/viewer 的授权')).toBeVisible();
  await expect(drawer.getByTestId('staff-switch-from')).toHaveCount(0);
});

/** A whole 1×1 PNG (no fixture file). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test("a logo uploaded in the company data shows in the frame at once; removed, the console's own is back", async ({
  page,
}) => {
  await openConsole(page, STAFF);
  const card = page.getByTestId('company-card');
  await card.getByTestId('company-edit').click();
  const dialog = page.getByTestId('company-dialog');
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/Upload/Image') && r.request().method() === 'POST',
  );
  await dialog
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const { data } = await (await uploaded).json();
  expect(data.url).toMatch(/^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/);
  await expect(dialog.getByTestId('image-upload-preview')).toHaveAttribute('src', data.url);
  await dialog.getByTestId('company-save').click();
  await expect(page.getByText('公司资料已保存')).toBeVisible();
  await expect(card.getByTestId('company-logo')).toHaveAttribute('src', data.url);
  await expect(page.locator('.bo-brand-logo')).toHaveAttribute('src', data.url);
  await saveScreenshot(page, 'staff-company-logo');

  await card.getByTestId('company-edit').click();
  await dialog.getByTestId('image-upload-remove').click();
  await dialog.getByTestId('company-save').click();
  await expect(page.locator('.bo-brand-logo')).not.toHaveAttribute('src', data.url);
  await expect(card.getByTestId('company-logo')).not.toHaveAttribute('src', data.url);
});

// Chinese in light mode, English in dark mode; at 800 and 390 px nothing overflows: the page with a long account, its filters, the add dialog, an account's drawer.
for (const [lang, mode] of [
  ['cn', 'white'],
  ['en', 'dark'],
] as const) {
  for (const width of [800, 390]) {
    test(`the staff page at ${width} px in ${lang} (${mode === 'dark' ? 'dark' : 'light'}): nothing overflows`, async ({
      page,
      baseURL,
    }) => {
      const admin = await apiSession(baseURL!);
      const long = `e2e-long-${'x'.repeat(30)}-${Date.now() % 1_000_000}`.slice(0, 50);
      if (!(await rowOf(admin, long))) await addAccount(admin, long, 'viewer', '很长的昵称'.repeat(10));
      await admin.dispose();
      await openConsoleAs(page, `${STAFF}?q=e2e-long`, { lang, mode, width });
      const table = dataTable(page, 'staff');
      await settledBody(table);
      await expect(tableRows(table).first()).toBeVisible();
      await expect(page.getByTestId('company-name')).toBeVisible();
      await expectNoOverflow(currentPage(page), {}, `${STAFF} at ${width} px (${lang})`);
      await saveScreenshot(page, `staff-${lang}-${width}`);

      await expectFiltersFit(table, `${STAFF} at ${width} px (${lang})`);

      await table.getByTestId('staff-add').click();
      const dialog = page.getByTestId('staff-account-dialog');
      await expect(dialog.getByTestId('password-rules')).toBeVisible();
      await expectNoOverflow(dialog.locator('.ant-modal-container'), {}, `add dialog at ${width} px (${lang})`);
      await saveScreenshot(page, `staff-add-${lang}-${width}`);
      await dialog.getByRole('button', { name: lang === 'cn' ? /取 ?消/ : 'Cancel' }).click();
      await expect(dialog.getByTestId('password-rules')).toBeHidden();

      await tableRows(table).first().getByTestId('staff-open').click();
      const drawer = page.getByTestId('staff-drawer');
      await expect(drawer.getByTestId('staff-grant')).toBeVisible();
      await expectNoOverflow(
        page.locator('.ant-drawer-section.staff-drawer'),
        {},
        `account drawer at ${width} px (${lang})`,
      );
      await saveScreenshot(page, `staff-drawer-${lang}-${width}`);
    });
  }
}

// At 1440 px (a common laptop window) every column can be read: none lies under the fixed actions column.
for (const [lang, mode] of [
  ['cn', 'white'],
  ['en', 'dark'],
] as const) {
  test(`the staff table at 1440 px in ${lang}: no column is covered by a fixed column`, async ({ page }) => {
    await openConsoleAs(page, STAFF, { lang, mode, width: 1440 });
    const table = dataTable(page, 'staff');
    await settledBody(table);
    await expect(tableRows(table).first()).toBeVisible();
    expect(await coveredHeaderCells(page)).toEqual([]);
  });
}
