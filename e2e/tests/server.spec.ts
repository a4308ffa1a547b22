import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { currentPage, saveScreenshot } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { chineseOnEnglishPage, seriousAxeViolations } from './page-checks';

test.use(session('admin'));

/**
 * The server page (issue 15 #1): the platform owner's administrator watches the console's own
 * process report itself (figures and charts, read again every 5 s), in Chinese at 1280 px and in
 * English and dark mode at 390 px, nothing overflowing, no serious accessibility finding. A
 * branch administrator is told who looks after the servers. (Several processes on one database:
 * modules/safeguard/server-report.test.ts.)
 */
const SERVER = '/safeguard/server';

test('a branch administrator learns that the platform owner looks after the servers', async ({ page }) => {
  await openConsole(page, SERVER);
  await expect(currentPage(page).getByTestId('server-platform-only')).toContainText('服务器由平台总部维护');
});

test.describe('the platform owner', () => {
  test.use(session('owner', '000'));

  for (const [lang, mode, width] of [
    ['cn', 'white', 1280],
    ['en', 'dark', 390],
  ] as const) {
    test(`the platform owner watches the server in ${lang} at ${width} px (${mode === 'dark' ? 'dark' : 'light'})`, async ({
      page,
    }) => {
      await openConsoleAs(page, SERVER, { lang, mode, width });
      const self = currentPage(page).locator('[data-testid=server-process][data-self="1"]');
      await expect(self).toBeVisible();
      await expect(self.getByTestId('server-alive')).toHaveText(lang === 'en' ? 'Running' : '运行中');
      await expect(self.getByTestId('server-figure-os')).toContainText(/v\d+\./);
      await expect(self.getByTestId('server-figure-connections')).toContainText(/\d+/);

      // The page reads again every 5 s: the last report's time moves on.
      const when = self.locator('.srv-when');
      const first = await when.textContent();
      await expect(when).not.toHaveText(first!, { timeout: 15_000 });
      // The charts draw the last hour (once scrolled near: on a phone they are below the figures).
      await self.getByTestId('server-chart-cpu').scrollIntoViewIfNeeded();
      await expect(self.getByTestId('server-chart-cpu').locator('canvas')).toBeVisible();

      await expectNoOverflow(currentPage(page), {}, `server page at ${width} px (${lang})`);
      expect(await seriousAxeViolations(page), `axe, server page (${lang}, ${mode})`).toEqual([]);
      if (lang === 'en') expect(await chineseOnEnglishPage(page), 'Chinese on the English server page').toEqual([]);
      await saveScreenshot(page, `server-${lang}-${width}`);
    });
  }
});
