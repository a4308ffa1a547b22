import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@bo/contract';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { queryClient } from '../layout/query-client';
import { prefetchRoute } from './route-data';

const info: UserInfo = {
  userName: 'admin',
  nickName: 'A',
  headerImg: '',
  company: 'C',
  gscode: '001',
  reguserno: 'C001',
  roles: 'admin',
  operators: '',
  logintype: 1,
  endtime: '',
  isopen: 0,
  logoimg: '',
  timezone: 'Asia/Shanghai',
  ID: 7,
  token: 'secret',
};

/** The query keys the route loader starts for a path. */
async function started(path: string): Promise<unknown[][]> {
  const spy = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  await prefetchRoute(path);
  const keys = spy.mock.calls.map(([options]) => [...(options as { queryKey: unknown[] }).queryKey]);
  spy.mockRestore();
  return keys;
}

describe('the route loader starts the calls of a console address (no waterfall)', () => {
  afterEach(() => {
    useUserStore.setState({ info: null, isLogin: false });
    useMenuStore.getState().clear();
  });

  it('home: the menu and the console’s first calls (cards, day chart, today’s ranking) at once', async () => {
    useUserStore.setState({ info, isLogin: true });
    expect(await started('/dashboard/console')).toEqual([
      ['menu', 7, '001'],
      ['reports', '001', 'data'],
      ['reports', '001', 'chart', 'day'],
      ['reports', '001', 'ranking', 'today'],
    ]);
  });

  it('another page: its calls only when the menu kept from this session grants it', async () => {
    useUserStore.setState({ info, isLogin: true });
    expect(await started('/dashboard/ordersummary')).toEqual([['menu', 7, '001']]);
    const item = {
      menuname: '订单概览',
      menuename: 'ordersummary',
      menuparent: 'dashboard',
      menutype: 'menu' as const,
      url: '/dashboard/ordersummary',
      icon: '',
      active: true,
      permission: [],
      hidden: false,
      link: '',
      embed: false,
    };
    const dir = {
      ...item,
      menuname: '仪表盘',
      menuename: 'dashboard',
      menuparent: '',
      menutype: 'directory' as const,
      url: '/dashboard',
    };
    useMenuStore.getState().setServerMenu([dir], [item], []);
    expect(await started('/dashboard/ordersummary')).toEqual([
      ['menu', 7, '001'],
      ['reports', '001', 'chart', 'day'],
    ]);
    useMenuStore.getState().setServerMenu([dir], [{ ...item, active: false }], []);
    expect(await started('/dashboard/ordersummary')).toEqual([['menu', 7, '001']]);
  });

  it('a list page: its list and the column choice, from its own prefetch chunk', async () => {
    useUserStore.setState({ info, isLogin: true });
    const item = {
      menuname: '客户订单',
      menuename: 'customerorder',
      menuparent: 'order',
      menutype: 'menu' as const,
      url: '/order/customerorder',
      icon: '',
      active: true,
      permission: [],
      hidden: false,
      link: '',
      embed: false,
    };
    const dir = {
      ...item,
      menuname: '订单管理',
      menuename: 'order',
      menuparent: '',
      menutype: 'directory' as const,
      url: '/order',
    };
    useMenuStore.getState().setServerMenu([dir], [item], []);
    window.history.replaceState(null, '', '/order/customerorder?status=1');
    const keys = await started('/order/customerorder');
    expect(keys[0]).toEqual(['menu', 7, '001']);
    expect(keys.length).toBe(3);
  });

  it('nothing without a stored sign-in', async () => {
    expect(await started('/dashboard/console')).toEqual([]);
  });
});
