import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { currentPage, saveScreenshot, signIn } from './console-helpers';
import { apiSession, type ApiSession } from './dashboard-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, settledBody, tableRows, chooseOption } from './order-helpers';
import { chineseOnEnglishPage, missingTranslations, seriousAxeViolations } from './page-checks';

test.use(session('admin'));

/**
 * Credit review (issue 12 #4): an operator applies for credit for a client, the administrator
 * approves it and the client's terms change; the operator cannot approve; the page at 800 and
 * 390 px. Each test picks a client of 001 without a pending application (demo data).
 */

const CREDIT = '/user/CheckCredit';

type CreditRow = { id: number; state: number; client: { guestcode: string; guestname: string } };
type ShopRow = { client: { guestcode: string; guestname: string } | null };

/** A client of 001 (demo data) with no pending credit application, each call a different one. */
const used = new Set<string>();
async function freeClient(admin: ApiSession) {
  const { list } = await admin.post<{ list: ShopRow[] }>('/api/UManage/Users', { bound: 'bound', pageSize: 100 });
  for (const r of list) {
    const c = r.client!;
    if (used.has(c.guestcode)) continue;
    const pending = await admin.get<{ total: number }>('/api/UManage/CheckCreditList', { q: c.guestcode, state: '0' });
    if (pending.total === 0) {
      used.add(c.guestcode);
      return c;
    }
  }
  throw new Error('no client without a pending credit application in the demo data');
}

test.describe('the operator', () => {
  test.use(session('operator'));

  test('an operator applies for credit, the administrator approves it, and the client gets the terms', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    // The second application for the same client is refused on purpose.
    consoleGuard.allow(/409 \(Conflict\).*ApplyCredit/);
    const admin = await apiSession(baseURL!);
    const client = await freeClient(admin);
    const limit = String(40_000 + (Date.now() % 10_000));

    // The operator applies (and sees no Approve: credit:audit is the administrator's).
    await openConsole(page, CREDIT);
    const table = dataTable(page, 'credit-applications');
    await settledBody(table);
    await expect(table.getByTestId('credit-approve')).toHaveCount(0);
    await table.getByTestId('credit-apply').click();
    const dialog = page.getByTestId('credit-apply-dialog');
    await chooseOption(dialog.getByTestId('client-select'), client.guestcode, { search: client.guestcode });
    await dialog.getByTestId('credit-form-maxprice').fill(limit);
    await dialog.getByTestId('credit-form-maxdays').fill('45');
    await dialog.getByTestId('credit-form-tmpprice').fill('5000');
    await dialog.getByTestId('credit-form-tmpdays').fill('10');
    await dialog.getByTestId('credit-form-reason').fill('e2e 旺季订单增加');
    await dialog.getByTestId('credit-apply-save').click();
    await expect(page.getByText(`已为客户 ${client.guestcode} 提交信用申请`)).toBeVisible();
    await expect(dialog.getByTestId('credit-apply-save')).toBeHidden();

    // A second application for the same client is refused inside the dialog.
    await table.getByTestId('credit-apply').click();
    await chooseOption(dialog.getByTestId('client-select'), client.guestcode, { search: client.guestcode });
    await dialog.getByTestId('credit-form-maxprice').fill('1');
    await dialog.getByTestId('credit-apply-save').click();
    await expect(dialog.getByTestId('credit-dialog-error')).toContainText('待审核');
    await dialog.getByRole('button', { name: /取 ?消/ }).click();

    // The administrator approves it with a comment.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signIn(page);
    await page.goto(`${CREDIT}?q=${encodeURIComponent(client.guestcode)}&state=0`);
    await settledBody(table);
    const row = tableRows(table).filter({ hasText: client.guestcode });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('credit-state')).toHaveText('待审核');
    await row.getByTestId('credit-approve').click();
    const audit = page.getByTestId('credit-audit-dialog');
    await expect(audit).toContainText('额度');
    // The comment names this run's limit, so the row is told apart from earlier runs' on the same database.
    const comment = `e2e 同意 ${limit}`;
    await audit.getByTestId('credit-audit-comment').fill(comment);
    await audit.getByTestId('credit-audit-ok').click();
    await expect(audit.getByTestId('credit-audit-ok')).toBeHidden();

    // The list shows it approved and the client's limit now includes the terms (limit + temporary).
    await page.goto(`${CREDIT}?q=${encodeURIComponent(client.guestcode)}`);
    await settledBody(table);
    const approved = tableRows(table).filter({ hasText: comment });
    await expect(approved.getByTestId('credit-state')).toHaveText('已通过');
    const expected = (Number(limit) + 5000).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(approved.getByTestId('credit-use')).toContainText(expected);
    await saveScreenshot(page, 'credit-approved');

    const { list } = await admin.get<{
      list: (CreditRow & { client: { maxprice: string; maxdays: number; isyuejie: number } })[];
    }>('/api/UManage/CheckCreditList', { q: client.guestcode, state: '1', sort: 'audited', order: 'desc' });
    expect(list[0].client).toMatchObject({ maxprice: `${limit}.00`, maxdays: 45, isyuejie: 1 });
    await admin.dispose();
  });
});

