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

/** The largest image POST /api/Upload/Image accepts (2 MiB). */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** Where stored files are served: the prefix of every address the upload service answers. */
export const UPLOAD_FILE_PREFIX = '/api/Upload/File/';

/** A stored file's address: its branch, its content hash and the extension of its sniffed type. */
export const UPLOAD_ADDRESS = /^\/api\/Upload\/File\/([A-Za-z0-9_-]{1,20})\/([0-9a-f]{64})\.(png|jpg|webp|gif)$/;

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
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/**
 * POST /api/Upload/Image: one image as multipart/form-data in the field `file`. PNG, JPEG,
 * WebP or GIF by its content, whole (nothing after the image's end), at most
 * IMAGE_UPLOAD_MAX_BYTES; anything else is refused (HTTP 400, or 413 over the size) and nothing
 * is stored. The same content uploaded again in the branch is stored once.
 */
export const UploadImage = defineCall({
  method: 'POST',
  path: '/api/Upload/Image',
  summary: 'Upload an image (PNG, JPEG, WebP or GIF, at most 2 MiB) as multipart/form-data, field "file"; answers its address',
  mark: null,
  data: uploadedFile,
});

/**
 * GET a stored file by its address. No session: an <img> cannot send one; the address (its
 * SHA-256, unguessable) is the capability (docs/decisions.md "Who may read an uploaded file").
 * Any address that names no stored file, malformed ones included, answers 404.
 */
export const UploadFile = defineCall({
  method: 'GET',
  path: '/api/Upload/File/:gscode/:name',
  summary: 'A stored file by its address (the answer is the file itself, served with its sniffed type)',
  mark: 'public',
  data: z.null().describe('not JSON: the body is the file'),
});
