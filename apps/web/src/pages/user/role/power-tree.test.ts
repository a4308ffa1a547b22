import { describe, expect, it } from 'vitest';
import type { PowerNode } from '@bo/contract';
import {
  counts,
  filterTree,
  grantsOf,
  indexTree,
  initialState,
  isDirty,
  setActive,
  toggle,
  treeChecks,
} from './power-tree';

const node = (
  id: number,
  type: PowerNode['type'],
  title_en: string,
  extra: Partial<PowerNode> = {},
  children: PowerNode[] = [],
): PowerNode => ({
  id,
  type,
  title: `中${title_en}`,
  title_en,
  mark: '',
  url: '',
  status: 1,
  hidden: false,
  granted: false,
  active: true,
  children,
  ...extra,
});

/** Orders (dir 1) → Customer orders (page 2: order:list) → Edit (button 3: order:edit), Export (button 4); Payments (page 5); Users (dir 6) → Roles (page 7). */
const tree = (): PowerNode[] => [
  node(1, 'directory', 'Orders', { url: '/order' }, [
    node(2, 'menu', 'Customer orders', { mark: 'order:list', url: '/order/customerorder' }, [
      node(3, 'button', 'Edit', { mark: 'order:edit' }),
      node(4, 'button', 'Export', { mark: 'order:export' }),
    ]),
    node(5, 'menu', 'Payments', { mark: 'payment:list', url: '/order/customerpaylist' }),
  ]),
  node(6, 'directory', 'Users', { url: '/user' }, [node(7, 'menu', 'Roles', { mark: 'role:list', url: '/user/role' })]),
];
const ids = (s: { checked: ReadonlySet<number> }) => [...s.checked].sort((a, b) => a - b);

describe('checking and unchecking', () => {
  it('checking a button checks its page and directory, not its siblings', () => {
    const ix = indexTree(tree());
    const s = toggle(ix, initialState(ix), 3, true);
    expect(ids(s)).toEqual([1, 2, 3]);
  });

  it('checking a directory checks everything under it', () => {
    const ix = indexTree(tree());
    expect(ids(toggle(ix, initialState(ix), 1, true))).toEqual([1, 2, 3, 4, 5]);
  });

  it('unchecking a page unchecks its buttons; a directory left empty goes too, one still holding a page stays', () => {
    const ix = indexTree(tree());
    let s = toggle(ix, initialState(ix), 1, true);
    s = toggle(ix, s, 2, false);
    expect(ids(s)).toEqual([1, 5]);
    s = toggle(ix, s, 5, false);
    expect(ids(s)).toEqual([]);
  });

  it('a button unchecked leaves its page checked', () => {
    const ix = indexTree(tree());
    const s = toggle(ix, toggle(ix, initialState(ix), 2, true), 3, false);
    expect(ids(s)).toEqual([1, 2, 4]);
  });
});

describe('what a save sends', () => {
  it('every checked row, directories active, a button following its page', () => {
    const ix = indexTree(tree());
    let s = toggle(ix, initialState(ix), 2, true);
    s = setActive(s, 2, false);
    expect(grantsOf(ix, s)).toEqual([
      { menuId: 1, active: true },
      { menuId: 2, active: false },
      { menuId: 3, active: false },
      { menuId: 4, active: false },
    ]);
  });

  it('starts from the role’s grants and knows when something changed', () => {
    const t = tree();
    t[1].granted = true;
    t[1].children[0].granted = true;
    t[1].children[0].active = false;
    const ix = indexTree(t);
    const loaded = initialState(ix);
    expect(grantsOf(ix, loaded)).toEqual([
      { menuId: 6, active: true },
      { menuId: 7, active: false },
    ]);
    expect(isDirty(ix, loaded, loaded)).toBe(false);
    const on = setActive(loaded, 7, true);
    expect(isDirty(ix, loaded, on)).toBe(true);
    expect(isDirty(ix, loaded, setActive(on, 7, false))).toBe(false);
    expect(counts(ix, loaded)).toEqual({ granted: 1, total: 5 });
  });

  it('shows a partly granted row half-checked', () => {
    const ix = indexTree(tree());
    const s = toggle(ix, initialState(ix), 3, true);
    expect(treeChecks(ix, s)).toEqual({ checked: [3], halfChecked: [1, 2] });
  });
});

describe('search', () => {
  it('keeps the rows that match (with what is under them) and the rows above them, in either language or by mark', () => {
    const byTitles = (ns: PowerNode[]): unknown[] =>
      ns.map((n) => (n.children.length ? [n.title_en, byTitles(n.children)] : n.title_en));
    expect(byTitles(filterTree(tree(), 'export'))).toEqual([['Orders', [['Customer orders', ['Export']]]]]);
    expect(byTitles(filterTree(tree(), '中roles'))).toEqual([['Users', ['Roles']]]);
    expect(byTitles(filterTree(tree(), ' ORDER:LIST '))).toEqual([
      ['Orders', [['Customer orders', ['Edit', 'Export']]]],
    ]);
    expect(filterTree(tree(), 'nothing like it')).toEqual([]);
    expect(filterTree(tree(), '  ')).toHaveLength(2);
  });
});
