import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { currentPage } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';

test.use(session('admin'));

/**
 * The year plan (issue 15 #4) on /plan/year-plan as 001/admin: a target set for the current month
 * of the branch line shows its completion against the demo orders at once, is saved, and after a
 * reload the server works out the same completion from the order rollup; at 390 px in dark mode
 * the month grid scrolls sideways with the month column in view and nothing else overflows.
 * The targets are chosen from the actual the server reports, so the expected completion is exact
 * whatever the demo's random orders.
 */

const ROUTE = '/plan/year-plan';
type Figures = {
  amount: string;
  orders: number;
  actualAmount: string;
  actualOrders: number;
  amountRate: string | null;
  ordersRate: string | null;
};
type Line = { salespersonId: number; version: number; months: (Figures & { month: number })[]; ytd: Figures };
type Plan = { year: number; ytdMonths: number; lines: Line[] };

/** The plan as the server answers it, with the console's session. */
async function readPlan(page: Page, year: number): Promise<Plan> {
  const u = await page.evaluate(() => JSON.parse(localStorage.getItem('bo-user') ?? '{}'));
  const res = await page.request.get('/api/Plan/YearPlan', {
    headers: { 'x-token': u.token, 'x-user-id': String(u.ID) },
    params: { year },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data as Plan;
}
/** "1234.50" × n in cents → "2469.00". */
const times = (money: string, n: bigint) => {
  const c = BigInt(money.replace('.', '')) * n;
  return `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
};

test('a target set for this month shows its completion against the demo orders, saved and worked out again by the server', async ({
  page,
}) => {
  await openConsole(page, ROUTE);
  const view = currentPage(page);
  await expect(view.getByTestId('plan-grid')).toBeVisible();
  const year = Number((await view.getByTestId('plan-year').innerText()).match(/\d{4}/)![0]);
  const before = await readPlan(page, year);
  const branch = before.lines[0];
  // The latest month to date with demo orders (this month, unless it has only just begun).
  const actual = branch.months
    .slice(0, before.ytdMonths)
    .reverse()
    .find((m) => m.actualOrders > 0)!;
  expect(actual).toBeDefined();
  const month = actual.month;

  // Targets of twice the amount and four times the orders: 50.00 % and 25.00 %.
  const amount = times(actual.actualAmount, 2n);
  const orders = actual.actualOrders * 4;
  await view.getByTestId(`plan-amount-${month}`).fill(amount);
  await view.getByTestId(`plan-orders-${month}`).fill(String(orders));
  await expect(view.getByTestId(`plan-amount-rate-${month}`)).toHaveText('50.00%');
  await expect(view.getByTestId(`plan-orders-rate-${month}`)).toHaveText('25.00%');
  await expect(view.getByTestId('plan-status')).toHaveText(/未保存/);

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Plan/SaveLine');
  await view.getByTestId('plan-save').click();
  expect((await (await saved).json()).code).toBe(0);
  await expect(view.getByTestId('plan-status')).toHaveText(/最后由 admin/);

  await page.reload();
  await expect(view.getByTestId(`plan-amount-${month}`)).toHaveValue(
    amount.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1'),
  );
  await expect(view.getByTestId(`plan-amount-rate-${month}`)).toHaveText('50.00%');
  const after = await readPlan(page, year);
  expect(after.lines[0].version).toBe(branch.version + 1);
  expect(after.lines[0].months[month - 1]).toMatchObject({ amount, orders, amountRate: '50.00', ordersRate: '25.00' });
  // Year to date on the card is the server's.
  await expect(view.getByTestId('plan-ytd-amount-rate')).toHaveText(
    after.lines[0].ytd.amountRate === null ? '—' : `${after.lines[0].ytd.amountRate}%`,
  );
});

test('at 390 px in dark mode the month grid scrolls sideways with the month column in view', async ({ page }) => {
  await openConsoleAs(page, ROUTE, { lang: 'en', mode: 'dark', width: 390 });
  const view = currentPage(page);
  const grid = view.getByTestId('plan-grid');
  await expect(grid).toBeVisible();
  await expect(view.getByTestId('plan-year')).toHaveText(/Year \d{4}/);
  const width = await grid.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
  expect(width.scroll).toBeGreaterThan(width.client);
  await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const first = view.getByTestId('plan-month-1').locator('th');
  const box = await first.boundingBox();
  const gridBox = await grid.boundingBox();
  expect(Math.abs(box!.x - gridBox!.x)).toBeLessThan(3);
  await expectNoOverflow(view);
});

test('the exported .xlsx imports back unchanged; a bad cell is listed and nothing is written', async ({ page }) => {
  await openConsole(page, ROUTE);
  const view = currentPage(page);
  await expect(view.getByTestId('plan-grid')).toBeVisible();
  const year = Number((await view.getByTestId('plan-year').innerText()).match(/\d{4}/)![0]);
  const before = await readPlan(page, year);
  const download = page.waitForEvent('download');
  await view.getByTestId('plan-export').click();
  const file = await (await download).path();

  const imported = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Plan/Import');
  await view.getByTestId('plan-import-file').setInputFiles({
    name: 'plan.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: fs.readFileSync(file),
  });
  const answer = (await (await imported).json()).data;
  expect(answer).toMatchObject({ written: true, errors: [] });
  const after = await readPlan(page, year);
  const targets = (p: Plan) =>
    p.lines
      .filter((l) => l.salespersonId === 0 || l.version > 0)
      .map((l) => [l.salespersonId, l.months.map((m) => [m.amount, m.orders])]);
  expect(targets(after)).toEqual(targets(before));
  expect(after.lines[0].version).toBe(before.lines[0].version + 1);

  // The same file with one amount made bad (the reader's rule: the text Excel shows).
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  book.worksheets[0].getCell('E3').value = 'abc';
  const bad = Buffer.from(await book.xlsx.writeBuffer());
  await view.getByTestId('plan-import-file').setInputFiles({
    name: 'bad.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bad,
  });
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('plan-import-error-list') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('plan-import-error-list')).toContainText('E3');
  expect((await readPlan(page, year)).lines[0].version).toBe(after.lines[0].version);
});
