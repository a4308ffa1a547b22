import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { currentPage, saveScreenshot } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { CARTS, dataTable, ORDERS, PAYMENTS, tableRows, openList } from './order-helpers';

test.use(session('admin'));

/**
 * The three order pages (issue 10 #1, #8) at 800 px and 390 px, in Chinese and English: the
 * filters move into a drawer, the table scrolls sideways with its key column fixed on the left,
 * nothing overflows; a screenshot of each. Reads branch 001 only.
 */

const PAGES = [
  { path: ORDERS, table: 'orders', name: 'orders' },
  { path: PAYMENTS, table: 'payments', name: 'payments' },
  { path: CARTS, table: 'carts', name: 'carts' },
] as const;
const FILTERS = { cn: '筛选', en: 'Filters' } as const;

/** The key column's first cell stays put while the table scrolls to its right end. */
async function keyColumnStaysWhileScrolling(page: Page, table: ReturnType<typeof dataTable>) {
  const scroller = table.locator('.ant-table-content, .ant-table-body').first();
  const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll, 'the table is wider than the screen and scrolls').toBeGreaterThan(sizes.client);
  const key = tableRows(table).first().locator('td').first();
  const before = (await key.boundingBox())!;
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const after = (await key.boundingBox())!;
  expect(Math.abs(after.x - before.x), 'the key column stays fixed').toBeLessThanOrEqual(1);
  await expect(key).toBeInViewport();
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
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
        });
      }
    });
  }
}
