/** The departments' tree from the flat list the server answers (parents first), and its search. */

export interface FlatDepartment {
  id: number;
  parentId: number | null;
  name: string;
}

export interface TreeNode<T> {
  row: T;
  level: number;
  children: TreeNode<T>[];
}

/** The tree of `rows`; a row whose parent is missing goes to the top. */
export function buildTree<T extends FlatDepartment>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map(rows.map((r) => [r.id, { row: r, level: 1, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId !== null ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const level = (list: TreeNode<T>[], n: number) =>
    list.forEach((x) => {
      x.level = n;
      level(x.children, n + 1);
    });
  level(roots, 1);
  return roots;
}

/** The tree with only the departments whose name contains `q` (any case) and their ancestors; all of it for an empty `q`. */
export function filterTree<T extends FlatDepartment>(tree: TreeNode<T>[], q: string): TreeNode<T>[] {
  const text = q.trim().toLowerCase();
  if (!text) return tree;
  const keep = (list: TreeNode<T>[]): TreeNode<T>[] =>
    list.flatMap((n) => {
      const children = keep(n.children);
      return n.row.name.toLowerCase().includes(text) || children.length ? [{ ...n, children }] : [];
    });
  return keep(tree);
}

/** Ids of `id` and everything under it. */
export function subtreeIds<T extends FlatDepartment>(rows: T[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (r.parentId !== null && out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
  }
  return out;
}

/** Levels of the subtree under `id`, itself included (a leaf: 1). */
export function subtreeHeight<T extends FlatDepartment>(rows: T[], id: number): number {
  const below = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...below.map((r) => subtreeHeight(rows, r.id)));
}

/** Level of a department (a top one is 1). */
export function levelOf<T extends FlatDepartment>(rows: T[], id: number): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let n = 0;
  for (let at: number | null = id; at !== null && n <= rows.length; at = byId.get(at)?.parentId ?? null) n++;
  return n;
}

export function allIds<T>(tree: TreeNode<T & FlatDepartment>[]): number[] {
  return tree.flatMap((n) => [n.row.id, ...allIds(n.children)]);
}
