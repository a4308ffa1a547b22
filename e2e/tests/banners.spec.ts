import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { moveByKeyboard } from './sortable';
import { currentPage } from './console-helpers';
import { api } from './dashboard-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, settledBody, tableRows } from './order-helpers';
import { png } from './images';

test.use(session('admin'));

/**
 * Banners (issue 13 #2, #10, #11) on /pic/bannersetting as 001/admin: a banner added with an image
 * dropped on the upload control, scheduled around now, moved to the top by keyboard dragging, kept
 * after a reload and read by the shop in that place, then deleted; a text file renamed .png is
 * refused with a message and nothing is added; at 390 px nothing scrolls sideways. Titles are
 * unique per run; the windows are worked out from the browser's clock, never a fixed date.
 */

const ROUTE = '/pic/bannersetting';
type Row = { id: number; title: string; state: string; sort: number };
type PublicBanner = { image: string; title: string; titleEn: string; link: string };

/** Drops a file on an element as a browser does when a file is dragged from the desktop (dragenter, dragover, drop). */
async function dropFile(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const transfer = await target.page().evaluateHandle(
    ({ name, type, b64 }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], name, { type }));
      return dt;
    },
    { name: file.name, type: file.mimeType, b64: file.buffer.toString('base64') },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer: transfer });
}

/** The slot's banners in their order, as the console lists them. */
const inOrder = async (page: Page) =>
  (await api<{ list: Row[] }>(page, '/api/Banner/Pc/List', { pageSize: '100' })).list;

/** An instant `offsetMs` from the browser's now, as the date pickers take it (YYYY-MM-DD HH:mm, the browser's zone). */
const pickerText = (page: Page, offsetMs: number) =>
  page.evaluate((ms) => {
    const d = new Date(Date.now() + ms);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  }, offsetMs);

async function typeDate(page: Page, picker: ReturnType<Page['getByTestId']>, text: string) {
  await picker.click();
  await picker.fill(text);
  await picker.press('Enter');
  await expect(picker).toHaveValue(text);
}

