import { expect, failedResource, test } from './fixtures';
import { session, openConsoleAs } from './sessions';
import { currentPage } from './console-helpers';
import { expectNoOverflow } from './layout-helpers';
import { png } from './images';

test.use(session('admin'));

/**
 * The upload control (issue 13 #1) on the system settings' logo, as 001/admin: an image dropped
 * on it is sent with a progress bar and previewed from its thumbnail; a text file named .png
 * dropped on it is refused in the browser, sent nowhere; a file that starts like a PNG but is
 * not one is refused by the server in the user's words. Nothing is saved: the settings form
 * keeps its version (Save is never pressed).
 */

const UPLOAD = '/api/Upload/Image';

/** Drops a file on the control as a browser does: a DataTransfer carrying it, dragenter, dragover, drop. */
async function dropFile(
  zone: import('@playwright/test').Locator,
  file: { name: string; type: string; bytes: number[] },
) {
  const transfer = await zone.page().evaluateHandle((f) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    return dt;
  }, file);
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(zone).toHaveAttribute('data-dragging', 'yes');
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(zone).not.toHaveAttribute('data-dragging', 'yes');
}

test('an image dropped on the logo uploads with progress and shows its thumbnail; a renamed text file is refused and sent nowhere', async ({
  page,
  consoleGuard,
}) => {
  // The server's refusal of the fake PNG at the end.
  consoleGuard.allow(failedResource(400));
  await openConsoleAs(page, '/system/setting', { lang: 'en', mode: 'white', width: 1440 });
  const view = currentPage(page);
  const control = view.getByTestId('settings-logo-upload');
  await expect(control).toBeVisible();
  await expect(control).toContainText('at most 5 MB');
  const save = view.getByTestId('system-settings-save');
  await expect(save).toBeDisabled();
  let sent = 0;
  page.on('request', (r) => void (r.url().includes(UPLOAD) && sent++));

  // Noise does not compress: about 600 KB, sent at 300 KB/s, so the progress bar is seen moving.
  const image = png(640, 320, 'noise');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  const answered = page.waitForResponse((r) => r.url().includes(UPLOAD));
  await dropFile(control, { name: 'logo.png', type: 'image/png', bytes: [...image] });
  const progress = control.getByTestId('image-upload-progress');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  const data = (await (await answered).json()).data;
  expect(data).toMatchObject({
    width: 640,
    height: 320,
    mime: 'image/png',
    thumb: expect.stringMatching(/^\/api\/Upload\/Thumb\/001\/[0-9a-f]{64}\.webp$/),
  });
  await expect(control.getByTestId('image-upload-progress')).toHaveCount(0);
  const preview = control.getByTestId('image-upload-preview');
  await expect(preview).toHaveAttribute('src', data.url);
  // What the browser shows is the thumbnail.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toContain(data.thumb);
  expect(sent).toBe(1);
  // Back to the full speed.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.send('Network.disable');
  await cdp.detach();

  // A text file named .png: refused at once in the browser, nothing sent.
  await dropFile(control, {
    name: 'notes.png',
    type: 'image/png',
    bytes: [...Buffer.from('just some notes, not a picture')],
  });
  await expect(control.getByTestId('image-upload-problem')).toContainText('not a PNG, JPEG, WebP or GIF image');
  expect(sent).toBe(1);
  // Starts like a PNG but is broken inside: the browser cannot draw it and says so, nothing sent.
  const broken = Buffer.concat([image.subarray(0, 40), Buffer.from('<html><script>alert(1)</script></html>')]);
  await control
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: broken });
  await expect(control.getByTestId('image-upload-problem')).toContainText('The image is damaged and cannot be read');
  expect(sent).toBe(1);
  // A whole PNG with a page appended (a polyglot): the browser draws it, the server refuses it, in the user's words.
  const polyglot = Buffer.concat([
    png(8, 8, [200, 0, 0], String(Date.now())),
    Buffer.from('<html><script>alert(1)</script></html>'),
  ]);
  const refused = page.waitForResponse((r) => r.url().includes(UPLOAD));
  await control
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: polyglot });
  expect((await refused).status()).toBe(400);
  await expect(control.getByTestId('image-upload-problem')).toContainText(
    'The image is damaged or carries something besides the image',
  );
  await expect(control.getByTestId('image-upload-problem')).not.toContainText(/Error|status code|\bat\b .*\.ts/);
  // The logo still shows the image uploaded before; nothing is saved until Save.
  await expect(preview).toHaveAttribute('src', data.url);
  await expect(save).toBeEnabled();
});

test('at 390 px, dark and in Chinese: the control fits and its refusal is in Chinese', async ({ page }) => {
  await openConsoleAs(page, '/system/setting', { lang: 'cn', mode: 'dark', width: 390, height: 844 });
  const view = currentPage(page);
  const control = view.getByTestId('settings-logo-upload');
  await expect(control).toBeVisible();
  await control
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(control.getByTestId('image-upload-problem')).toContainText('不是 PNG、JPEG、WebP 或 GIF 图片');
  await expectNoOverflow(view);
});
