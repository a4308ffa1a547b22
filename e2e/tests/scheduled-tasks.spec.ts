import { expect, test } from './fixtures';
import { currentPage } from './console-helpers';
import { apiLogin } from './accounts';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage, missingTranslations, seriousAxeViolations } from './page-checks';
import { openConsole, openConsoleAs, session } from './sessions';

/**
 * Scheduled tasks (issue 37 #9): the platform owner sees the platform and branch tasks with their
 * last run, result and next run, runs one now after a confirmation and sees its result without a
 * reload, and reads its runs in a drawer; a branch administrator sees its branch tasks only and the
 * server refuses it a platform task; English, dark, 390 px fits. The run is the roll-up check of the
 * owner's own branch (000): it changes nothing another file reads.
 */
const TASKS = '/safeguard/tasks';
const rowsOf = (page: Parameters<typeof currentPage>[0]) =>
  currentPage(page).getByTestId('table-tasks').locator('tr.ant-table-row');

test.describe('the platform owner', () => {
  test.use(session('owner', '000'));

  test('sees every task, runs the roll-up check now and sees its result and its run', async ({ page }) => {
    await openConsole(page, TASKS);
    const rows = rowsOf(page);
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('日志清理');
    await expect(rows.nth(0)).toContainText('平台');
    await expect(rows.nth(1)).toContainText('每日备份');
    await expect(rows.nth(2)).toContainText('放弃购物车待办');
    const row = rows.filter({ has: page.getByTestId('task-rollup-check') });
    await expect(row).toContainText('报表汇总核对');
    await expect(row).toContainText('分公司');

    const started = Date.now();
    await row.getByRole('button', { name: '立即执行报表汇总核对' }).click();
    await page.getByTestId('task-run-ok').click();
    await expect(page.locator('.ant-message')).toContainText('报表汇总核对已开始');
    // The list is read again until the run ends: its result shows without a reload.
    const result = row.getByTestId('task-result-rollup-check');
    await expect(result.getByTestId('task-outcome')).toHaveAttribute('data-outcome', 'ok');
    await expect(result).toContainText(/核对 [\d,]+ 行汇总/);
    await expect(row.getByRole('button', { name: '立即执行报表汇总核对' })).toBeEnabled();

    await row.getByTestId('task-history-rollup-check').click();
    const drawer = page.getByTestId('task-runs-drawer');
    await expect(drawer).toBeVisible();
    const newest = drawer.getByTestId('task-run').first();
    await expect(newest).toContainText('000/owner 立即执行');
    await expect(newest.getByTestId('task-outcome')).toHaveAttribute('data-outcome', 'ok');
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

test.describe('a branch administrator', () => {
  test.use(session('admin', '001'));

  test('sees only its branch tasks; the server refuses it a platform task', async ({ page, request }) => {
    await openConsole(page, TASKS);
    const rows = rowsOf(page);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('放弃购物车待办');
    await expect(rows.nth(1)).toContainText('报表汇总核对');
    await expect(currentPage(page)).not.toContainText('日志清理');
    await expect(currentPage(page)).not.toContainText('每日备份');

    const headers = await apiLogin(request, '001', 'admin', 'admin123');
    const refused = await request.post('/api/Safeguard/RunTask', { headers, data: { task: 'backup' } });
    expect(refused.status()).toBe(403);
    const runs = await request.get('/api/Safeguard/TaskRuns?task=log-retention', { headers });
    expect(runs.status()).toBe(403);
  });

  test('in English at 390 px, dark: the list fits, reads in English and passes axe', async ({ page }) => {
    await openConsoleAs(page, TASKS, { lang: 'en', mode: 'dark', width: 390 });
    const view = currentPage(page);
    const rows = rowsOf(page);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Abandoned-cart to-do');
    await expect(rows.nth(1)).toContainText('Report roll-up check');
    await expectNoOverflow(view);
    expect(await missingTranslations(page)).toEqual([]);
    expect(await chineseOnEnglishPage(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await rows.nth(1).getByTestId('task-history-rollup-check').click();
    const drawer = page.getByTestId('task-runs-drawer');
    await expect(drawer).toContainText('Runs: Report roll-up check');
    await expect(drawer.getByTestId('task-run').first()).toContainText(/By the timer|Run now by/);
    expect(await chineseOnEnglishPage(page)).toEqual([]);
  });
});
