import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session, signedOut } from './sessions';
import { HOME } from './console-helpers';
import { launchOptions } from '../playwright.config';
import { layoutShift, recordLayoutShifts } from './layout-shifts';

test.use(session('admin'));

// With scrollbars, as on a desktop: the page growing taller than the window must not move anything.
test.use({ launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

/**
 * The console's first load (issue 9 #4, #5): nothing moves while it fills in, and nothing waits
 * for something it does not need. See docs/decisions/0044-no-layout-shift-on-the-console.md
 * and docs/decisions/0042-route-loader-starts-everything.md.
 */

/**
 * The console with every block filled in: figures, the drawn chart, the ranking's rows (or its
 * empty state: today's ranking is empty when the run crosses midnight in the branch's time zone
 * after the demo data was made).
 */
async function consoleComplete(page: Page) {
  const dash = page.getByTestId('dashboard-console');
  await expect(dash.getByTestId('card-odata').getByTestId('card-today')).toBeVisible();
  // On a phone the chart and the ranking lie below the cards and are drawn as the user scrolls to them.
  await dash.getByTestId('chart').scrollIntoViewIfNeeded();
  await expect(dash.getByTestId('chart-box').locator('canvas')).toBeVisible();
  await dash.getByTestId('ranking').scrollIntoViewIfNeeded();
  await expect(
    dash
      .getByTestId('ranking-table')
      .locator('tbody tr')
      .first()
      .or(dash.getByTestId('ranking').getByText('该时段没有订单')),
  ).toBeVisible();
  // The count-up runs 1.5 s; late shifts (fonts, images, a late block) would show by then.
  await page.waitForTimeout(2000);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the console fills in without moving, at ${viewport.width}×${viewport.height} (CLS ≤ 0.05)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await openConsole(page);
    // The next load of a console address with the stored session: the cases users meet most
    // (a new browser tab, a reload, a bookmark), the browser's cache warm.
    await page.goto(HOME);
    await consoleComplete(page);
    const { value, shifts } = await layoutShift(page);
    expect(value, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
  });
}

test.describe('signed out', () => {
  test.use(signedOut);

  test('right after signing in, the console fills in without moving (CLS ≤ 0.05)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await recordLayoutShifts(page);
    await page.goto('/login');
    await page.getByLabel(/分公司编码|Branch code/).fill('001');
    await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill('admin');
    await page.getByLabel(/^(密码|Password)$/).fill('admin123');
    // Only the shifts from the sign-in button on: the sign-in page's own are not the console's.
    await page.evaluate(() => void ((window as unknown as { __shifts: unknown[] }).__shifts.length = 0));
    await page.getByRole('button', { name: /^(登 ?录|Sign in)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    await consoleComplete(page);
    const { value, shifts } = await layoutShift(page);
    expect(value, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
  });
});

/** When each request of the page started and when its answer was complete, in ms since the first. */
function requestLog(page: Page) {
  const t0 = Date.now();
  const started = new Map<Request, number>();
  const done = new Map<Request, number>();
  page.on('request', (r) => started.set(r, Date.now() - t0));
  page.on('requestfinished', (r) => done.set(r, Date.now() - t0));
  const find = (test: (url: URL) => boolean) => {
    const r = [...started.keys()].find((q) => test(new URL(q.url())));
    if (!r) throw new Error('request not made');
    return { start: started.get(r)!, end: done.get(r) ?? Infinity };
  };
  return { find, all: () => [...started].map(([r, t]) => `${t} ${new URL(r.url()).pathname}`) };
}

test("no waterfall: the menu call, the page's code and the console's calls start together", async ({ page }) => {
  await openConsole(page);
  const manifest = (await (await page.request.get('/.vite/manifest.json')).json()) as Record<string, { file: string }>;
  const consoleChunk = `/${manifest['src/pages/dashboard/console/index.tsx'].file}`;

  // The menu's answer and the page's code are held back, so anything that waited for either
  // would start visibly late: the console's calls must all start before either arrives.
  const HOLD_MS = 1500;
  const hold = (route: import('@playwright/test').Route) => setTimeout(() => void route.continue(), HOLD_MS);
  await page.route((u) => u.pathname === '/api/LAdmin/Get_UserMenus', hold);
  await page.route((u) => u.pathname === consoleChunk, hold);

  const log = requestLog(page);
  await page.goto(HOME);
  await consoleComplete(page);

  const menu = log.find((u) => u.pathname === '/api/LAdmin/Get_UserMenus');
  const chunk = log.find((u) => u.pathname === consoleChunk);
  const calls = ['/api/Reports/ReportData', '/api/Reports/Report', '/api/Reports/Ranking'].map((p) => ({
    p,
    ...log.find((u) => u.pathname === p),
  }));
  const detail = `requests (ms): ${log.all().join(', ')}`;
  if (process.env.E2E_REPORT) console.log(detail);
  const firstAnswer = Math.min(menu.end, chunk.end);
  expect(firstAnswer, detail).toBeGreaterThanOrEqual(HOLD_MS);
  // The page's code and the menu call are asked for together (not one after the other)…
  expect(Math.max(menu.start, chunk.start), detail).toBeLessThan(firstAnswer);
  // …and so are the console's first calls: before the page's code and before the menu's answer.
  for (const c of calls) expect(c.start, `${c.p}: ${detail}`).toBeLessThan(firstAnswer);
});

test("a list page opened in a new tab: its list call starts once the menu answers, not after the page's code", async ({
  page,
}) => {
  // A new tab: no menu kept in its session storage, so the page's calls wait for the menu's answer.
  const manifest = (await (await page.request.get('/.vite/manifest.json')).json()) as Record<string, { file: string }>;
  const pageChunk = `/${manifest['src/pages/system/log/index.tsx'].file}`;
  // The page's code is held for 3 s: a call that waited for it starts visibly late.
  await page.route(
    (u) => u.pathname === pageChunk,
    (route) => setTimeout(() => void route.continue(), 3000),
  );

  const log = requestLog(page);
  await page.goto('/system/log');
  await expect(page.getByTestId('oplog-page').locator('.ant-table')).toBeVisible();

  const code = log.find((u) => u.pathname === pageChunk);
  const menu = log.find((u) => u.pathname === '/api/LAdmin/Get_UserMenus');
  const list = log.find((u) => u.pathname === '/api/System/OperationLog');
  const detail = `requests (ms): ${log.all().join(', ')}`;
  expect(code.end, detail).toBeGreaterThanOrEqual(3000);
  expect(list.start, detail).toBeGreaterThanOrEqual(menu.end);
  expect(list.start, detail).toBeLessThan(code.end);
});

test('a list on a phone: the filter drawer’s code is asked for only once the first rows are drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const manifest = (await (await page.request.get('/.vite/manifest.json')).json()) as Record<string, { file: string }>;
  const filtersChunk = `/${manifest['src/pages/order/customerorder/order-filters.tsx'].file}`;
  // When the first row enters the page, on the page's own clock (the one resource timings use).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('tr.ant-table-row')) return;
      (window as { rowsAt?: number }).rowsAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/order/customerorder');
  await expect(page.getByTestId('orders-page').locator('tr.ant-table-row').first()).toBeVisible();
  const asked = await page.waitForFunction((chunk) => {
    const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === chunk);
    return entry && { at: entry.startTime, rowsAt: (window as { rowsAt?: number }).rowsAt };
  }, filtersChunk);
  const { at, rowsAt } = (await asked.jsonValue())!;
  expect(at).toBeGreaterThan(rowsAt!);
});
