import { expect, failedResource, test } from './fixtures';
import { openConsole, session } from './sessions';
import { api, int, money } from './dashboard-helpers';
import {
  buttonName,
  closeDrawer,
  confirmAction,
  dataTable,
  drawerVersion,
  openOrder,
  orderDetail,
  orderDrawer,
  ORDERS,
  pickOrder,
  searchOf,
  settledBody,
  shanghaiDay,
  tableRows,
  listOrders,
  chooseOption,
  optionsOf,
} from './order-helpers';

test.use(session('admin', '002'));

/**
 * The order desk's journeys (issue 10 #8) on /order/customerorder, against the real server:
 * find an order by client and date, move it through its states, cancel and restore, a stale
 * change refused, payments and refunds from the drawer, the dashboard following a cancel.
 *
 * Every test here changes orders, so they all run in branch 002 (no other spec changes it) and
 * in this one file (one worker, in order); each picks the order it changes from the API at its
 * start, never one another test left behind.
 */

const ADMIN = '杭州管理员';

test('find an order by client (autocomplete) and date range (preset), and open it', async ({ page }) => {
  await openConsole(page);
  // A placed order of the last seven days (the date preset below) and its client.
  const target = await pickOrder(page, { status: '0', from: shanghaiDay(6), to: shanghaiDay(0) });

  await page.goto(ORDERS);
  const table = dataTable(page, 'orders');
  const filters = table.getByTestId('filter-form');
  // The client by the autocomplete: part of the name, then the offered client.
  const client = filters.getByLabel('客户', { exact: true });
  await client.fill(target.guestname.slice(0, -1));
  await (await optionsOf(client)).filter({ hasText: target.guestcode }).click();
  // The date range by its preset "last 7 days".
  await filters.getByPlaceholder('开始日期').click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-presets').getByText('近7天', { exact: true }).click();
  await filters.getByTestId('filter-apply').click();

  await expect(page).toHaveURL(new RegExp(`client=${target.guestcode}`));
  const words = searchOf(page);
  expect(words).toMatchObject({ client: target.guestcode, from: shanghaiDay(6), to: shanghaiDay(0) });
  // The table shows the server's total for the same words, and every row is the client's.
  const found = await listOrders(page, words);
  const body = await settledBody(table);
  await expect(body).toHaveAttribute('data-total', String(found.total));
  await expect(tableRows(table)).toHaveCount(Math.min(found.total, 10));
  await expect(tableRows(table).filter({ hasNotText: target.guestname })).toHaveCount(0);
  await expect(table.getByTestId('filters-button')).toHaveText('筛选（2）'); // the client and the date range

  await tableRows(table).filter({ hasText: target.orderno }).getByTestId('order-open').click();
  const drawer = await orderDrawer(page, target.orderno);
  await expect(drawer.locator('.order-head')).toContainText('已下单');
});

test('move an order from placed to completed, with a tracking number, the history in the drawer', async ({ page }) => {
  await openConsole(page);
  const target = await pickOrder(page, { status: '0' });
  const earlier = (await orderDetail(page, target.id)).events.length;
  const drawer = await openOrder(page, target.orderno);
  const table = dataTable(page, 'orders');

  const tracking = `SF${Date.now()}`;
  await confirmAction(page, drawer, 'confirm', '确认订单');
  await expect(drawer.locator('.order-head')).toContainText('已确认');
  await confirmAction(page, drawer, 'produce', '开始生产');
  await expect(drawer.locator('.order-head')).toContainText('生产中');
  await drawer.getByTestId('action-ship').click();
  const ship = page.getByRole('dialog', { name: `订单 ${target.orderno} 发货` });
  await ship.getByLabel('快递单号').fill(tracking);
  await ship.getByRole('button', { name: buttonName('发货') }).click();
  await expect(ship).toBeHidden();
  await expect(drawer.getByTestId('detail-tracking')).toHaveText(tracking);
  await confirmAction(page, drawer, 'complete', '完成');
  await expect(drawer.locator('.order-head')).toContainText('已完成');
  // Completed: no move is left to offer.
  await expect(drawer.getByTestId('order-actions')).toHaveCount(0);

  // The history, newest first, with who did it.
  const history = drawer.getByTestId('detail-history').locator('.ant-timeline-item');
  await expect(history).toHaveCount(earlier + 4);
  await expect(history.nth(0)).toContainText('完成 · 已发货 → 已完成');
  await expect(history.nth(1)).toContainText('发货 · 生产中 → 已发货');
  await expect(history.nth(2)).toContainText('开始生产 · 已确认 → 生产中');
  await expect(history.nth(3)).toContainText('确认 · 已下单 → 已确认');
  for (let i = 0; i < 4; i++) await expect(history.nth(i)).toContainText(ADMIN);
  await expect(history.last()).toContainText('下单');

  // The list behind the drawer follows.
  await closeDrawer(drawer);
  await expect(tableRows(table).filter({ hasText: target.orderno })).toContainText('已完成');
  const after = await orderDetail(page, target.id);
  expect(after.status).toBe(4);
  expect(after.version).toBe(target.version + 4);
});

