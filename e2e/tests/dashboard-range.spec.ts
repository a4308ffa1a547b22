import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { HOME } from './console-helpers';
import { openConsole, openConsoleAs, session } from './sessions';
import { api, int, money } from './dashboard-helpers';
import { seriousAxeViolations } from './page-checks';

test.use(session('admin'));

/**
 * A custom range on the console (issue 37 #6): the chart's bars and the ranking's rows follow a
 * picked range and agree with the API's answer for it; the picker fits a phone in English.
 */

/** The demo branch's day (Asia/Shanghai) `n` days before today, YYYY-MM-DD. */
const day = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(Date.now() - n * 86_400_000);

type ChartRow = { dddate: string; dd_num: number; jine: string };
type RankRow = { guestcode: string };

const console_ = (page: Page) => page.getByTestId('dashboard-console');
const popup = (page: Page) => page.locator('.dash-range-popup:visible');

/** The ranking shows the API's clients for the range, in its order (read together: orders may arrive meanwhile). */
async function expectRanking(page: Page, ranking: Locator, from: string, to: string) {
  const table = ranking.getByTestId('ranking-table');
  await expect(table).toHaveAttribute('data-range', `${from}..${to}`);
  await expect(async () => {
    const rows = await api<RankRow[]>(page, '/api/Reports/Ranking', { from, to });
    const keys = await table
      .locator('tbody tr.ant-table-row')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key')));
    expect(keys).toEqual(rows.map((r) => r.guestcode));
  }).toPass({ timeout: 5_000 });
}

test('the chart follows a picked range of 3 days, bar by bar', async ({ page }) => {
  await openConsole(page);
  const chart = console_(page).getByTestId('chart');
  const box = chart.getByTestId('chart-box');
  await chart.getByTestId('chart-period').getByText('自选', { exact: true }).click();
  // First the last 7 days.
  await expect(box).toHaveAttribute('data-range', `${day(6)}..${day(0)}`);
  await expect(box).toHaveAttribute('data-periods', '7');

  await chart.getByRole('textbox', { name: '统计日期范围 开始日期' }).click();
  await popup(page)
    .locator(`td[title="${day(2)}"]`)
    .first()
    .click();
  await popup(page)
    .locator(`td[title="${day(0)}"]`)
    .first()
    .click();
  await expect(box).toHaveAttribute('data-range', `${day(2)}..${day(0)}`);
  await expect(box).toHaveAttribute('data-periods', '3');
  await expect(box.locator('canvas')).toBeVisible();

  // The middle bar's tooltip says the API's figures for that day.
  const canvas = box.locator('canvas').first();
  const size = (await canvas.boundingBox())!;
  await canvas.hover({ position: { x: size.width / 2, y: size.height / 2 } });
  await expect(async () => {
    const rows = await api<ChartRow[]>(page, '/api/Reports/Report', { from: day(2), to: day(0) });
    expect(rows.map((r) => r.dddate)).toEqual([day(2), day(1), day(0)]);
    const tip = box.locator('div', { hasText: `订单数: ${int(rows[1]!.dd_num)}` }).last();
    await expect(tip).toContainText(rows[1]!.dddate.slice(5), { timeout: 1_000 });
    await expect(tip).toContainText(`销售额: ${money(rows[1]!.jine)}`, { timeout: 1_000 });
  }).toPass({ timeout: 5_000 });
});

test('the ranking follows its own range and a quick range', async ({ page }) => {
  await openConsole(page);
  const ranking = console_(page).getByTestId('ranking');
  await ranking.getByTestId('ranking-period').getByText('自选', { exact: true }).click();
  await expectRanking(page, ranking, day(6), day(0));

  await ranking.getByRole('textbox', { name: '排行日期范围 开始日期' }).click();
  await popup(page).locator('.ant-picker-presets').getByText('本月', { exact: true }).click();
  await expectRanking(page, ranking, `${day(0).slice(0, 8)}01`, day(0));
});

test('at 390 px in English the picker shows one month, inside the screen', async ({ page }) => {
  await openConsoleAs(page, HOME, { lang: 'en', mode: 'white', width: 390, height: 844 });
  const ranking = console_(page).getByTestId('ranking');
  await ranking.getByTestId('ranking-period').getByText('Range', { exact: true }).click();
  await ranking.getByRole('textbox', { name: 'Ranking range Start date' }).click();
  await expect(popup(page).locator('.ant-picker-date-panel:visible')).toHaveCount(1);
  const r = (await popup(page).locator('.ant-picker-date-panel:visible').boundingBox())!;
  expect(r.x).toBeGreaterThanOrEqual(0);
  expect(r.x + r.width).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The month of the range's first day is the one shown. Its cell in that month, not the same day
  // drawn greyed at the start of the next month's panel (a range across the turn of a month).
  const firstDay = popup(page).locator(`td.ant-picker-cell-in-view[title="${day(6)}"]`);
  await firstDay.click();
  await firstDay.click();
  await expectRanking(page, ranking, day(6), day(6));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
