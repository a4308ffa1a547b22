import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ROLE_CODE,
  DATA_ALL_MARK,
  ROLE_HOLDERS_NAMED,
  type DataScope,
  type Lang,
  type PowerLock,
  type PowersData,
  type RoleRow,
  type RoleSort,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, inList, listPage } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Audit } from '../../plugins/audit.js';
import type { Session } from '../../plugins/session.js';
import { markWords } from '../../mark-words.js';
import { assertRoleWithinOwnPower } from '../staff/public.js';
import {
  grantChanges,
  marksNotHeld,
  normaliseGrants,
  powerTree,
  rowLabel,
  type CatalogueRow,
  type Grants,
} from './powers.js';

/**
 * The branch's roles and their powers (issue 11 #2). Every query is scoped to the session's
 * branch; a role of another branch is "not found". Every change is one transaction that locks
 * the role's row first, so two administrators acting on one role are served one after the other.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;

export const ROLE_MARK_ASSIGN = 'role:assign';

const roleColumns = sql`r.id, r.code, r.name, r.name_en, r.status, r.version, r.data_scope, r.require_totp,
  (select count(*)::int from users u where u.gscode = r.gscode and u.role_code = r.code) as users,
  r.code = ${ADMIN_ROLE_CODE} as builtin`;

const toRole = (r: Record<string, unknown>): RoleRow => ({
  id: Number(r.id),
  code: r.code as string,
  name: r.name as string,
  name_en: r.name_en as string,
  status: Number(r.status),
  users: Number(r.users),
  builtin: r.builtin === true,
  version: Number(r.version),
  dataScope: r.data_scope as DataScope,
  requireTotp: r.require_totp === true,
});

/** Only an account reaching the whole branch gives a role the whole branch (no mark you lack, 0145-data-scope.md). */
function assertScopeHeld(session: Session, scope: DataScope) {
  if (scope === 'all' && !session.marks.has(DATA_ALL_MARK))
    throw new AppError('roleGrantNotHeld', { marks: markWords([DATA_ALL_MARK]) }, 403);
}

const taken = (code: string) => new AppError('roleCodeTaken', { code }, 409);
const builtinRefused = () => new AppError('roleBuiltin', {}, 403);
const ownRefused = () => new AppError('roleOwn', {}, 403);

/** A role of the session's branch, locked for the rest of the transaction; 404 when it is not the branch's. */
async function lockRole(tx: Q, session: Session, roleId: number): Promise<RoleRow> {
  const { rows } = await tx.execute(
    sql`select ${roleColumns} from roles r where r.gscode = ${session.gscode} and r.id = ${roleId} for update`,
  );
  if (!rows[0]) throw notFoundRecord();
  return toRole(rows[0]);
}

async function roleById(tx: Q, session: Session, roleId: number): Promise<RoleRow> {
  const { rows } = await tx.execute(
    sql`select ${roleColumns} from roles r where r.gscode = ${session.gscode} and r.id = ${roleId}`,
  );
  if (!rows[0]) throw notFoundRecord();
  return toRole(rows[0]);
}

/** The rules every change of an existing role obeys: not the administrator role, not one's own. */
function assertChangeable(session: Session, role: RoleRow) {
  if (role.builtin) throw builtinRefused();
  if (role.code === session.roleCode) throw ownRefused();
}

// ---------------------------------------------------------------------------------------------
// List

export interface RoleListQuery {
  page: number;
  pageSize: number;
  sort?: RoleSort;
  order?: 'asc' | 'desc';
  q?: string;
  status?: string[];
}

/** One page of the branch's roles (search by code or name, status filter, sort) and the filtered total. */
export function listRoles(db: Db, session: Session, q: RoleListQuery, lang: Lang) {
  const where = allOf([
    sql`r.gscode = ${session.gscode}`,
    containsAny(q.q?.trim(), [sql`r.code`, sql`r.name`, sql`r.name_en`]),
    q.status?.length ? sql`r.status in ${inList(q.status.map(Number))}` : undefined,
  ]);
  const columns: Record<RoleSort, SQL> = {
    code: sql`r.code`,
    // Names sort in the caller's language, the name shown first.
    name: lang === 'en' ? sql`r.name_en` : sql`r.name`,
    users: sql`users`,
    status: sql`r.status`,
  };
  const order = { columns, key: sql`r.id`, fallback: sql`r.id asc` };
  return listPage(db, q, { columns: roleColumns, from: sql`roles r`, where, order, toRow: toRole });
}

// ---------------------------------------------------------------------------------------------
// Add, change, copy, remove

export interface RoleNames {
  code: string;
  name: string;
  name_en: string;
}

const namesView = (r: Pick<RoleRow, 'code' | 'name' | 'name_en' | 'status' | 'dataScope' | 'requireTotp'>) => ({
  code: r.code,
  name: r.name,
  name_en: r.name_en,
  status: r.status,
  dataScope: r.dataScope,
  requireTotp: r.requireTotp,
});

