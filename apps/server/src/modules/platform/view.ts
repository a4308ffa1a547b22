import { and, eq, isNull } from 'drizzle-orm';
import { VIEW_BRANCH_MINUTES, type UserInfo } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { branches, sessions } from '../../db/schema.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { startView, type Client } from '../auth/public.js';

/**
 * Opens a read-only view of branch `gscode` for the platform owner (issue 41). Refused: the
 * owner's own branch (400), an unknown branch (404), a disabled one (400). The caller's platform
 * powers were checked by the call (platformOnly); the view holds none of them.
 */
export async function openView(
  db: Db,
  session: Session,
  body: { gscode: string; reason: string },
  client: Client,
  now: Date,
): Promise<UserInfo> {
  if (body.gscode === session.gscode) throw new AppError('viewOwnBranch', {}, 400);
  const [branch] = await db.select().from(branches).where(eq(branches.gscode, body.gscode));
  if (!branch) throw notFoundRecord();
  if (branch.status !== 1) throw new AppError('viewBranchDisabled', { gscode: branch.gscode }, 400);
  const until = new Date(now.getTime() + VIEW_BRANCH_MINUTES * 60_000);
  return startView(db, session, branch, { reason: body.reason, until }, client);
}

/** Ends the read-only view this session is; any other session is refused (409: not in that state). */
export async function endView(db: Db, session: Session): Promise<void> {
  if (!session.view) throw new AppError('viewNotAView', {}, 409);
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.id, session.sessionId), isNull(sessions.endedAt)));
}
