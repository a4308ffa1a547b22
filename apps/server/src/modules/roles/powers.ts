import type { MenuType, PowerNode } from '@bo/contract';

/** A row of the menu catalogue, as the powers need it. */
export interface CatalogueRow {
  id: number;
  parentId: number | null;
  type: MenuType;
  title: string;
  titleEn: string;
  mark: string;
  url: string;
  status: number;
  hidden: boolean;
}

/** menu id → active */
export type Grants = Map<number, boolean>;

/** Deepest parent chain walked (the catalogue is three levels deep; a cycle must not hang). */
const MAX_DEPTH = 16;

function ancestors(row: CatalogueRow, byId: Map<number, CatalogueRow>): CatalogueRow[] {
  const out: CatalogueRow[] = [];
  for (
    let p = row.parentId === null ? undefined : byId.get(row.parentId);
    p && out.length < MAX_DEPTH;
    p = p.parentId === null ? undefined : byId.get(p.parentId)
  ) {
    if (out.includes(p)) break;
    out.push(p);
  }
  return out;
}

/**
 * The grants a save asks for, completed with what they imply
 * (docs/decisions/0075-saving-powers.md): a granted row's directories are granted too, a button's
 * page too (with the button's active flag when the page was not asked for); directories are always
 * active, and a button takes the active flag of its page, so an inactive page grants none of its
 * buttons' marks. Ids not in the catalogue are returned apart (the caller refuses them).
 */
export function normaliseGrants(
  catalogue: CatalogueRow[],
  asked: { menuId: number; active: boolean }[],
): { grants: Grants; unknown: number[] } {
  const byId = new Map(catalogue.map((r) => [r.id, r]));
  const unknown = asked.filter((g) => !byId.has(g.menuId)).map((g) => g.menuId);
  const grants: Grants = new Map(asked.filter((g) => byId.has(g.menuId)).map((g) => [g.menuId, g.active]));
  for (const [id, active] of [...grants]) {
    for (const up of ancestors(byId.get(id)!, byId)) {
      if (!grants.has(up.id)) grants.set(up.id, up.type === 'directory' ? true : active);
    }
  }
  for (const [id] of grants) {
    const row = byId.get(id)!;
    if (row.type === 'directory') grants.set(id, true);
    else if (row.type === 'button') {
      const page = ancestors(row, byId).find((a) => a.type === 'menu');
      if (page) grants.set(id, grants.get(page.id)!);
    }
  }
  return { grants, unknown };
}

/** What a save changes, by row: granted anew, taken away, turned active, turned inactive. */
export interface GrantChanges {
  added: CatalogueRow[];
  removed: CatalogueRow[];
  activated: CatalogueRow[];
  deactivated: CatalogueRow[];
}

export function grantChanges(catalogue: CatalogueRow[], before: Grants, after: Grants): GrantChanges {
  const out: GrantChanges = { added: [], removed: [], activated: [], deactivated: [] };
  for (const row of catalogue) {
    const was = before.get(row.id);
    const now = after.get(row.id);
    if (was === undefined && now !== undefined) out.added.push(row);
    else if (was !== undefined && now === undefined) out.removed.push(row);
    else if (was === false && now === true) out.activated.push(row);
    else if (was === true && now === false) out.deactivated.push(row);
  }
  return out;
}

/**
 * The marks a save would hand out that the caller does not hold: every row granted anew (active
 * or not) or turned active whose mark the caller's session lacks. Taking powers away is not
 * checked: it raises nobody.
 */
export function marksNotHeld(changes: GrantChanges, held: ReadonlySet<string>): string[] {
  const handed = [...changes.added, ...changes.activated].map((r) => r.mark).filter((m) => m !== '');
  return [...new Set(handed.filter((m) => !held.has(m)))].sort();
}

/** The catalogue as a tree (menu order kept), with the role's grants. */
export function powerTree(catalogue: CatalogueRow[], grants: Grants): PowerNode[] {
  const nodes = new Map<number, PowerNode>();
  for (const r of catalogue) {
    nodes.set(r.id, {
      id: r.id,
      type: r.type,
      title: r.title,
      title_en: r.titleEn,
      mark: r.mark,
      url: r.url,
      status: r.status,
      hidden: r.hidden,
      granted: grants.has(r.id),
      active: grants.get(r.id) ?? true,
      children: [],
    });
  }
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  // A row is placed under its parent when its chain of parents ends at a top row; a row whose
  // parent is gone, or caught in a cycle, is shown at the top rather than lost.
  const reachesTop = (r: CatalogueRow) => {
    const chain = ancestors(r, byId);
    const last = chain[chain.length - 1];
    return !chain.includes(r) && (last === undefined || last.parentId === null || !byId.has(last.parentId));
  };
  const roots: PowerNode[] = [];
  for (const r of catalogue) {
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent && reachesTop(r)) parent.children.push(nodes.get(r.id)!);
    else roots.push(nodes.get(r.id)!);
  }
  return roots;
}

/** A row as the operation log shows it: its mark and titles. */
export const rowLabel = (r: CatalogueRow) => `${r.mark} (${r.title} / ${r.titleEn})`;
