import fs from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { openConsole, openConsoleAs, session } from './sessions';
import { currentPage } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage } from './page-checks';
import { dataTable, ORDERS, settledBody } from './order-helpers';
import { clientSheet } from './sheets';

test.use(session('admin'));

/**
 * Long work as jobs (issue 40), as 001/admin: an order export started, its page closed, and the
 * file downloaded later from the bell's Jobs tab of another page; a client import with bad rows
 * run as a job ("import the good rows"), its counts and its error sheet read back with exceljs;
 * the Jobs tab in English, dark, at 390 px. Exports only read orders of 001; the imported clients
 * have names unique to the run.
 */

/** Opens the bell's panel on its Jobs tab. */
async function openJobsTab(page: Page) {
  await page.getByTestId('notice-button').click();
  const panel = page.getByTestId('notice-panel');
  await panel.getByTestId('notice-tab-jobs').click();
  return panel;
}

test('an export started, its page closed: the job goes on and its file downloads from the Jobs tab', async ({
  page,
  context,
}) => {
  await openConsole(page, `${ORDERS}?status=4&amountMin=1000`);
  const table = dataTable(page, 'orders');
  await settledBody(table);
  const started = page.waitForResponse((r) => r.url().includes('/api/Job/Start'));
  await table.getByTestId('export-button').click();
  const body = (await (await started).json()) as { code: number; data: { id: number } };
  expect(body.code).toBe(0);
  const id = body.data.id;
  // The dialog follows the job…
  await expect(page.getByRole('dialog', { name: '导出为 Excel' })).toBeVisible();
  // …and the page goes away while it runs (or right after it ended): the job is the server's.
  await page.close();

  const again = await context.newPage();
  await openConsole(again);
  const panel = await openJobsTab(again);
  const job = panel.locator(`[data-testid=job-item][data-job-id="${id}"]`);
  await expect(job).toContainText('导出订单');
  // Done once the server has written the file (the tab follows the job's pushes).
  await expect(job).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  await expect(job.getByTestId('job-state')).toHaveText('已完成');
  await expect(job).toContainText(/\d[\d,]* 行/);
  const download = again.waitForEvent('download');
  await job.getByTestId('job-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(fs.statSync(await file.path()).size).toBeGreaterThan(0);
  await again.close();
});

test('an import with bad rows, good rows only: the counts, the refusals, and the error sheet naming each bad row and why', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const good = `E2E任务${stamp}`;
  const file = await clientSheet([
    ['客户名称', '公司全称', '手机', '邮箱'],
    [good, `${good}有限公司`, '13900000001', 'one@example.com'],
    [`${good}缺公司`, null, '13900000002', null],
    [`${good}乙`, `${good}乙有限公司`, '13900000003', 'not-an-email'],
    [`${good}丙`, `${good}丙有限公司`, null, null],
  ]);

  await openConsole(page, '/widget/excel');
  const card = currentPage(page).getByTestId('excel-import');
  await card.getByTestId('excel-input').setInputFiles({
    name: 'clients-jobs.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(card.getByTestId('excel-map-B')).toContainText('公司全称');
  await card.getByTestId('excel-check').click();
  // The check (a job too) lists the two bad rows.
  await expect(card.getByTestId('excel-checked')).toContainText('4 行中有 2 行有效，2 行有错误');

  await expect(
    card.getByTestId('excel-mode').getByRole('radio', { name: '只写入有效的行（跳过有错误的行）' }),
  ).toBeChecked();
  await card.getByTestId('excel-start').click();
  const result = card.getByTestId('excel-result');
  await expect(result).toContainText('已写入 2 个客户。');
  await expect(result.getByTestId('excel-counts')).toHaveText('新增 2，更新 0，拒绝 2');
  const listed = result.getByTestId('excel-errors').locator('tbody tr.ant-table-row');
  await expect(listed.first()).toContainText('B3');
  await expect(listed.filter({ hasText: 'D4' })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await result.getByTestId('excel-error-sheet').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await saved.path());
  const lines: string[] = [];
  book.worksheets[0].eachRow((row) =>
    lines.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => String(v ?? ''))
        .join(' | '),
    ),
  );
  // Each bad row, its column and the reason (in Chinese, the starter's language); not the good ones.
  const line3 = lines.find((l) => /(^|\| )3( \||$)/.test(l) && l.includes('公司全称'));
  expect(line3, lines.join('\n')).toBeTruthy();
  expect(line3).toMatch(/必须填写/);
  const line4 = lines.find((l) => /(^|\| )4( \||$)/.test(l) && l.includes('邮箱'));
  expect(line4, lines.join('\n')).toBeTruthy();
  expect(lines.some((l) => /(^|\| )(2|5)( \||$)/.test(l))).toBe(false);
});

test('the Jobs tab in English, dark, at 390 px: words in English, nothing cut off', async ({ page }) => {
  await openConsoleAs(page, '/dashboard/console', { lang: 'en', mode: 'dark', width: 390 });
  const panel = await openJobsTab(page);
  // The earlier tests' jobs, or the empty state on a fresh server.
  await expect(panel.getByTestId('jobs-list').or(panel.getByTestId('jobs-empty'))).toBeVisible();
  await expect(panel.getByTestId('notice-tab-jobs')).toHaveText('Jobs');
  await expectNoOverflow(panel, {}, 'jobs tab at 390 px');
  expect(await chineseOnEnglishPage(page)).toEqual([]);
});