test('cancel needs a reason and shows it in the history; a restore puts the order back where it was', async ({
  page,
}) => {
  await openConsole(page);
  const target = await pickOrder(page, { status: '0', sort: 'amount', order: 'asc' });
  const drawer = await openOrder(page, target.orderno);

  await drawer.getByTestId('action-cancel').click();
  const dialog = page.getByRole('dialog', { name: `取消订单 ${target.orderno}` });
  await dialog.getByRole('button', { name: buttonName('取消订单') }).click();
  await expect(dialog.getByText('请填写取消原因')).toBeVisible();
  expect((await orderDetail(page, target.id)).status).toBe(0);

  const reason = `客户改稿，重新下单 ${Date.now()}`;
  await dialog.getByLabel('原因').fill(reason);
  await dialog.getByRole('button', { name: buttonName('取消订单') }).click();
  await expect(dialog).toBeHidden();
  await expect(drawer.locator('.order-head')).toContainText('已取消');
  await expect(drawer.getByText(reason, { exact: true }).first()).toBeVisible();
  const history = drawer.getByTestId('detail-history').locator('.ant-timeline-item');
  await expect(history.first()).toContainText('取消 · 已下单 → 已取消');
  await expect(history.first()).toContainText(`原因：${reason}`);
  // A cancelled order takes no payment.
  await expect(drawer.getByTestId('record-payment')).toHaveCount(0);

  await confirmAction(page, drawer, 'restore', '恢复订单');
  await expect(drawer.locator('.order-head')).toContainText('已下单');
  await expect(history.first()).toContainText('恢复 · 已取消 → 已下单');
  const after = await orderDetail(page, target.id);
  expect(after).toMatchObject({ status: 0, cancel_reason: '', version: target.version + 2 });
});

test('a change made meanwhile in another tab: the stale one is refused with a clear message, nothing overwritten', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(409));
  await openConsole(page);
  const target = await pickOrder(page, { status: '1' });
  const mine = await openOrder(page, target.orderno);
  const seen = await drawerVersion(mine);

  // A colleague (another tab) puts the order into production first.
  const other = await context.newPage();
  const theirs = await openOrder(other, target.orderno);
  await confirmAction(other, theirs, 'produce', '开始生产');
  await expect(theirs.locator('.order-head')).toContainText('生产中');
  await other.close();

  // This tab still shows the confirmed order and offers to cancel it: refused, and reloaded.
  await expect(mine.locator('.order-head')).toContainText('已确认');
  await mine.getByTestId('action-cancel').click();
  const dialog = page.getByRole('dialog', { name: `取消订单 ${target.orderno}` });
  await dialog.getByLabel('原因').fill('客户不要了');
  await dialog.getByRole('button', { name: buttonName('取消订单') }).click();
  await expect(page.locator('.ant-message').getByText('该订单已被他人修改，请刷新后重试')).toBeVisible();
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: buttonName('关闭') })
    .click();
  await expect(mine.locator('.order-head')).toContainText('生产中');
  expect(await drawerVersion(mine)).toBe(seen + 1);

  // Nothing was overwritten: one move, the colleague's.
  const after = await orderDetail(page, target.id);
  expect(after.status).toBe(2);
  expect(after.cancel_reason).toBe('');
  expect(after.events.filter((e) => e.action === 'produce' || e.action === 'cancel').slice(-1)).toEqual([
    expect.objectContaining({ action: 'produce', from: 1, to: 2 }),
  ]);
  expect(after.version).toBe(target.version + 1);
});

