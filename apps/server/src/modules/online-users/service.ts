import { sql } from 'drizzle-orm';
import type { onlineUsersQuery, OnlineUserRow } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/row-values.js';
import { allOf, listPage, startsWithPattern } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import { timeoutsInForce, type Session, type SessionTimeouts } from '../../plugins/session.js';
import { assertWithinOwnPower } from '../staff/public.js';

/**
 * Online users (issue 37 #5): the open sessions of the session's branch, and ending one. "Open"
 * is the session plugin's rule: not ended, used within the idle time-out and younger than the
 * absolute one (the branch's own when shorter), of an enabled account.
 */
type Query = z.output<typeof onlineUsersQuery>;
type Raw = Record<string, unknown>;

/** One page of the branch's open sessions (last used first unless asked otherwise) and the filtered total. */
export async function onlineUsersPage(db: Db, session: Session, q: Query, server: SessionTimeouts) {
  const { idleMs, absoluteMs } = await timeoutsInForce(db, session.gscode, server);
  const now = new Date().toISOString();
  return listPage(db, q, {
    columns: sql`s.id, s.user_id, u.user_name, u.nick_name, coalesce(r.name, u.role_code) as role_name,
                 coalesce(r.name_en, u.role_code) as role_name_en, s.ip, s.user_agent, s.created_at, s.last_seen_at`,
    from: sql`sessions s
              join users u on u.id = s.user_id and u.status = 1
              left join roles r on r.gscode = u.gscode and r.code = u.role_code`,
    countFrom: sql`sessions s join users u on u.id = s.user_id and u.status = 1`,
    where: allOf([
      sql`s.gscode = ${session.gscode}`,
      sql`s.ended_at is null`,
      sql`s.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})`,
      sql`s.created_at > now() - make_interval(secs => ${absoluteMs / 1000})`,
      q.userName ? sql`u.user_name ilike ${startsWithPattern(q.userName)}` : undefined,
      q.ip ? sql`s.ip like ${startsWithPattern(q.ip)}` : undefined,
    ]),
    order: {
      columns: { lastSeen: sql`s.last_seen_at`, since: sql`s.created_at`, account: sql`u.user_name` },
      key: sql`s.id`,
      fallback: 'lastSeen',
    },
    toRow: (r: Raw): OnlineUserRow => {
      const current = Number(r.id) === session.sessionId;
      return {
        sessionId: Number(r.id),
        userId: Number(r.user_id),
        userName: r.user_name as string,
        nickName: r.nick_name as string,
        roleName: r.role_name as string,
        roleNameEn: r.role_name_en as string,
        ip: r.ip as string,
        userAgent: r.user_agent as string,
        createdAt: iso(r.created_at),
        // This request is this session's latest use (the stored time lags by up to 30 s).
        lastSeenAt: current ? now : iso(r.last_seen_at),
        current,
      };
    },
  });
}

/**
 * Ends one session of the branch: that console is signed out at its next call. The caller's own
 * session is refused (log out instead); another branch's, an ended one or an unknown id is "not
 * found"; an account holding a mark the caller lacks is refused ("no mark you lack").
 */
export async function endBranchSession(
  db: Db,
  session: Session,
  sessionId: number,
): Promise<{ userName: string; ip: string }> {
  if (sessionId === session.sessionId) throw new AppError('sessionIsCurrent', {}, 400);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      select s.ip, u.id as user_id, u.user_name, u.role_code
        from sessions s join users u on u.id = s.user_id
       where s.id = ${sessionId} and s.gscode = ${session.gscode} and s.ended_at is null
         for update of s`);
    const row = rows[0] as Raw | undefined;
    if (!row) throw notFoundRecord();
    const userName = row.user_name as string;
    await assertWithinOwnPower(tx, session, { id: Number(row.user_id), userName, roleCode: row.role_code as string });
    await tx.execute(sql`update sessions set ended_at = now() where id = ${sessionId}`);
    return { userName, ip: row.ip as string };
  });
}
