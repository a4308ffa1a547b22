import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { parseUploadAddress, UPLOAD_EXTENSIONS, UPLOAD_FILE_PREFIX, type ImageMime, type UploadedFile } from '@bo/contract';
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
  const sha256 = createHash('sha256').update(content).digest('hex');
  await db
    .insert(uploads)
    .values({ gscode: owner.gscode, sha256, mime: checked.mime, bytes: content.length, content, createdBy: owner.userId })
    .onConflictDoNothing({ target: [uploads.sha256, uploads.gscode] });
  return { url: addressOf(owner.gscode, sha256, checked.mime), sha256, mime: checked.mime, bytes: content.length };
}

/** A stored file by the parts of its address; null when no file of that branch has it (or the extension is not its type's). */
export async function readFile(db: Db, gscode: string, name: string): Promise<{ sha256: string; mime: string; content: Buffer } | null> {
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