test('a payment and a refund from the drawer: paid amount and payment state follow, too much is refused', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(409));
  await openConsole(page);
  const target = await pickOrder(page, { status: '0', payState: 'unpaid', amountMin: '100' });
  const cents = (s: string) => Math.round(Number(s) * 100);
  const fmt = (c: number) => money((c / 100).toFixed(2));
  const amount = cents(target.amount);
  const drawer = await openOrder(page, target.orderno);
  await expect(drawer.getByTestId('detail-paid')).toHaveText('0.00');

  // More than is outstanding: the server refuses, the form says so, nothing is recorded.
  await drawer.getByTestId('record-payment').click();
  let form = page.getByTestId('payment-form');
  await expect(form.getByLabel('金额')).toHaveValue((amount / 100).toFixed(2));
  await form.getByLabel('金额').fill(((amount + 1) / 100).toFixed(2));
  await form.getByRole('button', { name: buttonName('登记收款') }).click();
  await expect(form.getByTestId('payment-refused')).toContainText(`收款金额超过未付金额 ${(amount / 100).toFixed(2)}`);
  expect((await orderDetail(page, target.id)).payments).toHaveLength(0);

  // A deposit of 50.00 by bank transfer.
  await form.getByLabel('金额').fill('50.00');
  await chooseOption(form.getByLabel('支付方式'), '银行转账', { exact: true });
  await form.getByLabel('流水号').fill(`E2E${Date.now()}`);
  await form.getByRole('button', { name: buttonName('登记收款') }).click();
  await expect(form).toBeHidden();
  await expect(drawer.getByTestId('detail-paid')).toHaveText('50.00');
  await expect(drawer.locator('.order-head')).toContainText('部分付款');
  await expect(drawer.getByTestId('detail-payments')).toContainText('银行转账');

  // A refund of 20.00 needs its reason.
  await drawer.getByTestId('record-refund').click();
  form = page.getByTestId('refund-form');
  await expect(form.getByLabel('金额')).toHaveValue('50.00');
  await form.getByLabel('金额').fill('20.00');
  await form.getByRole('button', { name: buttonName('退款') }).click();
  await expect(form.getByText('请填写退款原因')).toBeVisible();
  const reason = `印刷色差，部分退款 ${Date.now()}`;
  await form.getByLabel('原因').fill(reason);
  await form.getByRole('button', { name: buttonName('退款') }).click();
  await expect(form).toBeHidden();
  await expect(drawer.getByTestId('detail-paid')).toHaveText('30.00');
  await expect(drawer.getByTestId('detail-payments')).toContainText('-20.00');

  // The rest: prefilled with what is outstanding, then paid in full.
  await drawer.getByTestId('record-payment').click();
  form = page.getByTestId('payment-form');
  await expect(form.getByLabel('金额')).toHaveValue(((amount - 3000) / 100).toFixed(2));
  await form.getByRole('button', { name: buttonName('登记收款') }).click();
  await expect(form).toBeHidden();
  await expect(drawer.getByTestId('detail-paid')).toHaveText(fmt(amount));
  await expect(drawer.locator('.order-head')).toContainText('已付清');
  await expect(drawer.getByTestId('record-payment')).toHaveCount(0);

  const after = await orderDetail(page, target.id);
  expect(after).toMatchObject({ paid: target.amount, pay_state: 'paid' });
  expect(after.payments.map((p) => [p.amount, p.reason])).toEqual(
    expect.arrayContaining([
      ['50.00', ''],
      ['-20.00', reason],
      [((amount - 3000) / 100).toFixed(2), ''],
    ]),
  );
  // The row of the list shows the same.
  await closeDrawer(drawer);
  const row = tableRows(dataTable(page, 'orders')).filter({ hasText: target.orderno });
  await expect(row).toContainText(fmt(amount) + fmt(amount));
  await expect(row).toContainText('已付清');
});

test('the dashboard follows a cancel at once, and the restore', async ({ page }) => {
  await openConsole(page);
  type Figures = { odata: { today: number; total: number }; tdata: { today: string; total: string } };
  const figures = () => api<Figures>(page, '/api/Reports/ReportData');
  const ordersCard = page.getByTestId('card-odata');
  const before = await figures();
  await expect(ordersCard.getByTestId('card-total')).toHaveText(int(before.odata.total));

  // Today's newest placed order, if any (it moves today's cards too), else any placed order.
  const today = await listOrders(page, { status: '0', from: shanghaiDay(0) });
  const target = today.list[0] ?? (await pickOrder(page, { status: '0' }));
  const isToday = today.list.length > 0;
  const drawer = await openOrder(page, target.orderno);
  await drawer.getByTestId('action-cancel').click();
  const dialog = page.getByRole('dialog', { name: `取消订单 ${target.orderno}` });
  await dialog.getByLabel('原因').fill('重复下单');
  await dialog.getByRole('button', { name: buttonName('取消订单') }).click();
  await expect(drawer.locator('.order-head')).toContainText('已取消');

  // Back on the console (its tab), without reloading: one order less, its amount off the sales.
  await closeDrawer(drawer);
  await page.getByTestId('work-tab').filter({ hasText: '主控台' }).click();
  const cancelled = await figures();
  expect(cancelled.odata.total).toBe(before.odata.total - 1);
  expect(Math.round(Number(cancelled.tdata.total) * 100)).toBe(
    Math.round((Number(before.tdata.total) - Number(target.amount)) * 100),
  );
  await expect(ordersCard.getByTestId('card-total')).toHaveText(int(cancelled.odata.total));
  if (isToday) {
    expect(cancelled.odata.today).toBe(before.odata.today - 1);
    await expect(ordersCard.getByTestId('card-today')).toHaveText(int(cancelled.odata.today));
    await expect(page.getByTestId('card-tdata').getByTestId('card-today')).toHaveText(money(cancelled.tdata.today));
  }

  // Restored from the orders tab: the figures come back.
  await page.getByTestId('work-tab').filter({ hasText: '客户订单' }).click();
  await tableRows(dataTable(page, 'orders')).getByTestId('order-open').click();
  const again = await orderDrawer(page, target.orderno);
  await confirmAction(page, again, 'restore', '恢复订单');
  await expect(again.locator('.order-head')).toContainText('已下单');
  await closeDrawer(again);
  await page.getByTestId('work-tab').filter({ hasText: '主控台' }).click();
  await expect(ordersCard.getByTestId('card-total')).toHaveText(int(before.odata.total));
});
