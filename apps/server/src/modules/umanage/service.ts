import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches, loginLog, roles, userBranches, users } from '../../db/schema.js';
import { inBranch } from '../../plugins/scope.js';
import type { Session } from '../../plugins/session.js';

export async function loginLogPage(db: Db, session: Session, q: { page: number; pageSize: number; userName?: string }) {
  const where = inBranch(session, loginLog, q.userName ? ilike(loginLog.userName, `${q.userName.replace(/[%_\\]/g, '\\$&')}%`) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(loginLog).where(where).orderBy(desc(loginLog.at), desc(loginLog.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(loginLog).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id, at: r.at.toISOString(), userName: r.userName, ip: r.ip, userAgent: r.userAgent, success: r.success,
      reason: r.reason as 'ok' | 'bad_credentials' | 'disabled' | 'throttled',
    })),
    total,
  };
}

export async function branchRoles(db: Db, session: Session) {
  return db
    .select({
      id: roles.id, code: roles.code, name: roles.name, name_en: roles.nameEn, status: roles.status,
      users: sql<number>`(select count(*)::int from ${users} where ${users.gscode} = ${roles.gscode} and ${users.roleCode} = ${roles.code})`,
    })
    .from(roles)
    .where(inBranch(session, roles))
    .orderBy(roles.id);
}

/** The user's own branch first, then the further branches granted to them. */
export async function switchableBranches(db: Db, session: Session) {
  const own = await db.select({ gscode: branches.gscode, longname: branches.longname }).from(branches).where(eq(branches.gscode, session.gscode));
  const more = await db
    .select({ gscode: branches.gscode, longname: branches.longname })
    .from(userBranches)
    .innerJoin(branches, and(eq(branches.gscode, userBranches.gscode), eq(branches.status, 1)))
    .where(eq(userBranches.userId, session.userId))
    .orderBy(branches.gscode);
  return [...own, ...more];
}
