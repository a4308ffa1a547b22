import { sql, type SQL } from 'drizzle-orm';
import type { StaffRole, StaffRow, staffListQuery } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, inList, listPage, type ListOrder } from '../../db/sql-filters.js';
import type { Session } from '../../plugins/session.js';
import type { SessionTimeouts } from '../../plugins/session.js';

type Query = z.output<typeof staffListQuery>;

/** The sort of the list; without one, the order the accounts were added in. The id breaks ties. */
const ORDER: ListOrder<NonNullable<Query['sort']>> = {
  columns: {
    userName: sql`lower(u.user_name)`,
    nickName: sql`u.nick_name`,
    role: sql`u.role_code`,
    lastLogin: sql`u.last_login_at`,
  },
  key: sql`u.id`,
  fallback: sql`u.id asc`,
  nulls: { lastLogin: 'lowest' },
};

function where(session: Pick<Session, 'gscode'>, q: Query): SQL {
  return allOf([
    sql`u.gscode = ${session.gscode}`,
    containsAny(q.q, [sql`u.user_name`, sql`u.nick_name`]),
    q.role ? sql`u.role_code = ${q.role}` : undefined,
    q.status?.length ? sql`u.status in ${inList(q.status.map(Number))}` : undefined,
  ]);
}

/**
 * One page of the branch's accounts with role names, live sessions and switch grants (both
 * ways, the other account named only by branch code and account name), the filtered total, and
 * the branch's roles with whether the caller may give each.
 */
export async function staffPage(db: Db, session: Session, q: Query, timeouts: SessionTimeouts) {
  const idle = timeouts.idleMs / 1000;
  const absolute = timeouts.absoluteMs / 1000;
  const [page, roles] = await Promise.all([
    listPage(db, q, {
      columns: sql`u.id, u.user_name, u.nick_name, u.role_code, coalesce(r.name, '') as role_name, coalesce(r.name_en, '') as role_name_en,
        u.operators, u.status, u.last_login_at, u.phone, u.email, u.must_change_password, u.totp_enabled_at is not null as totp_enabled,
        (select count(*)::int from sessions s
          where s.user_id = u.id and s.ended_at is null
            and s.last_seen_at > now() - make_interval(secs => ${idle})
            and s.created_at > now() - make_interval(secs => ${absolute})) as sessions`,
      from: sql`users u left join roles r on r.gscode = u.gscode and r.code = u.role_code`,
      where: where(session, q),
      order: ORDER,
      // The rows as read: their switch grants are read by id below.
      toRow: (r) => r,
      countFrom: sql`users u`,
    }),
    db.execute(sql`
      select r.code, r.name, r.name_en, r.status,
             coalesce((select array_agg(distinct m.permission)
                         from role_menus rm join menus m on m.id = rm.menu_id and m.status = 1 and m.permission <> ''
                        where rm.role_id = r.id and rm.active), '{}') as marks
        from roles r where r.gscode = ${session.gscode} order by r.id`),
  ]);
  const ids = page.list.map((r) => Number(r.id));
  const grants = ids.length
    ? await db.execute(sql`
        select g.id, g.user_id, g.target_user_id, f.gscode as from_gscode, f.user_name as from_user, t.gscode as to_gscode, t.user_name as to_user
          from switch_grants g join users f on f.id = g.user_id join users t on t.id = g.target_user_id
         where g.user_id in ${inList(ids)} or g.target_user_id in ${inList(ids)}
         order by g.id`)
    : { rows: [] };

  const list: StaffRow[] = page.list.map((r) => {
    const id = Number(r.id);
    return {
      id,
      userName: String(r.user_name),
      nickName: String(r.nick_name),
      roleCode: String(r.role_code),
      roleName: String(r.role_name),
      roleNameEn: String(r.role_name_en),
      operators: String(r.operators),
      status: Number(r.status),
      lastLoginAt: r.last_login_at ? new Date(r.last_login_at as string).toISOString() : null,
      phone: String(r.phone),
      email: String(r.email),
      mustChangePassword: r.must_change_password === true,
      sessions: Number(r.sessions),
      totpEnabled: r.totp_enabled === true,
      switchTo: grants.rows
        .filter((g) => Number(g.user_id) === id)
        .map((g) => ({
          grantId: Number(g.id),
          gscode: String(g.to_gscode),
          userName: String(g.to_user),
          revocable: g.to_gscode === session.gscode,
        })),
      switchFrom: grants.rows
        .filter((g) => Number(g.target_user_id) === id)
        .map((g) => ({ grantId: Number(g.id), gscode: String(g.from_gscode), userName: String(g.from_user) })),
    };
  });
  const roleList: StaffRole[] = roles.rows.map((r) => ({
    code: String(r.code),
    name: String(r.name),
    name_en: String(r.name_en),
    status: Number(r.status),
    grantable: Number(r.status) === 1 && (r.marks as string[]).every((m) => session.marks.has(m)),
  }));
  return { list, total: page.total, summary: page.summary, roles: roleList };
}
