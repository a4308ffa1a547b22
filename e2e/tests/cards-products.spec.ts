import { expect, test } from './fixtures';
import { openConsole, session, openConsoleAs } from './sessions';
import { moveByKeyboard } from './sortable';
import { currentPage } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { dataTable, chooseOption, settledBody, tableRows } from './order-helpers';
import { png } from './images';

test.use(session('admin'));

/**
 * Card sizes, card templates and products (issue 13 #4, #5, #10, #11) as 001/admin: a card size
 * with a run-unique name; a template on it with a front image given to the upload control and a
 * name and a mobile field; its preview draws the sample name and mobile on the front and nothing
 * of them on the back; a product with two pictures reordered by keyboard dragging, found by the
 * shop's read with its pictures in that order; at 390 px the preview fits and nothing scrolls
 * sideways. Names are unique per run.
 */

/** Each run's images differ (a colour from the stamp), so the upload service stores new files. */
const colour = (stamp: string, k: number): [number, number, number] => {
  const n = parseInt(stamp.slice(-6), 36) + k * 7919;
  return [n % 256, (n >> 8) % 256, (n >> 16) % 256];
};

test('a card size, a template on it with a front image and two fields, its preview front and back', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const sizeName = `E2E尺寸${stamp}`;
  const templateName = `E2E模板${stamp}`;
  // The size.
  await openConsole(page, '/system/dspjsize');
  await settledBody(dataTable(page, 'card-sizes'));
  await currentPage(page).getByTestId('size-add').click();
  const sizeDialog = page.getByTestId('size-dialog');
  await sizeDialog.getByLabel('中文名称').fill(sizeName);
  await sizeDialog.getByLabel('英文名称').fill(`E2E size ${stamp}`);
  await sizeDialog.getByLabel('宽（mm）').fill('88');
  await sizeDialog.getByLabel('高（mm）').fill('52');
  await expect(sizeDialog.getByTestId('size-outline')).toHaveAttribute('viewBox', '-2 -2 92 56');
  await sizeDialog.getByTestId('size-save').click();
  await expect(page.getByText(`已新增 ${sizeName}`)).toBeVisible();
  await expect(sizeDialog).toBeHidden();

  // The template on it.
  await page.goto('/space/cardsettings');
  await settledBody(dataTable(page, 'card-templates'));
  await currentPage(page).getByTestId('template-add').click();
  const dialog = page.getByTestId('template-dialog');
  await dialog.getByLabel('中文名称').fill(templateName);
  await dialog.getByLabel('英文名称').fill(`E2E template ${stamp}`);
  await chooseOption(dialog.getByTestId('template-size'), sizeName, { search: sizeName });
  await dialog
    .getByTestId('template-front')
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(88, 52, colour(stamp, 1)) });
  await expect(dialog.getByTestId('template-front').getByTestId('image-upload-preview')).toHaveAttribute(
    'src',
    /^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/,
  );
  await dialog.getByTestId('field-add').click();
  await chooseOption(dialog.getByTestId('template-field').nth(0).getByTestId('field-key'), '姓名');
  await dialog.getByTestId('field-add').click();
  await chooseOption(dialog.getByTestId('template-field').nth(1).getByTestId('field-key'), '手机');
  await dialog.getByTestId('price-amount').first().fill('30');
  // The live preview follows the form: the two sample texts on the front.
  const live = dialog.getByTestId('template-live-preview');
  await expect(live.locator('text[data-field=name]')).toHaveText('张三');
  await expect(live.locator('text[data-field=mobile]')).toHaveText('138 0000 0000');
  await dialog.getByTestId('template-save').click();
  await expect(page.getByText(`已新增 ${templateName}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Its preview from the list: the front draws the image, the name and the mobile; the back neither.
  await page.goto(`/space/cardsettings?q=${encodeURIComponent(stamp)}`);
  const table = dataTable(page, 'card-templates');
  await expect(await settledBody(table)).toHaveAttribute('data-total', '1');
  await tableRows(table).first().getByTestId('template-preview').click();
  const preview = page.getByTestId('preview-dialog');
  const card = preview.getByTestId('card-preview');
  await expect(card).toHaveAttribute('data-side', 'front');
  await expect(card).toHaveAttribute('viewBox', '-2 -2 92 56');
  await expect(card.locator('text[data-field=name]')).toHaveText('张三');
  await expect(card.locator('text[data-field=mobile]')).toHaveText('138 0000 0000');
  await expect(card.getByTestId('card-preview-image')).toHaveAttribute(
    'href',
    /^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/,
  );
  await preview.getByText('背面').click();
  await expect(card).toHaveAttribute('data-side', 'back');
  await expect(card.locator('text')).toHaveCount(0);
  await expect(card.getByTestId('card-preview-image')).toHaveCount(0);

  // The shop's read has it, on its size, with the two fields.
  const res = await page.request.get('/api/Public/CardTemplates?branch=001');
  expect(res.status()).toBe(200);
  const mine = (
    (await res.json()).data as { name: string; size: { name: string; widthMm: number }; fields: { key: string }[] }[]
  ).find((t) => t.name === templateName);
  expect(mine?.size).toMatchObject({ name: sizeName, widthMm: 88 });
  expect(mine?.fields.map((f) => f.key)).toEqual(['name', 'mobile']);
});

test('a product with two pictures reordered by keyboard, read by the shop in that order', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `E2E产品${stamp}`;
  await openConsole(page, '/space/productsshow');
  await settledBody(dataTable(page, 'products'));
  await currentPage(page).getByTestId('product-add').click();
  const dialog = page.getByTestId('product-dialog');
  await dialog.getByLabel('中文名称').fill(name);
  await dialog.getByLabel('英文名称').fill(`E2E product ${stamp}`);
  const rows = dialog.getByTestId('product-image');
  for (const k of [1, 2]) {
    await dialog
      .getByTestId('product-image-add')
      .getByTestId('image-upload-input')
      .setInputFiles({ name: `p${k}.png`, mimeType: 'image/png', buffer: png(40, 30, colour(stamp, 10 + k)) });
    await expect(rows).toHaveCount(k);
  }
  const first = await rows.nth(0).getAttribute('data-address');
  const second = await rows.nth(1).getAttribute('data-address');
  expect(first).toMatch(/^\/api\/Upload\/File\/001\/[0-9a-f]{64}\.png$/);
  expect(second).not.toBe(first);

  // The second picture moved up by keyboard: handle focused, Space, ArrowUp, Space.
  await moveByKeyboard(page, rows.nth(1).getByTestId('sortable-handle'), 'ArrowUp');
  await expect
    .poll(() => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-address'))))
    .toEqual([second, first]);

  await dialog.getByTestId('product-price-min').fill('10');
  await dialog.getByTestId('product-price-max').fill('20.5');
  await dialog.getByTestId('product-save').click();
  await expect(page.getByText(`已新增 ${name}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the list with its first picture, and in the shop's read with its pictures in that order.
  await page.goto(`/space/productsshow?q=${encodeURIComponent(stamp)}`);
  const table = dataTable(page, 'products');
  await expect(await settledBody(table)).toHaveAttribute('data-total', '1');
  await expect(tableRows(table).first().getByTestId('product-thumb')).toHaveAttribute('src', second!);
  const res = await page.request.get('/api/Public/Products?branch=001');
  expect(res.status()).toBe(200);
  const mine = (
    (await res.json()).data as { name: string; images: string[]; priceMin: string; priceMax: string }[]
  ).find((p) => p.name === name);
  expect(mine).toMatchObject({ images: [second, first], priceMin: '10.00', priceMax: '20.50' });
});

test('at 390 px the card preview fits the screen and the templates page does not scroll sideways', async ({ page }) => {
  await openConsoleAs(page, '/space/cardsettings', { lang: 'en', mode: 'dark', width: 390 });
  const view = currentPage(page);
  const table = dataTable(page, 'card-templates');
  await settledBody(table);
  const sideways = () =>
    page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await expectNoOverflow(view);
  await tableRows(table).first().getByTestId('template-preview').click();
  const preview = page.getByTestId('preview-dialog');
  const card = preview.getByTestId('card-preview');
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(preview.getByText('Front')).toBeVisible();
  await expect.poll(sideways).toBeLessThanOrEqual(0);
});
