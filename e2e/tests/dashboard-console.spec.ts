import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session } from './sessions';
import { pickPageMode, saveScreenshot } from './console-helpers';
import {
  openRankedClient,
  api,
  type Count,
  expectCountCard,
  money,
  reportDataAnswers,
  w,
  wan,
  WITHIN_TO_PASS,
} from './dashboard-helpers';

test.use(session('admin'));

/**
 * The console (main screen) against the real server and its demo data: the cards count up to
 * the server's own figures, every histogram and ranking period, the client-info dialog
 * (view, edit, save, reopen), both languages, light and dark, and 800 px.
 */

const RANK_NAMES = ['today', 'yesterday', 'thisweek', 'lastweek', 'thismonth', 'lastmonth'] as const;
const RANK_CN = {
  today: '今日',
  yesterday: '昨日',
  thisweek: '本周',
  lastweek: '上周',
  thismonth: '本月',
  lastmonth: '上月',
};
const PERIODS = [
  { ywtype: 'year', cn: '年', en: 'Year', periods: 5 },
  { ywtype: 'month', cn: '月', en: 'Month', periods: 12 },
  { ywtype: 'week', cn: '周', en: 'Week', periods: 12 },
  { ywtype: 'day', cn: '日', en: 'Day', periods: 30 },
] as const;

const console_ = (page: Page) => page.getByTestId('dashboard-console');

type Money = { today: string; previous: string; total: string };

