import { describe, expect, it } from 'vitest';
import type { ServerMenuItem } from '@bo/contract';
import { buildMenuTree, flattenMenu, menuTrail } from './menu-tree';
import { menuRow } from '../test-fixtures';

/** A menu row whose Chinese name is its English one with -cn, so a test sees which is shown. */
const row = (menuename: string, url: string, menuparent = '', extra: Partial<ServerMenuItem> = {}): ServerMenuItem =>
  menuRow(menuename, url, menuparent, { menuname: `${menuename}-cn`, icon: 'HomeOutlined', ...extra });

const data = [row('Orders', '/order'), row('Widgets', '/widget')];
const data2 = [
  row('Customer orders', '/order/customerorder', 'Orders', { permission: ['order:list', 'order:edit'] }),
  row('Customer carts', '/order/customershopcart', 'Orders', { active: false }),
  row('Icons', '/widget/icons', 'Widgets', { menutype: 'directory' }),
  row('Orphan', '/x/orphan', 'Nobody'),
];
const data3 = [row('Icon list', '/widget/icon', 'Icons'), row('Icon selector', '/widget/icon-selector', 'Icons')];

describe('buildMenuTree (spec §7 data / data2 / data3)', () => {
  const tree = buildMenuTree(data, data2, data3);

  it('keeps the top items in order', () => expect(tree.map((m) => m.path)).toEqual(['/order', '/widget']));
  it("attaches children whose parent field names the parent's English name", () => {
    expect(tree[0].children.map((m) => m.path)).toEqual(['/order/customerorder', '/order/customershopcart']);
  });
  it('builds the third level under second-level items', () => {
    expect(tree[1].children[0].children.map((m) => m.path)).toEqual(['/widget/icon', '/widget/icon-selector']);
  });
  it('maps server fields to the client item of spec §3', () => {
    expect(tree[0].children[0]).toEqual({
      path: '/order/customerorder',
      title: 'Customer orders-cn',
      title_en: 'Customer orders',
      icon: 'HomeOutlined',
      children: [],
      active: true,
      noMenu: false,
      link: '',
      embed: false,
      menutype: 'menu',
      permission: ['order:list', 'order:edit'],
    });
  });
  it("maps the server's hidden rows to noMenu and keeps a row's address and how it opens", () => {
    const t = buildMenuTree(data, [
      row('Manual', '/order/manual', 'Orders', { hidden: true }),
      row('Wiki', '/order/wiki', 'Orders', { link: 'https://wiki.example.com/', embed: true }),
    ]);
    expect(t[0].children.map(({ path, noMenu, link, embed }) => ({ path, noMenu, link, embed }))).toEqual([
      { path: '/order/manual', noMenu: true, link: '', embed: false },
      { path: '/order/wiki', noMenu: false, link: 'https://wiki.example.com/', embed: true },
    ]);
  });
  it('keeps inactive items (shown, but they ask for permission)', () => {
    expect(tree[0].children[1].active).toBe(false);
  });
  it('drops children whose parent is not in the menu, and buttons', () => {
    const withButton = buildMenuTree(data, [...data2, row('Export', '', 'Orders', { menutype: 'button' })], data3);
    expect(flattenMenu(withButton).map((m) => m.path)).not.toContain('/x/orphan');
    expect(flattenMenu(withButton).some((m) => m.menutype === 'button')).toBe(false);
  });
  it('works with missing levels', () => expect(buildMenuTree(data).every((m) => m.children.length === 0)).toBe(true));
  it('finds the trail from the top to an item', () => {
    expect(menuTrail(tree, '/widget/icon-selector').map((m) => m.title_en)).toEqual([
      'Widgets',
      'Icons',
      'Icon selector',
    ]);
    expect(menuTrail(tree, '/nowhere')).toEqual([]);
  });
});
