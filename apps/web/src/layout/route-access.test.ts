import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '../stores/menu-tree';
import { routeAccess } from './route-access';
import { menuRow } from '../test-fixtures';

const menu = buildMenuTree(
  [menuRow('Orders', '/order'), menuRow('Users', '/user')],
  [
    menuRow('Customer orders', '/order/customerorder', 'Orders'),
    menuRow('Roles', '/user/role', 'Users', { active: false }),
    menuRow('Custom', '/custom/page', 'Users'),
  ],
);
const catalogue = new Set(['/order/customerorder', '/user/role', '/menu/api']);
const hasPage = (p: string) => catalogue.has(p);

describe('routeAccess (spec §2 route guard)', () => {
  it('opens pages of the role menu', () => expect(routeAccess('/order/customerorder', menu, hasPage).kind).toBe('ok'));
  it('opens pages the server menu adds at run time', () =>
    expect(routeAccess('/custom/page', menu, hasPage)).toMatchObject({ kind: 'ok', item: { title_en: 'Custom' } }));
  it('always opens home and the exception pages', () => {
    expect(routeAccess('/dashboard/console', [], hasPage).kind).toBe('ok');
    expect(routeAccess('/exception/404', [], hasPage).kind).toBe('ok');
  });
  it('refuses an inactive page and a known page outside the role menu (403)', () => {
    expect(routeAccess('/user/role', menu, hasPage).kind).toBe('forbidden');
    expect(routeAccess('/menu/api', menu, hasPage).kind).toBe('forbidden');
  });
  it('sends a path matching nothing to 404', () =>
    expect(routeAccess('/no/such/page', menu, hasPage).kind).toBe('not-found'));
  it('sends a directory to its first active page', () => {
    expect(routeAccess('/order', menu, hasPage)).toEqual({ kind: 'redirect', to: '/order/customerorder' });
  });
});
