import type { PowerNode } from '@bo/contract';

/**
 * The powers editor's rules, without React (power-tree.test.ts): what checking or unchecking a
 * row of the catalogue does to the others, which grants a save sends, what a search shows.
 * The server completes and checks the same way (modules/roles/powers.ts); the editor only makes
 * what will be saved visible before it is.
 */

export interface PowerIndex {
  byId: Map<number, PowerNode>;
  parent: Map<number, number | null>;
  /** Every node in menu order (parents before their children). */
  order: PowerNode[];
}

export function indexTree(tree: PowerNode[]): PowerIndex {
  const byId = new Map<number, PowerNode>();
  const parent = new Map<number, number | null>();
  const order: PowerNode[] = [];
  const walk = (nodes: PowerNode[], up: number | null) => {
    for (const n of nodes) {
      byId.set(n.id, n);
      parent.set(n.id, up);
      order.push(n);
      walk(n.children, n.id);
    }
  };
  walk(tree, null);
  return { byId, parent, order };
}

/** What the editor holds: the checked rows and, per page, whether it is active. */
export interface PowerState {
  checked: ReadonlySet<number>;
  /** page id → active; pages not listed are active. */
  inactive: ReadonlySet<number>;
}

export function initialState(ix: PowerIndex): PowerState {
  return {
    checked: new Set(ix.order.filter((n) => n.granted).map((n) => n.id)),
    inactive: new Set(ix.order.filter((n) => n.type === 'menu' && n.granted && !n.active).map((n) => n.id)),
  };
}

const ancestors = (ix: PowerIndex, id: number): number[] => {
  const out: number[] = [];
  for (let p = ix.parent.get(id) ?? null; p !== null && !out.includes(p); p = ix.parent.get(p) ?? null) out.push(p);
  return out;
};
const descendants = (n: PowerNode): number[] => n.children.flatMap((c) => [c.id, ...descendants(c)]);

/**
 * Checking a row checks everything under it and the rows above it (a page needs its directories,
 * a button its page); unchecking a row unchecks everything under it, and a directory left with
 * nothing checked under it.
 */
export function toggle(ix: PowerIndex, s: PowerState, id: number, on: boolean): PowerState {
  const node = ix.byId.get(id);
  if (!node) return s;
  const checked = new Set(s.checked);
  if (on) {
    for (const x of [id, ...descendants(node), ...ancestors(ix, id)]) checked.add(x);
  } else {
    for (const x of [id, ...descendants(node)]) checked.delete(x);
    for (const up of ancestors(ix, id)) {
      const n = ix.byId.get(up)!;
      if (n.type === 'directory' && !descendants(n).some((d) => checked.has(d))) checked.delete(up);
    }
  }
  return { checked, inactive: s.inactive };
}

export function setActive(s: PowerState, pageId: number, active: boolean): PowerState {
  const inactive = new Set(s.inactive);
  if (active) inactive.delete(pageId);
  else inactive.add(pageId);
  return { checked: s.checked, inactive };
}

/** The page a row belongs to: itself for a page, the nearest page above a button, none for a directory. */
export function pageOf(ix: PowerIndex, id: number): number | null {
  const n = ix.byId.get(id);
  if (!n || n.type === 'directory') return null;
  if (n.type === 'menu') return id;
  return ancestors(ix, id).find((a) => ix.byId.get(a)?.type === 'menu') ?? null;
}

/** Whether a checked row grants its mark now: a directory always, a page or button when its page is active. */
export const isActive = (ix: PowerIndex, s: PowerState, id: number): boolean => {
  const page = pageOf(ix, id);
  return page === null || !s.inactive.has(page);
};

/** The grants a save sends, in menu order. */
export function grantsOf(ix: PowerIndex, s: PowerState): { menuId: number; active: boolean }[] {
  return ix.order.filter((n) => s.checked.has(n.id)).map((n) => ({ menuId: n.id, active: isActive(ix, s, n.id) }));
}

/** Whether the editor differs from what was loaded (what a save would change). */
export function isDirty(ix: PowerIndex, loaded: PowerState, now: PowerState): boolean {
  const a = JSON.stringify(grantsOf(ix, loaded));
  return a !== JSON.stringify(grantsOf(ix, now));
}

/**
 * antd Tree's checked and half-checked keys (strict mode): a checked row with something
 * unchecked under it shows half-checked, so a partly granted directory reads as such.
 */
export function treeChecks(ix: PowerIndex, s: PowerState): { checked: number[]; halfChecked: number[] } {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  for (const n of ix.order) {
    if (!s.checked.has(n.id)) continue;
    if (descendants(n).every((d) => s.checked.has(d))) checked.push(n.id);
    else halfChecked.push(n.id);
  }
  return { checked, halfChecked };
}

/** Case-insensitive: titles in both languages, the mark, the route. */
const matches = (n: PowerNode, text: string) =>
  [n.title, n.title_en, n.mark, n.url].some((v) => v.toLowerCase().includes(text));

/**
 * The tree a search shows: the rows that match with everything under them, and the rows above
 * them so they stay in place. An empty search shows everything.
 */
export function filterTree(tree: PowerNode[], search: string): PowerNode[] {
  const text = search.trim().toLowerCase();
  if (!text) return tree;
  const keep = (nodes: PowerNode[]): PowerNode[] =>
    nodes.flatMap((n) => {
      if (matches(n, text)) return [n];
      const children = keep(n.children);
      return children.length ? [{ ...n, children }] : [];
    });
  return keep(tree);
}

/** Ids of the rows that have children (what "expand all" opens). */
export const parentIds = (ix: PowerIndex): number[] => ix.order.filter((n) => n.children.length > 0).map((n) => n.id);

/** How many rows carrying a mark (pages and buttons) are checked, of how many. */
export function counts(ix: PowerIndex, s: PowerState): { granted: number; total: number } {
  const marked = ix.order.filter((n) => n.mark !== '');
  return { granted: marked.filter((n) => s.checked.has(n.id)).length, total: marked.length };
}
