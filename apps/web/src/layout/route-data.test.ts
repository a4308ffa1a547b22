import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@bo/contract';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { queryClient } from './query-client';
import { prefetchRoute } from './route-data';

const info: UserInfo = {
  userName: 'admin', nickName: 'A', headerImg: '', company: 'C', gscode: '001', reguserno: 'C001', roles: 'admin',
  operators: '', logintype: 1, endtime: '', isopen: 0, logoimg: '', ID: 7, token: 'secret',
};

/** The query keys the route loader starts for a path. */
function started(path: string): unknown[][] {
  const spy = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  prefetchRoute(path);
  const keys = spy.mock.calls.map(([options]) => [...(options as { queryKey: unknown[] }).queryKey]);
  spy.mockRestore();
  return keys;
}

describe('the route loader starts the calls of a console address (no waterfall)', () => {
  afterEach(() => {
    useUserStore.setState({ info: null, isLogin: false });
    useMenuStore.getState().clear();
  });

  it('home: the menu and the console’s first calls (cards, day chart, today’s ranking) at once', () => {
    useUserStore.setState({ info, isLogin: true });
    expect(started('/dashboard/console')).toEqual([
      ['menu', 7, '001'],
      ['reports', '001', 'data'],
      ['reports', '001', 'chart', 'day'],
      ['reports', '001', 'ranking', 'today'],
    ]);
  });

  it('another page: its calls only when the menu kept from this session grants it', () => {
    useUserStore.setState({ info, isLogin: true });
    expect(started('/dashboard/ordersummary')).toEqual([['menu', 7, '001']]);
    const item = { menuname: '订单概览', menuename: 'ordersummary', menuparent: 'dashboard', menutype: 'menu' as const, url: '/dashboard/ordersummary', icon: '', active: true, permission: [] };
    const dir = { ...item, menuname: '仪表盘', menuename: 'dashboard', menuparent: '', menutype: 'directory' as const, url: '/dashboard' };
    useMenuStore.getState().setServerMenu([dir], [item], []);
    expect(started('/dashboard/ordersummary')).toEqual([['menu', 7, '001'], ['reports', '001', 'chart', 'day']]);
    useMenuStore.getState().setServerMenu([dir], [{ ...item, active: false }], []);
    expect(started('/dashboard/ordersummary')).toEqual([['menu', 7, '001']]);
  });

  it('nothing without a stored sign-in', () => {
    expect(started('/dashboard/console')).toEqual([]);
  });
});
