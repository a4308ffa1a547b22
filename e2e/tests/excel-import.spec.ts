import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { currentPage } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, settledBody, tableRows } from './order-helpers';
import { chineseOnEnglishPage, seriousAxeViolations } from './page-checks';
import { clientSheet } from './sheets';

test.use(session('admin'));

/**
 * The client import (issue 15 #5) on /widget/excel as 001/admin: a sheet made here with exceljs,
 * five rows of which three are bad (a company left out, an e-mail that is none and credit days
 * that are words, a name repeated from an earlier row); the check lists them by row and cell, the
 * import (a job, issue 40) writes the two valid rows, and the first is found in the client list.
 * Names are unique per run.
 */

test('a sheet with three bad rows lists them by row and cell; the valid rows are imported and found in the client list', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const good = `E2E导入${stamp}`;
  const file = await clientSheet([
    ['客户名称', '公司全称', '手机', '邮箱', '信用天数'],
    [good, `${good}有限公司`, '13900000001', 'one@example.com', 30],
    [`${good}缺公司`, null, '13900000002', null, 10],
    [`${good}乙`, `${good}乙有限公司`, '13900000003', 'not-an-email', '很多'],
    [`${good}丙`, `${good}丙有限公司`, null, null, null],
    [good, '重复有限公司', null, null, null],
  ]);

  await openConsole(page, '/widget/excel');
  const view = currentPage(page);
  const card = view.getByTestId('excel-import');
  await expect(card).toBeVisible();
  await card.getByTestId('excel-input').setInputFiles({
    name: 'clients.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });

  // The headers were recognised: every column mapped to its field.
  await expect(card.getByTestId('excel-file')).toContainText('clients.xlsx');
  await expect(card.getByTestId('excel-map-A')).toContainText('客户名称');
  await expect(card.getByTestId('excel-map-B')).toContainText('公司全称');
  await expect(card.getByTestId('excel-map-E')).toContainText('信用天数');
  await expect(card.getByTestId('excel-missing')).toHaveCount(0);

  await card.getByTestId('excel-check').click();
  await expect(card.getByTestId('excel-checked')).toContainText('5 行中有 2 行有效，3 行有错误');
  const errors = card.getByTestId('excel-errors').locator('tbody tr.ant-table-row');
  await expect(errors).toHaveCount(4);
  const rowOf = async (i: number) => (await errors.nth(i).locator('td').allInnerTexts()).map((s) => s.trim());
  expect(await rowOf(0)).toEqual(['3', 'B3 公司全称', '公司全称', '公司全称 必须填写']);
  expect((await rowOf(1)).slice(0, 3)).toEqual(['4', 'D4 邮箱', '邮箱']);
  expect((await rowOf(2)).slice(0, 3)).toEqual(['4', 'E4 信用天数', '信用天数']);
  expect(await rowOf(3)).toEqual(['6', `A6 客户名称`, '客户名称', `与第 2 行的客户名称「${good}」重复`]);

  // Write the valid rows (the default choice).
  await expect(
    card.getByTestId('excel-mode').getByRole('radio', { name: '只写入有效的行（跳过有错误的行）' }),
  ).toBeChecked();
  await card.getByTestId('excel-start').click();
  const result = card.getByTestId('excel-result');
  await expect(result).toContainText('已写入 2 个客户。');
  await expect(result.getByTestId('excel-errors').locator('tbody tr.ant-table-row')).toHaveCount(4);

  // The written clients, in the client list (found by the run's name, which both valid rows start with:
  // the job's outcome names no customer number).
  await result.getByTestId('excel-to-list').click();
  await expect(page).toHaveURL(/\/user\/account\?.*tab=clients/);
  const table = dataTable(page, 'clients');
  await settledBody(table);
  await table.getByTestId('filter-form').getByLabel('搜索', { exact: true }).fill(good);
  await table.getByTestId('filter-form').getByTestId('filter-apply').click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(good)}`));
  await expect(await settledBody(table)).toHaveAttribute('data-total', '2');
  await expect(tableRows(table).filter({ hasText: `${good}丙` })).toHaveCount(1);
});

test('in English, dark, at 390 px: the mapping and the errors read well and fit; the check writes nothing', async ({
  page,
}) => {
  const file = await clientSheet([
    ['Customer name', 'Company name', 'Mobile', 'Remarks'],
    ['Narrow One', null, '13900000001', 'x'],
  ]);
  await openConsoleAs(page, '/widget/excel', { lang: 'en', mode: 'dark', width: 390 });
  const card = currentPage(page).getByTestId('excel-import');
  await card.getByTestId('excel-input').setInputFiles({
    name: 'narrow.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(card.getByTestId('excel-map-A')).toContainText('Customer name');
  // An unknown header is left out until the user maps it.
  await expect(card.getByTestId('excel-map-D')).toContainText('Ignore');
  await card.getByTestId('excel-check').click();
  await expect(card.getByTestId('excel-checked')).toContainText('Valid rows: 0 of 1; rows with errors: 1.');
  await expect(card.getByTestId('excel-errors')).toContainText('Company name is required');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await chineseOnEnglishPage(page)).toEqual([]);
  await expectNoOverflow(currentPage(page), {}, 'excel import at 390 px');
});
