import { expect, type Locator, type Page } from '@playwright/test';
import { api } from './dashboard-helpers';

/**
 * Helpers of the order desk's journeys (issue 10 #8): the data table of /order/*, the order
 * drawer, and the API reads the tests compare the screen with.
 *
 * The journeys that change orders (states, payments, cancels that move the dashboard) sign in
 * to branch 002, which no other spec changes, and live in one file (its tests run in order on
 * one worker), so a parallel worker never sees a figure move under it.
 */

export const ORDERS = '/order/customerorder';
export const PAYMENTS = '/order/customerpaylist';
export const CARTS = '/order/customershopcart';

export type OrderRow = {
  id: number;
  orderno: string;
  guestcode: string;
  guestname: string;
  amount: string;
  paid: string;
  pay_state: string;
  status: number;
  version: number;
  created_at: string;
};
export type OrderEvent = { action: string; from: number | null; to: number; reason: string; by: string };
export type OrderDetail = OrderRow & {
  events: OrderEvent[];
  payments: { amount: string; reason: string; method: string }[];
  cancel_reason: string;
};
export type ListAnswer<R> = { list: R[]; total: number; summary: Record<string, unknown> };

/** Today and n days before, as the branch (Asia/Shanghai, the tests' time zone too) counts days. */
export function shanghaiDay(daysBefore = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() - daysBefore * 86_400_000),
  );
}

/** Posts to the API as the signed-in user (the session headers the console keeps in localStorage); returns the envelope. */
export async function apiPost(
  page: Page,
  url: string,
  body: Record<string, unknown>,
): Promise<{ code: number; msg: string; data: unknown }> {
  const u = await page.evaluate(() => JSON.parse(localStorage.getItem('bo-user') ?? '{}'));
  const res = await page.request.post(url, { headers: { 'x-token': u.token, 'x-user-id': String(u.ID) }, data: body });
  return res.json();
}

/** The shown column titles of a data table, in order (the checkbox column of batch actions is not a data column). */
export async function headerTitles(table: Locator): Promise<string[]> {
  const texts = await table.locator('.ant-table-thead th:not(.ant-table-selection-column)').allInnerTexts();
  return texts.map((t) => t.trim()).filter(Boolean);
}

/** The order list as the signed-in user's API answers it. */
export const listOrders = (page: Page, query: Record<string, string>) =>
  api<ListAnswer<OrderRow>>(page, '/api/Order/List', query);
export const orderDetail = (page: Page, id: number) => api<OrderDetail>(page, '/api/Order/Detail', { id: String(id) });

/** The first order the API lists for these filters (newest first); fails the test when there is none. */
export async function pickOrder(page: Page, query: Record<string, string>): Promise<OrderRow> {
  const { list } = await listOrders(page, query);
  expect(list.length, `an order for ${JSON.stringify(query)} in the demo data`).toBeGreaterThan(0);
  return list[0];
}

/** A data table (components/data-table) by its table id: orders, payments, carts. */
export const dataTable = (page: Page, id: string) => page.getByTestId(`table-${id}`);

/** The table's body once its rows are in (no call under way): its data-total is the filtered total. */
export async function settledBody(table: Locator): Promise<Locator> {
  const body = table.getByTestId('table-body');
  await expect(body).toHaveAttribute('data-loading', '');
  await expect(body).not.toHaveAttribute('data-total', '');
  return body;
}

/** The data rows of a table (not antd's measure row, not the summary). */
export const tableRows = (table: Locator) => table.locator('tbody tr.ant-table-row');

/** Goes to a list page and waits for its table's rows: the table. */
export async function openList(page: Page, where: string, tableId: string): Promise<Locator> {
  await page.goto(where);
  const table = dataTable(page, tableId);
  await settledBody(table);
  await expect(tableRows(table).first()).toBeVisible();
  return table;
}

/** The dropdown menu open now: not one still leaving (its motion's `-leave` classes) after another click. */
export const OPEN_MENU = '.ant-dropdown:visible:not([class*="-leave"])';

