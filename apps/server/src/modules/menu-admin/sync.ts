import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_CODE, ROUTE_GROUPS, type MenuType } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { subdirRoute } from './routes-of-catalogue.js';
import { lockCatalogue, readCatalogue, type Conn, type StoredMenu } from './tree.js';

interface NewRow {
  menuname: string;
  menuename: string;
  menutype: MenuType;
  parent: StoredMenu | undefined;
  url?: string;
  icon?: string;
  permission?: string;
}

/**
 * Brings an existing database's menu catalogue up to the route catalogue (packages/contract
 * routes.ts): every directory, page and button of the route catalogue missing from table menus
 * is added as a built-in row (directories and pages matched by route, buttons by mark under
 * their page) and granted to every branch's built-in administrator role, and to no other role.
 * Nothing that exists is changed or removed: titles, icons, order, hidden and disabled rows stay
 * as the platform's administrators left them. A row added under a disabled row starts disabled;
 * it goes last among its siblings; an English title already taken gets " (2)", " (3)" ….
 * Idempotent, and safe when several servers start at once (the catalogue's advisory lock).
 * Returns the English titles of the rows added.
 */
export async function syncMenuCatalogue(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const rows = await readCatalogue(tx);
    const added: StoredMenu[] = [];
    const names = new Set(rows.map((r) => r.menuename.toLowerCase()));
    const freeName = (name: string) => {
      let n = name;
      for (let i = 2; names.has(n.toLowerCase()); i++) n = `${name} (${i})`;
      names.add(n.toLowerCase());
      return n;
    };
    const byRoute = (url: string, type: MenuType) => rows.find((r) => r.menutype === type && r.url === url);

    const insert = async (n: NewRow): Promise<StoredMenu> => {
      const parentId = n.parent?.id ?? null;
      const siblings = rows.filter((r) => r.parentId === parentId);
      const sort = siblings.length ? Math.max(...siblings.map((s) => s.sort)) + 1 : 0;
      const status = n.parent ? n.parent.status : 1;
      const row = await insertRow(tx, { ...n, menuename: freeName(n.menuename), parentId, sort, status });
      rows.push(row);
      added.push(row);
      return row;
    };

    for (const g of ROUTE_GROUPS) {
      const dir =
        byRoute(g.path, 'directory') ??
        (await insert({
          menuname: g.title,
          menuename: g.title_en,
          menutype: 'directory',
          parent: undefined,
          url: g.path,
          icon: g.icon,
        }));
      for (const r of g.children) {
        let parent = dir;
        if (r.under) {
          const url = subdirRoute(g, r.under);
          parent =
            byRoute(url, 'directory') ??
            (await insert({
              menuname: r.under.title,
              menuename: r.under.title_en,
              menutype: 'directory',
              parent: dir,
              url,
              icon: r.under.icon,
            }));
        }
        const page =
          byRoute(r.path, 'menu') ??
          (await insert({
            menuname: r.title,
            menuename: r.title_en,
            menutype: 'menu',
            parent,
            url: r.path,
            icon: r.icon,
            permission: r.mark,
          }));
        for (const b of r.buttons ?? []) {
          if (rows.some((x) => x.menutype === 'button' && x.parentId === page.id && x.permission === b.mark)) continue;
          await insert({
            menuname: b.title,
            menuename: `${r.title_en}: ${b.title_en}`,
            menutype: 'button',
            parent: page,
            permission: b.mark,
          });
        }
      }
    }

    if (added.length) {
      await tx.execute(sql`
        insert into role_menus (role_id, menu_id, active)
        select r.id, m.id, true
          from roles r cross join unnest(${`{${added.map((a) => a.id).join(',')}}`}::int[]) as m(id)
         where r.code = ${ADMIN_ROLE_CODE}
        on conflict do nothing`);
    }
    return added.map((a) => a.menuename);
  });
}

async function insertRow(
  tx: Conn,
  n: Omit<NewRow, 'parent'> & { parentId: number | null; sort: number; status: number },
): Promise<StoredMenu> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into menus (menuname, menuename, parent_id, menutype, url, icon, permission, sort, status, builtin)
    values (${n.menuname}, ${n.menuename}, ${n.parentId}, ${n.menutype}, ${n.url ?? ''}, ${n.icon ?? ''}, ${n.permission ?? ''},
            ${n.sort}, ${n.status}, true)
    returning id`);
  return {
    id: Number(rows[0].id),
    parentId: n.parentId,
    menuname: n.menuname,
    menuename: n.menuename,
    menutype: n.menutype,
    url: n.url ?? '',
    icon: n.icon ?? '',
    permission: n.permission ?? '',
    sort: n.sort,
    status: n.status,
    hidden: false,
    builtin: true,
    link: '',
    embed: false,
  };
}
