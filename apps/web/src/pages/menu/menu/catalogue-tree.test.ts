import { describe, expect, it } from 'vitest';
import type { MenuRow } from '@bo/contract';
import { fitsUnder, moveTargets, pathTitles, stepMove, subtreeOf, toNodes, typesUnder } from './catalogue-tree';
import { bodyOf, formOf, problemOf } from './menu-form';

let id = 0;
const row = (
  menuename: string,
  menutype: MenuRow['menutype'],
  parent: MenuRow | null,
  extra: Partial<MenuRow> = {},
): MenuRow => ({
  id: ++id,
  parentId: parent?.id ?? null,
  level: parent ? parent.level + 1 : 1,
  menuname: menuename,
  menuename,
  menutype,
  url: '',
  icon: '',
  permission: '',
  sort: id,
  hidden: false,
  status: 1,
  builtin: false,
  link: '',
  embed: false,
  stamp: `s${id}`,
  match: true,
  ...extra,
});
const users = row('Users', 'directory', null);
const roles = row('Roles', 'menu', users);
const assign = row('Roles: Assign', 'button', roles);
const logs = row('Login log', 'menu', users);
const widgets = row('Widgets', 'directory', null);
const icons = row('Icons', 'directory', widgets);
const iconList = row('Icon list', 'menu', icons);
const plans = row('Plans', 'directory', null, { status: 0 });
const all = [users, roles, assign, logs, widgets, icons, iconList, plans];

describe('the catalogue as a tree', () => {
  it('nests rows under their parents; rows without children have no children array', () => {
    const nodes = toNodes(all);
    expect(nodes.map((n) => n.row.menuename)).toEqual(['Users', 'Widgets', 'Plans']);
    expect(nodes[0].children!.map((n) => n.row.menuename)).toEqual(['Roles', 'Login log']);
    expect(nodes[0].children![1].children).toBeUndefined();
    expect(nodes[2].children).toBeUndefined();
  });

  it('moves a row one step among its siblings, not past the ends', () => {
    expect(stepMove(all, roles, 1)).toEqual({ parentId: users.id, index: 1 });
    expect(stepMove(all, logs, -1)).toEqual({ parentId: users.id, index: 0 });
    expect(stepMove(all, roles, -1)).toBeNull();
    expect(stepMove(all, logs, 1)).toBeNull();
  });

  it('offers only places a row fits: never itself or below itself, three levels at most, not an enabled row under a disabled one', () => {
    expect(moveTargets(all, roles).map((p) => p?.menuename ?? 'top')).toEqual(['Users', 'Widgets', 'Icons']);
    expect(moveTargets(all, assign).map((p) => p?.menuename)).toEqual(['Roles', 'Login log', 'Icon list']);
    expect(moveTargets(all, widgets).map((p) => p?.menuename ?? 'top')).toEqual(['top']);
    expect(subtreeOf(all, widgets).map((r) => r.menuename)).toEqual(['Widgets', 'Icons', 'Icon list']);
    expect(fitsUnder(all, { menutype: 'directory' }, icons)).toBe(false);
  });

  it('offers the types that may be added under a row', () => {
    expect(typesUnder(all, null)).toEqual(['directory']);
    expect(typesUnder(all, users)).toEqual(['directory', 'menu']);
    expect(typesUnder(all, icons)).toEqual(['menu']);
    expect(typesUnder(all, roles)).toEqual(['button']);
    expect(typesUnder(all, assign)).toEqual([]);
    expect(pathTitles(all, assign, (r) => r.menuename)).toBe('Users › Roles › Roles: Assign');
  });
});

describe('the add and edit form', () => {
  const page = { ...formOf(null, 'menu', 10), menuname: '帮助', menuename: 'Help', url: '/help/manual' };
  it("refuses what the server's contract refuses, field by field", () => {
    expect(problemOf('url', { ...page, url: 'help' })).toEqual({ key: 'route' });
    expect(problemOf('url', { ...page, url: '/help/a.html' })).toEqual({ key: 'route' });
    expect(problemOf('link', { ...page, link: 'javascript:alert(1)' })).toEqual({ key: 'link' });
    expect(problemOf('link', { ...page, embed: true })).toEqual({ key: 'embedNeedsLink' });
    expect(problemOf('link', { ...page, link: 'https://example.com/x' })).toBeNull();
    expect(problemOf('permission', { ...page, menutype: 'button' })).toEqual({ key: 'required' });
    expect(problemOf('permission', { ...page, permission: 'Help' })).toEqual({ key: 'mark' });
    expect(problemOf('menuename', { ...page, menuename: '  ' })).toEqual({ key: 'required' });
    expect(problemOf('menuename', { ...page, menuename: 'x'.repeat(41) })).toEqual({ key: 'tooLong', max: 40 });
    expect(problemOf('sort', { ...page, sort: 1.5 })).toEqual({ key: 'sort', max: 99_999 });
    expect(problemOf('url', { ...page, menutype: 'button', url: '' })).toBeNull();
  });

  it('sends empty what a type does not have', () => {
    expect(
      bodyOf({
        ...page,
        menutype: 'button',
        permission: ' help:print ',
        link: 'https://x.example',
        embed: true,
        hidden: true,
      }),
    ).toEqual({
      menutype: 'button',
      menuname: '帮助',
      menuename: 'Help',
      url: '',
      icon: '',
      permission: 'help:print',
      sort: 10,
      hidden: false,
      link: '',
      embed: false,
    });
    expect(bodyOf({ ...page, menutype: 'directory', permission: 'x:y', link: 'https://x.example' })).toMatchObject({
      permission: '',
      link: '',
      url: '/help/manual',
    });
  });
});
