import { parseUploadAddress } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { isOwnImage } from '../uploads/public.js';

/**
 * Every image a template or a product names must be an upload address of the session's branch
 * naming a stored image ('' = none, where allowed). Another branch's address is 403, anything
 * else 400; checked before anything is written, so nothing changes either way.
 */
export async function assertOwnImages(
  db: Db,
  session: Session,
  images: { what: { cn: string; en: string }; address: string }[],
): Promise<void> {
  for (const { what, address } of images) {
    if (address === '') continue;
    const parsed = parseUploadAddress(address);
    if (parsed && parsed.gscode !== session.gscode) throw new AppError('contentImageNotUploaded', { what }, 403);
    if (!(await isOwnImage(db, session, address))) throw new AppError('contentImageNotUploaded', { what }, 400);
  }
}