export async function addRole(
  db: Db,
  session: Session,
  input: RoleNames & { status: number; dataScope: DataScope; requireTotp: boolean },
  audit: Audit,
): Promise<RoleRow> {
  audit({ targetId: input.code });
  assertScopeHeld(session, input.dataScope);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      insert into roles (gscode, code, name, name_en, status, data_scope, require_totp)
      values (${session.gscode}, ${input.code}, ${input.name}, ${input.name_en}, ${input.status}, ${input.dataScope}, ${input.requireTotp})
      on conflict (gscode, code) do nothing returning id`);
    if (!rows[0]) throw taken(input.code);
    const role = await roleById(tx, session, Number(rows[0].id));
    audit({ targetId: role.code, after: namesView(role) });
    return role;
  });
}

export async function changeRole(
  db: Db,
  session: Session,
  input: {
    roleId: number;
    name?: string;
    name_en?: string;
    status?: number;
    dataScope?: DataScope;
    requireTotp?: boolean;
  },
  audit: Audit,
): Promise<RoleRow> {
  audit({ targetId: String(input.roleId) });
  return db.transaction(async (tx) => {
    const before = await lockRole(tx, session, input.roleId);
    audit({ targetId: before.code });
    // Requiring two-factor sign-in only tightens: allowed on the administrator's role and one's own
    // too, when it is all the change does. Loosening it needs a session opened with two factors,
    // so a stolen password alone cannot undo it (docs/decisions/0149-two-factor-sign-in.md).
    const onlyTotp =
      input.requireTotp !== undefined &&
      [input.name, input.name_en, input.status, input.dataScope].every((v) => v === undefined);
    if (!onlyTotp) assertChangeable(session, before);
    if (input.requireTotp === false && before.requireTotp && !session.twoFactor) {
      throw new AppError('totpLoosenNeedsTwoFactor', {}, 403);
    }
    await assertRoleWithinOwnPower(tx, session, before);
    assertScopeHeld(session, input.dataScope ?? before.dataScope);
    await tx.execute(sql`
      update roles set name = ${input.name ?? before.name}, name_en = ${input.name_en ?? before.name_en}, status = ${input.status ?? before.status},
             data_scope = ${input.dataScope ?? before.dataScope}, require_totp = ${input.requireTotp ?? before.requireTotp}
       where id = ${before.id}`);
    const after = await roleById(tx, session, before.id);
    audit({ targetId: before.code, before: namesView(before), after: namesView(after) });
    return after;
  });
}

/** "a, b, c, d, e and 3 more" in the caller's language. */
function holderList(names: string[], total: number) {
  const shown = names.slice(0, ROLE_HOLDERS_NAMED);
  const more = total - shown.length;
  return {
    cn: shown.join('、') + (more > 0 ? ` 等 ${total} 个账号` : ''),
    en: shown.join(', ') + (more > 0 ? ` and ${more} more` : ''),
  };
}

export async function removeRole(db: Db, session: Session, roleId: number, audit: Audit): Promise<{ id: number }> {
  audit({ targetId: String(roleId) });
  return db.transaction(async (tx) => {
    const role = await lockRole(tx, session, roleId);
    audit({ targetId: role.code });
    assertChangeable(session, role);
    await assertRoleWithinOwnPower(tx, session, role);
    const { rows: holders } = await tx.execute<{ user_name: string; n: number }>(sql`
      select user_name, count(*) over ()::int as n from users
       where gscode = ${session.gscode} and role_code = ${role.code}
       order by user_name limit ${ROLE_HOLDERS_NAMED}`);
    if (holders.length) {
      throw new AppError(
        'roleInUse',
        {
          count: holders[0].n,
          names: holderList(
            holders.map((h) => h.user_name),
            holders[0].n,
          ),
        },
        409,
      );
    }
    const { rows: grants } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from role_menus where role_id = ${role.id}`,
    );
    await tx.execute(sql`delete from roles where id = ${role.id}`);
    audit({ targetId: role.code, before: { ...namesView(role), powers: grants[0].n } });
    return { id: role.id };
  });
}

