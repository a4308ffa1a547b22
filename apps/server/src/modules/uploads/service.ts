import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import {
  parseUploadAddress,
  thumbAddressOf,
  UPLOAD_EXTENSIONS,
  UPLOAD_FILE_PREFIX,
  UPLOAD_MAX_PIXELS,
  UPLOAD_THUMB_PX,
  type ImageMime,
  type UploadedFile,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { checkImage } from './image-check.js';

/** The address a stored file is served at. */
export const addressOf = (gscode: string, sha256: string, mime: ImageMime) =>
  `${UPLOAD_FILE_PREFIX}${gscode}/${sha256}.${UPLOAD_EXTENSIONS[mime]}`;

/** Who stores an image: the branch it belongs to and the user (null for demo data seeded without one). */
export type UploadOwner = Pick<Session, 'gscode'> & { userId: number | null };

/**
 * Stores an image for the owner's branch, once per content: the same bytes uploaded again
 * (by anyone of the branch) answer the same address and store nothing new. Refused, nothing is
 * stored: a file that is not a whole PNG, JPEG, WebP or GIF by its content.
 */
export async function storeImage(db: Db, owner: UploadOwner, content: Buffer): Promise<UploadedFile> {
  const checked = await checkImage(content);
  if (!checked.ok) throw new AppError(checked.why === 'type' ? 'uploadNotImage' : 'uploadDamaged', {}, 400);
  const { width, height, thumb } = await thumbnailOf(content);
  const sha256 = createHash('sha256').update(content).digest('hex');
  await db
    .insert(uploads)
    .values({
      gscode: owner.gscode,
      sha256,
      mime: checked.mime,
      bytes: content.length,
      content,
      width,
      height,
      thumb,
      createdBy: owner.userId,
    })
    // A row stored before sizes and thumbnails existed gets them now.
    .onConflictDoUpdate({
      target: [uploads.sha256, uploads.gscode],
      set: { width, height, thumb },
      setWhere: sql`${uploads.thumb} is null`,
    });
  const url = addressOf(owner.gscode, sha256, checked.mime);
  return { url, sha256, mime: checked.mime, bytes: content.length, width, height, thumb: thumbAddressOf(url) };
}

/**
 * The image's size in pixels (its first frame's, for an animation) and a WebP thumbnail at most
 * UPLOAD_THUMB_PX on its longer side (never enlarged, turned upright by its EXIF orientation).
 * Refused before decoding: more than UPLOAD_MAX_PIXELS pixels (a decompression bomb, 400); one
 * the decoder cannot read is damaged (400).
 */
export async function thumbnailOf(content: Buffer): Promise<{ width: number; height: number; thumb: Buffer }> {
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, animated: false, failOn: 'error' } as const;
  let meta: Metadata;
  try {
    // The header only: the pixel limit is checked below, in words the user understands.
    meta = await sharp(content, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('uploadDamaged', {}, 400);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw new AppError('uploadDamaged', {}, 400);
  if (meta.width * frameHeight > UPLOAD_MAX_PIXELS) {
    throw new AppError(
      'uploadTooManyPixels',
      { width: meta.width, height: frameHeight, max: UPLOAD_MAX_PIXELS / 1_000_000 },
      400,
    );
  }
  // Orientations 5 to 8 turn the picture a quarter: its upright size swaps the sides.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? frameHeight : meta.width;
  const height = turned ? meta.width : frameHeight;
  try {
    const thumb = await sharp(content, options)
      .rotate()
      .resize({ width: UPLOAD_THUMB_PX, height: UPLOAD_THUMB_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width, height, thumb };
  } catch {
    throw new AppError('uploadDamaged', {}, 400);
  }
}

/**
 * A stored image's thumbnail by its address parts; null when no image of that branch has it. A
 * row stored before thumbnails existed gets its thumbnail (and size) made and kept now.
 */
export async function readThumb(
  db: Db,
  gscode: string,
  name: string,
): Promise<{ sha256: string; content: Buffer } | null> {
  const m = /^([0-9a-f]{64})\.webp$/.exec(name);
  if (!m || !/^[A-Za-z0-9_-]{1,20}$/.test(gscode)) return null;
  const sha256 = m[1];
  const [row] = await db
    .select({
      thumb: uploads.thumb,
      content: sql<Buffer | null>`case when ${uploads.thumb} is null then ${uploads.content} end`,
    })
    .from(uploads)
    .where(and(eq(uploads.gscode, gscode), eq(uploads.sha256, sha256)));
  if (!row) return null;
  if (row.thumb) return { sha256, content: row.thumb };
  let made: Awaited<ReturnType<typeof thumbnailOf>>;
  try {
    made = await thumbnailOf(row.content!);
  } catch {
    // An old file the decoder cannot read has no thumbnail.
    return null;
  }
  await db
    .update(uploads)
    .set({ width: made.width, height: made.height, thumb: made.thumb })
    .where(and(eq(uploads.gscode, gscode), eq(uploads.sha256, sha256)));
  return { sha256, content: made.thumb };
}

/** A stored file by the parts of its address; null when no file of that branch has it (or the extension is not its type's). */
export async function readFile(
  db: Db,
  gscode: string,
  name: string,
): Promise<{ sha256: string; mime: string; content: Buffer } | null> {
  const parsed = parseUploadAddress(`${UPLOAD_FILE_PREFIX}${gscode}/${name}`);
  if (!parsed) return null;
  const [row] = await db
    .select({ mime: uploads.mime, content: uploads.content })
    .from(uploads)
    .where(and(eq(uploads.gscode, parsed.gscode), eq(uploads.sha256, parsed.sha256)));
  if (!row || UPLOAD_EXTENSIONS[row.mime as ImageMime] !== parsed.ext) return null;
  return { sha256: parsed.sha256, mime: row.mime, content: row.content };
}

/**
 * Whether `address` is an upload address of the session's branch naming a stored image: what a
 * profile's avatar (and any other stored image reference) must be. An empty address is "none".
 */
export async function isOwnImage(db: Db, session: Session, address: string): Promise<boolean> {
  const parsed = parseUploadAddress(address);
  if (!parsed || parsed.gscode !== session.gscode) return false;
  const { rows } = await db.execute(sql`
    select mime from ${uploads} where gscode = ${session.gscode} and sha256 = ${parsed.sha256}`);
  return rows.length === 1 && UPLOAD_EXTENSIONS[rows[0].mime as ImageMime] === parsed.ext;
}