test('a banner with a dropped image, scheduled around now, moved to the top by keyboard, read by the shop in that place', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `E2E横幅${stamp}`;
  await openConsole(page, ROUTE);
  const view = currentPage(page);
  await settledBody(dataTable(page, 'banners-pc'));

  await view.getByTestId('banner-add').click();
  const dialog = page.getByTestId('banner-dialog');
  await expect(dialog.getByText('建议尺寸 1920 × 500 像素')).toBeVisible();
  await dropFile(dialog.getByTestId('banner-image'), {
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: png(384, 100, [22, 119, 255]),
  });
  await expect(dialog.getByTestId('banner-preview').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/,
  );
  // The image's shape is the slot's (384 × 100 ≈ 1920 × 500): no warning.
  await expect(dialog.getByTestId('banner-aspect-warning')).toHaveCount(0);
  await dialog.getByTestId('banner-title-input').fill(title);
  await dialog.getByTestId('banner-title-en-input').fill(`E2E banner ${stamp}`);
  await dialog.getByTestId('banner-link-input').fill('javascript:alert(1)');
  await dialog.getByTestId('banner-title-input').click();
  await expect(dialog.getByText('以单个 / 开头的本站路径', { exact: false })).toBeVisible();
  await dialog.getByTestId('banner-link-input').fill(`/product/e2e-${stamp}`);
  await typeDate(page, dialog.getByTestId('banner-starts'), await pickerText(page, -3_600_000));
  await typeDate(page, dialog.getByTestId('banner-ends'), await pickerText(page, 2 * 86_400_000));
  await dialog.getByTestId('banner-save').click();
  await expect(page.getByText(`已新增 ${title}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the list, found by its title, live now.
  await page.goto(`${ROUTE}?q=${encodeURIComponent(stamp)}`);
  const table = dataTable(page, 'banners-pc');
  await expect(await settledBody(table)).toHaveAttribute('data-total', '1');
  const row = tableRows(table).first();
  await expect(row.getByTestId('banner-title')).toHaveText(title);
  await expect(row.getByTestId('banner-state')).toHaveAttribute('data-state', 'live');

  // New banners go last; moved to the top by keyboard in the reorder drawer.
  const before = await inOrder(page);
  expect(before.at(-1)!.title).toBe(title);
  await page.goto(ROUTE);
  await currentPage(page).getByTestId('banner-reorder').click();
  const drawer = page.getByTestId('banner-reorder-drawer');
  const titles = () => drawer.getByTestId('banner-order-title').allInnerTexts();
  await expect.poll(titles).toEqual(before.map((b) => b.title));
  const handle = drawer
    .locator(`[data-testid=banner-order-row][data-id="${before.at(-1)!.id}"]`)
    .getByTestId('sortable-handle');
  await moveByKeyboard(page, handle, 'ArrowUp', before.length - 1);
  await expect.poll(async () => (await titles())[0]).toBe(title);
  await drawer.getByTestId('banner-reorder-save').click();
  await expect(page.getByText('横幅的新顺序已保存')).toBeVisible();

  // Kept after a reload: first in the drawer and in the list's order.
  await page.reload();
  await currentPage(page).getByTestId('banner-reorder').click();
  await expect
    .poll(
      async () =>
        (await page.getByTestId('banner-reorder-drawer').getByTestId('banner-order-title').allInnerTexts())[0],
    )
    .toBe(title);
  const after = await inOrder(page);
  expect(after.map((b) => b.title)).toEqual([title, ...before.slice(0, -1).map((b) => b.title)]);
  await page
    .getByTestId('banner-reorder-drawer')
    .getByRole('button', { name: '取 消' })
    .or(page.getByTestId('banner-reorder-drawer').getByRole('button', { name: '取消' }))
    .click();

  // The shop's read: the live banners in the console's order, the new one first, with its link.
  const res = await page.request.get('/api/Public/Banners?branch=001&slot=pc');
  expect(res.status()).toBe(200);
  expect(res.headers().etag).toMatch(/^W\//);
  const shown = (await res.json()).data as PublicBanner[];
  expect(shown.map((b) => b.title)).toEqual(after.filter((b) => b.state === 'live').map((b) => b.title));
  expect(shown[0]).toMatchObject({ title, titleEn: `E2E banner ${stamp}`, link: `/product/e2e-${stamp}` });
  expect(shown[0].image).toMatch(/^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/);

  // Deleted after a confirmation: gone from the list and from the shop.
  await page.goto(`${ROUTE}?q=${encodeURIComponent(stamp)}`);
  await settledBody(dataTable(page, 'banners-pc'));
  await tableRows(dataTable(page, 'banners-pc')).first().getByTestId('banner-remove').click();
  await page.getByTestId('banner-remove-confirm').click();
  await expect(page.getByText(`已删除 ${title}`)).toBeVisible();
  await expect(await settledBody(dataTable(page, 'banners-pc'))).toHaveAttribute('data-total', '0');
  const gone = (await (await page.request.get('/api/Public/Banners?branch=001&slot=pc')).json()).data as PublicBanner[];
  expect(gone.some((b) => b.title === title)).toBe(false);
});

test('a text file renamed .png is refused with a message, and nothing is added', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await openConsole(page, ROUTE);
  const table = dataTable(page, 'banners-pc');
  const total = await (await settledBody(table)).getAttribute('data-total');
  const fake = { name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(`not an image ${stamp}\n`.repeat(20)) };

  await currentPage(page).getByTestId('banner-add').click();
  const dialog = page.getByTestId('banner-dialog');
  await dialog.getByTestId('image-upload-input').setInputFiles(fake);
  await expect(dialog.getByTestId('image-upload-problem')).toBeVisible();
  await expect(dialog.getByTestId('image-upload-problem')).toContainText(/图片|PNG|JPEG/);
  await expect(dialog.getByTestId('banner-preview').locator('img')).toHaveCount(0);
  await dialog.getByTestId('banner-title-input').fill(`E2E假图${stamp}`);
  await dialog.getByTestId('banner-save').click();
  await expect(dialog.getByText('请上传图片')).toBeVisible();
  await dialog.getByRole('button', { name: /取 ?消/ }).click();
  await expect(dialog).toBeHidden();

  // The server refuses the same file by its content too.
  const res = await page.request.post('/api/Upload/Image', {
    headers: await page.evaluate(() => {
      const u = JSON.parse(localStorage.getItem('bo-user') ?? '{}');
      return { 'x-token': String(u.token), 'x-user-id': String(u.ID) };
    }),
    multipart: { file: fake },
  });
  expect(res.status()).toBe(400);

  await page.reload();
  await expect(await settledBody(dataTable(page, 'banners-pc'))).toHaveAttribute('data-total', total!);
  expect((await inOrder(page)).some((b) => b.title.includes(stamp))).toBe(false);
});

test('at 390 px the banner page and its dialog do not scroll sideways', async ({ page }) => {
  await openConsoleAs(page, ROUTE, { lang: 'en', mode: 'dark', width: 390 });
  const view = currentPage(page);
  await settledBody(dataTable(page, 'banners-pc'));
  await expect(view.getByText('Recommended image size 1920 × 500 px')).toBeVisible();
  const sideways = () =>
    page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await expectNoOverflow(view);
  await view.getByTestId('banner-add').click();
  const dialog = page.getByTestId('banner-dialog');
  await expect(dialog.getByTestId('banner-preview')).toBeVisible();
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await expectNoOverflow(dialog);
});
