import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MIME_TYPES, type ImageMime } from '@bo/contract';

/**
 * What an uploaded image is, decided from its bytes alone (never its name or the request's content
 * type): file-type sniffs the format, then the container is walked to its end, so that the stored
 * file is one whole image and nothing else (docs/decisions/0081-images-checked-by-content.md). A
 * file that is not an accepted image, that is cut short, or that carries bytes after the image's
 * end (the classic image + HTML or ZIP polyglot) is refused, as is one whose bytes hold markup a
 * browser would run if it were ever read as a page.
 */
export type ImageCheck = { ok: true; mime: ImageMime } | { ok: false; why: 'type' | 'damaged' };

const ACCEPTED = new Set<string>(IMAGE_MIME_TYPES);

/** Markup that has no business inside an image (XMP metadata, which is XML, is not among it). */
const MARKUP = /<script|<html|<body|<iframe|<svg|<!doctype|<\?php|<object|<embed|javascript:/i;

export async function checkImage(content: Buffer): Promise<ImageCheck> {
  const sniffed = await fileTypeFromBuffer(content);
  if (!sniffed || !ACCEPTED.has(sniffed.mime)) return { ok: false, why: 'type' };
  const mime = sniffed.mime as ImageMime;
  const whole = WALKERS[mime](content);
  if (!whole || MARKUP.test(content.toString('latin1'))) return { ok: false, why: 'damaged' };
  return { ok: true, mime };
}

const WALKERS: Record<ImageMime, (b: Buffer) => boolean> = {
  'image/png': isWholePng,
  'image/jpeg': isWholeJpeg,
  'image/gif': isWholeGif,
  'image/webp': isWholeWebp,
};

// ---------------------------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 as PNG computes it. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Signature, IHDR first, every chunk's CRC right, IEND last with nothing after it. */
function isWholePng(b: Buffer): boolean {
  if (b.length < 8 + 25 + 12 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return false;
    const type = b.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    if (crc32(b, at + 4, at + 8 + length) !== b.readUInt32BE(at + 8 + length)) return false;
    first = false;
    at = end;
    if (type === 'IEND') return at === b.length;
  }
  return false;
}

/**
 * SOI, then marker segments (each with its length), entropy-coded data after each SOS (only
 * stuffed FF 00, restart markers and fill bytes inside), up to EOI, which must be the last two bytes.
 */
function isWholeJpeg(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  let frame = false;
  let scan = false;
  while (at < b.length) {
    if (b[at] !== 0xff) return false;
    // Fill bytes before a marker.
    while (at < b.length && b[at] === 0xff) at++;
    if (at >= b.length) return false;
    const marker = b[at++];
    if (marker === 0xd9) return frame && scan && at === b.length;
    if (marker === 0x00 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) return false;
    if (at + 2 > b.length) return false;
    const length = b.readUInt16BE(at);
    if (length < 2 || at + length > b.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frame = true;
    at += length;
    if (marker === 0xda) {
      if (!frame) return false;
      scan = true;
      // Entropy-coded data runs to the next marker that is not a stuffed zero or a restart.
      while (at < b.length) {
        if (b[at] !== 0xff) {
          at++;
          continue;
        }
        let next = at + 1;
        while (next < b.length && b[next] === 0xff) next++;
        if (next >= b.length) return false;
        const m = b[next];
        if (m === 0x00 || (m >= 0xd0 && m <= 0xd7)) {
          at = next + 1;
          continue;
        }
        at = next - 1;
        break;
      }
    }
  }
  return false;
}

/** Header, screen descriptor and colour table, then extension and image blocks up to the trailer, which must end the file. */
function isWholeGif(b: Buffer): boolean {
  if (b.length < 14) return false;
  const header = b.toString('latin1', 0, 6);
  if (header !== 'GIF87a' && header !== 'GIF89a') return false;
  let at = 13;
  const flags = b[10];
  if (flags & 0x80) at += 3 * (1 << ((flags & 0x07) + 1));
  const subBlocks = (): boolean => {
    while (at < b.length) {
      const size = b[at++];
      if (size === 0) return true;
      at += size;
    }
    return false;
  };
  let image = false;
  while (at < b.length) {
    const block = b[at++];
    if (block === 0x3b) return image && at === b.length;
    if (block === 0x21) {
      at++; // the extension's label
      if (!subBlocks()) return false;
    } else if (block === 0x2c) {
      if (at + 9 > b.length) return false;
      const local = b[at + 8];
      at += 9;
      if (local & 0x80) at += 3 * (1 << ((local & 0x07) + 1));
      at++; // LZW minimum code size
      if (!subBlocks()) return false;
      image = true;
    } else {
      return false;
    }
  }
  return false;
}

/** RIFF whose size is the file's, holding WEBP chunks (each padded to an even size) up to its end, one of them the image. */
function isWholeWebp(b: Buffer): boolean {
  if (b.length < 20 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return false;
  if (b.readUInt32LE(4) + 8 !== b.length) return false;
  let at = 12;
  let image = false;
  while (at < b.length) {
    if (at + 8 > b.length) return false;
    const type = b.toString('latin1', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    if (!/^[A-Z0-9 ]{4}$/.test(type)) return false;
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') image = true;
    at += 8 + size + (size % 2);
    if (at > b.length) return false;
  }
  return image && at === b.length;
}
