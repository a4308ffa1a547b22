import { sql } from 'drizzle-orm';
import * as contract from '@bo/contract';
import {
  ALL_ROUTES,
  isCallDef,
  titleOfCall,
  type ApiAccess,
  type ApiRow,
  type CallDef,
  type CatalogueRole,
  type OperationRow,
  type SortOrder,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { pageBounds } from '../../db/sql-filters.js';
import type { Session } from '../../plugins/session.js';

/** Every call the contract defines, read once. */
export const CONTRACT_CALLS: CallDef[] = (Object.values(contract) as unknown[]).filter(isCallDef);

/** The title of the page or button holding a mark, from the route catalogue. */
const MARK_TITLES = new Map<string, { cn: string; en: string }>();
for (const r of ALL_ROUTES) if (!MARK_TITLES.has(r.mark)) MARK_TITLES.set(r.mark, { cn: r.title, en: r.title_en });
for (const r of ALL_ROUTES) for (const b of r.buttons ?? []) MARK_TITLES.set(b.mark, { cn: b.title, en: b.title_en });

const groupOf = (path: string) => path.split('/')[2] ?? '';
const accessOf = (c: CallDef): ApiAccess => (c.mark === 'public' ? 'public' : c.mark ? 'mark' : 'session');

interface RoleMarks extends CatalogueRole {
  marks: Set<string>;
}

/**
 * The enabled roles of the session's branch with the marks each holds: an active grant of an
 * enabled row carrying the mark, the same rule the session applies. Never another branch's roles.
 */
async function branchRoles(db: Db, session: Pick<Session, 'gscode'>): Promise<RoleMarks[]> {
  const { rows } = await db.execute<{ code: string; name: string; name_en: string; marks: string[] | null }>(sql`
    select r.code, r.name, r.name_en,
           array_remove(array_agg(distinct m.permission), null) as marks
      from roles r
      left join role_menus rm on rm.role_id = r.id and rm.active
      left join menus m on m.id = rm.menu_id and m.status = 1 and m.permission <> ''
     where r.gscode = ${session.gscode} and r.status = 1
     group by r.id, r.code, r.name, r.name_en
     order by r.id`);
  return rows.map((r) => ({ code: r.code, name: r.name, nameEn: r.name_en, marks: new Set(r.marks ?? []) }));
}

const plainRole = ({ code, name, nameEn }: RoleMarks): CatalogueRole => ({ code, name, nameEn });

/** Rows in the order of their keys (compared part by part), one page of them and the total. */
function sortAndPage<T>(
  rows: T[],
  keyOf: (r: T) => string[],
  order: SortOrder | undefined,
  page: number,
  pageSize: number,
) {
  const compare = (a: string[], b: string[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const c = (a[i] ?? '').localeCompare(b[i] ?? '');
      if (c) return c;
    }
    return 0;
  };
  const sorted = [...rows].sort((a, b) => compare(keyOf(a), keyOf(b)));
  if (order === 'desc') sorted.reverse();
  const { limit, offset } = pageBounds({ page, pageSize });
  return { list: sorted.slice(offset, offset + limit), total: sorted.length };
}

export interface ApiQuery {
  page: number;
  pageSize: number;
  sort?: 'path' | 'group' | 'method' | 'mark';
  order?: SortOrder;
  q?: string;
  group?: string;
  mark?: string;
  access?: ApiAccess[];
}

/**
 * The API catalogue: every call of the contract that the server has registered (`registered`
 * says which), with who may make it in the caller's branch. Read from the contract itself, so
 * it cannot drift from what the server does.
 */
export async function apiPage(db: Db, session: Session, registered: (c: CallDef) => boolean, q: ApiQuery) {
  const calls = CONTRACT_CALLS.filter(registered);
  const roles = await branchRoles(db, session);
  const all: ApiRow[] = calls.map((c) => {
    const access = accessOf(c);
    const mark = access === 'mark' ? (c.mark as string) : null;
    return {
      method: c.method,
      path: c.path,
      group: groupOf(c.path),
      summary: c.summary,
      access,
      mark,
      markTitle: mark ? (MARK_TITLES.get(mark) ?? null) : null,
      title: titleOfCall(c),
      roles: access === 'public' ? [] : roles.filter((r) => !mark || r.marks.has(mark)).map(plainRole),
    };
  });
  const words = q.q?.trim().toLowerCase() ?? '';
  const rows = all.filter(
    (r) =>
      (!words ||
        [
          r.method,
          r.path,
          r.group,
          r.summary,
          r.mark ?? '',
          r.title?.cn ?? '',
          r.title?.en ?? '',
          r.markTitle?.cn ?? '',
          r.markTitle?.en ?? '',
        ].some((s) => s.toLowerCase().includes(words))) &&
      (!q.group || r.group === q.group) &&
      (!q.mark || r.mark === q.mark) &&
      (!q.access?.length || q.access.includes(r.access)),
  );
  const sortKey = q.sort ?? 'path';
  const first = (r: ApiRow) =>
    sortKey === 'group' ? r.group : sortKey === 'method' ? r.method : sortKey === 'mark' ? (r.mark ?? '') : r.path;
  const key = (r: ApiRow) => [first(r), r.path, r.method];
  const { list, total } = sortAndPage(rows, key, q.order ?? 'asc', q.page, q.pageSize);
  const marks = [...new Set(all.flatMap((r) => (r.mark ? [r.mark] : [])))]
    .sort()
    .map((mark) => ({ mark, title: MARK_TITLES.get(mark) ?? null }));
  return { list, total, summary: {}, groups: [...new Set(all.map((r) => r.group))].sort(), marks };
}

export interface OperationQuery {
  page: number;
  pageSize: number;
  sort?: 'mark' | 'page';
  order?: SortOrder;
  q?: string;
  pageRoute?: string;
  role?: string;
}

/**
 * The operation catalogue: every button row of the menu catalogue with its page, and the roles
 * of the caller's branch holding it (an active grant of the button by an enabled role; a
 * disabled button is held by nobody).
 */
export async function operationPage(db: Db, session: Session, q: OperationQuery) {
  const [{ rows: buttons }, { rows: holders }, roles] = await Promise.all([
    db.execute<{
      id: number;
      permission: string;
      menuname: string;
      menuename: string;
      status: number;
      builtin: boolean;
      url: string;
      pname: string;
      pname_en: string;
    }>(sql`
      select b.id, b.permission, b.menuname, b.menuename, b.status, b.builtin, p.url, p.menuname as pname, p.menuename as pname_en
        from menus b join menus p on p.id = b.parent_id
       where b.menutype = 'button'`),
    db.execute<{ menu_id: number; code: string }>(sql`
      select rm.menu_id, r.code
        from role_menus rm join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
       where r.gscode = ${session.gscode} and r.status = 1 and rm.active and m.status = 1 and m.menutype = 'button'`),
    branchRoles(db, session),
  ]);
  const roleByCode = new Map(roles.map((r) => [r.code, plainRole(r)]));
  const holding = new Map<number, CatalogueRole[]>();
  for (const h of holders) {
    const role = roleByCode.get(h.code);
    if (role) holding.set(Number(h.menu_id), [...(holding.get(Number(h.menu_id)) ?? []), role]);
  }
  const all: OperationRow[] = buttons.map((b) => ({
    id: Number(b.id),
    mark: b.permission,
    menuname: b.menuname,
    menuename: b.menuename,
    pageRoute: b.url,
    pageName: b.pname,
    pageNameEn: b.pname_en,
    status: Number(b.status),
    builtin: b.builtin,
    roles: holding.get(Number(b.id)) ?? [],
  }));
  const words = q.q?.trim().toLowerCase() ?? '';
  const rows = all.filter(
    (r) =>
      (!words ||
        [r.mark, r.menuname, r.menuename, r.pageRoute, r.pageName, r.pageNameEn].some((s) =>
          s.toLowerCase().includes(words),
        )) &&
      (!q.pageRoute || r.pageRoute === q.pageRoute) &&
      (!q.role || r.roles.some((x) => x.code === q.role)),
  );
  const key = (r: OperationRow) => [
    ...(q.sort === 'page' ? [r.pageRoute, r.mark] : [r.mark, r.pageRoute]),
    String(r.id).padStart(10, '0'),
  ];
  const { list, total } = sortAndPage(rows, key, q.order ?? 'asc', q.page, q.pageSize);
  const pages = new Map<string, { route: string; name: string; nameEn: string }>();
  for (const r of all)
    if (!pages.has(r.pageRoute)) pages.set(r.pageRoute, { route: r.pageRoute, name: r.pageName, nameEn: r.pageNameEn });
  return {
    list,
    total,
    summary: {},
    pages: [...pages.values()].sort((a, b) => a.route.localeCompare(b.route)),
    roles: roles.map(plainRole),
  };
}
