import { IMAGE_MIME_TYPES, IMAGE_UPLOAD_MAX_BYTES, MB, type ImageMime } from '@bo/contract';
import { formatBytes } from '../number-format';

export { formatBytes };

/**
 * The browser's quick look at a chosen file before it is sent, so that a wrong file gets its
 * message at once: its first bytes must be a PNG, JPEG, WebP or GIF signature (the name and the
 * type the system guesses do not count), and it must not be over the size limit. The server
 * checks again, thoroughly, and decides (modules/uploads/image-check.ts).
 */
export type ImageProblem = 'type' | 'size' | 'empty' | 'damaged';

const SIGNATURES: [ImageMime, (b: Uint8Array) => boolean][] = [
  ['image/png', (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  [
    'image/gif',
    (b) => String.fromCharCode(...b.slice(0, 6)) === 'GIF87a' || String.fromCharCode(...b.slice(0, 6)) === 'GIF89a',
  ],
  [
    'image/webp',
    (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  ],
];

/** The image type the first bytes announce, or null. */
export function sniffImage(head: Uint8Array): ImageMime | null {
  return SIGNATURES.find(([, test]) => test(head))?.[0] ?? null;
}

/** What is wrong with a file for an image upload, or null when it may be sent. */
export async function checkImageFile(file: Blob, maxBytes = IMAGE_UPLOAD_MAX_BYTES): Promise<ImageProblem | null> {
  if (file.size === 0) return 'empty';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImage(head)) return 'type';
  if (file.size > maxBytes) return 'size';
  // The browser cannot draw it (cut short, broken inside): the server would refuse it too. Where the
  // browser has no decoder at hand (tests), the server alone decides.
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
    } catch {
      return 'damaged';
    }
  }
  return null;
}

/** What the file chooser offers (a hint only: the bytes decide). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** A size limit as the server words it: whole megabytes as "5 MB", anything else as formatBytes. */
export function formatLimit(bytes: number): string {
  return bytes >= MB && bytes % MB === 0 ? `${bytes / MB} MB` : formatBytes(bytes);
}
