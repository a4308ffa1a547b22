import { beforeEach, describe, expect, it } from 'vitest';
import { MENU_COLLAPSED_WIDTH_PX, MENU_WIDTH_PX, USER_STORAGE_KEY, type UserInfo } from '@bo/contract';
import { useMenuStore, isCollapsed } from './menu';
import { DEFAULT_SETTINGS, useSettingsStore } from './settings';
import { LANG_STORAGE_KEY, useUserStore } from './user';
import { migrateTabs, useWorkTabsStore } from './worktabs';
import { HOME_TAB, initialTabs } from './tab-rules';
import { menuRow } from '../test-fixtures';

const info: UserInfo = {
  userName: 'admin',
  nickName: '上海管理员',
  headerImg: '',
  company: '上海分公司',
  gscode: '001',
  reguserno: 'C001',
  roles: 'admin',
  operators: 'OP001',
  logintype: 1,
  endtime: '2027-06-30',
  isopen: 1,
  logoimg: '',
  timezone: 'Asia/Shanghai',
  ID: 2,
  token: 'tok',
};

describe('user store', () => {
  beforeEach(() => useUserStore.setState({ info: null, isLogin: false, language: 'cn' }));

  it('keeps the user info under the system key with exactly the spec §3 fields and the login flag', () => {
    useUserStore.getState().signIn(info);
    const stored = JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!);
    expect(Object.keys(stored).sort()).toEqual([...Object.keys(info), 'isLogin'].sort());
    expect(stored.isLogin).toBe(true);
    expect(stored.token).toBe('tok');
  });
  it('sign-out sets the flag false and forgets the token', () => {
    useUserStore.getState().signIn(info);
    useUserStore.getState().signOut();
    const stored = JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!);
    expect(stored.isLogin).toBe(false);
    expect(stored.token).toBe('');
    expect(useUserStore.getState().isLogin).toBe(false);
  });
  it('restores a saved login at start', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...info, isLogin: true }));
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState()).toMatchObject({
      isLogin: true,
      language: 'en',
      info: { gscode: '001', token: 'tok' },
    });
  });
  it('treats a damaged or token-less entry as signed out', async () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().isLogin).toBe(false);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...info, token: '', isLogin: true }));
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().isLogin).toBe(false);
  });
  it('patches the stored info (a new nickname or avatar) and removes a field patched to undefined', () => {
    useUserStore.getState().signIn({ ...info, mustChangePassword: true });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!).mustChangePassword).toBe(true);
    useUserStore
      .getState()
      .patchInfo({ nickName: '新昵称', headerImg: '/api/Upload/File/001/a.png', mustChangePassword: undefined });
    const stored = JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!);
    expect(stored).toMatchObject({
      nickName: '新昵称',
      headerImg: '/api/Upload/File/001/a.png',
      token: 'tok',
      isLogin: true,
    });
    expect(Object.keys(stored).sort()).toEqual([...Object.keys(info), 'isLogin'].sort());
    expect('mustChangePassword' in useUserStore.getState().info!).toBe(false);
  });
  it('keeps the language, cn by default, and ignores unknown values', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'fr');
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().language).toBe('cn');
    useUserStore.getState().setLanguage('en');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
  });
});

describe('settings store', () => {
  it('starts with the defaults of spec §9 (menu theme dark, page mode white)', () => {
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState()).toMatchObject({ theme: 'dark', themeModel: 'white' });
  });
  it('persists every change to localStorage', () => {
    useSettingsStore.getState().set('showWorkTab', false);
    useSettingsStore.getState().set('themeModel', 'auto');
    const saved = JSON.parse(localStorage.getItem('bo-settings')!).state;
    expect(saved).toMatchObject({ ...DEFAULT_SETTINGS, showWorkTab: false, themeModel: 'auto' });
  });
});

