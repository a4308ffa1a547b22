import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { moveByKeyboard } from './sortable';
import { currentPage } from './console-helpers';
import { api } from './dashboard-helpers';
import { expectNoOverflow } from './layout-helpers';
import { apiPost, dataTable, settledBody, tableRows } from './order-helpers';
import { png } from './images';

test.use(session('admin'));

/**
 * Departments, customer service and the home page (issue 13 #6, #7, #10), as 001/admin: a
 * department and one below it, a contact in it with a QR image that the shop's public read
 * shows; the home page with the notice bar off and news moved above the products by keyboard,
 * kept after a reload, followed by the preview and the public read. Names are unique per run;
 * the home page is put back in its default order at the start and the end.
 */

const SECTIONS = ['banner', 'products', 'news', 'notice', 'contact'] as const;
type Section = { key: string; enabled: boolean } & Record<string, unknown>;
type HomeDoc = { layout: { sections: Section[] }; version: number };

/** Puts the home page back in the default order with every section on (other settings kept). */
async function restoreHome(page: Page) {
  const doc = await api<HomeDoc>(page, '/api/Space/HomePage');
  const sections = SECTIONS.map((key) => ({ ...doc.layout.sections.find((s) => s.key === key)!, enabled: true }));
  if (JSON.stringify(sections) === JSON.stringify(doc.layout.sections)) return;
  const res = await apiPost(page, '/api/Space/SaveHomePage', { layout: { sections }, version: doc.version });
  expect(res.code, res.msg).toBe(0);
}

const editorKeys = (page: Page) =>
  currentPage(page)
    .getByTestId('home-section')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
const previewKeys = (page: Page) =>
  currentPage(page)
    .getByTestId('home-preview-section')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));

test('a department, one below it, and a contact in it with a QR image, read by the shop', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const top = `E2E部门${stamp}`;
  const child = `E2E小组${stamp}`;
  const contact = `E2E客服${stamp}`;
  await openConsole(page, '/space/department');
  const view = currentPage(page);
  await expect(view.getByTestId('dept-tree')).toBeVisible();

  await view.getByTestId('dept-add').click();
  let dialog = page.getByTestId('dept-dialog');
  await dialog.getByTestId('dept-name-input').fill(top);
  await dialog.getByLabel('负责人').fill('测试经理');
  await dialog.getByLabel('电话').fill('+86 (21) 5555-0000');
  await dialog.getByTestId('dept-save').click();
  await expect(page.getByText(`已新增${top}`)).toBeVisible();
  const topNode = view.locator(`[data-testid=dept-node][data-name="${top}"]`);
  await expect(topNode).toBeVisible();

  await topNode.getByTestId('dept-add-child').click();
  dialog = page.getByTestId('dept-dialog');
  await expect(dialog.locator('.ant-select-content, .ant-select-selection-item').first()).toContainText(top);
  await dialog.getByTestId('dept-name-input').fill(child);
  await dialog.getByTestId('dept-save').click();
  await expect(view.locator(`[data-testid=dept-node][data-name="${child}"]`)).toBeVisible();
  const { list } = await api<{ list: { id: number; parentId: number | null; name: string }[] }>(
    page,
    '/api/Space/Departments',
  );
  const topRow = list.find((d) => d.name === top)!;
  expect(list.find((d) => d.name === child)?.parentId).toBe(topRow.id);

  // The search keeps the match and the departments above it.
  await view.getByTestId('dept-search').locator('input').fill(child);
  await expect(view.getByTestId('dept-node')).toHaveCount(2);
  await view.getByTestId('dept-search').locator('input').fill('');

  await page.goto('/space/customerservice');
  const contacts = currentPage(page);
  await settledBody(dataTable(page, 'service-contacts'));
  await contacts.getByTestId('contact-add').click();
  const form = page.getByTestId('contact-dialog');
  await form.getByTestId('contact-name-input').fill(contact);
  await form.getByLabel('部门').click();
  await form.getByLabel('部门').fill(child);
  await page.locator('.ant-select-tree-title', { hasText: child }).click();
  await form.getByLabel('电话').fill('400-820-0000');
  await form.getByTestId('contact-wechat-input').fill('1bad');
  await form.getByLabel('服务时间').click();
  await expect(form.getByText('6 到 20 个字符，以字母开头').last()).toBeVisible();
  await form.getByTestId('contact-wechat-input').fill(`e2e_${stamp}`.slice(0, 20));
  await form.getByLabel('服务时间').fill('9:00–18:00');
  await form
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png(64, 64, [20, 20, 20]) });
  await expect(form.getByTestId('image-upload-preview')).toHaveAttribute('src', /\/api\/Upload\/File\/001\//);
  await form.getByTestId('contact-save').click();
  await expect(page.getByText(`已新增${contact}`)).toBeVisible();

  await page.goto(`/space/customerservice?q=${encodeURIComponent(contact)}`);
  const table = dataTable(page, 'service-contacts');
  await expect(await settledBody(table)).toHaveAttribute('data-total', '1');
  const row = tableRows(table).first();
  await expect(row.getByTestId('contact-name')).toHaveText(contact);
  await expect(row.getByTestId('contact-qr')).toBeVisible();
  await expect(row).toContainText(child);

  const res = await page.request.get('/api/Public/Contacts?branch=001');
  expect(res.status()).toBe(200);
  const shown = (
    (await res.json()).data.list as { name: string; department: string; qrImage: string; hours: string }[]
  ).find((c) => c.name === contact);
  expect(shown).toMatchObject({ department: child, hours: '9:00–18:00' });
  expect(shown!.qrImage).toMatch(/^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/);

  // Deleting the department keeps its contact, without a department; the confirmation says so.
  await page.goto('/space/department');
  await currentPage(page).locator(`[data-testid=dept-node][data-name="${child}"]`).getByTestId('dept-delete').click();
  const confirm = page.getByTestId('dept-confirm-dialog');
  await expect(confirm.getByTestId('dept-contacts-kept')).toContainText('1 位客服会保留');
  await confirm.getByTestId('dept-confirm').click();
  await expect(page.getByText(`已删除${child}`)).toBeVisible();
});

