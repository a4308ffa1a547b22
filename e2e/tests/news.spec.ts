import type { Locator, Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { currentPage } from './console-helpers';
import { apiSession } from './dashboard-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, chooseFromRowMenu, settledBody, tableRows, chooseOption } from './order-helpers';
import { missingTranslations, seriousAxeViolations } from './page-checks';
import { png } from './images';

test.use(session('admin'));

/**
 * News (issue 13 #3, #11): 001/admin writes a news item in the rich-text editor (typed text, an
 * image through the editor's own image button, pasted HTML carrying a script and an onerror
 * handler), publishes it, and the shop's public read has the text and the image but neither the
 * script nor the handler. The page and the editor at 390 px.
 */

const NEWS = '/space/article-list';

/** Pastes HTML into the editor as a browser would: a paste ClipboardEvent whose DataTransfer holds text/html. */
async function pasteHtml(page: Page, html: string, text: string) {
  await page.getByTestId('rich-text-content').evaluate(
    (el, [h, t]) => {
      const data = new DataTransfer();
      data.setData('text/html', h);
      data.setData('text/plain', t);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [html, text] as const,
  );
}

type PublicRow = { id: number; title: string; summary: string; cover: string; category: string; publishedAt: string };

test('write a news item with an image and a pasted script, publish it: the public read has the image and the text, not the script', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The pasted <img src=x> shows broken in the editor until the server drops it on saving.
  consoleGuard.allow(failedResource(404));
  // The pasted onerror is refused by the page's CSP (script-src-attr 'none'); Chromium 156 reports
  // the refusal in the console. That refusal is what this test wants (window.__x stays unset below).
  consoleGuard.allow(
    /Executing inline event handler violates the following Content Security Policy directive 'script-src-attr 'none''/,
  );
  const title = `e2e 新闻 ${Date.now()}`;
  await openConsole(page, NEWS);
  const table = dataTable(page, 'news');
  await settledBody(table);

  await page.getByTestId('news-add').click();
  const editor = page.getByTestId('news-editor');
  await editor.getByTestId('news-form-title').fill(title);
  await chooseOption(editor.getByTestId('news-form-category'), '通知公告');
  await editor.getByTestId('news-form-summary').fill('e2e 摘要');

  // Typed text, made a heading and bold through the toolbar.
  const content = editor.getByTestId('rich-text-content');
  await content.click();
  await page.keyboard.type('Typed heading');
  await editor.getByTestId('rt-h2').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await editor.getByTestId('rt-bold').click();
  await page.keyboard.type('typed bold words');
  await expect(content.locator('h2')).toHaveText('Typed heading');
  await expect(content.locator('strong')).toHaveText('typed bold words');

  // A link: only an http(s) address is taken.
  await page.keyboard.press('Enter');
  await editor.getByTestId('rt-bold').click();
  await page.keyboard.type('see the docs');
  await page.keyboard.press('Shift+Home');
  await editor.getByTestId('rt-link').click();
  await editor.getByTestId('rt-link-input').fill('javascript:alert(1)');
  await editor.getByTestId('rt-link-apply').click();
  await expect(editor.getByRole('alert')).toContainText('http://');
  await editor.getByTestId('rt-link-input').fill('https://example.com/docs');
  await editor.getByTestId('rt-link-apply').click();
  await expect(content.locator('a[href="https://example.com/docs"]')).toHaveText('see the docs');
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');

  // An image through the editor's image button: uploaded, then its address is in the body.
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/Upload/Image') && r.request().method() === 'POST',
  );
  // The toolbar shows the console's image button, never the browser's bare file input ("Choose File").
  await expect(editor.getByTestId('rt-image-input')).toBeHidden();
  const chooser = page.waitForEvent('filechooser');
  await editor.getByTestId('rt-image').click();
  await (await chooser).setFiles({ name: 'news-photo.png', mimeType: 'image/png', buffer: png(40, 30, [30, 140, 90]) });
  const address = ((await (await uploaded).json()) as { data: { url: string } }).data.url;
  expect(address).toMatch(/^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/);
  await expect(content.locator(`img[src="${address}"]`)).toBeVisible();

  // Pasted HTML with a script and an event handler (a paste ClipboardEvent, as a browser fires it).
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  await pasteHtml(page, '<p>safe</p><script>window.__x=1</script><img src=x onerror="window.__x=2">', 'safe');
  await expect(content.getByText('safe', { exact: true })).toBeVisible();
  // Nothing pasted ran in the console either.
  expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/Article/Add'));
  await editor.getByTestId('news-save-publish').click();
  const item = ((await (await saved).json()) as { data: { id: number; body: string; imagesRemoved: number } }).data;
  await expect(editor).toBeHidden();
  await expect(page.getByText(`「${title}」已发布`)).toBeVisible();
  // The outside image of the paste was dropped, and the user is told.
  expect(item.imagesRemoved).toBe(1);
  await expect(page.getByText('正文中有 1 张图片已移除')).toBeVisible();

  // The list shows it published.
  await page.goto(`${NEWS}?q=${encodeURIComponent(title)}`);
  await settledBody(table);
  const row = tableRows(table).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('news-state')).toHaveAttribute('data-state', 'published');

  // The shop's public read: listed, and the item has the image and the text but no script or handler.
  const list = await request.get('/api/Public/News?branch=001&pageSize=50');
  expect(list.status()).toBe(200);
  const found = ((await list.json()) as { data: { list: PublicRow[] } }).data.list.find((r) => r.title === title);
  expect(found).toMatchObject({ id: item.id, category: 'notice', summary: 'e2e 摘要' });
  const one = await request.get(`/api/Public/NewsItem?branch=001&id=${item.id}`);
  expect(one.status()).toBe(200);
  const body = ((await one.json()) as { data: { body: string } }).data.body;
  expect(body).toContain(`src="${address}"`);
  expect(body).toContain('<p>safe</p>');
  expect(body).toContain('<h2>Typed heading</h2>');
  expect(body).toContain('<strong>typed bold words</strong>');
  expect(body).toContain(
    '<a href="https://example.com/docs" rel="noopener noreferrer" target="_blank">see the docs</a>',
  );
  expect(body.toLowerCase()).not.toContain('<script');
  expect(body.toLowerCase()).not.toContain('onerror');
  expect(body).not.toContain('__x');

  // Its first revision is there, previewed with the same body.
  const drawer = page.getByTestId('news-revisions');
  await chooseFromRowMenu(row, 'news-more', '历史版本', drawer);
  await expect(drawer.getByTestId('news-revision')).toHaveCount(1);
  await expect(drawer.getByTestId('news-revision-body')).toContainText('safe');
  await expect(drawer.getByTestId('news-revision-body').locator(`img[src="${address}"]`)).toBeVisible();
});

