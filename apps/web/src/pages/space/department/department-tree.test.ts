import { describe, expect, it } from 'vitest';
import { buildTree, filterTree, levelOf, subtreeHeight, subtreeIds } from './department-tree';

const rows = [
  { id: 1, parentId: null, name: '销售部' },
  { id: 2, parentId: 1, name: '华东组' },
  { id: 3, parentId: 2, name: '上海小组' },
  { id: 4, parentId: null, name: 'Service' },
];

describe('department tree', () => {
  it('builds levels, filters keeping ancestors, and measures subtrees', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.row.id)).toEqual([1, 4]);
    expect(tree[0].children[0].children[0].level).toBe(3);
    const found = filterTree(tree, '上海');
    expect(found.map((n) => n.row.id)).toEqual([1]);
    expect(found[0].children[0].children.map((n) => n.row.id)).toEqual([3]);
    expect(filterTree(tree, 'SERV').map((n) => n.row.id)).toEqual([4]);
    expect(filterTree(tree, 'nothing')).toEqual([]);
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 3]);
    expect(subtreeHeight(rows, 1)).toBe(3);
    expect(levelOf(rows, 3)).toBe(3);
  });
});
