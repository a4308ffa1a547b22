import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentPage, saveScreenshot, signIn, viewAs } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, settledBody, tableRows } from './order-helpers';
import { chineseOnEnglishPage, seriousAxeViolations } from './page-checks';

/**
 * Backups (issue 15 #3): the platform owner backs the database up, a branch then disables a
 * client, the owner restores the backup (typing its name), and the client is enabled again;
 * every other session ended with the restore, the owner's own went on. A restore resets the
 * WHOLE database, so this file runs alone after every other (its own project in
 * playwright.config.ts, after 'chromium').
 */
const BACKUPS = '/safeguard/database?tab=backups';
type ClientRow = { id: number; guestcode: string; version: number; status: number };

test('the backups tab in English, dark, at 390 px: nothing overflows, no serious accessibility finding', async ({
  page,
}) => {
  await signIn(page, 'owner', '000');
  await viewAs(page, 'en', 'dark', 390);
  await page.goto(BACKUPS);
  const view = currentPage(page);
  await expect(view.getByTestId('backup-schedule')).toContainText('Daily backup');
  await settledBody(dataTable(page, 'db-backups'));
  await expectNoOverflow(view, {}, 'backups tab at 390 px');
  expect(await seriousAxeViolations(page), 'axe, backups tab').toEqual([]);
  expect(await chineseOnEnglishPage(page), 'Chinese on the English backups tab').toEqual([]);
  await saveScreenshot(page, 'backups-en-390');
});

/** A branch administrator's API session: its headers and a call that answers the envelope as it is. */
async function adminApi(request: APIRequestContext) {
  const login = await (
    await request.post('/api/LAdmin/AdminLogin', { data: { gscode: '001', username: 'admin', password: 'admin123' } })
  ).json();
  expect(login.code, login.msg).toBe(0);
  const headers = { 'x-token': login.data.token as string, 'x-user-id': String(login.data.ID) };
  return {
    clients: async (params: Record<string, string>) =>
      (await request.get('/api/UManage/Clients', { headers, params })).json(),
    setStatus: async (body: Record<string, unknown>) =>
      (await request.post('/api/UManage/SetClientStatus', { headers, data: body })).json(),
  };
}

test('back up, disable a client, restore: the client is back, other sessions signed out', async ({ page, request }) => {
  await signIn(page, 'owner', '000');
  await page.goto(BACKUPS);
  const view = currentPage(page);
  await view.getByTestId('backup-now').click();
  const run = page.getByTestId('backup-run-dialog');
  await expect(run.getByTestId('backup-run-result')).toContainText('备份完成');
  const name = /backup-\d{8}-\d{6}-manual-[0-9a-f]{6}\.bo-backup\.gz/.exec(
    (await run.getByTestId('backup-run-result').textContent())!,
  )![0];
  await run.getByTestId('backup-run-close').click();
  const table = dataTable(page, 'db-backups');
  const row = tableRows(table).filter({ hasText: name });
  await expect(row).toHaveCount(1);

  // After the backup, a branch administrator disables one of its clients.
  const admin = await adminApi(request);
  const [client] = (await admin.clients({ status: '1', pageSize: '10' })).data.list as ClientRow[];
  expect((await admin.setStatus({ id: client.id, version: client.version, status: 0 })).code).toBe(0);
  expect((await admin.clients({ q: client.guestcode })).data.list[0].status).toBe(0);

  // The restore: the name typed again, then its progress and result.
  await row.getByTestId('backup-restore').click();
  const confirm = page.getByTestId('backup-restore-dialog');
  await expect(confirm).toContainText(name);
  await confirm.getByTestId('backup-restore-typed').fill('backup');
  await expect(confirm.getByTestId('backup-restore-start')).toBeDisabled();
  await confirm.getByTestId('backup-restore-typed').fill(name);
  await confirm.getByTestId('backup-restore-start').click();
  await expect(run.getByTestId('backup-run-result')).toContainText('数据库已恢复到备份时的状态', { timeout: 120_000 });
  await saveScreenshot(page, 'backup-restored');
  await run.getByTestId('backup-run-close').click();
  // The console reloads; the owner's session went on.
  await expect(currentPage(page).getByTestId('backups-tab')).toBeVisible();

  // The administrator's session ended with the restore; signed in again, the client is enabled.
  expect((await admin.clients({ q: client.guestcode })).code).toBe(7);
  const again = await adminApi(request);
  expect((await again.clients({ q: client.guestcode })).data.list[0]).toMatchObject({
    guestcode: client.guestcode,
    status: 1,
  });
});