describe('menu store', () => {
  it('builds the tree from the server levels and keeps it in sessionStorage', () => {
    useMenuStore.getState().setServerMenu(
      [menuRow('Orders', '/order', '', { menuname: '订单' })],
      [
        menuRow('Customer orders', '/order/customerorder', 'Orders', {
          menuname: '客户订单',
          permission: ['order:list'],
        }),
      ],
      [],
    );
    expect(useMenuStore.getState().menuList[0].children[0].path).toBe('/order/customerorder');
    expect(JSON.parse(sessionStorage.getItem('bo-menu')!).state.loaded).toBe(true);
    expect(localStorage.getItem('bo-menu')).toBeNull();
  });
  it('collapses to 70 px and opens to 200 px', () => {
    useMenuStore.getState().setCollapsed(true);
    expect(useMenuStore.getState().menuWidth).toBe(MENU_COLLAPSED_WIDTH_PX);
    expect(isCollapsed(useMenuStore.getState().menuWidth)).toBe(true);
    useMenuStore.getState().setCollapsed(false);
    expect(useMenuStore.getState().menuWidth).toBe(MENU_WIDTH_PX);
  });
});

describe('work-tabs store', () => {
  const a = { name: 'a', path: '/x/a', title: 'a', title_en: 'a' };
  const b = { name: 'b', path: '/x/b', title: 'b', title_en: 'b' };
  beforeEach(() => useWorkTabsStore.getState().reset());

  it('opens tabs and persists them to localStorage', () => {
    useWorkTabsStore.getState().open(a);
    useWorkTabsStore.getState().open(b);
    const saved = JSON.parse(localStorage.getItem('bo-worktabs')!).state;
    expect(saved.opened.map((t: { path: string }) => t.path)).toEqual(['/x/a', '/x/b']);
    expect(saved.current.path).toBe('/x/b');
  });
  it('returns the page to show after a close action', () => {
    useWorkTabsStore.getState().open(a);
    useWorkTabsStore.getState().open(b);
    expect(useWorkTabsStore.getState().closeBy('close', '/x/b')).toBe('/x/a');
    expect(useWorkTabsStore.getState().closeBy('all', '/x/a')).toBe(HOME_TAB.path);
  });
  it('gives a page opened again after its tab closed a new generation, and only then', () => {
    const tabs = useWorkTabsStore.getState();
    tabs.open(a);
    tabs.open(b);
    tabs.open(a); // selecting an open tab is not a reopening
    expect(useWorkTabsStore.getState().generations).toEqual({});
    tabs.closeBy('others', '/x/a');
    tabs.open(b);
    tabs.open(b);
    expect(useWorkTabsStore.getState().generations).toEqual({ '/x/b': 1 });
    tabs.closeBy('all', '/x/a');
    tabs.open(a);
    tabs.open(b);
    expect(useWorkTabsStore.getState().generations).toEqual({ '/x/a': 1, '/x/b': 2 });
    expect(JSON.parse(localStorage.getItem('bo-worktabs')!).state.generations).toBeUndefined();
  });
  it('restores the tabs at start', async () => {
    localStorage.setItem('bo-worktabs', JSON.stringify({ state: { opened: [a], current: a }, version: 0 }));
    await useWorkTabsStore.persist.rehydrate();
    expect(useWorkTabsStore.getState().current).toEqual(a);
  });
  it('keeps the order and the pins across a reload', async () => {
    const tabs = useWorkTabsStore.getState();
    tabs.open(a);
    tabs.open(b);
    tabs.togglePin('/x/b');
    const saved = localStorage.getItem('bo-worktabs')!;
    useWorkTabsStore.getState().reset(); // what a fresh page holds before it reads the storage
    localStorage.setItem('bo-worktabs', saved);
    await useWorkTabsStore.persist.rehydrate();
    expect(useWorkTabsStore.getState().opened).toEqual([{ ...b, pinned: true }, a]);
    expect(JSON.parse(localStorage.getItem('bo-worktabs')!).version).toBe(1);
  });
  it('loads a state stored before pins (version 0) with its tabs in their order', async () => {
    localStorage.setItem('bo-worktabs', JSON.stringify({ state: { opened: [a, b], current: b }, version: 0 }));
    await useWorkTabsStore.persist.rehydrate();
    expect(useWorkTabsStore.getState().opened).toEqual([a, b]);
    expect(useWorkTabsStore.getState().current).toEqual(b);
  });
  it('makes an unreadable stored state the initial tabs', () => {
    expect(migrateTabs(null)).toEqual(initialTabs());
    expect(migrateTabs({ opened: 'x' })).toEqual(initialTabs());
  });
});