test.describe('console: branch dashboard', () => {
  test('the cards count up to the server figures, sales total in 万', async ({ page }) => {
    const answers = reportDataAnswers(page);
    await openConsole(page);
    // The first frames of the count-up show less than the figure; after 1500 ms the figure itself.
    await expect(async () => {
      const d = (await answers.latest()) as Record<string, Count> & {
        tdata: Money;
        conversionrate: string;
        scope: string;
      };
      expect(d.scope).toBe('branch');
      for (const id of ['vdata', 'cdata', 'fdata', 'udata', 'odata'])
        await expectCountCard(console_(page).getByTestId(`card-${id}`), d[id]);
      const sales = console_(page).getByTestId('card-tdata');
      await expect(sales.getByTestId('card-today')).toHaveText(money(d.tdata.today), WITHIN_TO_PASS);
      await expect(sales.getByTestId('card-previous')).toHaveText(money(d.tdata.previous), WITHIN_TO_PASS);
      await expect(sales.getByTestId('card-total')).toHaveText(`${wan(d.tdata.total)}万`, WITHIN_TO_PASS);
      await expect(console_(page).getByTestId('card-conversion').getByTestId('card-today')).toHaveText(
        `${d.conversionrate}%`,
        WITHIN_TO_PASS,
      );
    }).toPass({ timeout: 30_000 });
    await expect(console_(page).getByText('销售额', { exact: true }).first()).toBeVisible();
  });

  test('every histogram period and every ranking period', async ({ page }) => {
    await openConsole(page);
    const chart = console_(page).getByTestId('chart');
    await expect(chart.getByTestId('chart-box')).toHaveAttribute('data-ywtype', 'day');
    for (const p of PERIODS) {
      await chart.getByTestId('chart-period').getByText(p.cn, { exact: true }).click();
      const box = chart.getByTestId('chart-box');
      await expect(box).toHaveAttribute('data-ywtype', p.ywtype);
      await expect(box).toHaveAttribute('data-periods', String(p.periods));
      await expect(box.locator('canvas')).toBeVisible();
    }

    const ranking = console_(page).getByTestId('ranking');
    for (const r of RANK_NAMES) {
      await ranking.getByTestId('ranking-period').getByText(RANK_CN[r], { exact: true }).click();
      // The server's answer and the screen, read together until they agree: other files add
      // orders meanwhile, and the console follows them (push), so an answer read once may be old.
      await expect(async () => {
        const rows = await api<{ guestcode: string; jine: string; percentage: string }[]>(
          page,
          '/api/Reports/Ranking',
          { rankname: r },
        );
        if (rows.length === 0) {
          await expect(ranking.getByText('该时段没有订单')).toBeVisible({ timeout: 3_000 });
          return;
        }
        const table = ranking.getByTestId('ranking-table');
        await expect(table).toHaveAttribute('data-rankname', r, { timeout: 3_000 });
        // Clients by code, not by name: dashboard-layout.spec renames the top client meanwhile,
        // and a rename is not an order, so the console rightly keeps the name it read until its
        // next minute's refresh.
        const shown = table.locator('tbody tr.ant-table-row');
        await expect
          .poll(() => shown.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key'))), {
            timeout: 3_000,
          })
          .toEqual(rows.map((x) => x.guestcode));
        await expect(table.getByTestId('ranking-client')).toHaveCount(rows.length);
        await expect(table.getByTestId('ranking-jine')).toHaveText(
          rows.map((x) => w(x.jine)),
          { timeout: 3_000 },
        );
        await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(`${rows[0].percentage}%`, {
          timeout: 3_000,
        });
      }).toPass({ timeout: 30_000 });
    }
    // From 10,000 on an amount carries the w suffix: the year's best clients do.
    const month = await api<{ jine: string }[]>(page, '/api/Reports/Ranking', { rankname: 'lastmonth' });
    if (month.some((x) => Number(x.jine) >= 10000)) {
      await ranking.getByTestId('ranking-period').getByText('上月', { exact: true }).click();
      await expect(ranking.getByTestId('ranking-jine').first()).toHaveText(/w$/);
    }
  });

  test('a ranked client opens read-only, is edited, saved, and stays saved', async ({ page }) => {
    const { dialog, client: first } = await openRankedClient(page, 1);
    const body = dialog.getByTestId('client-dialog-body');
    await expect(body).toHaveAttribute('data-mode', 'view');
    await expect(body.locator('[data-field=guestcode]')).toHaveText(first.guestcode);
    await expect(body.locator('[data-field=guestname]')).toHaveText(first.guestname);
    await expect(body.locator('.ant-descriptions-title')).toHaveText([
      '基本信息',
      '联系方式',
      '地址',
      '财务与结算',
      '销售',
      '选项',
      '价格公式',
      '备注',
    ]);
    await saveScreenshot(page, 'dashboard-client-view');

    await dialog.getByTestId('client-edit').click();
    await expect(body).toHaveAttribute('data-mode', 'edit');
    await saveScreenshot(page, 'dashboard-client-edit');
    // Spec §5: the customer number is read-only; name and company are required.
    await expect(dialog.getByLabel('客户编号')).toBeDisabled();
    const name = dialog.getByLabel('客户名称');
    await name.fill('');
    await dialog.getByTestId('client-save').click();
    await expect(dialog.getByText('请输入客户名称')).toBeVisible();
    await name.fill(first.guestname);
    await expect(dialog.getByText('请输入客户名称')).toBeHidden();

    const linkman = `E2E联系人${Date.now() % 100000}`;
    await dialog.getByLabel('联系人', { exact: true }).fill(linkman);
    await dialog.getByTestId('client-save').click();
    await expect(page.getByText('客户信息已保存')).toBeVisible();
    await expect(body).toHaveAttribute('data-mode', 'view');
    await expect(body.locator('[data-field=linkman]')).toHaveText(linkman);
    await dialog.getByTestId('client-close').click();
    await expect(dialog).toBeHidden();

    // Reopened: the saved value comes back from the server.
    const ranking = console_(page).getByTestId('ranking');
    await ranking.getByRole('button', { name: `查看 ${first.guestname} 的客户信息` }).click();
    await expect(page.getByRole('dialog').locator('[data-field=linkman]')).toHaveText(linkman);
    const saved = await api<{ linkman: string }>(page, '/api/UManage/ClientInfo', { guestcode: first.guestcode });
    expect(saved.linkman).toBe(linkman);
  });

  test.describe('the read-only role', () => {
    test.use(session('viewer'));

    test('a read-only role sees the ranking but cannot open or edit clients', async ({ page }) => {
      await openConsole(page);
      const ranking = console_(page).getByTestId('ranking');
      await ranking.getByTestId('ranking-period').getByText('上月', { exact: true }).click();
      await expect(ranking.getByTestId('ranking-table')).toHaveAttribute('data-rankname', 'lastmonth');
      await expect(ranking.getByTestId('ranking-client').first()).toBeVisible();
      await expect(ranking.getByRole('button')).toHaveCount(0);
    });
  });

  test('English, light and dark, and 800 px', async ({ page }) => {
    await openConsole(page);
    const d = await api<{ tdata: Money }>(page, '/api/Reports/ReportData');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(console_(page).getByText('Client ranking')).toBeVisible();
    await expect(console_(page).getByTestId('card-vdata')).toContainText('Visits');
    await expect(console_(page).getByTestId('card-tdata').getByTestId('card-total')).toHaveText(
      `${wan(d.tdata.total)} ×10k`,
    );
    await expect(console_(page).getByTestId('chart-period').getByText('Month', { exact: true })).toBeVisible();
    await expect(console_(page).getByTestId('ranking-period').getByText('Last week', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'dashboard-console-en-light');

    await pickPageMode(page, 'Dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect(console_(page).getByTestId('chart-box').locator('canvas')).toBeVisible();
    await saveScreenshot(page, 'dashboard-console-en-dark');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(console_(page).getByText('客户订单排行')).toBeVisible();
    await saveScreenshot(page, 'dashboard-console-cn-dark');
    await pickPageMode(page, '浅色');
    await saveScreenshot(page, 'dashboard-console-cn-light');

    // 800 px: the mobile mode; the cards and blocks stack and nothing runs off the side.
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect(console_(page).getByTestId('card-tdata')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const box = document.querySelector('.bo-page:not([hidden])') as HTMLElement | null;
      const el = box ?? document.documentElement;
      return el.scrollWidth - el.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'dashboard-console-800-light');

    // A phone: one card a row, the ranking still readable, the client dialog full width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(console_(page).getByTestId('card-tdata')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await console_(page)
      .getByTestId('ranking')
      .getByTestId('ranking-period')
      .getByText('上月', { exact: true })
      .click();
    await console_(page).getByTestId('ranking').getByTestId('ranking-client').first().click();
    await expect(page.getByRole('dialog').locator('[data-field=guestcode]')).toBeVisible();
    // Polled: the dialog zooms in, so its box is smaller until the animation ends.
    const dialogWidth = () => page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(dialogWidth).toBeGreaterThan(340);
    expect(await dialogWidth()).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'dashboard-client-390-light');
  });
});
