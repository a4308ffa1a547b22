import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { queryClient } from '../layout/query-client';
import { prefetchRoute } from './route-data';
import { menuRow, TEST_USER } from '../test-fixtures';

/**
 * The query keys the route loader starts for a path. No call answers, unless `menuAnswer` is
 * given: the menu call then answers with it after a turn of the event loop. `onStart` sees each
 * call as it is started.
 */
async function started(path: string, menuAnswer?: object, onStart?: (key: unknown[]) => void): Promise<unknown[][]> {
  const spy = vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (options) => {
    const key = [...(options as { queryKey: unknown[] }).queryKey];
    onStart?.(key);
    if (!menuAnswer || key[0] !== 'menu') return;
    await new Promise((r) => setTimeout(r, 10));
    queryClient.setQueryData(key, menuAnswer);
  });
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
    useUserStore.setState({ info: TEST_USER, isLogin: true });
    expect(await started('/dashboard/console')).toEqual([
      ['menu', 7, '001'],
      ['reports', '001', 'data'],
      ['reports', '001', 'chart', 'day'],
      ['reports', '001', 'ranking', 'today'],
    ]);
  });

  it('another page: its calls only when the menu kept from this session grants it', async () => {
    useUserStore.setState({ info: TEST_USER, isLogin: true });
    expect(await started('/dashboard/ordersummary')).toEqual([['menu', 7, '001']]);
    const item = menuRow('ordersummary', '/dashboard/ordersummary', 'dashboard', { menuname: '订单概览' });
    const dir = menuRow('dashboard', '/dashboard', '', { menuname: '仪表盘' });
    useMenuStore.getState().setServerMenu([dir], [item], []);
    expect(await started('/dashboard/ordersummary')).toEqual([
      ['menu', 7, '001'],
      ['reports', '001', 'chart', 'day'],
    ]);
    useMenuStore.getState().setServerMenu([dir], [{ ...item, active: false }], []);
    expect(await started('/dashboard/ordersummary')).toEqual([['menu', 7, '001']]);
  });

  it('a list page: its list and the column choice, from its own prefetch chunk', async () => {
    useUserStore.setState({ info: TEST_USER, isLogin: true });
    const item = menuRow('customerorder', '/order/customerorder', 'order', { menuname: '客户订单' });
    const dir = menuRow('order', '/order', '', { menuname: '订单管理' });
    useMenuStore.getState().setServerMenu([dir], [item], []);
    window.history.replaceState(null, '', '/order/customerorder?status=1');
    const keys = await started('/order/customerorder');
    expect(keys[0]).toEqual(['menu', 7, '001']);
    expect(keys.length).toBe(3);
  });

  it('a page in tabs: the list of the tab it shows first, the address’s or else the default one', async () => {
    useUserStore.setState({ info: TEST_USER, isLogin: true });
    const item = menuRow('account', '/user/account', 'user', { menuname: '客户账户' });
    const dir = menuRow('user', '/user', '', { menuname: '用户管理' });
    useMenuStore.getState().setServerMenu([dir], [item], []);
    /** The list's key (name and filters) and the column choice's table, started for an address. */
    const listed = async (address: string) => {
      window.history.replaceState(null, '', address);
      const [, list, prefs] = await started('/user/account');
      return [list[0], (list[3] as { filters: object }).filters, prefs[3]];
    };
    expect(await listed('/user/account?tab=followers&q=wang')).toEqual([
      'followers',
      { q: 'wang' },
      'wechat-followers',
    ]);
    expect(await listed('/user/account')).toEqual(['clients-list', {}, 'clients']);
    expect(await listed('/user/account?tab=unknown')).toEqual(['clients-list', {}, 'clients']);
    window.history.replaceState(null, '', '/');
  });

  it('a first visit (no menu kept): the page’s calls once the menu call answers and grants it', async () => {
    useUserStore.setState({ info: TEST_USER, isLogin: true });
    const dir = menuRow('dashboard', '/dashboard', '', { menuname: '仪表盘' });
    const item = menuRow('ordersummary', '/dashboard/ordersummary', 'dashboard', { menuname: '订单概览' });
    /** The keys started when the menu call answers with these pages; nothing kept afterwards. */
    const answering = async (pages: object[]) => {
      const keys = await started('/dashboard/ordersummary', { code: 0, msg: '', data: [dir], data2: pages, data3: [] });
      useMenuStore.getState().clear();
      queryClient.clear();
      return keys;
    };
    expect(await answering([item])).toEqual([
      ['menu', 7, '001'],
      ['reports', '001', 'chart', 'day'],
    ]);
    expect(await answering([])).toEqual([['menu', 7, '001']]);
  });

  it('a first visit: the page’s calls leave before the menu is stored (storing it draws the frame and the page)', async () => {
    useUserStore.setState({ info: TEST_USER, isLogin: true });
    const dir = menuRow('dashboard', '/dashboard', '', { menuname: '仪表盘' });
    const item = menuRow('ordersummary', '/dashboard/ordersummary', 'dashboard', { menuname: '订单概览' });
    const menuStoredAt: boolean[] = [];
    await started('/dashboard/ordersummary', { code: 0, msg: '', data: [dir], data2: [item], data3: [] }, (key) => {
      if (key[0] !== 'menu') menuStoredAt.push(useMenuStore.getState().loaded);
    });
    expect(menuStoredAt).toEqual([false]);
    expect(useMenuStore.getState().loaded).toBe(true);
    queryClient.clear();
  });

  it('answers once the menu and the page’s first calls have answered, so the frame can draw them in one go', async () => {
    useUserStore.setState({ info: TEST_USER, isLogin: true });
    const answers = new Map<string, () => void>();
    const spy = vi
      .spyOn(queryClient, 'prefetchQuery')
      .mockImplementation(
        (options) =>
          new Promise<void>((resolve) =>
            answers.set(String((options as { queryKey: unknown[] }).queryKey[2]), resolve),
          ),
      );
    let answered = false;
    const route = prefetchRoute('/dashboard/console').then(() => (answered = true));
    await vi.waitFor(() => expect(answers.size).toBe(4));
    for (const call of ['001', 'data', 'chart']) {
      answers.get(call)!();
      await new Promise((r) => setTimeout(r, 0));
      expect(answered).toBe(false);
    }
    answers.get('ranking')!();
    await route;
    expect(answered).toBe(true);
    spy.mockRestore();
  });

  it('nothing without a stored sign-in', async () => {
    expect(await started('/dashboard/console')).toEqual([]);
  });
});
