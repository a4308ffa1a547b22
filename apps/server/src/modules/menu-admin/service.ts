import { sql } from 'drizzle-orm';
import {
  ADMIN_ROLE_CODE,
  isReservedRoute,
  M,
  MENU_MAX_LEVELS,
  type MenuFields,
  type MenuRow,
  type MenuType,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { CATALOGUE_ROUTES } from './routes-of-catalogue.js';
import { Catalogue, lockCatalogue, readCatalogue, stampOf, type Conn, type StoredMenu } from './tree.js';

/** What an operation-log row keeps of a change: the fields before and after. */
export interface Audit {
  targetId: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

const refuse = (
  key: ConstructorParameters<typeof AppError>[0],
  params: ConstructorParameters<typeof AppError>[1] = {},
) => new AppError(key, params);
const stale = () => new AppError('menuStale', {}, 409);

/** Marks without which nobody could manage the catalogue again: their rows are never disabled. */
const PROTECTED_MARKS = new Set<string>([M.menuList, M.menuEdit]);

/** The catalogue in tree order; with `q`, the rows whose titles, route, mark or address hold it, and their ancestors. */
export async function listCatalogue(db: Db, session: Session, q?: string) {
  const tree = new Catalogue(await readCatalogue(db));
  const words = (q ?? '').trim().toLowerCase();
  const hits = new Set<number>();
  const keep = new Set<number>();
  for (const r of tree.rows) {
    const text = [r.menuname, r.menuename, r.url, r.permission, r.link].join('\n').toLowerCase();
    if (words && !text.includes(words)) continue;
    hits.add(r.id);
    for (let p: StoredMenu | undefined = r; p; p = tree.parentOf(p)) keep.add(p.id);
  }
  const list = tree
    .inTreeOrder()
    .filter((r) => keep.has(r.id))
    .map((r) => tree.toRow(r, hits.has(r.id)));
  // menu:edit alone is not enough: another branch's administrator holds it too, but edits only through the platform.
  const canEdit = session.marks.has(M.menuEdit) && session.platformOwner;
  return { list, canEdit };
}

/**
 * A row as the operation log shows it: its stored fields (readCatalogue's) but the keys and the
 * built-in flag, the parent by its English title.
 */
function auditView(tree: Catalogue, r: StoredMenu): Record<string, unknown> {
  const { id: _id, parentId: _parentId, builtin: _builtin, ...fields } = r;
  return { parent: tree.parentOf(r)?.menuename ?? '', ...fields };
}

/** The row of `id`, checked against the stamp the caller read. */
function current(tree: Catalogue, id: number, stamp: string): StoredMenu {
  const row = tree.byId.get(id);
  if (!row) throw notFoundRecord();
  if (stampOf(row) !== stamp) throw stale();
  return row;
}

/** Which types may sit under which (spec §2: a button under a page, a page under a directory). */
function checkParent(type: MenuType, parent: StoredMenu | undefined): void {
  if (type === 'button' && parent?.menutype !== 'menu') throw refuse('menuParentOfButton');
  if (type === 'menu' && parent?.menutype !== 'directory') throw refuse('menuParentOfPage');
  if (type === 'directory' && parent && parent.menutype !== 'directory') throw refuse('menuParentOfDirectory');
}

/** Levels a row needs below it: its children's, and at least one for a directory (it is there to hold pages). */
const roomBelow = (tree: Catalogue, type: MenuType, self: StoredMenu | undefined) =>
  Math.max(self ? tree.heightBelow(self) : 0, type === 'directory' ? 1 : 0);

/**
 * The rules of one row's fields, its place in the tree and its neighbours. `self` is the row
 * being changed (undefined when adding); `consoleHosts` are the console's hosts (as reached, and as configured).
 */
function checkRow(
  tree: Catalogue,
  f: MenuFields,
  parent: StoredMenu | undefined,
  self: StoredMenu | undefined,
  consoleHosts: string[],
): void {
  checkParent(f.menutype, parent);
  const level = parent ? tree.level(parent) + 1 : 1;
  if (f.menutype !== 'button' && level + roomBelow(tree, f.menutype, self) > MENU_MAX_LEVELS)
    throw refuse('menuTooDeep');
  // The children must still fit under the row's (new) type.
  if (self) {
    for (const c of tree.children(self.id)) {
      const fits =
        f.menutype === 'directory' ? c.menutype !== 'button' : f.menutype === 'menu' ? c.menutype === 'button' : false;
      if (!fits) throw refuse('menuChildrenDoNotFit');
    }
  }

  if (self?.builtin && (f.url !== self.url || f.menutype !== self.menutype || f.permission !== self.permission))
    throw refuse('menuBuiltinFixed');

  if (f.menutype === 'button') {
    if (f.url || f.icon || f.link || f.embed) throw refuse('menuButtonFields');
    if (!f.permission) throw refuse('menuMarkRequired');
  } else {
    if (!f.url) throw refuse('menuRouteRequired');
    if (f.menutype === 'directory' && f.permission) throw refuse('menuDirectoryMark');
    if (f.menutype === 'directory' && (f.link || f.embed)) throw refuse('menuLinkOnlyPage');
    if (!self?.builtin || f.url !== self.url) {
      if (isReservedRoute(f.url) || CATALOGUE_ROUTES.has(f.url)) throw refuse('menuRouteReserved', { url: f.url });
    }
    const taken = tree.rows.find(
      (r) => r.id !== self?.id && r.menutype !== 'button' && r.url.toLowerCase() === f.url.toLowerCase(),
    );
    if (taken) throw refuse('menuRouteTaken', { url: f.url, other: taken.menuename });
  }
  if (f.embed && !f.link) throw refuse('menuEmbedNeedsLink');
  // A page of the console opens its page; only a route of its own may open an address instead.
  if (f.link && (self?.builtin || CATALOGUE_ROUTES.has(f.url))) throw refuse('menuLinkHasPage', { url: f.url });
  // The console's own host (any port) is never framed inside it: a framed page of the console could read the signed-in session.
  if (f.link && f.embed && consoleHosts.some((h) => new URL(f.link).hostname.toLowerCase() === hostnameOf(h)))
    throw refuse('menuSelfEmbed');

  const name = f.menuename.toLowerCase();
  if (tree.rows.some((r) => r.id !== self?.id && r.menuename.toLowerCase() === name))
    throw refuse('menuTitleTaken', { name: f.menuename });
}

/** The host name of a Host header ("example.com:8080" → "example.com"; IPv6 in brackets kept). */
function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return host.toLowerCase();
  }
}

