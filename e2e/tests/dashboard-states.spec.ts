import { type Page } from '@playwright/test';
import { type ConsoleGuard, expect, failedResource, test } from './fixtures';
import { openConsole, session } from './sessions';

test.use(session('admin'));

/**
 * The console's states a user notices: the ranking refreshes itself every 60 s but not while
 * the browser tab is hidden; a skeleton while loading; the server's message on error; an empty
 * state; the frame's refresh button reloads the page's figures.
 */

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

/**
 * The push stream refused: a push (another file's new order, heard as the stream opens or later)
 * reads the figures again, which would race what a test counts or clicks.
 */
async function withoutPushStream(page: Page, consoleGuard: ConsoleGuard) {
  consoleGuard.allow(failedResource(503));
  await page.route(/\/api\/Push\/Stream(\?|$)/, (route) =>
    route.fulfill({ status: 503, json: { code: 1, msg: 'not in this test' } }),
  );
}

/**
 * Last month's ranking: it always has rows in the demo data (today's is empty when a run crosses
 * midnight in the branch's time zone after the data was made, this month's on the 1st).
 */
async function showLastMonth(page: Page) {
  await page.getByTestId('ranking').getByTestId('ranking-period').getByText('上月', { exact: true }).click();
  await expect(page.getByTestId('ranking-table')).toHaveAttribute('data-rankname', 'lastmonth');
}

test('the ranking refreshes every 60 s, and not while the browser tab is hidden', async ({ page, consoleGuard }) => {
  // Only the timer counted here (the clock may put the stream's opening inside the hidden minutes).
  await withoutPushStream(page, consoleGuard);
  await page.clock.install();
  // Answered calls: the clock is moved on only once a refresh has its answer, since minutes
  // jumped over a call in flight would time it out (a "no response" warning, a call lost).
  let calls = 0;
  page.on('requestfinished', (r) => {
    if (r.url().includes('/api/Reports/Ranking?') && r.url().includes('rankname=lastmonth')) calls++;
  });
  await openConsole(page);
  await showLastMonth(page);
  const table = page.getByTestId('ranking-table');
  await expect.poll(() => calls).toBe(1);

  await page.clock.fastForward(60_000);
  await expect.poll(() => calls).toBe(2);
  // No flicker: the rows stay while it refreshes.
  await expect(table).toHaveAttribute('data-rankname', 'lastmonth');
  await expect(page.getByTestId('ranking').getByTestId('skeleton')).toHaveCount(0);

  await setHidden(page, true);
  await page.clock.fastForward(180_000);
  await page.clock.runFor(1000);
  expect(calls).toBe(2);

  await setHidden(page, false);
  await page.clock.fastForward(60_000);
  await expect.poll(() => calls).toBeGreaterThanOrEqual(3);
});

test('a failed periodic refresh keeps the rows on screen without an error toast', async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedResource(500)); // the refresh made to fail
  await page.clock.install();
  await openConsole(page);
  await showLastMonth(page);
  const rows = page.getByTestId('ranking-table').getByTestId('ranking-jine');
  await expect(rows.first()).toBeVisible();
  const before = await rows.allInnerTexts();
  await page.route(
    (u) => u.pathname === '/api/Reports/Ranking',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 8, msg: '排行服务维护中', data: null }),
      }),
  );
  const failedRefresh = page.waitForResponse((r) => r.url().includes('/api/Reports/Ranking') && r.status() === 500);
  await page.clock.fastForward(60_000);
  await failedRefresh;
  // Asserting an absence: give a toast the time it would need to appear (the page's clock is ours).
  await page.clock.runFor(1000);
  // Counted once, not awaited: a toast would vanish by itself within seconds.
  expect(await page.getByText(/排行服务维护中|服务器错误/).count()).toBe(0);
  await expect(rows).toHaveText(before);
});

test('skeleton while loading, the server message on error with a retry, an empty ranking', async ({
  page,
  consoleGuard,
}) => {
  // The retry button is what reads the chart again here, not the stream's resync.
  await withoutPushStream(page, consoleGuard);
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  let failReport = true;
  await page.route(
    (u) => u.pathname === '/api/Reports/ReportData',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.route(
    (u) => u.pathname === '/api/Reports/Report',
    (route) =>
      failReport
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ code: 8, msg: '报表服务维护中', data: null }),
          })
        : route.continue(),
  );
  await page.route(
    (u) => u.pathname === '/api/Reports/Ranking',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, msg: 'ok', data: [] }),
      }),
  );
  await openConsole(page);
  const dash = page.getByTestId('dashboard-console');
  await expect(dash.getByTestId('skeleton').first()).toBeVisible();
  release();
  await expect(dash.getByTestId('card-odata')).toBeVisible();

  const chart = dash.getByTestId('chart');
  await expect(chart.getByTestId('load-error')).toContainText('报表服务维护中');
  failReport = false;
  await chart.getByRole('button', { name: /重\s?试/ }).click();
  await expect(chart.getByTestId('chart-box').locator('canvas')).toBeVisible();

  await expect(dash.getByTestId('ranking').getByText('该时段没有订单')).toBeVisible();
});

test('the refresh button of the frame fetches the figures again', async ({ page }) => {
  await openConsole(page);
  await expect(page.getByTestId('card-odata')).toBeVisible();
  const again = page.waitForRequest((r) => r.url().includes('/api/Reports/ReportData'));
  await page.getByTestId('refresh-page').click();
  await again;
  await expect(page.getByTestId('card-odata').getByTestId('card-total')).not.toHaveText('0');
});
