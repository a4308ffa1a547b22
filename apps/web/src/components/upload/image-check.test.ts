import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkImageFile, formatBytes, sniffImage } from './image-check';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif = new TextEncoder().encode('GIF89a\u0001\u0000');
const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8L');

describe("the browser's look at a chosen image", () => {
  // The browser's decoder: these few bytes are no whole image, so it is stood in for (one test makes it fail).
  beforeEach(() => vi.stubGlobal('createImageBitmap', async () => ({ close() {} })));
  afterEach(() => vi.unstubAllGlobals());

  it('knows the four types by their first bytes, not by name', () => {
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(jpeg)).toBe('image/jpeg');
    expect(sniffImage(gif)).toBe('image/gif');
    expect(sniffImage(webp)).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('just text'))).toBeNull();
  });

  it('says what is wrong: not an image (whatever its name), too large, empty', async () => {
    expect(await checkImageFile(new File([png], 'a.png'))).toBeNull();
    expect(await checkImageFile(new File(['hello'], 'notes.png', { type: 'image/png' }))).toBe('type');
    expect(await checkImageFile(new File([png, new Uint8Array(2000)], 'big.png'), 1000)).toBe('size');
    expect(await checkImageFile(new File([], 'empty.png'))).toBe('empty');
  });

  it('says a file the browser cannot draw is damaged', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    expect(await checkImageFile(new File([png], 'cut.png'))).toBe('damaged');
  });

  it('words sizes as the server does', () => {
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MiB');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
