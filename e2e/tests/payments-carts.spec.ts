import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { api, money } from './dashboard-helpers';
import {
  buttonName,
  CARTS,
  dataTable,
  orderDrawer,
  PAYMENTS,
  pickOrder,
  settledBody,
  shanghaiDay,
  tableRows,
  chooseOption,
} from './order-helpers';

test.use(session('admin'));

/**
 * The payment list and the carts (issue 10 #4, #5, #8). The payment is recorded on an order in
 * production of branch 001 (no other spec changes 001's orders); the carts' abandon days are
 * changed in branch 002 and put back (no other spec reads 002's carts).
 */

const cents = (s: string) => Math.round(Number(s) * 100);
type Reconciliation = { total: { net: string; payments: number } };

test("record a payment from the payment list: the list, the day's reconciliation and the order follow", async ({
  page,
}) => {
  await openConsole(page);
  const target = await pickOrder(page, { status: '2', payState: 'unpaid,partial', amountMin: '100' });
  const day = shanghaiDay(0);
  const before = await api<Reconciliation>(page, '/api/Payment/Reconciliation', { day });

  await page.goto(`${PAYMENTS}?orderno=${target.orderno}`);
  const table = dataTable(page, 'payments');
  await settledBody(table);
  await table.getByTestId('record-payment-button').click();
  const ask = page.getByRole('dialog', { name: '登记收款' });
  await ask.getByRole('button', { name: buttonName('下一步') }).click();
  await expect(ask.getByText('请输入订单号')).toBeVisible();
  await ask.getByLabel('订单号').fill(target.orderno);
  await ask.getByRole('button', { name: buttonName('下一步') }).click();

  const form = page.getByTestId('payment-form');
  await expect(form.getByLabel('金额')).toHaveValue(((cents(target.amount) - cents(target.paid)) / 100).toFixed(2));
  await form.getByLabel('金额').fill('1.23');
  await chooseOption(form.getByLabel('支付方式'), '现金', { exact: true });
  await form.getByRole('button', { name: buttonName('登记收款') }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('.ant-message')).toContainText('收款已登记');

  // The list (filtered on the order) shows the new payment, recorded by this user.
  const row = tableRows(table)
    .filter({ hasText: '现金' })
    .filter({ hasText: '1.23' })
    .filter({ hasText: '上海管理员' });
  await expect(row).toHaveCount(1);

  // The day's reconciliation: one more payment, 1.23 more net.
  const after = await api<Reconciliation>(page, '/api/Payment/Reconciliation', { day });
  expect(after.total.payments).toBe(before.total.payments + 1);
  expect(cents(after.total.net)).toBe(cents(before.total.net) + 123);
  await table.getByTestId('reconciliation-button').click();
  const recon = page.getByTestId('reconciliation-dialog');
  await expect(recon.getByTestId('reconciliation-net')).toHaveText(money(after.total.net));
  await recon
    .getByRole('button', { name: buttonName('关闭') })
    .last()
    .click();

  // The order, opened from the row: paid 1.23 more.
  await row.getByTestId('payment-order').click();
  const drawer = await orderDrawer(page, target.orderno);
  await expect(drawer.getByTestId('detail-paid')).toHaveText(money(((cents(target.paid) + 123) / 100).toFixed(2)));
});

test.describe('branch 002', () => {
  test.use(session('admin', '002'));

  test('carts: only abandoned ones by the filter; the abandon days refuse a bad number, change, and are put back', async ({
    page,
  }) => {
    await openConsole(page);
    type Carts = { total: number; abandonDays: number };
    const start = await api<Carts>(page, '/api/Cart/List', { abandoned: 'yes' });
    await page.goto(`${CARTS}?abandoned=yes`);
    const table = dataTable(page, 'carts');
    const body = await settledBody(table);
    await expect(body).toHaveAttribute('data-total', String(start.total));
    await expect(tableRows(table).first()).toBeVisible();
    await expect(tableRows(table).filter({ hasNotText: '已放弃' })).toHaveCount(0);

    const setting = table.getByTestId('abandon-days');
    await expect(setting).toHaveText(`${start.abandonDays} 天未动视为放弃`);
    const setDays = async (text: string) => {
      await setting.click();
      const dialog = page.getByTestId('abandon-days-dialog');
      await dialog.getByLabel('天数').fill(text);
      await dialog.getByTestId('abandon-days-save').click();
      return dialog;
    };

    // 0 days: refused before anything is sent.
    const dialog = await setDays('0');
    await expect(dialog.getByText('请输入 1 至 365 的整数')).toBeVisible();
    await dialog.getByRole('button', { name: buttonName('取消') }).click();
    expect((await api<Carts>(page, '/api/Cart/List')).abandonDays).toBe(start.abandonDays);

    // Twice the days: fewer (or as many) carts count as abandoned, and the list follows.
    const longer = Math.min(365, start.abandonDays * 2);
    await setDays(String(longer));
    await expect(setting).toHaveText(`${longer} 天未动视为放弃`);
    const fewer = await api<Carts>(page, '/api/Cart/List', { abandoned: 'yes' });
    expect(fewer.total).toBeLessThanOrEqual(start.total);
    await expect(body).toHaveAttribute('data-total', String(fewer.total));

    // Put back.
    await setDays(String(start.abandonDays));
    await expect(setting).toHaveText(`${start.abandonDays} 天未动视为放弃`);
    await expect(body).toHaveAttribute('data-total', String(start.total));
  });
});