export async function copyRole(
  db: Db,
  session: Session,
  input: RoleNames & { roleId: number },
  audit: Audit,
): Promise<RoleRow> {
  audit({ targetId: input.code });
  return db.transaction(async (tx) => {
    // The source is locked too: its grants cannot change between the check and the copy.
    const source = await lockRole(tx, session, input.roleId);
    const catalogue = await readCatalogue(tx);
    const grants = await readGrants(tx, source.id);
    const notHeld = marksNotHeld(grantChanges(catalogue, new Map(), grants), session.marks);
    if (notHeld.length) throw new AppError('roleGrantNotHeld', { marks: markWords(notHeld) }, 403);
    assertScopeHeld(session, source.dataScope);
    const { rows } = await tx.execute(sql`
      insert into roles (gscode, code, name, name_en, status, data_scope, require_totp)
      values (${session.gscode}, ${input.code}, ${input.name}, ${input.name_en}, 1, ${source.dataScope}, ${source.requireTotp})
      on conflict (gscode, code) do nothing returning id`);
    if (!rows[0]) throw taken(input.code);
    const id = Number(rows[0].id);
    await tx.execute(
      sql`insert into role_menus (role_id, menu_id, active) select ${id}, menu_id, active from role_menus where role_id = ${source.id}`,
    );
    const role = await roleById(tx, session, id);
    audit({ targetId: role.code, after: { ...namesView(role), from: source.code, powers: grants.size } });
    return role;
  });
}

// ---------------------------------------------------------------------------------------------
// Powers

async function readCatalogue(tx: Q): Promise<CatalogueRow[]> {
  const { rows } = await tx.execute(sql`
    select id, parent_id, menutype, menuname, menuename, permission, url, status, hidden from menus order by sort, id`);
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    type: r.menutype as CatalogueRow['type'],
    title: r.menuname as string,
    titleEn: r.menuename as string,
    mark: r.permission as string,
    url: r.url as string,
    status: Number(r.status),
    hidden: r.hidden === true,
  }));
}

async function readGrants(tx: Q, roleId: number): Promise<Grants> {
  const { rows } = await tx.execute(sql`select menu_id, active from role_menus where role_id = ${roleId}`);
  return new Map(rows.map((r) => [Number(r.menu_id), r.active === true]));
}

/** Why the caller cannot change this role's powers, or null. */
function lockOf(session: Session, role: RoleRow): PowerLock | null {
  if (role.builtin) return 'builtin';
  if (role.code === session.roleCode) return 'own';
  if (!session.marks.has(ROLE_MARK_ASSIGN)) return 'mark';
  return null;
}

export async function rolePowers(db: Db, session: Session, roleId: number): Promise<PowersData> {
  return db.transaction(
    async (tx) => {
      const role = await roleById(tx, session, roleId);
      const [catalogue, grants] = [await readCatalogue(tx), await readGrants(tx, role.id)];
      return { role, locked: lockOf(session, role), tree: powerTree(catalogue, grants) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const labels = (rows: CatalogueRow[]) =>
  rows
    .filter((r) => r.mark !== '')
    .map(rowLabel)
    .join(', ');

/**
 * Replaces the role's grants with the asked ones (completed with what they imply), if the role's
 * version is still the one the editor loaded, and bumps it. Refused, changing nothing: another
 * branch's role (404), the administrator role or one's own (403), an older version (409), a row
 * not in the catalogue (400), a mark handed out that the caller lacks (403, naming it).
 */
export async function savePowers(
  db: Db,
  session: Session,
  input: { roleId: number; version: number; grants: { menuId: number; active: boolean }[] },
  audit: Audit,
): Promise<PowersData> {
  audit({ targetId: String(input.roleId) });
  return db.transaction(async (tx) => {
    const role = await lockRole(tx, session, input.roleId);
    audit({ targetId: role.code });
    assertChangeable(session, role);
    await assertRoleWithinOwnPower(tx, session, role);
    if (role.version !== input.version) throw new AppError('rolePowersStale', {}, 409);
    const catalogue = await readCatalogue(tx);
    const { grants, unknown } = normaliseGrants(catalogue, input.grants);
    if (unknown.length) throw new AppError('roleMenuUnknown', { ids: unknown.join(', ') }, 400);
    const before = await readGrants(tx, role.id);
    const changes = grantChanges(catalogue, before, grants);
    const notHeld = marksNotHeld(changes, session.marks);
    if (notHeld.length) throw new AppError('roleGrantNotHeld', { marks: markWords(notHeld) }, 403);
    await tx.execute(sql`delete from role_menus where role_id = ${role.id}`);
    if (grants.size) {
      const values = [...grants].map(([menuId, active]) => sql`(${role.id}, ${menuId}, ${active})`);
      await tx.execute(sql`insert into role_menus (role_id, menu_id, active) values ${sql.join(values, sql`, `)}`);
    }
    await tx.execute(sql`update roles set version = version + 1 where id = ${role.id}`);
    const after = await roleById(tx, session, role.id);
    const change = Object.fromEntries(
      (['added', 'removed', 'activated', 'deactivated'] as const)
        .map((k): [string, string] => [k, labels(changes[k])])
        .filter(([, v]) => v !== ''),
    );
    audit({ targetId: role.code, before: { version: role.version }, after: { version: after.version, ...change } });
    return { role: after, locked: lockOf(session, after), tree: powerTree(catalogue, grants) };
  });
}