test('a rejection needs a comment', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!);
  const client = await freeClient(admin);
  const { id } = await admin.post<{ id: number }>('/api/UManage/ApplyCredit', {
    guestcode: client.guestcode,
    isyuejie: 1,
    maxprice: '999999',
    maxdays: 90,
    reason: 'e2e reject',
  });
  await admin.dispose();
  await openConsole(page, `${CREDIT}?q=${encodeURIComponent(client.guestcode)}&state=0`);
  const table = dataTable(page, 'credit-applications');
  await settledBody(table);
  const row = tableRows(table).filter({ hasText: client.guestcode });
  await row.getByTestId('credit-reject').click();
  const audit = page.getByTestId('credit-audit-dialog');
  // The comment box takes the focus once the dialog is open.
  await expect(audit.getByTestId('credit-audit-comment')).toBeFocused();
  await audit.getByTestId('credit-audit-ok').click();
  await expect(audit.getByText('驳回需要填写审核意见')).toBeVisible();
  await audit.getByTestId('credit-audit-comment').fill(`e2e 额度过高 ${id}`);
  await audit.getByTestId('credit-audit-ok').click();
  await expect(audit.getByTestId('credit-audit-ok')).toBeHidden();
  await page.goto(`${CREDIT}?q=${encodeURIComponent(client.guestcode)}&state=2`);
  await settledBody(table);
  await expect(tableRows(table).filter({ hasText: `e2e 额度过高 ${id}` })).toHaveCount(1);
});

test('an order of a client over its limit is flagged in the order list, not blocked', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!);
  // A client (demo data) that owes something and has no pending application: its limit is cut to 1.00 and approved.
  type Row = { client: { guestcode: string; creditUsed: string } };
  const { list } = await admin.get<{ list: Row[] }>('/api/UManage/CheckCreditList', { state: '1,2', pageSize: '100' });
  let code = '';
  for (const r of list) {
    if (used.has(r.client.guestcode) || Number(r.client.creditUsed) <= 1) continue;
    const pending = await admin.get<{ total: number }>('/api/UManage/CheckCreditList', {
      q: r.client.guestcode,
      state: '0',
    });
    if (pending.total === 0) {
      code = r.client.guestcode;
      break;
    }
  }
  expect(code, 'a client owing something without a pending application').not.toBe('');
  used.add(code);
  const { id } = await admin.post<{ id: number }>('/api/UManage/ApplyCredit', {
    guestcode: code,
    isyuejie: 1,
    maxprice: '1',
    maxdays: 30,
    reason: 'e2e over limit',
  });
  await admin.post('/api/UManage/fun_AuditPass', { id, pass: true, comment: 'e2e' });
  await admin.dispose();

  await openConsole(
    page,
    `/order/customerorder?client=${encodeURIComponent(code)}&payState=unpaid,partial&status=0,1,2,3,4`,
  );
  const orders = dataTable(page, 'orders');
  await settledBody(orders);
  await expect(tableRows(orders).first().getByTestId('order-credit-over')).toHaveText('超额度');
  await page.goto(`${CREDIT}?q=${encodeURIComponent(code)}&state=1`);
  const table = dataTable(page, 'credit-applications');
  await settledBody(table);
  await expect(tableRows(table).first().getByTestId('credit-use')).toHaveAttribute('data-over', '1');
});

for (const [lang, mode, width] of [
  ['en', 'dark', 390],
  ['cn', 'white', 800],
] as const) {
  test(`the credit page at ${width} px in ${lang} (${mode === 'dark' ? 'dark' : 'light'}): nothing overflows`, async ({
    page,
  }) => {
    await openConsoleAs(page, CREDIT, { lang, mode, width });
    const table = dataTable(page, 'credit-applications');
    await settledBody(table);
    await expect(tableRows(table).first()).toBeVisible();
    await expectNoOverflow(currentPage(page), {}, `${CREDIT} at ${width} px (${lang})`);
    await saveScreenshot(page, `credit-${lang}-${width}`);
    expect(await missingTranslations(page)).toEqual([]);
    if (lang === 'en') expect(await chineseOnEnglishPage(page)).toEqual([]);
    if (width === 800) expect(await seriousAxeViolations(page)).toEqual([]);

    await table.getByTestId('credit-apply').click();
    const dialog = page.getByTestId('credit-apply-dialog');
    await expect(dialog.getByTestId('credit-form-maxprice')).toBeVisible();
    await expectNoOverflow(dialog.locator('.ant-modal-container'), {}, `apply dialog at ${width} px (${lang})`);
    await dialog.getByRole('button', { name: lang === 'cn' ? /取 ?消/ : 'Cancel' }).click();
    await expect(dialog.getByTestId('credit-form-maxprice')).toBeHidden();

    const pending = tableRows(table)
      .filter({ has: page.getByTestId('credit-approve') })
      .first();
    await pending.getByTestId('credit-approve').click();
    const audit = page.getByTestId('credit-audit-dialog');
    await expect(audit.getByTestId('credit-audit-comment')).toBeVisible();
    await expectNoOverflow(audit.locator('.ant-modal-container'), {}, `approve dialog at ${width} px (${lang})`);
    expect(await missingTranslations(page)).toEqual([]);
    if (lang === 'en') expect(await chineseOnEnglishPage(page)).toEqual([]);
    await saveScreenshot(page, `credit-approve-${lang}-${width}`);
  });
}
