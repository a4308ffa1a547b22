import { expect, test } from './fixtures';
import { openConsole, session, sessionFile } from './sessions';
import { dataTable, ORDERS, settledBody } from './order-helpers';

test.use(session('admin'));

/**
 * The export control's other paths (issue 10 #2; the download itself: export-journey.spec.ts):
 * Cancel closes the dialog without a file and leaves the page usable; a role without the
 * export mark has no export button. Only reads orders of branch 001.
 */
test('Cancel closes the export without a file; a role without the mark has no export button', async ({
  page,
  browser,
  baseURL,
}) => {
  await openConsole(page, ORDERS);
  const table = dataTable(page, 'orders');
  await settledBody(table);
  let downloads = 0;
  page.on('download', () => downloads++);
  // The whole list of 001 (tens of thousands of orders) takes seconds: Cancel comes first.
  await table.getByTestId('export-button').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导出为 Excel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  // Still running (an export that failed shows its message instead of Cancel: name it, do not wait).
  const cancel = dialog.getByTestId('export-cancel');
  await expect(cancel.or(dialog.getByTestId('export-error'))).toBeVisible();
  await expect(dialog.getByTestId('export-error')).toHaveCount(0);
  await cancel.click();
  await expect(dialog).toBeHidden();
  await table.getByTestId('refresh-button').click();
  await settledBody(table);
  expect(downloads).toBe(0);

  const other = await browser.newContext({ baseURL, storageState: sessionFile('viewer') });
  const viewer = await other.newPage();
  await openConsole(viewer, ORDERS);
  const viewerTable = dataTable(viewer, 'orders');
  // The toolbar is drawn (its refresh button), without the export button.
  await expect(viewerTable.getByTestId('refresh-button')).toBeVisible();
  await expect(viewerTable.getByTestId('export-button')).toHaveCount(0);
  await other.close();
});
