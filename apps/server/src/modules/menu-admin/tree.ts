import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MenuRow, MenuType } from '@bo/contract';
import type { Db } from '../../db/client.js';

/** A database handle or a transaction of one. */
export type Conn = Pick<Db, 'execute'>;

/** A row of table menus as stored. */
export interface StoredMenu {
  id: number;
  parentId: number | null;
  menuname: string;
  menuename: string;
  menutype: MenuType;
  url: string;
  icon: string;
  permission: string;
  sort: number;
  status: number;
  hidden: boolean;
  builtin: boolean;
  link: string;
  embed: boolean;
}

/**
 * Every change of the catalogue and the start-up sync take this transaction-scoped advisory lock
 * first: writers take turns, so checks made on the whole tree (unique titles and routes, depth,
 * cycles) stay true until commit, and several servers starting at once add a missing row once.
 * Transaction-scoped, so it works behind a transaction-mode pooler.
 */
export const lockCatalogue = (db: Conn) => db.execute(sql`select pg_advisory_xact_lock(hashtext('bo.menu-catalogue'))`);

export async function readCatalogue(db: Conn): Promise<StoredMenu[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, parent_id, menuname, menuename, menutype, url, icon, permission, sort, status, hidden, builtin, link, embed
      from menus order by sort, id`);
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    menuname: r.menuname as string,
    menuename: r.menuename as string,
    menutype: r.menutype as MenuType,
    url: r.url as string,
    icon: r.icon as string,
    permission: r.permission as string,
    sort: Number(r.sort),
    status: Number(r.status),
    hidden: r.hidden as boolean,
    builtin: r.builtin as boolean,
    link: r.link as string,
    embed: r.embed as boolean,
  }));
}

/**
 * What a caller must send back to change a row: a short hash of everything about the row a
 * change could be based on. A change whose stamp no longer matches was made on an outdated read.
 */
export function stampOf(m: StoredMenu): string {
  const parts = [
    m.parentId,
    m.menuname,
    m.menuename,
    m.menutype,
    m.url,
    m.icon,
    m.permission,
    m.sort,
    m.status,
    m.hidden,
    m.link,
    m.embed,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}

/** The catalogue as a tree: children by parent, in sibling order (sort, then id). */
export class Catalogue {
  readonly byId: Map<number, StoredMenu>;
  private readonly kids = new Map<number | null, StoredMenu[]>();

  constructor(readonly rows: StoredMenu[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
      // A row whose parent is gone (never by our writes: deleting needs no children) counts as a top row.
      const parent = r.parentId !== null && this.byId.has(r.parentId) ? r.parentId : null;
      this.kids.set(parent, [...(this.kids.get(parent) ?? []), r]);
    }
  }

  children(id: number | null): StoredMenu[] {
    return this.kids.get(id) ?? [];
  }

  parentOf(r: StoredMenu): StoredMenu | undefined {
    return r.parentId === null ? undefined : this.byId.get(r.parentId);
  }

  /** 1 for a top row. */
  level(r: StoredMenu): number {
    let n = 1;
    for (let p = this.parentOf(r); p; p = this.parentOf(p)) n++;
    return n;
  }

  /** The row and every row below it. */
  subtree(r: StoredMenu): StoredMenu[] {
    return [r, ...this.children(r.id).flatMap((c) => this.subtree(c))];
  }

  /** Levels of directories and pages below the row (0 when it has none). */
  heightBelow(r: StoredMenu): number {
    const below = this.children(r.id).filter((c) => c.menutype !== 'button');
    return below.length ? 1 + Math.max(...below.map((c) => this.heightBelow(c))) : 0;
  }

  /** Every row, parents before their children, siblings in order. */
  inTreeOrder(): StoredMenu[] {
    const walk = (id: number | null): StoredMenu[] => this.children(id).flatMap((c) => [c, ...walk(c.id)]);
    return walk(null);
  }

  toRow(r: StoredMenu, match = true): MenuRow {
    return {
      id: r.id,
      parentId: r.parentId,
      level: this.level(r),
      menuname: r.menuname,
      menuename: r.menuename,
      menutype: r.menutype,
      url: r.url,
      icon: r.icon,
      permission: r.permission,
      sort: r.sort,
      hidden: r.hidden,
      status: r.status,
      builtin: r.builtin,
      link: r.link,
      embed: r.embed,
      stamp: stampOf(r),
      match,
    };
  }
}
