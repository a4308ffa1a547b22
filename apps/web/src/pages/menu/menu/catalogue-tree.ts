import { MENU_MAX_LEVELS, type MenuRow, type MenuType } from '@bo/contract';

/**
 * The menu catalogue's rows (Select_Ds_Menu answers them in tree order, each naming its parent)
 * as the tree the table draws, and what the page offers for a row: its moves, the places it may
 * go, the types that may be added under it. The server checks every rule again.
 */
export interface CatalogueNode {
  key: number;
  row: MenuRow;
  /** Only when there are children: antd's table draws an expand button for any array. */
  children?: CatalogueNode[];
}

export function toNodes(list: MenuRow[]): CatalogueNode[] {
  const byId = new Map<number, CatalogueNode>();
  const top: CatalogueNode[] = [];
  for (const row of list) {
    const node: CatalogueNode = { key: row.id, row };
    byId.set(row.id, node);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) (parent.children ??= []).push(node);
    else top.push(node);
  }
  return top;
}

/** The rows under the same parent, in their order. */
export const siblingsOf = (list: MenuRow[], row: MenuRow) => list.filter((r) => r.parentId === row.parentId);

/** The row and every row below it. */
export function subtreeOf(list: MenuRow[], row: MenuRow): MenuRow[] {
  const out = [row];
  for (const r of list) if (r.parentId !== null && out.some((o) => o.id === r.parentId)) out.push(r);
  return out;
}

/** One step up (-1) or down (+1) among its siblings: the Move call's parent and index, or null at the end. */
export function stepMove(
  list: MenuRow[],
  row: MenuRow,
  step: -1 | 1,
): { parentId: number | null; index: number } | null {
  const siblings = siblingsOf(list, row);
  const at = siblings.findIndex((s) => s.id === row.id);
  const index = at + step;
  if (at < 0 || index < 0 || index >= siblings.length) return null;
  return { parentId: row.parentId, index };
}

/** Levels of directories and pages below a row. */
function heightBelow(list: MenuRow[], row: MenuRow): number {
  const below = list.filter((r) => r.parentId === row.id && r.menutype !== 'button');
  return below.length ? 1 + Math.max(...below.map((r) => heightBelow(list, r))) : 0;
}

/** Levels a row needs below it: its children's, and one at least for a directory (it holds pages). */
const roomBelow = (list: MenuRow[], row: Pick<MenuRow, 'menutype'> & Partial<MenuRow>) =>
  Math.max(row.id ? heightBelow(list, row as MenuRow) : 0, row.menutype === 'directory' ? 1 : 0);

/** Whether `row` (or a new row of its type) may sit under `parent` (null: the top), by the rules of spec §2. */
export function fitsUnder(
  list: MenuRow[],
  row: Pick<MenuRow, 'menutype'> & Partial<MenuRow>,
  parent: MenuRow | null,
): boolean {
  if (row.menutype === 'button') return parent?.menutype === 'menu';
  if (row.menutype === 'menu' && parent?.menutype !== 'directory') return false;
  if (row.menutype === 'directory' && parent && parent.menutype !== 'directory') return false;
  const level = parent ? parent.level + 1 : 1;
  return level + roomBelow(list, row) <= MENU_MAX_LEVELS;
}

/** The places a row may move to: the top (null) and the rows it fits under, never itself or below itself; an enabled row not under a disabled one. */
export function moveTargets(list: MenuRow[], row: MenuRow): (MenuRow | null)[] {
  const inside = new Set(subtreeOf(list, row).map((r) => r.id));
  const rows = list.filter(
    (p) => !inside.has(p.id) && fitsUnder(list, row, p) && !(row.status === 1 && p.status === 0),
  );
  return [...(fitsUnder(list, row, null) ? [null] : []), ...rows];
}

/** The types that may be added under `parent` (null: the top). */
export function typesUnder(list: MenuRow[], parent: MenuRow | null): MenuType[] {
  return (['directory', 'menu', 'button'] as const).filter((menutype) => fitsUnder(list, { menutype }, parent));
}

/** A row's place as titles from the top ("Users › Roles"). */
export function pathTitles(list: MenuRow[], row: MenuRow, title: (r: MenuRow) => string): string {
  const byId = new Map(list.map((r) => [r.id, r]));
  const names: string[] = [];
  for (let r: MenuRow | undefined = row; r; r = r.parentId === null ? undefined : byId.get(r.parentId))
    names.unshift(title(r));
  return names.join(' › ');
}
