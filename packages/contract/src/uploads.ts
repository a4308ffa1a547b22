import { z } from 'zod';
import { defineCall } from './call.js';

/**
 * The one upload service of the console (issue 11): avatars now, the branch logo, page content
 * and banners later. A file is stored in the database (table uploads) per branch, named by the
 * SHA-256 of its content, and served back at an address that holds the branch and that hash:
 * `/api/Upload/File/<gscode>/<sha256>.<ext>`. The type is sniffed from the content on the
 * server, never taken from the file's name or the request's content type.
 */

/** Image types an image upload accepts (no SVG: it is a document that can carry scripts). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

/** The extension of each accepted type in a file's address. */
export const UPLOAD_EXTENSIONS: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** One megabyte as the size limits count it (MiB, shown as "MB"). */
export const MB = 1024 * 1024;

/** A branch's upload size limit until it sets one (system settings, `uploadMaxMb`). */
export const UPLOAD_DEFAULT_MAX_MB = 5;

/** The default branch limit in bytes: what the upload control assumes before it has asked the server. */
export const IMAGE_UPLOAD_MAX_BYTES = UPLOAD_DEFAULT_MAX_MB * MB;

/** An image with more pixels than this is refused before it is decoded (a decompression bomb). */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** The longer side of a thumbnail, in pixels (WebP, made on upload; never enlarged). */
export const UPLOAD_THUMB_PX = 320;

/** The media type of an .xlsx workbook: what the Excel imports read (registerUploadCall's fileType documents it). */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** Where stored files are served: the prefix of every address the upload service answers. */
export const UPLOAD_FILE_PREFIX = '/api/Upload/File/';

/** Where thumbnails are served: `/api/Upload/Thumb/<gscode>/<sha256>.webp`, a sibling of the file's address. */
export const UPLOAD_THUMB_PREFIX = '/api/Upload/Thumb/';

/** The thumbnail address of a stored file's address ('' when the text is not an upload address). */
export function thumbAddressOf(address: string): string {
  const parsed = parseUploadAddress(address);
  return parsed ? `${UPLOAD_THUMB_PREFIX}${parsed.gscode}/${parsed.sha256}.webp` : '';
}

/** A stored file's address: its branch, its content hash and the extension of its sniffed type. */
export const UPLOAD_ADDRESS = /^\/api\/Upload\/File\/([A-Za-z0-9_-]{1,20})\/([0-9a-f]{64})\.(png|jpg|webp|gif)$/;
/** An address of the right form, for the document's examples (it names no stored file). */
export const UPLOAD_ADDRESS_EXAMPLE = `/api/Upload/File/001/${'0'.repeat(64)}.png`;

/** The parts of an upload address, or null when the text is not one. */
export function parseUploadAddress(address: string): { gscode: string; sha256: string; ext: string } | null {
  const m = UPLOAD_ADDRESS.exec(address);
  return m ? { gscode: m[1], sha256: m[2], ext: m[3] } : null;
}

export const uploadedFile = z.object({
  url: z.string().describe('the address to show or store it by: /api/Upload/File/<gscode>/<sha256>.<ext>'),
  sha256: z.string().describe('SHA-256 of the content, hex'),
  mime: z.enum(IMAGE_MIME_TYPES).describe('the type sniffed from the content'),
  bytes: z.number().int().describe('size of the content'),
  width: z.number().int().describe('pixels across (the first frame of an animation)'),
  height: z.number().int().describe('pixels down'),
  thumb: z
    .string()
    .describe(
      `a WebP thumbnail, at most ${UPLOAD_THUMB_PX} px on its longer side: /api/Upload/Thumb/<gscode>/<sha256>.webp`,
    ),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/**
 * POST /api/Upload/Image: one image as multipart/form-data in the field `file`. PNG, JPEG,
 * WebP or GIF by its content, whole (nothing after the image's end), at most the branch's limit
 * (system settings `uploadMaxMb`, default 5 MB; the server's UPLOAD_MAX_BYTES caps every branch)
 * and UPLOAD_MAX_PIXELS pixels; anything else is refused (HTTP 400, or 413 over the size) and
 * nothing is stored. The same content uploaded again in the branch is stored once. Its size is
 * read and a thumbnail made in the same step.
 */
export const UploadImage = defineCall({
  method: 'POST',
  path: '/api/Upload/Image',
  summary:
    'Upload an image (PNG, JPEG, WebP or GIF, at most the branch\'s size limit) as multipart/form-data, field "file"; answers its address, size and thumbnail',
  mark: null,
  rules: [
    `file: an image by its content (PNG, JPEG, WebP or GIF), not damaged, at most ${UPLOAD_MAX_PIXELS / 1_000_000} million pixels`,
  ],
  data: uploadedFile,
});

/**
 * GET a stored file by its address. No session: an <img> cannot send one; the address (its
 * SHA-256, unguessable) is the capability (docs/decisions/0080-one-upload-service.md).
 * Any address that names no stored file, malformed ones included, answers 404.
 */
export const UploadFile = defineCall({
  method: 'GET',
  path: '/api/Upload/File/:gscode/:name',
  summary: 'A stored file by its address (the answer is the file itself, served with its sniffed type)',
  mark: 'public',
  answers: {
    mediaTypes: IMAGE_MIME_TYPES,
    description: 'the stored image itself, served with the type its content was found to have',
  },
  data: z.null(),
});

export const uploadRules = z.object({
  maxBytes: z.number().int().describe("the branch's size limit for one file, in bytes"),
  maxMb: z.number().int().describe('the same in MB (1 MB = 1,048,576 bytes)'),
  types: z.array(z.enum(IMAGE_MIME_TYPES)).describe('the image types accepted (judged by the content)'),
  maxPixels: z.number().int().describe('the most pixels (width × height) an image may have'),
});
export type UploadRules = z.infer<typeof uploadRules>;

/** What the upload control checks before sending: the branch's limit and the accepted types. */
export const UploadRulesCall = defineCall({
  method: 'GET',
  path: '/api/Upload/Rules',
  summary: "The branch's upload rules: the size limit and the image types accepted",
  mark: null,
  data: uploadRules,
});

/**
 * GET a stored image's thumbnail (WebP): like UploadFile, no session, the address is the
 * capability, and anything unknown answers 404. A file stored before thumbnails existed gets its
 * thumbnail made on its first read.
 */
export const UploadThumb = defineCall({
  method: 'GET',
  path: '/api/Upload/Thumb/:gscode/:name',
  summary: "A stored image's thumbnail by its address (the answer is a WebP image)",
  mark: 'public',
  answers: { mediaTypes: ['image/webp'], description: 'the thumbnail, a WebP image' },
  data: z.null(),
});