/**
 * Opens the dropdown menu `trigger` opens and picks `item` from it, then waits for what the item
 * opens (`opens`, a dialog or a drawer) to show. One click each, as a user makes them.
 */
export async function chooseFromMenu(trigger: Locator, item: string | RegExp, opens: Locator): Promise<void> {
  await trigger.click();
  // A text names the item exactly; a pattern allows more in its name (an icon's label before it).
  await trigger
    .page()
    .locator(OPEN_MENU)
    .getByRole('menuitem', { name: item, exact: typeof item === 'string' })
    .click();
  // An antd Modal's test id sits on its root, which has no box of its own: its dialog is what shows.
  await expect(opens.or(opens.getByRole('dialog')).filter({ visible: true }).first()).toBeVisible();
}

/** Picks `item` from the menu of a table row (its "more" button, `moreTestId`) and waits for what it opens. */
export const chooseFromRowMenu = (row: Locator, moreTestId: string, item: string, opens: Locator) =>
  chooseFromMenu(row.getByTestId(moreTestId), item, opens);

/**
 * The options of the open antd Select (or AutoComplete) `select` (its wrapper or its combobox): those
 * of the list its combobox names in aria-controls. Never "any visible dropdown": another select's
 * may still be closing, and an option clicked there changes that select.
 */
export async function optionsOf(select: Locator): Promise<Locator> {
  const page = select.page();
  const combobox = select.locator('xpath=descendant-or-self::*[@role="combobox"]').first();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const list = await combobox.getAttribute('aria-controls');
  return page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${list}"]`) })
    .locator('.ant-select-item-option');
}

/**
 * Opens the antd Select `select`, types `search` into it when given, picks the option holding
 * `text` (`exact`: whose whole text is `text`) and waits for the select to show it.
 */
export async function chooseOption(
  select: Locator,
  text: string,
  { search, exact = false }: { search?: string; exact?: boolean } = {},
): Promise<void> {
  await select.click();
  const options = await optionsOf(select);
  if (search) await select.page().keyboard.type(search);
  await options
    .filter({ hasText: exact ? new RegExp(`^${escapeRegExp(text)}$`) : text })
    .first()
    .click();
  const box = select.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")]').last();
  await expect(box).toContainText(text);
}

/** `text` as a pattern that matches exactly it. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URL search of the page as words (what the list call takes). */
export const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Opens the order list on exactly one order (its number is the filter) and opens its drawer. */
export async function openOrder(page: Page, orderno: string): Promise<Locator> {
  await page.goto(`${ORDERS}?orderno=${encodeURIComponent(orderno)}`);
  const table = dataTable(page, 'orders');
  await expect(tableRows(table)).toHaveCount(1);
  await tableRows(table).getByTestId('order-open').click();
  return orderDrawer(page, orderno);
}

/** The drawer of one order, shown with its number in the title and its details loaded. */
export async function orderDrawer(page: Page, orderno: string): Promise<Locator> {
  const drawer = page.getByRole('dialog').filter({ has: page.getByText(new RegExp(`^(订单|Order) ${orderno}$`)) });
  await expect(drawer.locator('.order-detail')).toBeVisible();
  return drawer;
}

/** Closes the drawer with its close button (Escape needs the focus inside it). */
export async function closeDrawer(drawer: Locator) {
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
}

/** Clicks a state change of the drawer that asks to confirm (a pop-over), and confirms it. */
export async function confirmAction(page: Page, drawer: Locator, action: string, label: string) {
  await drawer.getByTestId(`action-${action}`).click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: buttonName(label) })
    .click();
}

/** A button's accessible name: antd puts a space between the two characters of a two-character Chinese label ("退 款"). */
export const buttonName = (label: string) => new RegExp(`^${[...label].length === 2 ? [...label].join(' ?') : label}$`);

/** The version the drawer shows (data-version of its detail). */
export const drawerVersion = async (drawer: Locator) =>
  Number(await drawer.locator('.order-detail').getAttribute('data-version'));
