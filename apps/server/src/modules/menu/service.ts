import { PLATFORM_ONLY_PATHS, type ServerMenuItem } from '@bo/contract';
import type { Db } from '../../db/client.js';
import type { Session } from '../../plugins/session.js';

interface Row {
  id: number;
  parent_id: number | null;
  menuname: string;
  menuename: string;
  menutype: ServerMenuItem['menutype'];
  url: string;
  icon: string;
  permission: string;
  active: boolean;
  hidden: boolean;
  link: string;
  embed: boolean;
}

/**
 * The menu of the session's role, in the three levels of spec §7: `data` top items,
 * `data2` their children, `data3` grandchildren, each child naming its parent's English name.
 * A page's `permission` lists the marks the role holds on it: its own and its buttons'.
 * Inactive grants are listed (so the menu shows them) but carry no marks. A platform-only page
 * (RouteDef.platformOnly) is listed for the platform owner's branch alone.
 */
export async function userMenus(db: Db, session: Session) {
  // A PL/pgSQL function (migration 0009): its plan is kept per backend, and the statement sent is
  // unnamed, so it works behind a transaction-mode pooler (no named prepared statements).
  const { rows } = await db.$client.query<Row>('select * from bo_role_menus($1, $2) order by sort, id', [
    session.gscode,
    session.roleCode,
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const buttonMarks = new Map<number, string[]>();
  for (const r of rows) {
    if (r.menutype !== 'button' || !r.active || !r.parent_id) continue;
    buttonMarks.set(r.parent_id, [...(buttonMarks.get(r.parent_id) ?? []), r.permission]);
  }
  const depth = (r: Row): number => {
    let d = 1;
    for (let p = r.parent_id && byId.get(r.parent_id); p; p = p.parent_id ? byId.get(p.parent_id) : undefined) d++;
    return d;
  };
  const levels: ServerMenuItem[][] = [[], [], []];
  for (const r of rows) {
    if (r.menutype === 'button') continue;
    const parent = r.parent_id ? byId.get(r.parent_id) : undefined;
    // A row whose parent the role cannot see would float loose: leave it out.
    if (r.parent_id && !parent) continue;
    // Headquarters' pages are the platform owner's alone, whatever another branch's role holds.
    if (!session.platformOwner && PLATFORM_ONLY_PATHS.has(r.url)) continue;
    const level = depth(r);
    if (level > 3) continue;
    levels[level - 1].push({
      menuname: r.menuname,
      menuename: r.menuename,
      menuparent: parent?.menuename ?? '',
      menutype: r.menutype,
      url: r.url,
      icon: r.icon,
      active: r.active,
      permission: r.active && r.permission ? [r.permission, ...(buttonMarks.get(r.id) ?? [])] : [],
      hidden: r.hidden,
      link: r.link,
      embed: r.embed,
    });
  }
  return { data: levels[0], data2: levels[1], data3: levels[2] };
}
