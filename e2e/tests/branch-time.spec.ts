import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { dataTable, listOrders, orderDrawer, ORDERS, settledBody, tableRows, type OrderRow } from './order-helpers';

test.use(session('admin'));

/**
 * Times in the branch's zone (issue 34 #1): branch 001 keeps Asia/Shanghai (the server counts its
 * days there and numbers its orders by them). A browser in New York still shows an order's time
 * on the day its number carries, and says once that times are the branch's; a browser in
 * Shanghai says nothing. Read-only: branch 001's demo orders.
 */

/** "YYYY-MM-DD HH:mm" of an instant in Shanghai, worked out here, not by the page. */
const inShanghai = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The first order whose Shanghai day is not its New York day (placed before 13:00 in Shanghai, in winter). */
async function orderOnAnotherDay(page: import('@playwright/test').Page): Promise<OrderRow> {
  const { list } = await listOrders(page, { pageSize: '100' });
  const order = list.find(
    (o) =>
      new Date(o.created_at).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' }) !==
      new Date(o.created_at).toLocaleDateString('en-CA', { timeZone: 'America/New_York' }),
  );
  expect(order, 'a demo order placed on another day in New York than in Shanghai').toBeDefined();
  return order!;
}

test.describe('a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("lists an order at the branch's time, on the day of its number, and says the zone once", async ({ page }) => {
    await openConsole(page);
    const order = await orderOnAnotherDay(page);
    const shown = inShanghai(order.created_at);
    // The check can fail: this browser's own clock puts the order on another day.
    const local = await page.evaluate((iso) => new Date(iso).toLocaleDateString('en-CA'), order.created_at);
    expect(local).not.toBe(shown.slice(0, 10));
    // Its number carries the branch's day (the default format {branch}-{yyyy}{MM}{dd}-{seq}).
    expect(order.orderno).toContain(shown.slice(0, 10).replaceAll('-', ''));

    await page.goto(`${ORDERS}?orderno=${encodeURIComponent(order.orderno)}`);
    const table = dataTable(page, 'orders');
    await settledBody(table);
    const row = tableRows(table).filter({ hasText: order.orderno });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shown);

    await expect(page.getByTestId('branch-zone-note')).toHaveCount(1);
    await expect(page.getByTestId('branch-zone-note')).toHaveText('时间按分公司时区 Asia/Shanghai（UTC+8）显示');

    // The drawer too; and its head shows the order's states, nothing internal (no "版本 0").
    await row.getByTestId('order-open').click();
    const drawer = await orderDrawer(page, order.orderno);
    await expect(drawer.locator('.order-detail')).toContainText(shown);
    await expect(drawer.locator('.order-head')).not.toContainText(/版本|Version/);
  });
});

test.describe('a browser in Shanghai', () => {
  test.use({ timezoneId: 'Asia/Shanghai' });

  test('shows the same time and no note', async ({ page }) => {
    await openConsole(page);
    const order = await orderOnAnotherDay(page);
    await page.goto(`${ORDERS}?orderno=${encodeURIComponent(order.orderno)}`);
    const table = dataTable(page, 'orders');
    await settledBody(table);
    await expect(tableRows(table).filter({ hasText: order.orderno })).toContainText(inShanghai(order.created_at));
    await expect(page.getByTestId('branch-zone-note')).toHaveCount(0);
  });

  test('the order number filter says what it searches and points a client name to the client filter', async ({
    page,
  }) => {
    await openConsole(page, ORDERS);
    const filters = dataTable(page, 'orders').getByTestId('filter-form');
    const orderno = filters.getByTestId('filter-orderno');
    await expect(orderno).toHaveAttribute('placeholder', '订单号开头');
    // The client filter is the field right before it.
    const items = filters.locator('.ant-form-item-label label');
    const labels = await items.allInnerTexts();
    expect(labels[labels.indexOf('订单号') - 1]).toBe('客户');

    await orderno.fill('上海');
    await expect(filters.getByText('要找某个客户的订单，请用上方的“客户”筛选')).toBeVisible();
    await orderno.fill('001-2026');
    await expect(filters.getByText('要找某个客户的订单，请用上方的“客户”筛选')).toBeHidden();
  });
});
