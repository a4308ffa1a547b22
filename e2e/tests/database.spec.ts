import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { currentPage, saveScreenshot } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, settledBody, tableRows } from './order-helpers';
import { chineseOnEnglishPage, seriousAxeViolations } from './page-checks';

test.use(session('admin'));

/**
 * The database page (issue 15 #2): the platform owner's administrator reads the overview, finds
 * a table, sees the database's connections in the running-queries tab and the locks tab, in
 * Chinese at 1280 px and in English and dark mode at 390 px, with nothing overflowing and no
 * serious accessibility finding. A branch administrator is told who looks after the database,
 * and nothing of it is shown. (Cancelling a query needs a second connection to PostgreSQL that
 * is running something: modules/safeguard/database.test.ts does it.)
 */
const DATABASE = '/safeguard/database';

test('a branch administrator learns that the platform owner looks after the database, and sees nothing of it', async ({
  page,
}) => {
  await openConsole(page, DATABASE);
  await expect(currentPage(page).getByTestId('database-platform-only')).toContainText('数据库由平台总部维护');
  await expect(currentPage(page).getByTestId('database-page')).toHaveCount(0);
});

test.describe('the platform owner', () => {
  test.use(session('owner', '000'));

  for (const [lang, mode, width] of [
    ['cn', 'white', 1280],
    ['en', 'dark', 390],
  ] as const) {
    test(`the platform owner reads the database in ${lang} at ${width} px (${mode === 'dark' ? 'dark' : 'light'})`, async ({
      page,
    }) => {
      await openConsoleAs(page, DATABASE, { lang, mode, width });
      const view = currentPage(page);
      await expect(view.getByTestId('db-figure-version')).toContainText(/PostgreSQL \d+/);
      await expect(view.getByTestId('db-figure-objects')).toContainText(
        lang === 'en' ? /\d+ tables, \d+ indexes/ : /\d+ 张表，\d+ 个索引/,
      );

      // Tables, largest first; the biggest tables of the demo are the orders and their rollups.
      const tables = dataTable(page, 'db-tables');
      await settledBody(tables);
      await expect(tableRows(tables).first()).toBeVisible();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('tables');
      // The filter form sits above the table on a desktop, in a drawer at 800 px and narrower.
      if (width <= 800) await tables.getByTestId('filters-button').click();
      const panel = width <= 800 ? page.locator('.dt-filter-drawer') : tables;
      await panel
        .getByTestId('filter-form')
        .getByLabel(lang === 'en' ? 'Table' : '表名', { exact: true })
        .fill('orders');
      await panel.getByTestId('filter-apply').click();
      await expect(page).toHaveURL(/name=orders/);
      await settledBody(tables);
      await expect(tableRows(tables).filter({ hasText: /^orders/ })).toHaveCount(1);
      // At 800 px and narrower the drawer closed on Search.
      await expect(page.locator('.dt-filter-drawer .ant-drawer-close')).toBeHidden();
      await expectNoOverflow(view, {}, `database tables at ${width} px (${lang})`);
      expect(await seriousAxeViolations(page), `axe, database tables (${lang}, ${mode})`).toEqual([]);
      if (lang === 'en') expect(await chineseOnEnglishPage(page), 'Chinese on the English database page').toEqual([]);
      await saveScreenshot(page, `database-${lang}-${width}`);

      // The running queries: the console's own idle connections when idle ones are asked for.
      await view.getByRole('tab', { name: lang === 'en' ? 'Running queries' : '运行中的查询' }).click();
      await expect(page).toHaveURL(/tab=queries/);
      const queries = dataTable(page, 'db-queries');
      await settledBody(queries);
      await page.goto(`${DATABASE}?tab=queries&state=idle`);
      await settledBody(queries);
      await expect(tableRows(queries).first()).toBeVisible();
      await expect(tableRows(queries).first()).toContainText('idle');
      await expectNoOverflow(view, {}, `running queries at ${width} px (${lang})`);
      expect(await seriousAxeViolations(page), `axe, running queries (${lang}, ${mode})`).toEqual([]);

      await view.getByRole('tab', { name: lang === 'en' ? 'Locks' : '锁' }).click();
      await expect(page).toHaveURL(/tab=locks/);
      await settledBody(dataTable(page, 'db-locks'));
      expect(await seriousAxeViolations(page), `axe, locks (${lang}, ${mode})`).toEqual([]);
      if (lang === 'en') expect(await chineseOnEnglishPage(page), 'Chinese on the English locks tab').toEqual([]);
    });
  }
});
