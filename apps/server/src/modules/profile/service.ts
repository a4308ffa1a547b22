import { sql } from 'drizzle-orm';
import {
  OWN_SIGN_INS,
  parseUploadAddress,
  type LoginLogReason,
  type OwnProfile,
  type OwnSession,
  type OwnSignIn,
  type ProfileUpdate,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Session, SessionTimeouts } from '../../plugins/session.js';
import { isOwnImage } from '../uploads/public.js';
import { iso } from '../../db/row-values.js';

/**
 * The personal center (issue 11 #7). Every query is about the session's own account: the user
 * id and branch come from the session, never from the request.
 */

type Raw = Record<string, unknown>;

export async function readOwnProfile(db: Db, session: Session): Promise<OwnProfile> {
  const { rows } = await db.execute(sql`
    select u.user_name, u.nick_name, u.header_img, u.phone, u.email, u.operators, b.name as company, b.gscode,
           coalesce(r.name, u.role_code) as role_name, coalesce(r.name_en, u.role_code) as role_name_en
      from users u
      join branches b on b.gscode = u.gscode
      left join roles r on r.gscode = u.gscode and r.code = u.role_code
     where u.id = ${session.userId}`);
  const r = rows[0] as Raw;
  return {
    userName: r.user_name as string,
    nickName: r.nick_name as string,
    headerImg: r.header_img as string,
    phone: r.phone as string,
    email: r.email as string,
    company: r.company as string,
    gscode: r.gscode as string,
    roleName: r.role_name as string,
    roleNameEn: r.role_name_en as string,
    operators: r.operators as string,
  };
}

/** The fields a profile change may touch, as the operation log records them. */
const EDITABLE = ['nickName', 'headerImg', 'phone', 'email'] as const;

/**
 * Changes one's own nickname, avatar, phone and e-mail in one transaction; a field left out
 * stays as it is. The avatar must be an image stored by the upload service in the session's
 * branch: an address of another branch is refused as a refusal (403, logged "denied"), one that
 * names nothing stored as bad input (400); nothing changes either way.
 */
export async function updateOwnProfile(
  db: Db,
  session: Session,
  body: ProfileUpdate,
): Promise<{ profile: OwnProfile; before: Record<string, unknown>; after: Record<string, unknown> }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (body.headerImg) {
      const address = parseUploadAddress(body.headerImg);
      if (!address || address.gscode !== session.gscode) throw new AppError('avatarNotUploaded', {}, 403);
      if (!(await isOwnImage(t, session, body.headerImg))) throw new AppError('avatarNotUploaded', {}, 400);
    }
    const { rows } = await t.execute(sql`
      select nick_name, header_img, phone, email from users where id = ${session.userId} for update`);
    const old = rows[0] as Raw;
    const before = { nickName: old.nick_name, headerImg: old.header_img, phone: old.phone, email: old.email } as Record<
      string,
      unknown
    >;
    const after = { ...before };
    for (const k of EDITABLE) if (body[k] !== undefined) after[k] = body[k];
    await t.execute(sql`
      update users set nick_name = ${after.nickName}, header_img = ${after.headerImg}, phone = ${after.phone}, email = ${after.email}
       where id = ${session.userId}`);
    return { profile: await readOwnProfile(t, session), before, after };
  });
}

/** One's live sessions: not ended, not idle or old past the timeouts; this one first, then by last use. */
export async function ownSessions(db: Db, session: Session, timeouts: SessionTimeouts): Promise<OwnSession[]> {
  const { rows } = await db.execute(sql`
    select id, ip, user_agent, created_at, last_seen_at from sessions
     where user_id = ${session.userId} and ended_at is null
       and last_seen_at > now() - make_interval(secs => ${timeouts.idleMs / 1000})
       and created_at > now() - make_interval(secs => ${timeouts.absoluteMs / 1000})
     order by id = ${session.sessionId} desc, last_seen_at desc, id desc`);
  const now = new Date().toISOString();
  return (rows as Raw[]).map((r) => {
    const current = Number(r.id) === session.sessionId;
    return {
      id: Number(r.id),
      ip: r.ip as string,
      userAgent: r.user_agent as string,
      createdAt: iso(r.created_at),
      // This request is this session's latest use (the stored time lags by up to 30 s).
      lastSeenAt: current ? now : iso(r.last_seen_at),
      current,
    };
  });
}

/**
 * Ends one of one's own other sessions. Another account's session, an ended one or an unknown id
 * is "not found" (404, logged as refused), and nothing ends; this session is refused (log out instead).
 */
export async function endOwnSession(db: Db, session: Session, id: number): Promise<{ ip: string; userAgent: string }> {
  if (id === session.sessionId) throw new AppError('sessionIsCurrent', {}, 400);
  const { rows } = await db.execute(sql`
    update sessions set ended_at = now()
     where id = ${id} and user_id = ${session.userId} and ended_at is null
    returning ip, user_agent`);
  if (rows.length === 0) throw notFoundRecord();
  return { ip: rows[0].ip as string, userAgent: rows[0].user_agent as string };
}

/** Signs out everywhere else: every live session of one's own account but this one ends. */
export async function endOtherSessions(db: Db, session: Session): Promise<number> {
  const { rows } = await db.execute(sql`
    update sessions set ended_at = now()
     where user_id = ${session.userId} and ended_at is null and id <> ${session.sessionId}
    returning id`);
  return rows.length;
}

/** The latest tries to sign in to this account (its branch and name), newest first, switches into it included. */
export async function ownSignIns(db: Db, session: Session): Promise<OwnSignIn[]> {
  const { rows } = await db.execute(sql`
    select id, at, ip, user_agent, success, reason from login_log
     where gscode = ${session.gscode} and user_name = ${session.userName}
     order by at desc, id desc
     limit ${OWN_SIGN_INS}`);
  return (rows as Raw[]).map((r) => ({
    id: Number(r.id),
    at: iso(r.at),
    ip: r.ip as string,
    userAgent: r.user_agent as string,
    success: r.success as boolean,
    reason: r.reason as LoginLogReason,
  }));
}