test('the news page and its editor at 390 px, in English and dark mode', async ({ page }) => {
  await openConsoleAs(page, NEWS, { lang: 'en', mode: 'dark', width: 390, height: 844 });
  const table = dataTable(page, 'news');
  await settledBody(table);
  await expect(tableRows(table).first()).toBeVisible();
  await expectNoOverflow(currentPage(page), {}, 'news list at 390 px');
  expect(await missingTranslations(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByTestId('news-add').click();
  const editor = page.getByTestId('news-editor');
  await expect(editor.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Insert image' })).toBeVisible();
  await expect(editor.getByTestId('news-save-publish')).toBeVisible();
  // The editing area fits the narrow dialog and takes typing.
  const content = editor.getByTestId('rich-text-content');
  const box = (await content.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await content.click();
  await page.keyboard.type('narrow');
  await expect(content).toContainText('narrow');
  await expectNoOverflow(
    editor.locator('.ant-modal-container, .ant-modal-content').first(),
    {},
    'news editor at 390 px',
  );
  expect(await missingTranslations(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
});

/** A day two days from now in the browser's time zone (Asia/Shanghai, playwright.config.ts), as the picker writes it. */
function dayAfterTomorrow(): string {
  return new Date(Date.now() + 2 * 86_400_000).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 10);
}

test('schedule, take back, edit, restore an earlier version and delete a news item', async ({
  page,
  baseURL,
  request,
}) => {
  const title = `e2e 版本 ${Date.now()}`;
  const admin = await apiSession(baseURL!);
  const created = await admin.post<{ id: number }>('/api/Article/Add', {
    title,
    category: 'company',
    body: '<p>first version</p>',
  });
  await admin.dispose();

  await openConsole(page, `${NEWS}?q=${encodeURIComponent(title)}`);
  const table = dataTable(page, 'news');
  await settledBody(table);
  const row = tableRows(table).filter({ hasText: title });
  await expect(row.getByTestId('news-state')).toHaveAttribute('data-state', 'draft');
  const publish = page.getByTestId('news-publish-dialog');
  const drawer = page.getByTestId('news-revisions');
  const remove = page.getByTestId('news-remove-dialog');
  const menu = (label: string, opens: Locator) => chooseFromRowMenu(row, 'news-more', label, opens);

  // Scheduled for the day after tomorrow at 10:00: shown as scheduled, not yet in the shop.
  await menu('发布…', publish);
  await publish.getByTestId('news-op-schedule').click();
  const at = `${dayAfterTomorrow()} 10:00`;
  await publish.getByTestId('news-publish-at').click();
  await page.keyboard.type(at);
  await page
    .locator('.ant-picker-dropdown:visible')
    .getByRole('button', { name: /确 ?定|OK/ })
    .click();
  await publish.getByTestId('news-publish-ok').click();
  await expect(publish).toBeHidden();
  await expect(row.getByTestId('news-state')).toHaveAttribute('data-state', 'scheduled');
  await expect(row).toContainText(at);
  expect((await request.get(`/api/Public/NewsItem?branch=001&id=${created.id}`)).status()).toBe(404);

  // Taken back to a draft.
  await menu('发布…', publish);
  await publish.getByTestId('news-op-unpublish').click();
  await publish.getByTestId('news-publish-ok').click();
  await expect(publish).toBeHidden();
  await expect(row.getByTestId('news-state')).toHaveAttribute('data-state', 'draft');

  // A second version through the editor.
  await row.getByTestId('news-edit').click();
  const editor = page.getByTestId('news-editor');
  const content = editor.getByTestId('rich-text-content');
  await expect(content).toContainText('first version');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('second version');
  await editor.getByTestId('news-save').click();
  await expect(editor).toBeHidden();

  // The revisions: two; the first one previewed and restored as the newest version.
  await menu('历史版本', drawer);
  await expect(drawer.getByTestId('news-revision')).toHaveCount(2);
  await expect(drawer.getByTestId('news-revision-body')).toContainText('second version');
  await drawer.getByTestId('news-revision').filter({ hasText: 'v1' }).getByRole('button').click();
  await expect(drawer.getByTestId('news-revision-body')).toContainText('first version');
  await drawer.getByTestId('news-restore').click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /恢 ?复/ })
    .click();
  await expect(drawer).toBeHidden();
  await row.getByTestId('news-edit').click();
  await expect(editor.getByTestId('rich-text-content')).toContainText('first version');
  await editor.getByRole('button', { name: /取 ?消/ }).click();
  await expect(editor).toBeHidden();
  await menu('历史版本', drawer);
  await expect(drawer.getByTestId('news-revision')).toHaveCount(3);
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // Deleted after a confirmation.
  await menu('删除', remove);
  await expect(remove).toContainText('无法恢复');
  await remove.getByTestId('news-remove-ok').click();
  await expect(remove).toBeHidden();
  await expect(row).toHaveCount(0);
});