test('home page: the notice bar off and news above the products by keyboard, kept, previewed and read by the shop', async ({
  page,
}) => {
  await openConsole(page);
  await restoreHome(page);
  await page.goto('/space/indexsetting');
  const view = currentPage(page);
  await expect(view.getByTestId('home-sections')).toBeVisible();
  expect(await editorKeys(page)).toEqual([...SECTIONS]);

  await view.locator('[data-testid=home-section][data-key=notice]').getByTestId('home-section-enabled').click();
  await expect.poll(() => previewKeys(page)).toEqual(['banner', 'products', 'news', 'contact']);
  const handle = view.locator('[data-testid=home-section][data-key=news]').getByTestId('sortable-handle');
  await moveByKeyboard(page, handle, 'ArrowUp');
  await expect.poll(() => editorKeys(page)).toEqual(['banner', 'news', 'products', 'notice', 'contact']);
  await expect.poll(() => previewKeys(page)).toEqual(['banner', 'news', 'products', 'contact']);
  await expect(view.getByTestId('home-dirty')).toBeVisible();
  await view.getByTestId('home-save').click();
  await expect(page.getByText('首页已保存')).toBeVisible();

  await page.reload();
  await expect(currentPage(page).getByTestId('home-sections')).toBeVisible();
  await expect.poll(() => editorKeys(page)).toEqual(['banner', 'news', 'products', 'notice', 'contact']);
  await expect.poll(() => previewKeys(page)).toEqual(['banner', 'news', 'products', 'contact']);

  const res = await page.request.get('/api/Public/Home?branch=001');
  expect(res.status()).toBe(200);
  expect(((await res.json()).data.sections as { key: string }[]).map((s) => s.key)).toEqual([
    'banner',
    'news',
    'products',
    'contact',
  ]);

  await restoreHome(page);
});

test('at 390 px the home page stacks its preview below the form, and the department tree fits', async ({ page }) => {
  await openConsoleAs(page, '/space/indexsetting', { lang: 'en', mode: 'dark', width: 390 });
  const view = currentPage(page);
  await expect(view.getByTestId('home-preview')).toBeVisible();
  const editor = await view.getByTestId('home-sections').boundingBox();
  const preview = await view.getByTestId('home-preview').boundingBox();
  expect(preview!.y).toBeGreaterThan(editor!.y + editor!.height);
  expect(preview!.x + preview!.width).toBeLessThanOrEqual(390);
  await expectNoOverflow(view);

  await page.goto('/space/department');
  await expect(currentPage(page).getByTestId('dept-tree')).toBeVisible();
  await expectNoOverflow(currentPage(page));
});