async function saved(db: Conn, id: number): Promise<{ tree: Catalogue; row: MenuRow; stored: StoredMenu }> {
  const tree = new Catalogue(await readCatalogue(db));
  const stored = tree.byId.get(id)!;
  return { tree, stored, row: tree.toRow(stored) };
}

/** Adds a row under `parentId` and grants it to every branch's built-in administrator role (and no other role). */
export async function addMenu(
  db: Db,
  f: MenuFields & { parentId: number | null },
  consoleHosts: string[],
): Promise<{ row: MenuRow; audit: Audit }> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const tree = new Catalogue(await readCatalogue(tx));
    const parent = f.parentId === null ? undefined : tree.byId.get(f.parentId);
    if (f.parentId !== null && !parent) throw refuse('menuParentMissing');
    checkRow(tree, f, parent, undefined, consoleHosts);
    // A row under a disabled parent starts disabled: nothing enabled lives below a disabled row.
    const status = parent ? parent.status : 1;
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into menus (menuname, menuename, parent_id, menutype, url, icon, permission, sort, status, hidden, builtin, link, embed)
      values (${f.menuname}, ${f.menuename}, ${f.parentId}, ${f.menutype}, ${f.url}, ${f.icon}, ${f.permission}, ${f.sort}, ${status},
              ${f.hidden}, false, ${f.link}, ${f.embed})
      returning id`);
    const id = Number(rows[0].id);
    await tx.execute(sql`
      insert into role_menus (role_id, menu_id, active)
      select id, ${id}, true from roles where code = ${ADMIN_ROLE_CODE}
      on conflict do nothing`);
    const after = await saved(tx, id);
    return { row: after.row, audit: { targetId: String(id), after: auditView(after.tree, after.stored) } };
  });
}

/** Changes a row's fields; a built-in row keeps its route, type and mark. */
export async function changeMenu(
  db: Db,
  f: MenuFields & { id: number; stamp: string },
  consoleHosts: string[],
): Promise<{ row: MenuRow; audit: Audit }> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const tree = new Catalogue(await readCatalogue(tx));
    const row = current(tree, f.id, f.stamp);
    checkRow(tree, f, tree.parentOf(row), row, consoleHosts);
    await tx.execute(sql`
      update menus set menuname = ${f.menuname}, menuename = ${f.menuename}, menutype = ${f.menutype}, url = ${f.url}, icon = ${f.icon},
             permission = ${f.permission}, sort = ${f.sort}, hidden = ${f.hidden}, link = ${f.link}, embed = ${f.embed}
       where id = ${f.id}`);
    const after = await saved(tx, f.id);
    return {
      row: after.row,
      audit: { targetId: String(f.id), before: auditView(tree, row), after: auditView(after.tree, after.stored) },
    };
  });
}

/** Moves a row under another parent and/or to another place among its siblings; the siblings are renumbered 10, 20, 30 … */
export async function moveMenu(
  db: Db,
  m: { id: number; stamp: string; parentId: number | null; index: number },
): Promise<{ row: MenuRow; audit: Audit }> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const tree = new Catalogue(await readCatalogue(tx));
    const row = current(tree, m.id, m.stamp);
    const parent = m.parentId === null ? undefined : tree.byId.get(m.parentId);
    if (m.parentId !== null && !parent) throw refuse('menuParentMissing');
    if (parent && tree.subtree(row).some((r) => r.id === parent.id)) throw refuse('menuCycle');
    checkParent(row.menutype, parent);
    const level = parent ? tree.level(parent) + 1 : 1;
    if (row.menutype !== 'button' && level + roomBelow(tree, row.menutype, row) > MENU_MAX_LEVELS)
      throw refuse('menuTooDeep');
    if (parent && parent.status === 0 && row.status === 1) throw refuse('menuParentDisabled');

    const siblings = tree.children(m.parentId).filter((s) => s.id !== row.id);
    siblings.splice(Math.min(m.index, siblings.length), 0, row);
    const before = {
      ...auditView(tree, row),
      position: tree.children(row.parentId).findIndex((s) => s.id === row.id) + 1,
    };
    await tx.execute(sql`update menus set parent_id = ${m.parentId} where id = ${row.id}`);
    for (const [i, s] of siblings.entries()) {
      const sort = (i + 1) * 10;
      if (s.sort !== sort || s.id === row.id) await tx.execute(sql`update menus set sort = ${sort} where id = ${s.id}`);
    }
    const after = await saved(tx, row.id);
    return {
      row: after.row,
      audit: {
        targetId: String(row.id),
        before,
        after: { ...auditView(after.tree, after.stored), position: siblings.findIndex((s) => s.id === row.id) + 1 },
      },
    };
  });
}

/**
 * Enables or disables a row and every row below it (a disabled directory takes its pages and
 * buttons along, so no mark lives on under it). A row under a disabled parent cannot be enabled
 * alone, and the rows the menu page itself needs cannot be disabled.
 */
export async function setMenuStatus(
  db: Db,
  m: { id: number; stamp: string; status: number },
): Promise<{ changed: number; audit: Audit }> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const tree = new Catalogue(await readCatalogue(tx));
    const row = current(tree, m.id, m.stamp);
    const rows = tree.subtree(row);
    if (m.status === 0 && rows.some((r) => r.builtin && PROTECTED_MARKS.has(r.permission)))
      throw refuse('menuProtected');
    if (m.status === 1 && tree.parentOf(row)?.status === 0) throw refuse('menuParentDisabled');
    const changing = rows.filter((r) => r.status !== m.status);
    if (changing.length) {
      await tx.execute(
        sql`update menus set status = ${m.status} where id in (${sql.join(
          changing.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
    }
    const names = changing.map((r) => r.menuename);
    return {
      changed: changing.length,
      audit: {
        targetId: String(row.id),
        before: { menuename: row.menuename, status: row.status },
        // The rows below it that changed along (their English titles).
        after: { menuename: row.menuename, status: m.status, affected: names },
      },
    };
  });
}

/** Deletes a custom row without children; its grants go with it. */
export async function removeMenu(db: Db, m: { id: number; stamp: string }): Promise<{ audit: Audit }> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const tree = new Catalogue(await readCatalogue(tx));
    const row = current(tree, m.id, m.stamp);
    if (row.builtin) throw refuse('menuBuiltinRemove');
    if (tree.children(row.id).length) throw refuse('menuHasChildren');
    await tx.execute(sql`delete from menus where id = ${row.id}`);
    return { audit: { targetId: String(row.id), before: auditView(tree, row) } };
  });
}
