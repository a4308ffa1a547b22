import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { currentPage, saveScreenshot } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { CARTS, dataTable, ORDERS, PAYMENTS, settledBody, tableRows, openList } from './order-helpers';

test.use(session('admin'));

/**
 * The three order pages (issue 10 #1, #8) at 800 px and 390 px, in Chinese and English: the
 * filters move into a drawer, the table scrolls sideways with its checkboxes and key column fixed on
 * the left and each sum under its column, an empty list's words stay in sight, nothing overflows; a
 * screenshot of each. Reads branch 001 only.
 */

const PAGES = [
  { path: ORDERS, table: 'orders', name: 'orders', nothing: 'orderno=zzzz' },
  { path: PAYMENTS, table: 'payments', name: 'payments', nothing: 'orderno=zzzz' },
  { path: CARTS, table: 'carts', name: 'carts', nothing: 'client=zzzz' },
] as const;
const FILTERS = { cn: '筛选', en: 'Filters' } as const;

/** The key column's first cell stays put while the table scrolls to its right end. */
async function keyColumnStaysWhileScrolling(page: Page, table: ReturnType<typeof dataTable>) {
  const scroller = table.locator('.ant-table-content, .ant-table-body').first();
  const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll, 'the table is wider than the screen and scrolls').toBeGreaterThan(sizes.client);
  // The checkboxes (the order list has them) and the key column after them.
  const fixed = tableRows(table).first().locator('td:not(.ant-table-selection-column)').first();
  const cells = [tableRows(table).first().locator('td').first(), fixed];
  const before = await Promise.all(cells.map(async (c) => (await c.boundingBox())!));
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  for (const [i, cell] of cells.entries()) {
    const after = (await cell.boundingBox())!;
    expect(Math.abs(after.x - before[i].x), 'the key column (and the checkboxes) stay fixed').toBeLessThanOrEqual(1);
    await expect(cell).toBeInViewport();
  }
  await sumsUnderTheirColumns(table);
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
}

/** Each cell of the sums row starts where its column's header does (the checkboxes have an empty one). */
async function sumsUnderTheirColumns(table: ReturnType<typeof dataTable>) {
  const sums = table.getByTestId('summary-row');
  if ((await sums.count()) === 0) return;
  const lefts = (cells: Locator) =>
    cells.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
  const header = await lefts(table.locator('thead > tr:first-child > th'));
  expect(await lefts(sums.locator('td'))).toEqual(header);
}

/** A list that matches nothing, scrolled to its end: its words and the button that clears the filters stay in sight. */
async function emptyListInSight(page: Page, p: (typeof PAGES)[number]) {
  await page.goto(`${p.path}?${p.nothing}`);
  const table = dataTable(page, p.table);
  await settledBody(table);
  await table.locator('.ant-table-content').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table.locator('.ant-table-content')).not.toHaveJSProperty('scrollLeft', 0);
  await expect(table.locator('.ant-empty-description')).toBeInViewport({ ratio: 1 });
  await expect(table.locator('.ant-empty').getByRole('button')).toBeInViewport({ ratio: 1 });
}

for (const lang of ['cn', 'en'] as const) {
  for (const width of [800, 390]) {
    test(`order pages at ${width} px in ${lang}: filters in a drawer, the table scrolls with its key column fixed, nothing overflows`, async ({
      page,
    }) => {
      await openConsole(page);
      await page.evaluate((l) => localStorage.setItem('bo-language', l), lang);
      await page.setViewportSize({ width, height: 900 });
      for (const p of PAGES) {
        await test.step(p.name, async () => {
          const table = await openList(page, p.path, p.table);
          await expect(table.getByTestId('filters-button')).toContainText(FILTERS[lang]);

          // Filters: not above the table, in a drawer opened by the Filters button.
          await expect(table.locator('.dt-filters')).toHaveCount(0);
          await table.getByTestId('filters-button').click();
          const drawer = page.locator('.dt-filter-drawer');
          await expect(drawer.getByTestId('filter-form')).toBeVisible();
          await expectNoOverflow(drawer, {}, `${p.name} filters at ${width} px (${lang})`);
          await drawer.locator('.ant-drawer-close').click();
          await expect(drawer.getByTestId('filter-form')).toBeHidden();

          await keyColumnStaysWhileScrolling(page, table);
          await expectNoOverflow(currentPage(page), {}, `${p.name} at ${width} px (${lang})`);
          await saveScreenshot(page, `order-pages-${p.name}-${lang}-${width}`);
          if (width === 390) await emptyListInSight(page, p);
        });
      }
    });
  }
}
