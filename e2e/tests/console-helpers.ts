import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOME = '/dashboard/console';

/** Signs in through the sign-in page, as a user would, and waits for the console. */
export async function signIn(page: Page, account = 'admin', gscode = '001', password = 'admin123') {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(/分公司编码|Branch code/).fill(gscode);
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登 ?录|Sign in)$/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The page on show (open tabs stay mounted but hidden). */
export const currentPage = (page: Page) => page.locator('.bo-page:visible');

/** The labels of the work tabs, in strip order. */
export const tabLabels = (page: Page) => page.getByTestId('work-tab').allInnerTexts();

/** The tab that is shown as current. */
export const activeTab = (page: Page) => page.locator('.ant-tabs-tab-active [data-testid=work-tab]');

/** Opens a page from the left menu by its title. */
export async function openFromMenu(page: Page, title: string) {
  await page.getByTestId('side-menu').getByRole('menuitem', { name: title, exact: true }).click();
}

/** Closes the settings drawer with its close button and waits until it is gone. */
export async function closeSettings(page: Page) {
  const drawer = page.getByTestId('settings-drawer');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
}

/** Picks light / dark / auto in the settings drawer and closes it. */
export async function pickPageMode(page: Page, label: string) {
  await page.getByTestId('open-settings').click();
  await page.getByTestId('theme-mode').getByText(label, { exact: true }).click();
  await closeSettings(page);
}

/**
 * Whether the screenshots for people to look at are taken: on a developer's machine, and not on CI,
 * which keeps no files (about 170 full-page pictures, half a minute of the run);
 * E2E_SCREENSHOTS=1 takes them there too, E2E_SCREENSHOTS=0 skips them here.
 */
export const SCREENSHOTS = (process.env.E2E_SCREENSHOTS ?? (process.env.CI ? '0' : '1')) === '1';

/** Saves a screenshot to e2e/screenshots/ (see SCREENSHOTS). */
export async function saveScreenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The language and page mode the next page load starts in, as the settings drawer would store
 * them, and the viewport: for tests that look at a page in cn/en, light/dark and at a width.
 */
export async function viewAs(page: Page, lang: 'cn' | 'en', mode: 'white' | 'dark', width: number, height = 900) {
  await page.evaluate(
    ([l, m]) => {
      localStorage.setItem('bo-language', l);
      localStorage.setItem('bo-settings', JSON.stringify({ state: { themeModel: m }, version: 1 }));
    },
    [lang, mode],
  );
  await page.setViewportSize({ width, height });
}

/** Ends the stored session on the server, behind the console's back (another tab, an administrator…). */
export const endSessionOnServer = (page: Page) =>
  page.evaluate(async () => {
    const u = JSON.parse(localStorage.getItem('bo-user')!);
    const r = await fetch('/api/LAdmin/AdminLogout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': u.token, 'x-user-id': String(u.ID) },
      body: '{}',
    });
    return (await r.json()).code as number;
  });
